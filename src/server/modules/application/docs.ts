import { z } from 'zod';
import { APPLICATION_STATUSES, LOCALES, YN } from '../../../common/codes.ts';
import {
  type ApplicationRow,
  applicationSchema,
  applicationStatusSchema,
} from '../../../common/schemas/application.ts';
import {
  type ApplicationConversationView,
  applicationTemplateSchema,
  BULK_LIMIT,
  bulkStatusSchema,
  freeMessageSchema,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_STATUSES,
} from '../../../common/schemas/application-messages.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { QUESTION_KINDS } from '../../../common/schemas/questions.ts';
import { ANSWERS, listOf, VERSION_FIELD } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import { applicationResource } from './application.resource.ts';

const tag = 'Application';
const text = z.string();
const right = (action: string) => `${action}${applicationResource.page}`;
const { idField } = applicationResource;

/** An application as staff read it (ApplicationRow). */
const applicationRowObject = z.object({
  applicationNo: z.number().int(),
  jobNo: z.number().int(),
  jobTitle: text.meta({ description: 'The job’s title when the application was sent' }),
  localeCd: z.enum(LOCALES).meta({ description: 'The language the applicant applied in' }),
  statusCd: z.enum(APPLICATION_STATUSES.codes),
  statusCdNm: text,
  name: text,
  email: text,
  phone: text.meta({ description: 'Digits only' }),
  coverLetter: text,
  note: text.meta({ description: 'Staff’s internal note' }),
  policyChecked: z.literal('Y'),
  fileUrl: text.meta({ description: 'The CV, through GET /file/download (rBoardApplication)' }),
  fileName: text,
  consentVersion: z.number().int().nullable().meta({
    description: 'The privacy notice version agreed to; null when sent before versions were kept',
  }),
  consentAt: text.nullable().meta({ description: 'When it was agreed to (ISO 8601, UTC)' }),
  source: text.meta({
    description:
      'Where the applicant came from (`source` or `utm_source` of the job’s URL); direct when none',
  }),
  answers: z
    .array(
      z.object({
        questionNo: z.number().int(),
        text: text.meta({ description: 'The question as it was asked' }),
        kind: z.enum(QUESTION_KINDS),
        answer: text.meta({ description: 'Y or N for yesno; empty when an optional one was left out' }),
      }),
    )
    .meta({ description: 'The answers to the job’s screening questions' }),
  delYn: z.enum(YN),
  createDt: text,
  modifyId: text.nullable(),
  modifyDt: text.nullable(),
  version: VERSION_FIELD,
}) satisfies z.ZodType<ApplicationRow>;
const applicationRow = named('ApplicationRow', applicationRowObject);
const listQuery = named('ListQuery', listQuerySchema);

const placeholders = TEMPLATE_PLACEHOLDERS.map((word) => `{${word}}`).join(', ');
const template = z.object({
  statusCd: z.enum(TEMPLATE_STATUSES),
  localeCd: z.enum(LOCALES),
  subject: text,
  body: text,
  send: z
    .enum(YN)
    .meta({ description: 'Y: a move to the status e-mails the applicant unless staff say notify N' }),
  delayMinutes: z.number().int().meta({ description: 'How long after the move the e-mail goes (0–43200)' }),
  version: z
    .number()
    .int()
    .meta({ description: 'The version this shows (decision 057): 0 for the default, never saved' }),
});

/** The detail: the row, its timeline and the same person's other applications (decision 052). */
const applicationDetail = named(
  'ApplicationDetail',
  applicationRowObject.extend({
    messages: z
      .array(
        z.object({
          messageNo: z.number().int(),
          subject: text,
          body: text,
          status: z.enum(['queued', 'sent', 'cancelled', 'failed']),
          sendAt: text.meta({ description: 'When it is (or was) due (ISO 8601, UTC)' }),
          by: text.nullable().meta({ description: 'The staff member’s login; null when the site wrote it' }),
        }),
      )
      .meta({ description: 'E-mails to the applicant, oldest first' }),
    events: z
      .array(
        z.object({
          eventNo: z.number().int(),
          fromStatusCd: text.nullable().meta({ description: 'null for the arrival' }),
          statusCd: text,
          by: text.nullable().meta({ description: 'null when the applicant or the site moved it' }),
          at: text,
        }),
      )
      .meta({ description: 'Status changes, oldest first; the arrival (null → 10) is the first' }),
    otherApplications: z
      .array(z.object({ applicationNo: z.number().int(), jobTitle: text, statusCd: text, createDt: text }))
      .meta({
        description:
          'Other live applications of the same person (the same e-mail address without case, or the same phone digits), newest first',
      }),
  }) satisfies z.ZodType<ApplicationRow & ApplicationConversationView>,
);

/** The reference entries of application.routes.ts. */
export const APPLICATION_DOCS = {
  apply: {
    tag,
    summary: 'Apply for a job with a CV (an applicant)',
    description:
      'The job must be visible and take online applications (applyOnline Y), else 404. cv: PDF, DOC or DOCX, checked by content (415), at most UPLOAD_LIMIT_MB (413); coverLetter at most 4,000 characters. A refusal names the field. At most 5 applications an hour from one address (429 with Retry-After). Staff get an e-mail with a link, the applicant a confirmation in localeCd’s language.' +
      ' Fields `answer_<questionNo>` answer the job’s screening questions (yesno: Y or N; text: at most 500 characters); a required one left out is a 400 naming the question, and a knockout answer moves the application to 60 (not selected). A `source` field (`[a-z0-9-]`, at most 40, lower-cased; other characters become dashes) says where the applicant came from; direct when none.' +
      ' A `consentVersion` field names the privacy notice version the sender was shown; a version never published, or none, records the version in force (GET /api/privacy/notice).',
    access: 'public',
    body: {
      ...named('ApplicationInput', applicationSchema),
      type: 'multipart',
      files: applicationResource.upload ? [applicationResource.upload.field] : [],
    },
    data: named('ApplicationNo', z.number().int().meta({ description: 'The new applicationNo' })),
    errors: [404, 413, 415, 429],
  },
  list: {
    tag,
    summary: 'List applications',
    description:
      'jobNo, statusCd and source filter it; searchText finds a name or e-mail address (searchType applicant).',
    access: 'admin',
    right: right('r'),
    query: listQuery,
    data: listOf(applicationRow),
  },
  export: {
    tag,
    summary: 'The list’s filter as a CSV file (UTF-8 with BOM, CRLF, every cell quoted)',
    access: 'admin',
    right: right('r'),
    query: listQuery,
    produces: {
      contentType: 'text/csv; charset=utf-8',
      description: 'applications-YYYY-MM-DD.csv, an attachment',
    },
  },
  counts: {
    tag,
    summary: 'Live applications per job: {"<jobNo>": count}',
    access: 'admin',
    right: right('r'),
    data: named('ApplicationCounts', z.record(z.string(), z.number().int())),
  },
  sources: {
    tag,
    summary: 'Where live applications came from, with their counts, most first (the list’s source filter)',
    access: 'admin',
    right: right('r'),
    data: named('ApplicationSources', z.array(z.object({ source: text, count: z.number().int() }))),
  },
  jobs: {
    tag,
    summary: 'The jobs live applications are for, by title (the list’s job filter)',
    description:
      'Each job once, with the title its newest application recorded and its count of live applications.',
    access: 'admin',
    right: right('r'),
    data: named(
      'AppliedJobs',
      z.array(z.object({ jobNo: z.number().int(), jobTitle: text, count: z.number().int() })),
    ),
  },
  one: {
    tag,
    summary:
      'One application (with the privacy notice version the applicant agreed to), its timeline and the same person’s other applications',
    access: 'admin',
    right: right('r'),
    data: applicationDetail,
  },
  status: {
    versioned: true,
    tag,
    summary: 'Move an application to a status and keep a note (a note left out stays)',
    description:
      'A move records an event (from, to, who, when) and cancels the application’s stage e-mails not yet sent. notify Y queues the new status’s stage e-mail in the application’s language, after the template’s delay (default: the template’s send switch; 400 for a status without one: 10, 70); message (at most 2,000 characters) is added after the template’s text. The same status as now changes the note only: no event, no e-mail. Nothing is queued when the server sends no e-mail.',
    access: 'admin',
    right: right('e'),
    body: named('ApplicationStatus', applicationStatusSchema),
    data: ANSWERS.ok,
    errors: [404],
  },
  templates: {
    tag,
    summary: 'The stage e-mail templates: every status 20–60 in both languages, as saved or the default',
    access: 'admin',
    right: right('r'),
    description:
      'sendsMail is false when the server has no mail set up: then no stage e-mail or message is sent.',
    data: named('ApplicationTemplates', z.object({ list: z.array(template), sendsMail: z.boolean() })),
  },
  saveTemplate: {
    versioned: true,
    tag,
    summary: 'Save one status’s stage e-mail in one language',
    description: `subject (at most 200 characters) and body (at most 5,000) may use ${placeholders}; any other {word} is refused with 400 naming it.`,
    access: 'admin',
    right: right('e'),
    body: named('ApplicationTemplate', applicationTemplateSchema),
    data: ANSWERS.ok,
  },
  previewTemplate: {
    tag,
    summary: 'A template’s subject and body rendered for a sample application (nothing is saved)',
    description: `The same checks as saving it. The sample: a made-up applicant and job in the template’s language, and a status page link that leads nowhere; {siteName} is the site’s.`,
    access: 'admin',
    right: right('r'),
    body: named('ApplicationTemplatePreview', applicationTemplateSchema),
    data: named('RenderedTemplate', z.object({ subject: text, body: text })),
  },
  bulk: {
    tag,
    summary: `Move up to ${BULK_LIMIT} applications to one status`,
    description:
      'Each application is moved as POST /api/application/{no} moves one (event, cancelled and queued stage e-mails, notify and message alike). An unknown number or one in the Trash is skipped; one already in the status is left as it is; neither is counted in updated. The access history names the applications moved.',
    access: 'admin',
    right: right('e'),
    body: named('ApplicationBulkStatus', bulkStatusSchema),
    data: named(
      'ApplicationBulkResult',
      z.object({ updated: z.number().int().meta({ description: 'How many applications were moved' }) }),
    ),
  },
  message: {
    tag,
    summary: 'E-mail the applicant a message (not a stage e-mail), queued at once',
    description:
      'subject at most 200 characters, body at most 5,000. It shows in the detail’s messages like a stage e-mail. 409 when the server sends no e-mail.',
    access: 'admin',
    right: right('e'),
    body: named('ApplicationMessage', freeMessageSchema),
    data: ANSWERS.ok,
    errors: [404, 409],
  },
  remove: {
    tag,
    summary: 'Delete applications (to the Trash)',
    access: 'admin',
    right: right('d'),
    body: named('ApplicationIds', deleteBodySchema(idField)),
    data: ANSWERS.ids,
  },
  restore: {
    tag,
    summary: 'Restore applications from the Trash',
    access: 'admin',
    right: right('d'),
    body: named('ApplicationRestoreIds', deleteBodySchema(idField, 'restore')),
    data: ANSWERS.ids,
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;
