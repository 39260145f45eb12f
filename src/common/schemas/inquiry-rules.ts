import { MSG } from '../messages.ts';
import { EMAIL_PATTERN } from '../patterns.ts';

/**
 * The partnership inquiry's rules, written once for the zod schema (./inquiry.ts, used by the API)
 * and the public form. This file stays free of zod: the form imports it, and zod would add about
 * 20 KB gzipped to the inquiry page for a handful of checks.
 */

/** Longest value each field keeps; the form's inputs stop at the same lengths. */
export const INQUIRY_MAX_LENGTH = {
  title: 200,
  name: 100,
  email: 100,
  emailDomainName: 100,
  phone: 20,
  contents: 10_000,
} as const;

/** What the checks look at: text already trimmed, the domain already resolved from its preset. */
export interface InquiryDraft {
  policyChecked?: unknown;
  title: string;
  name: string;
  email: string;
  emailDomainName: string;
  phone: string;
  contents: string;
}

export type InquiryDraftField = keyof InquiryDraft;

export interface InquiryIssue {
  field: InquiryDraftField;
  message: string;
}

/** The fields the spec requires, in its order. */
export const INQUIRY_REQUIRED: readonly InquiryDraftField[] = ['title', 'name', 'email', 'phone'];

/** Consent arrives as 'Y' from a form post, as true from JSON or the form's checkbox. */
export const isPolicyAgreed = (value: unknown): boolean =>
  value === 'Y' || value === true || value === 'true';

/** The phone keeps digits only, whatever the visitor types. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * The issues of the first failing check, in the spec's order: consent, required fields, e-mail
 * format, then lengths. Every issue of one check carries the same message, so a caller can mark all
 * the fields concerned while still saying one thing. Callers with a different set of required
 * fields (the form also wants the typed domain) pass their own list, in the order to report them.
 */
export function inquiryIssues(
  draft: InquiryDraft,
  required: readonly InquiryDraftField[] = INQUIRY_REQUIRED,
): InquiryIssue[] {
  const all = (fields: readonly InquiryDraftField[], message: string) =>
    fields.map((field) => ({ field, message }));
  if (!isPolicyAgreed(draft.policyChecked)) return all(['policyChecked'], MSG.agreePrivacy);
  const missing = required.filter((field) => !draft[field]);
  if (missing.length) return all(missing, MSG.enterDetails);
  if (!EMAIL_PATTERN.test(`${draft.email}@${draft.emailDomainName}`))
    return all(['email', 'emailDomainName'], MSG.emailFormat);
  const tooLong = (['title', 'name', 'email', 'phone'] as const).filter(
    (field) => draft[field].length > INQUIRY_MAX_LENGTH[field],
  );
  if (tooLong.length) return all(tooLong, 'title, name, email or phone is too long');
  if (draft.contents.length > INQUIRY_MAX_LENGTH.contents)
    return all(['contents'], `contents must be at most ${INQUIRY_MAX_LENGTH.contents} characters`);
  return [];
}
