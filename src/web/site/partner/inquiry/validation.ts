import { MSG } from '../../../../common/messages.ts';
import { type InquiryDraftField, inquiryIssues } from '../../../../common/schemas/inquiry-rules.ts';
import type { ApiError } from '../../../lib/api.ts';
import type { InquiryFieldName, InquiryFields } from './fields.ts';

/** Keys under partner.inquiry.messages in the catalogues. */
export type InquiryMessageKey =
  | 'consent'
  | 'details'
  | 'email'
  | 'fileTooLarge'
  | 'fileType'
  | 'tooMany'
  | 'network'
  | 'formTooLarge';

/**
 * Unlike the API, the form also insists on the typed domain, so an empty one reads as a missing
 * field rather than a bad address. Missing fields are reported (and the first focused) in this order.
 */
const FORM_REQUIRED: readonly InquiryDraftField[] = ['title', 'name', 'email', 'emailDomainName', 'phone'];

/** The rules' messages are the spec's English wording; the visitor reads them in their language. */
const MESSAGE_KEYS: Record<string, InquiryMessageKey> = {
  [MSG.agreePrivacy]: 'consent',
  [MSG.enterDetails]: 'details',
  [MSG.emailFormat]: 'email',
};

export const messageKeyOf = (message: string): InquiryMessageKey | null => MESSAGE_KEYS[message] ?? null;

export interface InquiryProblem {
  /** The shared rules' message (translate it with messageKeyOf). */
  message: string;
  /** The control to return to once the visitor has read the message. */
  focus: InquiryFieldName;
  /** The controls to mark aria-invalid. */
  invalid: InquiryFieldName[];
}

/** The first problem of the form, by the shared inquiry rules, or null when it can be sent. */
export function checkInquiryForm(fields: InquiryFields): InquiryProblem | null {
  const issues = inquiryIssues(
    {
      policyChecked: fields.policyChecked,
      title: fields.title.trim(),
      name: fields.name.trim(),
      email: fields.email.trim(),
      emailDomainName: fields.emailDomainName.trim(),
      phone: fields.phone.trim(),
      contents: fields.contents.trim(),
    },
    FORM_REQUIRED,
  );
  const first = issues[0];
  if (!first) return null;
  // An unticked consent box is a choice still to make, not a wrong value: focused, never marked.
  const invalid = first.field === 'policyChecked' ? [] : issues.map((issue) => issue.field);
  return { message: first.message, focus: first.field, invalid };
}

/** The catalogue message for a failed send, chosen by the API's code; null to show its own text. */
export function errorMessageKey(error: {
  code: ApiError['code'] | 'form_too_large';
  message: string;
}): InquiryMessageKey | null {
  switch (error.code) {
    case 'validation':
      return messageKeyOf(error.message);
    case 'too_large':
      return 'fileTooLarge';
    case 'form_too_large':
      return 'formTooLarge';
    case 'unsupported_type':
      return 'fileType';
    case 'rate_limited':
      return 'tooMany';
    case 'network':
      return 'network';
    default:
      return null;
  }
}
