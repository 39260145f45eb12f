import type { PrivacyNoticeListed, PrivacyNoticeVersion } from '../../../common/privacy-notice.ts';
import { privacyNoticeSchema } from '../../../common/schemas/privacy-notice.ts';
import type { Auth } from '../../auth.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import { badRequest, notFound, parseOrThrow, StaleVersion } from '../../errors.ts';
import { privacyNoticeRepository } from './privacy-notice.repository.ts';

/** What a form's sender agreed to: the notice version and the time; null before any version exists. */
export interface Consent {
  consentVersion: number | null;
  consentAt: string;
}

/** A version number as a query or form gives it: a whole number from 1, or undefined. */
const versionNoOf = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text.trim()) ? Number(text) : undefined;
};

const shaped = (row: PrivacyNoticeVersion): PrivacyNoticeVersion => ({
  versionNo: Number(row.versionNo),
  contentsEn: row.contentsEn,
  contentsVi: row.contentsVi,
  publishedAt: row.publishedAt,
  publishedBy: row.publishedBy,
});

/**
 * The privacy notice (decision 039): published versions, each kept as published, read
 * by anyone; a publication is a new version. Forms record the version their sender was shown.
 */
export function privacyNoticeService(db: Db) {
  const repo = privacyNoticeRepository(db);

  return {
    /** The latest version, or the one asked for (`version`); 404 when there is none such. */
    async get(version?: unknown): Promise<PrivacyNoticeVersion> {
      const isAsked = version !== undefined && version !== '';
      const versionNo = versionNoOf(version);
      if (isAsked && versionNo === undefined) throw badRequest('version must be a whole number from 1');
      const row = versionNo === undefined ? await repo.latest() : await repo.find(versionNo);
      if (!row) throw notFound('There is no such version of the privacy notice');
      return shaped(row);
    },

    /** Every version's number and date, newest first. */
    async versions(): Promise<PrivacyNoticeListed[]> {
      const rows = await repo.listed();
      return rows.map((row) => ({ versionNo: Number(row.versionNo), publishedAt: row.publishedAt }));
    },

    /**
     * Publishes both languages as a new version; the caller holds eUserPrivacy. With `expected` (the
     * version the editor started from), only while that is still the one in force (decision 057).
     */
    async publish(body: unknown, auth: Auth, expected?: number): Promise<number> {
      const input = parseOrThrow(privacyNoticeSchema, body);
      return inTransaction(db, async (tx) => {
        const repo = privacyNoticeRepository(tx);
        await repo.lockForPublication();
        const inForce = expected === undefined ? undefined : await repo.latest();
        if (inForce && Number(inForce.versionNo) !== expected)
          throw new StaleVersion({ savedBy: inForce.publishedBy, savedAt: inForce.publishedAt });
        return repo.insert({
          ...input,
          publishedAt: new Date().toISOString(),
          publishedBy: auth.user.username,
        });
      });
    },

    /**
     * The consent a form records: the version it carried when that version was published, else
     * the current one (an API client that sends none agrees to the notice in force).
     */
    async consentOf(shown: unknown, now = new Date()): Promise<Consent> {
      const versionNo = versionNoOf(shown);
      const row = (versionNo !== undefined && (await repo.find(versionNo))) || (await repo.latest());
      return { consentVersion: row ? Number(row.versionNo) : null, consentAt: now.toISOString() };
    },
  };
}

export type PrivacyNoticeService = ReturnType<typeof privacyNoticeService>;
