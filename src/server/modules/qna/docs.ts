import { z } from 'zod';
import { INQUIRY_STATUSES, INQUIRY_TYPES, LOCALES, YN } from '../../../common/codes.ts';
import { type InquiryRow, inquirySchema, inquiryStatusSchema } from '../../../common/schemas/inquiry.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { ANSWERS, listOf, VERSION_FIELD } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import { qnaResource } from './qna.resource.ts';

const tag = 'Inquiry';
const text = z.string();
const right = (action: string) => `${action}${qnaResource.page}`;

/** An inquiry as staff read it (InquiryRow). */
const inquiryRow = named(
  'InquiryRow',
  z.object({
    qnaNo: z.number().int(),
    localeCd: z.enum(LOCALES),
    typeCd: z.enum(INQUIRY_TYPES.codes),
    typeCdNm: text,
    statusCd: z.enum(INQUIRY_STATUSES.codes),
    statusCdNm: text,
    policyChecked: z.literal('Y'),
    title: text,
    contents: text,
    name: text,
    email: text.meta({ description: 'The local part' }),
    emailDomain: z.enum(['00', '10', '20']),
    emailDomainName: text,
    phone: text,
    fileUrl: text,
    fileName: text,
    ipaddress: text,
    consentVersion: z.number().int().nullable().meta({
      description: 'The privacy notice version agreed to; null when sent before versions were kept',
    }),
    consentAt: text.nullable().meta({ description: 'When it was agreed to (ISO 8601, UTC)' }),
    useYn: z.enum(YN),
    delYn: z.enum(YN),
    createId: text.nullable(),
    createDt: text,
    modifyId: text.nullable(),
    modifyDt: text.nullable(),
    version: VERSION_FIELD,
  }) satisfies z.ZodType<InquiryRow>,
);
const listQuery = named('ListQuery', listQuerySchema);

/** The reference entries of qna.routes.ts. */
export const QNA_DOCS = {
  send: {
    tag,
    summary: 'Send a partnership inquiry (a visitor)',
    description:
      'At most 10 per address per hour. Checks run in the spec’s order: consent, required fields, e-mail.' +
      ' A `consentVersion` field names the privacy notice version the sender was shown; a version never published, or none, records the version in force (GET /api/privacy/notice).',
    access: 'public',
    body: {
      ...named('InquiryInput', inquirySchema),
      type: 'multipart',
      files: qnaResource.upload ? [qnaResource.upload.field] : [],
    },
    data: named('InquiryNo', z.number().int().meta({ description: 'The new qnaNo' })),
    errors: [413, 415, 429],
  },
  list: {
    tag,
    summary: 'List inquiries',
    description: 'statusCd, typeCd and searchStartDt/searchEndDt (days in Vietnam, inclusive) filter it.',
    access: 'admin',
    right: right('r'),
    query: listQuery,
    data: listOf(inquiryRow),
  },
  export: {
    tag,
    summary: 'The list’s filter as a CSV file (UTF-8 with BOM, CRLF, every cell quoted)',
    access: 'admin',
    right: right('r'),
    query: listQuery,
    produces: {
      contentType: 'text/csv; charset=utf-8',
      description: 'inquiries-YYYY-MM-DD.csv, an attachment',
    },
  },
  one: {
    tag,
    summary: 'One inquiry (with the privacy notice version its sender agreed to)',
    access: 'admin',
    right: right('r'),
    data: inquiryRow,
  },
  status: {
    versioned: true,
    tag,
    summary: 'Change an inquiry’s status (the only edit)',
    access: 'admin',
    right: right('e'),
    body: named('InquiryStatus', inquiryStatusSchema),
    data: ANSWERS.ok,
  },
  remove: {
    tag,
    summary: 'Delete inquiries (to the Trash)',
    access: 'admin',
    right: right('d'),
    body: named('QnaIds', deleteBodySchema(qnaResource.idField)),
    data: ANSWERS.ids,
  },
  restore: {
    tag,
    summary: 'Restore inquiries from the Trash',
    access: 'admin',
    right: right('d'),
    body: named('QnaRestoreIds', deleteBodySchema(qnaResource.idField, 'restore')),
    data: ANSWERS.ids,
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;
