import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import {
  type ApplicationStatusView,
  isWithdrawable,
  type ScreeningAnswer,
} from '../../../common/application-status.ts';
import { networkOf } from '../../../common/ip.ts';
import { type Auth, systemAuth } from '../../auth.ts';
import { type Clock, systemClock } from '../../clock.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import { conflict, notFound } from '../../errors.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import type { ApplicationService } from '../application/application.service.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { PrivacyService } from '../privacy/privacy.service.ts';
import type { PrivacyRequestService } from '../privacy/requests.service.ts';
import { eraseOnTheirWord } from '../privacy/site-erasure.ts';
import type { Limit, RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { withdrawnStaffMail } from './status-mail.ts';
import { statusPageRepository } from './status-page.repository.ts';
import { hashOfStatusToken, STATUS_TOKEN_PATTERN } from './status-token.ts';

/** Who acts on a status page: the site, on the word of the token's holder. */
export const STATUS_PAGE_AUTH: Auth = systemAuth('site', 'Status page');

/** Status page lookups (page, API, buttons) from one network in an hour: guessing tokens goes nowhere. */
const LOOKUP_LIMIT: Limit = { bucket: 'status-page', max: 60, windowMs: 3_600_000 };
const LIMIT_MESSAGE = 'Too many requests from your address. Please try again in an hour.';
const GONE = 'There is no application at this link';

/** The answers as stored (JSON text, '' when none); anything unreadable shows none. */
function answersOf(stored: string): ScreeningAnswer[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) =>
      item && typeof item === 'object'
        ? [
            {
              questionNo: Number(item.questionNo),
              text: String(item.text ?? ''),
              kind: String(item.kind ?? ''),
              answer: String(item.answer ?? ''),
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

/**
 * An applicant's status page (decision 053): the token in their e-mails is the proof, no sign-in.
 * They read where their application stands and what the site sent them, withdraw it while nothing
 * is decided (staff are told), or have their data erased as the Personal data screen erases it,
 * logged as a request (kind erasure, channel site). An unknown, deleted or erased token is 404.
 */
export function statusPageService({
  db,
  rateLimit,
  applications,
  privacy,
  requests,
  history,
  outbox,
  publicUrl,
  now = systemClock,
}: {
  db: Db;
  rateLimit: RateLimitService;
  applications: Pick<ApplicationService, 'changeStatus'>;
  privacy: Pick<PrivacyService, 'erase'>;
  requests: Pick<PrivacyRequestService, 'log' | 'setStatus'>;
  history: Pick<HistoryService, 'record'>;
  /** Null without SMTP_URL: nothing is queued. */
  outbox: Pick<MailOutboxService, 'add' | 'wake'> | null;
  publicUrl: string;
  now?: Clock | undefined;
}) {
  const repo = statusPageRepository(db);

  /** The live application of a token; a malformed token is looked up no differently from an unknown one. */
  async function found(token: string) {
    const row = await repo.findLive(hashOfStatusToken(STATUS_TOKEN_PATTERN.test(token) ? token : ''));
    if (!row) throw notFound(GONE);
    return row;
  }

  return {
    /** Every lookup counts, found or not: 429 with Retry-After past 60 an hour from one network. */
    assertUnderLimit: (ip: string) => rateLimit.countAttempt(LOOKUP_LIMIT, networkOf(ip), LIMIT_MESSAGE),

    /** What the page shows, with the application's language; 404 when the token opens nothing. */
    async view(token: string): Promise<{ localeCd: string; view: ApplicationStatusView }> {
      const row = await found(token);
      const messages = await repo.sentMessages(Number(row.applicationNo));
      return {
        localeCd: row.localeCd,
        view: {
          jobTitle: row.jobTitle,
          statusCd: row.statusCd,
          appliedAt: row.createDt,
          messages: messages.map((message) => ({
            subject: message.subject,
            body: message.body,
            sentAt: message.sentAt ?? message.sendAt,
          })),
          submitted: {
            name: row.name,
            email: row.email,
            phone: row.phone,
            coverLetter: row.coverLetter,
            fileName: row.fileName,
            answers: answersOf(row.answers),
          },
        },
      };
    },

    /**
     * The applicant withdraws: status 70, staff told by e-mail. 409 once decided or withdrawn
     * (50, 60, 70): the answer says where it stands.
     */
    async withdraw(token: string): Promise<'OK'> {
      const row = await found(token);
      if (!isWithdrawable(row.statusCd))
        throw conflict(`This application can no longer be withdrawn (status ${row.statusCd})`);
      const applicationNo = Number(row.applicationNo);
      // By the applicant (null): the history of the application says so; a withdrawal e-mails them nothing.
      await applications.changeStatus(applicationNo, { statusCd: '70' }, null);
      if (outbox) {
        const adminLink = `${publicUrl}${ADMIN_PATHS.detail('board/application', applicationNo)}`;
        await inTransaction(db, (tx) =>
          outbox.add(tx, {
            message: withdrawnStaffMail({ ...row, applicationNo }, adminLink),
            applicationNo,
          }),
        );
        outbox.wake();
      }
      return 'OK';
    },

    /**
     * "Delete my data": everything held about the application's address goes, exactly as the
     * Personal data screen's erasure does it, answering a request logged now (erasure, site).
     */
    async erase(token: string): Promise<void> {
      const { email } = await found(token);
      await eraseOnTheirWord(
        { privacy, requests, history, now },
        {
          email,
          kind: 'erasure',
          reason: 'Asked for on the applicant’s status page',
          auth: STATUS_PAGE_AUTH,
          action: '/career/applications/erase',
        },
      );
    },
  };
}

export type StatusPageService = ReturnType<typeof statusPageService>;
