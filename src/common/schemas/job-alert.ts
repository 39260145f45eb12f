import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../codes.ts';
import { localeCd, optionalText } from './fields.ts';

/** The longest filter text kept: the job list's search box allows as much. */
export const JOB_ALERT_FILTER_MAX = 100;

const CONSENT = 'Please agree to how your e-mail address is kept (policyChecked)';

/**
 * A job alert sign-up: an address and the job list's filters as its URL names them (`q`, `in`,
 * `type`, `location`, `department`; `type` in the URL's spelling `part-time` or as the code
 * `PART_TIME`). The same schema reads the JSON API's body and the form posted to the job list page.
 * Checks run as the inquiry's do: consent, then the address, then the filters.
 */
export const jobAlertSignUpSchema = z
  .object({
    // First: the first issue is the one answered.
    policyChecked: z.unknown().refine((v) => v === 'Y' || v === true, { error: CONSENT }),
    email: z
      .string({ error: 'email is required' })
      .trim()
      .min(1, { error: 'email is required' })
      .max(254, { error: 'email must be at most 254 characters' })
      .pipe(z.email({ error: 'email must be a valid e-mail address' })),
    localeCd: localeCd.default('EN'),
    q: optionalText('q', JOB_ALERT_FILTER_MAX),
    in: z.enum(['title', 'contents'], { error: 'in must be one of title, contents' }).default('title'),
    type: optionalText('type', 30).transform((type, ctx) => {
      const code = type.toUpperCase().replace(/-/g, '_');
      if (code === '' || (EMPLOYMENT_TYPES.codes as readonly string[]).includes(code)) return code;
      ctx.addIssue({ code: 'custom', message: `type must be one of ${EMPLOYMENT_TYPES.codes.join(', ')}` });
      return z.NEVER;
    }),
    location: optionalText('location', JOB_ALERT_FILTER_MAX),
    department: optionalText('department', JOB_ALERT_FILTER_MAX),
  })
  .transform(({ policyChecked: _, ...v }) => v);

export type JobAlertSignUp = z.infer<typeof jobAlertSignUpSchema>;
