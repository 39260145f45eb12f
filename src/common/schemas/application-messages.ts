import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatusCd, type LocaleCd, YN } from '../codes.ts';
import { localeCd, oneOf, text } from './fields.ts';

/**
 * What staff write to applicants (decision 052): the stage e-mail templates, a free message, and a
 * status change for many applications at once. The admin forms and the API share these.
 */

/** The words a template may use, in braces: `{name}`, `{jobTitle}`, `{statusPage}`, `{siteName}`. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'jobTitle', 'statusPage', 'siteName'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** The statuses that have a stage e-mail: New has the confirmation, Withdrawn is the applicant's own act. */
export const TEMPLATE_STATUSES = [
  '20',
  '30',
  '40',
  '50',
  '60',
] as const satisfies readonly ApplicationStatusCd[];
export type TemplateStatusCd = (typeof TEMPLATE_STATUSES)[number];

export const TEMPLATE_LIMITS = { subject: 200, body: 5_000, delayMinutes: 43_200, message: 2_000 } as const;
/** Applications one bulk change may name. */
export const BULK_LIMIT = 500;

/** The `{…}` words of a text that are not placeholders, each once, in order. */
export function unknownPlaceholders(value: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  const found = [...value.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1]!);
  return [...new Set(found.filter((word) => !known.has(word)))];
}

const placeholdersKnown = (v: { subject: string; body: string }, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(`${v.subject}\n${v.body}`);
  if (unknown.length)
    ctx.addIssue({
      code: 'custom',
      path: [unknownPlaceholders(v.subject).length ? 'subject' : 'body'],
      message: `Unknown placeholders: ${unknown.map((word) => `{${word}}`).join(', ')} (use ${TEMPLATE_PLACEHOLDERS.map((word) => `{${word}}`).join(', ')})`,
    });
};

/** One status's stage e-mail in one language (POST /api/application/templates, and its preview). */
export const applicationTemplateSchema = z
  .object({
    statusCd: oneOf('statusCd', TEMPLATE_STATUSES),
    localeCd,
    subject: text('subject', TEMPLATE_LIMITS.subject, { required: true }),
    body: text('body', TEMPLATE_LIMITS.body, { required: true }),
    send: oneOf('send', YN),
    delayMinutes: z.coerce
      .number({ error: 'delayMinutes must be a whole number' })
      .int({ error: 'delayMinutes must be a whole number' })
      .min(0, { error: 'delayMinutes must be at least 0' })
      .max(TEMPLATE_LIMITS.delayMinutes, {
        error: `delayMinutes must be at most ${TEMPLATE_LIMITS.delayMinutes} (30 days)`,
      }),
  })
  .superRefine(placeholdersKnown);

export type ApplicationTemplate = {
  statusCd: TemplateStatusCd;
  localeCd: LocaleCd;
  subject: string;
  body: string;
  send: 'Y' | 'N';
  delayMinutes: number;
  /** As the list answers it: the version saved, 0 for the default never saved (decision 057). */
  version?: number;
};

/** Staff's extra words added to a stage e-mail (POST /api/application/{no}, bulk). */
export const stageMessageText = text('message', TEMPLATE_LIMITS.message);

/** A message to one applicant outside any status change (POST /api/application/{no}/message). */
export const freeMessageSchema = z.object({
  subject: text('subject', TEMPLATE_LIMITS.subject, { required: true }),
  body: text('body', TEMPLATE_LIMITS.body, { required: true }),
});

/** Many applications moved to one status (POST /api/application/bulk). */
export const bulkStatusSchema = z.object({
  applicationNos: z
    .array(
      z.coerce
        .number({ error: 'applicationNos must be whole numbers' })
        .int({ error: 'applicationNos must be whole numbers' })
        .positive({ error: 'applicationNos must be whole numbers' }),
      { error: 'applicationNos must be a list of application numbers' },
    )
    .min(1, { error: 'applicationNos must name at least one application' })
    .max(BULK_LIMIT, { error: `applicationNos must name at most ${BULK_LIMIT} applications at once` }),
  statusCd: oneOf('statusCd', APPLICATION_STATUSES.codes),
  notify: oneOf('notify', YN).optional(),
  message: stageMessageText.optional(),
});

/** A message on an application's timeline (GET /api/application/{no}). */
export interface ApplicationMessage {
  messageNo: number;
  subject: string;
  body: string;
  status: 'queued' | 'sent' | 'cancelled' | 'failed';
  sendAt: string;
  by: string | null;
}

/** A status change on an application's timeline; its arrival has fromStatusCd null. */
export interface ApplicationEvent {
  eventNo: number;
  fromStatusCd: string | null;
  statusCd: string;
  by: string | null;
  at: string;
}

/** Another live application of the same person (same e-mail address or phone number). */
export interface OtherApplication {
  applicationNo: number;
  jobTitle: string;
  statusCd: string;
  createDt: string;
}

/** What GET /api/application/{no} adds to the row: its timeline and the same person's other applications. */
export interface ApplicationConversationView {
  messages: ApplicationMessage[];
  events: ApplicationEvent[];
  otherApplications: OtherApplication[];
}
