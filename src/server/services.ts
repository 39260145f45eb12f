import { ADMIN_PATHS } from '../common/admin-paths.ts';
import type { AppDeps } from './deps.ts';
import { accountService } from './modules/account/account.service.ts';
import { APPLICATIONS } from './modules/application/application.resource.ts';
import { applicationService } from './modules/application/application.service.ts';
import { statusPageLinks } from './modules/application-status/status-page-url.ts';
import { statusPageService } from './modules/application-status/status-page.service.ts';
import { contentResources, contentServices } from './modules/content/index.ts';
import { fileService } from './modules/file/file.service.ts';
import { healthService } from './modules/health/health.service.ts';
import { historyService } from './modules/history/history.service.ts';
import { ipService } from './modules/ip/ip.service.ts';
import { jobAlertService } from './modules/job-alert/job-alert.service.ts';
import { mediaService } from './modules/media/media.service.ts';
import { privacyHashKey } from './modules/privacy/hash-key.ts';
import { privacyService } from './modules/privacy/privacy.service.ts';
import { privacyRequestService } from './modules/privacy/requests.service.ts';
import { withdrawalService } from './modules/privacy/withdrawal.service.ts';
import { withWithdrawalLink } from './modules/privacy/withdrawal-links.ts';
import { holidaysOf } from './modules/privacy/working-days.ts';
import { presenceService } from './modules/presence/presence.service.ts';
import { privacyNoticeService } from './modules/privacy-notice/privacy-notice.service.ts';
import { INQUIRIES } from './modules/qna/qna.resource.ts';
import { qnaService } from './modules/qna/qna.service.ts';
import { rateLimitService } from './modules/rate-limit/rate-limit.service.ts';
import { retentionService } from './modules/retention/retention.service.ts';
import { taskLeaseService } from './modules/retention/task-lease.service.ts';
import { reviewService } from './modules/review/review.service.ts';
import { revisionService } from './modules/revision/revision.service.ts';
import { loginService } from './modules/session/login.service.ts';
import { sessionService } from './modules/session/session.service.ts';
import { submissionService } from './modules/submission/submission.service.ts';
import { reviewLines } from './modules/todo/review-lines.ts';
import { failedMailService } from './modules/mail/failed-mail.service.ts';
import { todoService } from './modules/todo/todo.service.ts';
import { twoFactorService } from './modules/two-factor/two-factor.service.ts';
import { mailOutboxService } from './notify/mail-outbox.ts';

/**
 * Every service, built once from the dependencies. Routes, the access hook and the page renderer
 * receive the services they need from here; only services reach repositories.
 */
export function createServices(
  { config, db, dialect, store, outboxTiming, contentTypes, now, tracing }: AppDeps,
  { onLimitRefused }: { onLimitRefused?: (bucket: string) => void } = {},
) {
  const sessions = sessionService(db, { idleMs: config.sessionIdleMs });
  const hashKey = privacyHashKey(config);
  const rateLimit = rateLimitService(db, { onRefused: onLimitRefused, hashKey });
  const accounts = accountService({ db, sessions, rateLimit });
  const ips = ipService({ db, config });
  const revisions = revisionService(db);
  const history = historyService(db, { revisions });
  const twoFactor = twoFactorService({ db, accounts, sessions, now });
  // Queued e-mails are listed and erased (retention, a person's request) even without SMTP_URL:
  // rows may stay from a time when it was set. Without it nothing would ever send a queued e-mail,
  // so none is queued (nor a copy of a visitor's data kept for it).
  // Every e-mail to a person carries the link that withdraws their consent (decision 051).
  const outbox = mailOutboxService({
    db,
    dialect,
    timing: outboxTiming,
    withdrawalLink: withWithdrawalLink,
    spans: tracing?.outbox,
  });
  const mailOutbox = config.mail ? outbox : null;
  const media = mediaService({ db, store });
  const content = contentServices({
    db,
    store,
    resources: contentResources(contentTypes),
    revisions,
    library: media,
    now,
  });
  const privacyNotice = privacyNoticeService(db);
  const submissions = {
    inquiries: submissionService({ db, store, outbox: mailOutbox, notices: privacyNotice, kind: INQUIRIES }),
    applications: submissionService({
      db,
      store,
      outbox: mailOutbox,
      notices: privacyNotice,
      kind: APPLICATIONS,
    }),
  };
  // Applicants' status pages (decision 053): their links, for every e-mail to an applicant.
  const statusLinks = statusPageLinks({ db, hashKey, publicUrl: config.publicUrl });
  const applications = applicationService({
    db,
    store,
    rateLimit,
    jobs: content.job,
    submissions: submissions.applications,
    statusPageKey: statusLinks.key,
    outbox,
    sendsMail: !!config.mail,
    statusPageUrl: statusLinks.statusPageUrl,
    publicUrl: config.publicUrl,
  });
  const jobAlerts = jobAlertService({
    db,
    rateLimit,
    outbox: mailOutbox,
    notices: privacyNotice,
    jobs: content.job,
    siteOrigin: config.publicUrl,
  });
  const privacyRequests = privacyRequestService({ db, holidays: holidaysOf(config.privacyHolidays), now });
  const privacy = privacyService({
    db,
    store,
    submissions,
    heldCvs: applications,
    outbox,
    jobAlerts,
    revisions,
    history,
    hashKey,
    requests: privacyRequests,
  });
  const withdrawal = withdrawalService({ db, privacy, requests: privacyRequests, history, now });
  const statusPages = statusPageService({
    db,
    rateLimit,
    applications,
    privacy,
    requests: privacyRequests,
    history,
    outbox: mailOutbox,
    publicUrl: config.publicUrl,
    now,
  });
  // Review before publish (decision 058): the board types' gates, the queue and the settings.
  const review = reviewService({ db, boards: Object.values(content), revisions });
  return {
    sessions,
    accounts,
    ips,
    history,
    twoFactor,
    login: loginService({ accounts, sessions, ips, rateLimit, history, twoFactor }),
    content,
    review,
    qna: qnaService({ inquiries: submissions.inquiries, rateLimit }),
    applications,
    mailOutbox,
    /** The e-mails given up (decision 063): listed, sent again or discarded by staff. */
    failedMails: failedMailService({ outbox, sendsMail: !!config.mail }),
    media,
    files: fileService({ db, store, jobs: content.job, library: media }),
    health: healthService(db),
    retention: retentionService({
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
      boards: Object.values(content),
    }),
    /** The lease that makes one instance run each periodic task's slot (the purge, job alerts). */
    taskLease: taskLeaseService(db),
    jobAlerts,
    privacyNotice,
    privacy,
    privacyRequests,
    withdrawal,
    statusLinks,
    statusPages,
    todo: todoService({
      boards: Object.values(content),
      applications,
      failedMails: outbox.failures,
      privacyDue: privacyRequests.countDueWithin,
      awaitingReview: reviewLines(review, ADMIN_PATHS.review),
    }),
    presence: presenceService(db, { now }),
  };
}

export type Services = ReturnType<typeof createServices>;
