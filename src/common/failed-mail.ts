import type { Page } from './permissions.ts';

/**
 * The failed e-mails (decision 063): messages the outbox gave up on, as `GET /api/admin/mail/failed`
 * answers them and the admin screen shows them.
 */
export const FAILED_MAIL_KINDS = [
  /** To staff about a new inquiry. */
  'inquiryNotice',
  /** To staff about an application (a new one, a withdrawal). */
  'applicationNotice',
  /** To the applicant: the confirmation of their application. */
  'applicantConfirmation',
  /** To the applicant from staff: a stage e-mail or a message (decision 052). */
  'applicantMessage',
  /** To a visitor: a job alert or the confirmation of one. */
  'jobAlert',
  /** About an application, given up before its text was kept, so whether to staff or applicant is unknown. */
  'application',
  'other',
] as const;
export type FailedMailKind = (typeof FAILED_MAIL_KINDS)[number];

export interface FailedMail {
  id: number;
  kind: FailedMailKind;
  /** The address it was for; null for staff (NOTIFY_TO at the time it is sent) or when not kept. */
  recipient: string | null;
  isToStaff: boolean;
  /** null when the message was not kept (given up before decision 063). */
  subject: string | null;
  qnaNo: number | null;
  applicationNo: number | null;
  messageNo: number | null;
  attempts: number;
  /** The last failure as recorded: error code, SMTP code and reply, addresses masked. */
  reason: string;
  failedAt: string;
  createdAt: string;
  /** Whether it can be sent again (its message was kept). */
  canRetry: boolean;
}

/** The pages whose items the outbox's messages are about; a message is seen with its item's right. */
export const FAILED_MAIL_PAGES = ['QnAQnA', 'BoardApplication', 'UserPrivacy'] as const satisfies Page[];

/**
 * An inquiry's e-mail goes with the inquiry's right, an application's with the applications'; the
 * rest (job alerts) name a visitor whom staff otherwise find only through the personal-data search,
 * so they take its right (decision 063).
 */
export const pageOfMail = (mail: {
  qnaNo: number | null;
  applicationNo: number | null;
  messageNo: number | null;
}): Page =>
  mail.qnaNo != null
    ? 'QnAQnA'
    : mail.applicationNo != null || mail.messageNo != null
      ? 'BoardApplication'
      : 'UserPrivacy';
