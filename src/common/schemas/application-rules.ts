import { EMAIL_PATTERN } from '../patterns.ts';
import { digitsOnly, isPolicyAgreed } from './inquiry-rules.ts';

/**
 * A job application's rules (decision 032), written once for the zod schema (./application.ts, the
 * API) and the apply form, which marks the fields a refusal names. Free of zod for the same
 * reason as ./inquiry-rules.ts: the form ships to the job page.
 */

/** Longest value each field keeps; the form's inputs stop at the same lengths. */
export const APPLICATION_MAX_LENGTH = { name: 100, email: 100, phone: 20, coverLetter: 4_000 } as const;

/** The fields an applicant must fill in, in the form's order (the CV is checked with the file). */
export const APPLICATION_REQUIRED = ['name', 'email', 'phone'] as const;

export interface ApplicationDraft {
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  policyChecked?: unknown;
}

export type ApplicationField = keyof ApplicationDraft | 'cv';

export interface ApplicationIssue {
  field: ApplicationField;
  message: string;
}

/**
 * The first problem of a draft, naming its field (the API's 400 says which one): required fields
 * in order, the e-mail's form, the phone's digits, lengths, then consent.
 */
export function applicationIssue(draft: ApplicationDraft): ApplicationIssue | null {
  for (const field of APPLICATION_REQUIRED)
    if (!draft[field]) return { field, message: `${field} is required` };
  if (!EMAIL_PATTERN.test(draft.email))
    return { field: 'email', message: 'email must be an e-mail address such as name@example.com' };
  const digits = digitsOnly(draft.phone).length;
  if (digits < 8 || digits > 15) return { field: 'phone', message: 'phone must have 8 to 15 digits' };
  for (const field of ['name', 'email', 'phone', 'coverLetter'] as const)
    if (draft[field].length > APPLICATION_MAX_LENGTH[field])
      return { field, message: `${field} must be at most ${APPLICATION_MAX_LENGTH[field]} characters` };
  if (!isPolicyAgreed(draft.policyChecked))
    return { field: 'policyChecked', message: 'policyChecked is required: agree to the privacy notice' };
  return null;
}
