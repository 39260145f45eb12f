import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FAILED_MAIL_KINDS, FAILED_MAIL_PAGES } from '../../../common/failed-mail.ts';
import { listQuerySchema, MAX_ID } from '../../../common/schemas/list.ts';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/reply.ts';
import { ANSWERS, listOf } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import type { FailedMailService } from './failed-mail.service.ts';

const no = z.number().int().nullable();
const failedMail = named(
  'FailedMail',
  z.object({
    id: z.number().int(),
    kind: z.enum(FAILED_MAIL_KINDS).meta({
      description:
        'inquiryNotice and applicationNotice go to staff; applicantConfirmation and applicantMessage to the applicant; jobAlert to a visitor; application: given up before its text was kept',
    }),
    recipient: z
      .string()
      .nullable()
      .meta({ description: 'The address it was for; null for staff (NOTIFY_TO)' }),
    isToStaff: z.boolean(),
    subject: z.string().nullable().meta({ description: 'null when the text was not kept' }),
    qnaNo: no.meta({ description: 'The inquiry it is about' }),
    applicationNo: no.meta({ description: 'The application it is about' }),
    messageNo: no.meta({ description: 'The application message it sends (decision 052)' }),
    attempts: z.number().int(),
    reason: z
      .string()
      .meta({ description: 'The last failure: error code, SMTP code and reply, addresses masked' }),
    failedAt: z.string(),
    createdAt: z.string(),
    canRetry: z.boolean().meta({ description: 'false when the text was not kept: it can only be discarded' }),
  }),
);

const rights = (action: string) => FAILED_MAIL_PAGES.map((page) => `${action}${page}`);
const byItem =
  'Each e-mail takes the right of what it is about: QnAQnA for an inquiry, BoardApplication for an application, UserPrivacy for job alerts (decision 063).';

const DOCS = {
  list: {
    tag: 'Admin',
    summary: 'E-mails the outbox gave up on: who, what, why, newest first',
    description: `Paged like the other lists (pageNo, pageCnt). ${byItem} Holders of none of the three read rights get 403.`,
    access: 'admin',
    right: rights('r'),
    query: named('ListQuery', listQuerySchema),
    data: listOf(failedMail),
  },
  retry: {
    tag: 'Admin',
    summary: 'Send a failed e-mail again now, with a fresh count of attempts',
    description: `${byItem} The edit right. An applicant's message goes back to queued. 409 when the e-mail has not failed, its text was not kept, or this server sends no e-mail.`,
    access: 'admin',
    right: rights('e'),
    data: ANSWERS.ok,
    errors: [409],
  },
  discard: {
    tag: 'Admin',
    summary: 'Discard a failed e-mail for good',
    description: `${byItem} The delete right. An applicant's message stays failed. 409 when the e-mail has not failed.`,
    access: 'admin',
    right: rights('d'),
    data: ANSWERS.ok,
    errors: [409],
  },
} satisfies Record<string, RouteDoc>;

/** An outbox id in the path; null for anything that cannot name one (a 404 once the rights are checked). */
function idOf(request: FastifyRequest): number | null {
  const raw = (request.params as { id: string }).id;
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;
}

/** The failed e-mails (decision 063); the access history records each call with its id. */
export function registerFailedMailRoutes(app: FastifyInstance, failed: FailedMailService): void {
  app.get('/api/admin/mail/failed', { config: { api: DOCS.list } }, async (request) =>
    ok(await failed.list(request.query, requireAuth(request))),
  );

  app.post('/api/admin/mail/failed/:id/retry', { config: { api: DOCS.retry } }, async (request) =>
    ok(await failed.retry(idOf(request), requireAuth(request))),
  );

  app.delete('/api/admin/mail/failed/:id', { config: { api: DOCS.discard } }, async (request) =>
    ok(await failed.discard(idOf(request), requireAuth(request))),
  );
}
