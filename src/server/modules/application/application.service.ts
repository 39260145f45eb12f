import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import {
  type ApplicationInput,
  type AppliedJob,
  applicationSchema,
  applicationStatusSchema,
} from '../../../common/schemas/application.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import { badRequest, notFound, parseOrThrow, refusalAsNull } from '../../errors.ts';
import { applicationConfirmationMail, applicationStaffMail } from '../../notify/application-mail.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import { type FileStore, isValidKey } from '../../storage/file-store.ts';
import type { FileType } from '../../storage/file-types.ts';
import { type FormInput, storeAttachment, type UploadedFile } from '../../storage/uploads.ts';
import type { ContentService } from '../content/service.ts';
import { contentService } from '../content/service.ts';
import type { PrivacyNoticeService } from '../privacy-notice/privacy-notice.service.ts';
import type { Limit, RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { applicationRepository } from './application.repository.ts';
import { applicationResource } from './application.resource.ts';
import { applicationsCsv, applicationsFileName } from './application-csv.ts';
import { cvType } from './cv-file.ts';

const HOUR_MS = 3_600_000;
/** Applications sent from one address in an hour. */
const APPLY_LIMIT: Limit = { bucket: 'apply', max: 5, windowMs: HOUR_MS };
/** Attempts, refused or not: an applicant may correct a few mistakes, a flood of bodies is cut short. */
const ATTEMPT_LIMIT: Limit = { bucket: 'apply-try', max: 30, windowMs: HOUR_MS };
const LIMIT_MESSAGE = 'Too many applications from your address. Please try again in an hour.';
/** How long a CV chosen in a refused form is kept for the form sent again. */
const HELD_MS = 86_400_000;

const deleteBody = deleteBodySchema(applicationResource.idField);
const restoreBody = deleteBodySchema(applicationResource.idField, 'restore');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type ChosenCv = { file: UploadedFile; type: FileType; token?: never } | { token: string; file?: never };

/** A CV kept for a form refused without scripts: the form carries the token back. */
export interface HeldCv {
  token: string;
  fileName: string;
}

/**
 * Job applications (issue 25): applicants send them on an open job that takes them (five an hour
 * from one address), with the two e-mails queued in the same transaction; staff list, read, move
 * them through their statuses with a note, export and delete them. `jobs` is the job board's
 * service: an application is for a job visitors can see. `outbox` is null when no e-mail is set up.
 */
export function applicationService({
  db,
  store,
  rateLimit,
  outbox,
  jobs,
  notices,
}: {
  db: Db;
  store: FileStore;
  rateLimit: RateLimitService;
  outbox: MailOutboxService | null;
  jobs: ContentService;
  /** The privacy notice: the version the applicant agreed to is stored with the application. */
  notices: PrivacyNoticeService;
}) {
  const repo = applicationRepository(db);
  const board = contentService(applicationResource, repo, store);

  /** The job an applicant may apply to: visible to visitors and taking applications on the site. */
  async function openJob(jobNo: number) {
    const job = await jobs.get(jobNo, null).catch(refusalAsNull);
    if (job?.applyOnline !== 'Y') throw notFound('This job does not take applications on the site');
    return job;
  }

  /** A new CV (415 when it is not one) or the token of the one held for this form, or null. */
  async function chosenCv(form: FormInput): Promise<ChosenCv | null> {
    const file = form.files[applicationResource.upload!.field];
    if (file) return { file, type: await cvType(file) };
    const token = form.fields.cvHeld;
    return typeof token === 'string' && token ? { token } : null;
  }

  return {
    list: board.list,
    get: board.get,
    remove: (body: unknown, auth: Auth) => board.remove(parseOrThrow(deleteBody, body), auth),
    restore: (body: unknown, auth: Auth) => board.restore(parseOrThrow(restoreBody, body), auth),

    async exportCsv(query: unknown, auth: Auth) {
      const locale = parseOrThrow(listQuerySchema, query).localeCd ?? 'EN';
      const rows = await board.listAll(query, auth);
      return { csv: applicationsCsv(rows, locale), count: rows.length, fileName: applicationsFileName() };
    },

    /** Live applications per job: { "12": 3 }. */
    async countsByJob(): Promise<Record<string, number>> {
      const rows = await repo.countsByJob();
      return Object.fromEntries(rows.map((row) => [String(row.jobNo), Number(row.count)]));
    },

    /** The jobs that have live applications, with their counts (the staff list's job filter). */
    async jobsApplied(): Promise<AppliedJob[]> {
      const rows = await repo.jobsApplied();
      return rows.map((row) => ({
        jobNo: Number(row.jobNo),
        jobTitle: String(row.jobTitle),
        count: Number(row.count),
      }));
    },

    /** Checked before the body is read, so floods cost little; every attempt counts towards its own limit. */
    async assertUnderLimit(ip: string): Promise<void> {
      await rateLimit.assertUnder(APPLY_LIMIT, ip, LIMIT_MESSAGE);
      await rateLimit.countAttempt(ATTEMPT_LIMIT, ip, LIMIT_MESSAGE);
    },

    /**
     * Stores an application for job `jobNo` and, in the same transaction, the staff e-mail and the
     * applicant's confirmation. Refusals, in order: the job (404), the CV's type (415), the fields
     * (400 naming the first wrong one), the CV missing (400). With `keep`, a form refused for its
     * fields keeps the CV it carried (a page form: a browser cannot fill a file input again).
     */
    async apply(
      jobNo: number,
      form: FormInput,
      { ip, publicOrigin, keep }: { ip: string; publicOrigin: string; keep?: (held: HeldCv) => void },
    ): Promise<number> {
      const job = await openJob(jobNo);
      const cv = await chosenCv(form);
      let input: ApplicationInput;
      try {
        input = parseOrThrow(applicationSchema, form.fields);
      } catch (error) {
        if (keep && cv?.file) {
          const token = randomBytes(24).toString('base64url');
          const fileUrl = await storeAttachment(store, cv.file, cv.type);
          const fileName = cv.file.fileName;
          await repo.holdUpload({
            tokenHash: hashToken(token),
            fileUrl,
            fileName,
            createdAt: new Date().toISOString(),
          });
          keep({ token, fileName });
        }
        throw error;
      }
      // Before the transaction: on SQLite it holds the one connection, which a database file store needs.
      const stored = cv?.file
        ? { fileUrl: await storeAttachment(store, cv.file, cv.type), fileName: cv.file.fileName }
        : cv?.token
          ? await repo.takeHeldUpload(hashToken(cv.token))
          : undefined;
      if (!stored) throw badRequest('cv is required: choose your CV (PDF, DOC or DOCX)');
      const jobTitle = String(job.title);
      const createDt = new Date().toISOString();
      const consent = await notices.consentOf(form.fields.consentVersion, new Date(createDt));
      const applicationNo = await inTransaction(db, async (tx) => {
        const applicationNo = await applicationRepository(tx).insert({
          ...input,
          jobNo,
          jobTitle,
          statusCd: '10',
          note: '',
          ...stored,
          ipaddress: ip,
          applicantSearch: foldForSearch(`${input.name} ${input.email}`),
          ...consent,
          useYn: 'Y',
          delYn: 'N',
          createDt,
        });
        const notice = { ...input, applicationNo, jobTitle, fileName: stored.fileName, createDt };
        const adminLink = `${publicOrigin}${ADMIN_PATHS.detail('board/application', applicationNo)}`;
        await outbox?.add(tx, { message: applicationStaffMail(notice, adminLink), applicationNo });
        await outbox?.add(tx, { message: applicationConfirmationMail(notice), applicationNo });
        return applicationNo;
      });
      await rateLimit.recordHit(APPLY_LIMIT.bucket, ip);
      outbox?.wake();
      return applicationNo;
    },

    async setStatus(id: number, body: unknown, auth: Auth): Promise<'OK'> {
      const { statusCd, note } = parseOrThrow(applicationStatusSchema, body);
      if (!(await repo.findById(id, { delYn: 'N' }))) throw notFound();
      await repo.update(id, {
        statusCd,
        // Left out, the note stays as it was.
        ...(note === undefined ? {} : { note }),
        modifyId: auth.user.username,
        modifyDt: new Date().toISOString(),
      });
      return 'OK';
    },

    /** CVs held for refused forms and not sent again within a day (the retention purge). */
    async purgeHeld(now: Date): Promise<number> {
      const rows = await repo.heldBefore(new Date(now.getTime() - HELD_MS).toISOString(), 500);
      for (const { fileUrl } of rows) if (isValidKey(fileUrl)) await store.remove(fileUrl);
      if (rows.length) await repo.removeHeld(rows.map((row) => row.id));
      return rows.length;
    },
  };
}

export type ApplicationService = ReturnType<typeof applicationService>;
