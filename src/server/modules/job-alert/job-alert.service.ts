import { randomBytes } from 'node:crypto';
import { networkOf } from '../../../common/ip.ts';
import { localePath, MAIL_PATHS, PATHS } from '../../../common/paths.ts';
import { jobAlertSignUpSchema } from '../../../common/schemas/job-alert.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import { HttpError, parseOrThrow } from '../../errors.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import type { BoardService } from '../content/service.ts';
import type { PrivacyNoticeService } from '../privacy-notice/privacy-notice.service.ts';
import type { Limit, RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { type JobAlert, jobAlertRepository, type LiveJob } from './job-alert.repository.ts';
import { confirmationMail, newJobMail } from './job-alert-mail.ts';
import { filterKeyOf, matchesAlert } from './job-alert-match.ts';

const SIGN_UP_LIMIT: Limit = { bucket: 'job-alert', max: 5, windowMs: 3_600_000 };

/** An unconfirmed sign-up is deleted after this (the privacy notice says 48 hours). */
export const UNCONFIRMED_MS = 48 * 3_600_000;

/** The link in the e-mail no longer leads to an alert: unsubscribed, or never confirmed in time. */
const linkGone = () =>
  new HttpError(404, 'This link is no longer valid: please sign up for the alert again', 'not_found');

const languageOf = (alert: Pick<JobAlert, 'localeCd'>) => (alert.localeCd === 'VI' ? 'vi' : 'en');

/**
 * The alert's page links on the site's configured origin, in its language, carrying its token. The
 * origin stored with a sign-up is never read: older versions took it from the request (decision 045).
 */
const alertLink = (siteOrigin: string, alert: JobAlert, page: keyof typeof MAIL_PATHS) =>
  `${siteOrigin}${localePath(languageOf(alert), MAIL_PATHS[page])}?token=${alert.token}`;

/**
 * Job alerts (decision 033): a visitor signs up with the job list's filters and confirms through
 * the e-mailed link (double opt-in); each job that goes live is announced once to every confirmed
 * alert it matches, by an e-mail queued in the outbox in the same transaction as the job's
 * announcement marker. `outbox` is null without SMTP_URL: sign-ups are kept (and purged unconfirmed),
 * nothing is sent.
 */
export function jobAlertService({
  db,
  rateLimit,
  outbox,
  notices,
  jobs,
  siteOrigin,
}: {
  db: Db;
  rateLimit: RateLimitService;
  outbox: MailOutboxService | null;
  /** The job board's service: which jobs visitors see is its rule. */
  jobs: Pick<BoardService, 'publicIds'>;
  /** The privacy notice: the version agreed to is stored with the sign-up. */
  notices: PrivacyNoticeService;
  /** The site's public origin (PUBLIC_URL), the start of every link in the e-mails. */
  siteOrigin: string;
}) {
  const repo = jobAlertRepository(db);

  /** Queues the alert e-mails about `job`, unless another check announced it first. */
  const announce = (job: LiveJob, alerts: JobAlert[], now: Date) =>
    inTransaction(db, async (tx) => {
      const matching = alerts.filter((alert) => matchesAlert(alert, job));
      const isFirst = await jobAlertRepository(tx).markAnnounced({
        jobNo: job.jobNo,
        announcedAt: now.toISOString(),
        mailCount: outbox ? matching.length : 0,
      });
      if (!isFirst || !outbox) return 0;
      for (const alert of matching) {
        const jobUrl = `${siteOrigin}${localePath(languageOf(alert), PATHS.job(job.jobNo))}`;
        const message = newJobMail(alert, job, {
          jobUrl,
          unsubscribeUrl: alertLink(siteOrigin, alert, 'jobAlertUnsubscribe'),
        });
        const withdrawal = { origin: siteOrigin, localeCd: alert.localeCd };
        await outbox.add(tx, { message, qnaNo: null, withdrawal });
      }
      return matching.length;
    });

  return {
    /** Every sign-up counts towards the hourly limit of its network (`networkOf`), valid or not. */
    assertUnderLimit: (ip: string): Promise<void> =>
      rateLimit.countAttempt(
        SIGN_UP_LIMIT,
        networkOf(ip),
        'Too many job alert sign-ups from your address. Please try again in an hour.',
      ),

    /**
     * Stores the sign-up unconfirmed and queues the confirmation e-mail, in one transaction. The
     * same address and filters again: the confirmation goes again while unconfirmed, nothing
     * happens once confirmed, nor after the address's third confirmation e-mail of the day
     * (decision 047); the answer is the same either way, so it tells nobody whether an address is
     * subscribed or had mails.
     */
    async signUp(body: unknown, { now = new Date() }: { now?: Date } = {}) {
      const input = parseOrThrow(jobAlertSignUpSchema, body);
      const filters = {
        localeCd: input.localeCd,
        searchText: input.q,
        searchIn: input.q ? input.in : 'title',
        employmentType: input.type,
        location: input.location,
        department: input.department,
      };
      const filterKey = filterKeyOf(input.email, filters);
      const consent = await notices.consentOf((body as Record<string, unknown> | null)?.consentVersion, now);
      const mayMail = !!outbox && (await rateLimit.mayMailConfirmation(input.email));
      const isQueued = await inTransaction(db, async (tx) => {
        const txRepo = jobAlertRepository(tx);
        await txRepo.insertOnce({
          ...filters,
          email: input.email,
          filterKey,
          token: randomBytes(32).toString('base64url'),
          // Kept filled for instances of the previous version during a rolling deploy (decision 045).
          siteOrigin,
          createdAt: now.toISOString(),
          confirmedAt: null,
          ...consent,
        });
        const alert = (await txRepo.findByFilterKey(filterKey))!;
        if (alert.confirmedAt || !outbox || !mayMail) return false;
        await outbox.add(tx, {
          message: confirmationMail(alert, alertLink(siteOrigin, alert, 'jobAlertConfirm')),
          qnaNo: null,
          withdrawal: { origin: siteOrigin, localeCd: alert.localeCd },
        });
        return true;
      });
      if (!isQueued) return;
      await rateLimit.countConfirmationMail(input.email);
      outbox?.wake();
    },

    /** Confirms the alert of `token` (again: no change); 404 when there is none, or it waited too long. */
    async confirm(token: string, now = new Date()): Promise<void> {
      const alert = token ? await repo.findByToken(token) : undefined;
      if (!alert) throw linkGone();
      if (alert.confirmedAt) return;
      if (now.getTime() - Date.parse(alert.createdAt) > UNCONFIRMED_MS) throw linkGone();
      await repo.confirm(alert.alertNo, now.toISOString());
    },

    /** Deletes the alert of `token`; a token that finds none is done already. */
    async unsubscribe(token: string): Promise<void> {
      if (token) await repo.removeByToken(token);
    },

    /**
     * Announces every job that visitors see at `now`'s minute and no check announced yet: saved
     * visible since the last check, or its dated window opened since (at its start time, decision
     * 035). Returns how many
     * e-mails were queued.
     */
    async announceLiveJobs(now = new Date()): Promise<{ jobs: number; mails: number }> {
      const live = await repo.listLiveUnannounced(jobs.publicIds(now));
      if (!live.length) return { jobs: 0, mails: 0 };
      const alerts = await repo.listConfirmedBy(now.toISOString());
      const isMailed = (job: LiveJob) => !!outbox && alerts.some((alert) => matchesAlert(alert, job));
      await repo.markAnnouncedSilently(
        live.filter((job) => !isMailed(job)).map((job) => job.jobNo),
        now.toISOString(),
      );
      let mails = 0;
      for (const job of live.filter(isMailed)) mails += await announce(job, alerts, now);
      if (mails) outbox?.wake();
      return { jobs: live.length, mails };
    },

    /** Sign-ups never confirmed, made before `before` (the retention purge); returns how many. */
    removeUnconfirmedBefore: async (before: Date): Promise<number> =>
      Number((await repo.removeUnconfirmedCreatedBefore(before.toISOString())).numDeletedRows),

    /** Every alert of an address, confirmed or not, without its link token (a person's export). */
    listAddress: async (email: string) =>
      (await repo.listByEmail(email.trim())).map(({ token: _, filterKey: _key, ...alert }) => alert),

    /** Every alert of an address, confirmed or not (a data subject's erasure); returns how many. */
    removeAddress: async (email: string): Promise<number> =>
      Number((await repo.removeByEmail(email.trim())).numDeletedRows),
  };
}

export type JobAlertService = ReturnType<typeof jobAlertService>;
