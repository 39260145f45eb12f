import {
  FAILED_MAIL_PAGES,
  type FailedMail,
  type FailedMailKind,
  pageOfMail,
} from '../../../common/failed-mail.ts';
import { can, type Page, type Right } from '../../../common/permissions.ts';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import type { Auth } from '../../auth.ts';
import { conflict, forbidden, notFound, parseOrThrow } from '../../errors.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import { readMailMessage } from '../../notify/mail-message.ts';
import { pageOf } from '../list-query.ts';

type Stored = NonNullable<Awaited<ReturnType<MailOutboxService['findFailed']>>>;

function kindOf(row: Stored, to: string | undefined, isKept: boolean): FailedMailKind {
  if (row.qnaNo != null) return 'inquiryNotice';
  if (row.messageNo != null) return 'applicantMessage';
  if (row.applicationNo != null)
    return !isKept ? 'application' : to ? 'applicantConfirmation' : 'applicationNotice';
  return to ? 'jobAlert' : 'other';
}

function present(row: Stored): FailedMail {
  const message = readMailMessage(row.payload);
  return {
    id: Number(row.id),
    kind: kindOf(row, message?.to, message !== null),
    recipient: message?.to ?? null,
    isToStaff: message !== null && !message.to,
    subject: message?.subject ?? null,
    qnaNo: row.qnaNo,
    applicationNo: row.applicationNo,
    messageNo: row.messageNo,
    attempts: row.attempts,
    reason: row.lastError ?? '',
    failedAt: row.failedAt ?? '',
    createdAt: row.createdAt,
    canRetry: message !== null,
  };
}

/**
 * The dead letters of the mail outbox (decision 063): the messages given up, listed with who, what
 * and why for the staff who may read what each is about, sent again or discarded by those who may
 * edit or delete it.
 */
export function failedMailService({ outbox, sendsMail }: { outbox: MailOutboxService; sendsMail: boolean }) {
  /** A message the caller may act on with `right`: 404 when there is none, 403 when it is not theirs. */
  async function ownRow(id: number | null, right: Right, auth: Auth): Promise<Stored> {
    if (!FAILED_MAIL_PAGES.some((page) => can(auth.settings, right, page))) throw forbidden();
    const row = id === null ? undefined : await outbox.findFailed(id);
    if (!row) throw notFound('There is no such e-mail');
    if (!can(auth.settings, right, pageOfMail(row))) throw forbidden();
    if (!row.failedAt) throw conflict('This e-mail has not failed: it is waiting to be sent');
    return row;
  }

  return {
    async list(query: unknown, auth: Auth): Promise<{ list: FailedMail[]; total: number }> {
      const may = (page: Page) => can(auth.settings, 'r', page);
      if (!FAILED_MAIL_PAGES.some(may)) throw forbidden();
      const { list, total } = await outbox.listFailed({
        about: {
          inquiries: may('QnAQnA'),
          applications: may('BoardApplication'),
          others: may('UserPrivacy'),
        },
        ...pageOf(parseOrThrow(listQuerySchema, query)),
      });
      return { list: list.map(present), total };
    },

    /** Due again now, sent by the next sender that looks (this instance's at once). */
    async retry(id: number | null, auth: Auth): Promise<'OK'> {
      const row = await ownRow(id, 'e', auth);
      if (!row.payload)
        throw conflict('This e-mail cannot be sent again: its text was not kept when it failed. Discard it');
      if (!sendsMail) throw conflict('E-mail is not set up on this server (SMTP_URL): nothing would send it');
      if (!(await outbox.retry(row.id)))
        throw conflict('This e-mail has not failed: it is waiting to be sent');
      return 'OK';
    },

    async discard(id: number | null, auth: Auth): Promise<'OK'> {
      const row = await ownRow(id, 'd', auth);
      if (!(await outbox.discard(row.id)))
        throw conflict('This e-mail has not failed: it is waiting to be sent');
      return 'OK';
    },
  };
}

export type FailedMailService = ReturnType<typeof failedMailService>;
