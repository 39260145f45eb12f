import { jobAlertSignUpSchema } from '../../../common/schemas/job-alert.ts';
import { ANSWERS } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';

/** The reference entries of job-alert.routes.ts (the confirm and unsubscribe pages are not API). */
export const JOB_ALERT_DOCS = {
  signUp: {
    tag: 'Job alert',
    summary: 'Sign up for e-mails about new jobs matching the job list’s filters (a visitor)',
    description:
      'Stores the sign-up unconfirmed and e-mails a confirmation link (double opt-in); unconfirmed ' +
      'sign-ups are deleted after 48 hours. The same address and filters again answer the same ' +
      '(the confirmation is sent again while unconfirmed), so the answer tells nobody whether an ' +
      'address is subscribed. `type` is the employment type as the list URL spells it (part-time) ' +
      'or its code (PART_TIME). At most 5 sign-ups per address per hour.' +
      ' A `consentVersion` field names the privacy notice version the sender was shown; a version never published, or none, records the version in force (GET /api/privacy/notice).',
    access: 'public',
    body: named('JobAlertSignUp', jobAlertSignUpSchema),
    data: ANSWERS.ok,
    errors: [429],
  },
} satisfies Record<string, RouteDoc>;
