import { z } from 'zod';
import { EMAIL_DOMAINS, INQUIRY_STATUSES, INQUIRY_TYPES } from '../codes.ts';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN } from '../patterns.ts';
import { localeCd, looseText, oneOf } from './fields.ts';

export { EMAIL_PATTERN };

const str = looseText;

/**
 * Partnership inquiry. Checks run in the order the spec's form shows its messages, so the first problem a visitor sees is the same in the browser and from the server: consent, required fields,
 * e-mail format; the phone keeps digits only.
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
      .transform((v) => (typeof v === 'string' ? v.replace(/\D/g, '') : '')),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v.policyChecked !== 'Y' && v.policyChecked !== true && v.policyChecked !== 'true')
      return fail(MSG.agreePrivacy);
    if (!v.title || !v.name || !v.email || !v.phone) return fail(MSG.enterDetails);
    if (!EMAIL_PATTERN.test(`${v.email}@${domainOf(v)}`)) return fail(MSG.emailFormat);
    if (v.title.length > 200 || v.name.length > 100 || v.email.length > 100 || v.phone.length > 20)
      return fail('title, name, email or phone is too long');
    if (v.contents.length > 10_000) return fail('contents must be at most 10000 characters');
  })
  .transform((v) => ({ ...v, policyChecked: 'Y' as const, emailDomainName: domainOf(v) }));

function domainOf(v: { emailDomain: keyof typeof EMAIL_DOMAINS; emailDomainName: string }): string {
  return EMAIL_DOMAINS[v.emailDomain] || v.emailDomainName;
}

export const inquiryStatusSchema = z.object({ statusCd: oneOf('statusCd', INQUIRY_STATUSES.codes) });

export type InquiryInput = z.infer<typeof inquirySchema>;
