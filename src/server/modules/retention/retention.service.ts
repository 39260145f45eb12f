import type { Config } from '../../env.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import type { ApplicationService } from '../application/application.service.ts';
import type { BoardService } from '../content/service.ts';
import type { HistoryService } from '../history/history.service.ts';
import { type JobAlertService, UNCONFIRMED_MS } from '../job-alert/job-alert.service.ts';
import type { PrivacyService } from '../privacy/privacy.service.ts';
import type { PrivacyRequestService } from '../privacy/requests.service.ts';
import { WITHDRAWAL_LINK_DAYS, type WithdrawalService } from '../privacy/withdrawal.service.ts';
import type { RateLimitService } from '../rate-limit/rate-limit.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { Erased, SubmissionService } from '../submission/submission.service.ts';

/** How many rows (or files) of each kind one purge deleted, e.g. { inquiries: 2, sessions: 5 }. */
export type PurgeCounts = Record<string, number>;

/** One kind of data the purge deletes once it is past its time at `now`. */
export interface PurgeStep {
  name: string;
  run: (now: Date) => Promise<PurgeCounts>;
}

export interface PurgeReport {
  counts: PurgeCounts;
  /** Steps that threw; the others still ran. */
  failures: Array<{ step: string; error: unknown }>;
}

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A step that deletes one kind of row and reports how many under its own name. */
const counted = (name: string, remove: (now: Date) => Promise<number>): PurgeStep => ({
  name,
  run: async (now) => ({ [name]: await remove(now) }),
});

/** A submission step: the rows and files erased, each counted under its own name. */
const erasing = (
  [rowsName, filesName]: [rows: string, files: string],
  erase: (now: Date) => Promise<Erased>,
): PurgeStep => ({
  name: rowsName,
  run: async (now) => {
    const { rows, files } = await erase(now);
    return { [rowsName]: rows, [filesName]: files };
  },
});

/**
 * Keeps every table bounded and the privacy notice true: inquiries (with their files and the staff
 * e-mails queued about them) and the access history go after their configured retention, sessions once they have ended, rate-limit
 * hits once no limit counts them. Each owning module does its own deleting; this list says what
 * goes and when.
 */
export function retentionService({
  config,
  sessions,
  history,
  rateLimit,
  submissions,
  applications,
  outbox,
  jobAlerts,
  privacy,
  privacyRequests,
  withdrawal,
  boards = [],
}: {
  config: Pick<Config, 'retention'> & Partial<Pick<Config, 'trashDays'>>;
  sessions: Pick<SessionService, 'removeEnded'>;
  history: Pick<HistoryService, 'removeBefore'>;
  rateLimit: Pick<RateLimitService, 'removeExpired'>;
  /** Inquiries and applications, erased with their files after their retention. */
  submissions: Record<'inquiries' | 'applications', Pick<SubmissionService, 'eraseReceivedBefore'>>;
  applications: Pick<ApplicationService, 'purgeHeld'>;
  /** Queued e-mails carry the submissions' text; rows may stay from a time when SMTP_URL was set. */
  outbox: Pick<MailOutboxService, 'removeCreatedBefore'>;
  jobAlerts: Pick<JobAlertService, 'removeUnconfirmedBefore'>;
  /** The log of people's requests about their data, kept as long as the access history. */
  privacy?: Pick<PrivacyService, 'removeRequestsBefore'>;
  /** People's requests as they arrived: answered ones go with the log (decision 051). */
  privacyRequests?: Pick<PrivacyRequestService, 'removeAnsweredBefore'>;
  withdrawal?: Pick<WithdrawalService, 'removeLinksBefore'>;
  /** The board types, whose Trash is emptied after TRASH_RETENTION_DAYS. */
  boards?: readonly Pick<BoardService, 'purgeTrash'>[];
}) {
  const { inquiryDays, applicationDays, historyDays } = config.retention;
  // NOTE: adding a kind of data to the purge is one line here.
  const steps: PurgeStep[] = [
    erasing(['inquiries', 'attachments'], (now) =>
      submissions.inquiries.eraseReceivedBefore(daysBefore(now, inquiryDays)),
    ),
    erasing(['applications', 'cvs'], (now) =>
      submissions.applications.eraseReceivedBefore(daysBefore(now, applicationDays)),
    ),
    // Queued e-mails copy what inquiries and applications hold: none outlives the shorter period.
    counted('mailOutbox', (now) =>
      outbox.removeCreatedBefore(daysBefore(now, Math.min(inquiryDays, applicationDays))),
    ),
    counted('heldCvs', (now) => applications.purgeHeld(now)),
    // Deleted board items, with their versions and drafts, once their time in the Trash is over.
    counted('trashedItems', async (now) => {
      let purged = 0;
      for (const board of boards) purged += await board.purgeTrash(daysBefore(now, config.trashDays ?? 30));
      return purged;
    }),
    counted('accessHistory', (now) => history.removeBefore(daysBefore(now, historyDays))),
    counted(
      'privacyRequests',
      async (now) => (await privacy?.removeRequestsBefore(daysBefore(now, historyDays))) ?? 0,
    ),
    counted(
      'personalDataRequests',
      async (now) => (await privacyRequests?.removeAnsweredBefore(daysBefore(now, historyDays))) ?? 0,
    ),
    counted(
      'withdrawalLinks',
      async (now) => (await withdrawal?.removeLinksBefore(daysBefore(now, WITHDRAWAL_LINK_DAYS))) ?? 0,
    ),
    // Job alerts never confirmed: 48 hours, as the sign-up form says.
    counted('unconfirmedJobAlerts', (now) =>
      jobAlerts.removeUnconfirmedBefore(new Date(now.getTime() - UNCONFIRMED_MS)),
    ),
    counted('sessions', (now) => sessions.removeEnded(now)),
    counted('rateEvents', (now) => rateLimit.removeExpired(now)),
  ];

  return {
    /** The configured periods, in days (the admin states them in its guidance). */
    policy: config.retention,

    /** Runs every step, each on its own: one failing (a file store error) does not stop the rest. */
    async purge(now: Date): Promise<PurgeReport> {
      const report: PurgeReport = { counts: {}, failures: [] };
      for (const step of steps) {
        try {
          Object.assign(report.counts, await step.run(now));
        } catch (error) {
          report.failures.push({ step: step.name, error });
        }
      }
      return report;
    },
  };
}

export type RetentionService = ReturnType<typeof retentionService>;
