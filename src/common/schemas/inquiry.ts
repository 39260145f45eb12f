import { z } from 'zod';
import { EMAIL_DOMAINS, INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatusCd, type Yn } from '../codes.ts';
import { EMAIL_PATTERN } from '../patterns.ts';
import { localeCd, looseText, oneOf } from './fields.ts';
import { digitsOnly, inquiryIssues } from './inquiry-rules.ts';

export * from './inquiry-rules.ts';
export { EMAIL_PATTERN };

const str = looseText;

/**
 * Partnership inquiry. The checks themselves live in ./inquiry-rules.ts so the public form runs the
 * very same ones without loading zod; here they only become issues, one per field concerned, all
 * with the message of the first failing check.
 */
export const inquirySchema = z
  .object({
    localeCd: localeCd.default('EN'),
    typeCd: oneOf('typeCd', INQUIRY_TYPES.codes).default('10'),
    policyChecked: z.unknown().optional(),
    title: str,
    contents: str,
    name: str,
    email: str,
    emailDomain: oneOf('emailDomain', ['00', '10', '20']).default('00'),
    emailDomainName: str,
    phone: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' ? digitsOnly(v) : '')),
  })
  .superRefine((v, ctx) => {
    for (const { field, message } of inquiryIssues({ ...v, emailDomainName: domainOf(v) }))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((v) => ({ ...v, policyChecked: 'Y' as const, emailDomainName: domainOf(v) }));

function domainOf(v: { emailDomain: keyof typeof EMAIL_DOMAINS; emailDomainName: string }): string {
  return EMAIL_DOMAINS[v.emailDomain] || v.emailDomainName;
}

export const inquiryStatusSchema = z.object({ statusCd: oneOf('statusCd', INQUIRY_STATUSES.codes) });

export type InquiryInput = z.infer<typeof inquirySchema>;

/**
 * A stored inquiry as the admin API answers it (GET /api/qna and /api/qna/:id): what the visitor
 * sent, the columns the server adds, and the type and status labels in the row's language.
 */
export type InquiryRow = InquiryInput & {
  qnaNo: number;
  statusCd: InquiryStatusCd;
  statusCdNm: string;
  typeCdNm: string;
  fileUrl: string;
  fileName: string;
  ipaddress: string;
  /** The privacy notice version agreed to, and when; null for inquiries sent before versions were kept. */
  consentVersion: number | null;
  consentAt: string | null;
  useYn: Yn;
  delYn: Yn;
  createId: string | null;
  createDt: string;
  modifyId: string | null;
  modifyDt: string | null;
  /** One more at each save: a status change naming an older one is refused (decision 057). */
  version: number;
};
