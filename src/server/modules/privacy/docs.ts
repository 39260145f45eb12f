import { z } from 'zod';
import {
  privacyRequestListSchema,
  privacyRequestLogSchema,
  privacyRequestStatusSchema,
  REQUEST_CHANNELS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
} from '../../../common/schemas/privacy-request.ts';
import { ANSWERS, listOf } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import { SUBJECT_KINDS } from './privacy.service.ts';

const tag = 'Personal data';
const subjectQuery = named(
  'PrivacySubjectQuery',
  z.object({
    email: z.string().optional().meta({ description: 'An e-mail address, compared without case or marks' }),
    phone: z.string().optional().meta({ description: 'A phone number in any form: 0912…, +84 912…' }),
  }),
);
const exportQuery = named(
  'PrivacyExportQuery',
  z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    format: z.enum(['json', 'zip']).optional().meta({ description: 'zip: the JSON with the attachments' }),
    receivedOn: z
      .string()
      .optional()
      .meta({ description: 'YYYY-MM-DD the person asked (default today), for the log' }),
    requestNo: z.number().int().optional().meta({ description: 'The logged request this export answers' }),
  }),
);
const found = named(
  'PrivacySubject',
  z.object({
    kind: z.enum(SUBJECT_KINDS),
    no: z
      .number()
      .int()
      .meta({ description: 'qnaNo, applicationNo, alertNo, the queued e-mail’s id or revisionNo' }),
    createDt: z.string(),
    title: z.string(),
    inTrash: z.boolean(),
  }),
);
const counts = z.record(z.string(), z.number().int());
const answer = z.object({
  action: z.enum(['export', 'erase']),
  reason: z.string(),
  counts,
  username: z.string(),
  createdAt: z.string(),
});
const request = named(
  'PrivacyRequest',
  z.object({
    requestNo: z.number().int(),
    kind: z.enum(REQUEST_KINDS),
    channel: z
      .enum(REQUEST_CHANNELS)
      .nullable()
      .meta({ description: 'null: logged only by its answer (an export or erasure naming no request)' }),
    status: z.enum(REQUEST_STATUSES),
    subject: z.string().meta({ description: 'Masked: n***@example.vn, ***5678' }),
    email: z.string().nullable().meta({ description: 'The address, while the request waits; then null' }),
    phone: z
      .string()
      .nullable()
      .meta({ description: 'The number’s digits, while the request waits; then null' }),
    receivedAt: z.string().meta({ description: 'ISO 8601 UTC' }),
    acknowledgeBy: z
      .string()
      .meta({ description: 'YYYY-MM-DD (Vietnam): the second working day after the day received' }),
    dueAt: z.string().meta({ description: 'YYYY-MM-DD (Vietnam): 15 days after the day received' }),
    overdue: z.boolean().meta({ description: 'Waiting (open or acknowledged) after dueAt' }),
    acknowledgeOverdue: z.boolean().meta({ description: 'Still open after acknowledgeBy' }),
    note: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedBy: z.string().nullable(),
    updatedAt: z.string().nullable(),
    answers: z.array(answer).meta({ description: 'The exports and erasures that answered it' }),
  }),
);

/** The reference entries of privacy.routes.ts. */
export const PRIVACY_DOCS = {
  subjects: {
    tag,
    summary:
      'What is held about a person: inquiries, applications, job alerts, queued e-mails, item versions',
    description: 'email or phone (one of them). The Trash included (inTrash).',
    access: 'admin',
    right: 'rUserPrivacy',
    query: subjectQuery,
    data: listOf(found),
  },
  export: {
    tag,
    summary: 'Everything held about a person as one JSON file (format=zip: with the attachments)',
    description: 'Written to the request log. The file is the document itself, not the success envelope.',
    access: 'admin',
    right: 'rUserPrivacy',
    query: exportQuery,
    produces: {
      contentType: 'application/json or application/zip',
      description: 'personal-data-YYYY-MM-DD.json or .zip, an attachment',
    },
  },
  erase: {
    tag,
    summary: 'Erase everything held about a person now, the Trash included, with a reason',
    description:
      'Inquiries and applications with their files, CVs held for their refused forms, job alerts, queued e-mails, item versions and drafts naming the person go for good; access history URLs naming them (address, local part, name, number) are masked. Written to the request log.',
    access: 'admin',
    right: 'dUserPrivacy',
    body: named(
      'PrivacyErase',
      z.object({
        email: z.string().optional(),
        phone: z.string().optional(),
        reason: z.string().max(1000),
        receivedOn: z.string().optional(),
        requestNo: z
          .number()
          .int()
          .optional()
          .meta({ description: 'The logged request this erasure answers' }),
      }),
    ),
    data: named('PrivacyErased', z.object({ erased: counts })),
  },
  requests: {
    tag,
    summary: 'People’s requests about their data: those waiting first, soonest due first',
    description:
      'status: one or more of open, acknowledged, done, refused, separated by commas. Each request carries its due days, whether it is overdue, and the exports and erasures that answered it.',
    access: 'admin',
    right: 'rUserPrivacy',
    query: named('PrivacyRequestListQuery', privacyRequestListSchema),
    data: listOf(request),
  },
  logRequest: {
    tag,
    summary: 'Log a request from a person as it arrived; answers its number',
    description:
      'email or phone (one of them). acknowledgeBy and dueAt are worked out from receivedAt (Vietnam time, working days without weekends and public holidays).',
    access: 'admin',
    right: 'eUserPrivacy',
    body: named('PrivacyRequestLog', privacyRequestLogSchema),
    data: ANSWERS.id,
  },
  setRequestStatus: {
    tag,
    summary: 'Move a request on: acknowledged, done or refused, with a note',
    description:
      'open → acknowledged → done | refused (open may go straight to done or refused). A note is required to refuse. Once answered, the request keeps the person masked only.',
    access: 'admin',
    right: 'eUserPrivacy',
    body: named('PrivacyRequestStatus', privacyRequestStatusSchema),
    data: ANSWERS.ok,
  },
} satisfies Record<string, RouteDoc>;
