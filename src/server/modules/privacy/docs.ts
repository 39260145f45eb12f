import { z } from 'zod';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import { listOf } from '../openapi/answers.ts';
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
const request = named(
  'PrivacyRequest',
  z.object({
    requestNo: z.number().int(),
    action: z.enum(['export', 'erase']),
    subject: z.string().meta({ description: 'Masked: n***@example.vn, ***5678' }),
    subjectHash: z.string().meta({
      description:
        'HMAC-SHA-256 of the address or number with the server secret; empty for entries logged before it was keyed',
    }),
    receivedOn: z.string(),
    reason: z.string(),
    counts,
    username: z.string(),
    createdAt: z.string(),
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
      }),
    ),
    data: named('PrivacyErased', z.object({ erased: counts })),
  },
  requests: {
    tag,
    summary: 'The request log: exports and erasures answered, newest first',
    access: 'admin',
    right: 'rUserPrivacy',
    query: named('ListQuery', listQuerySchema),
    data: listOf(request),
  },
} satisfies Record<string, RouteDoc>;
