import { z } from 'zod';
import { APPLICATION_STATUSES, LOCALES } from '../../../common/codes.ts';
import { ANSWERS } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';

const tag = 'Application status';
const text = z.string();

/** The reference entries of status-page.routes.ts (the page's buttons are not API). */
export const STATUS_PAGE_DOCS = {
  view: {
    tag,
    summary: 'Where an application stands, for its applicant (the token of their status page)',
    description:
      'The token is the one in the link of the applicant’s e-mails (/career/applications/{token}); ' +
      'no sign-in. statusNm says the stage in plain words in `localeCd`’s language (else the ' +
      'application’s): Received, Under review, Interview, Offer, Hired, Not selected, Withdrawn. ' +
      'messages: the e-mails sent to the applicant, newest first. An unknown token, or one whose ' +
      'application was deleted or erased, is 404. Every lookup counts: at most 60 an hour from one ' +
      'network (429 with Retry-After). Answers are `private, no-store`.',
    access: 'public',
    query: named('ApplicantStatusQuery', z.object({ localeCd: z.enum(LOCALES).optional() })),
    data: named(
      'ApplicantStatus',
      z.object({
        jobTitle: text,
        statusCd: z.enum(APPLICATION_STATUSES.codes),
        statusNm: text,
        appliedAt: text.meta({ description: 'When it was sent (ISO 8601, UTC)' }),
        messages: z.array(z.object({ subject: text, body: text, sentAt: text })),
      }),
    ),
    errors: [404, 429],
  },
  withdraw: {
    tag,
    summary: 'The applicant withdraws their application (status 70, staff told by e-mail)',
    description:
      'Allowed while the application is Received, Under review, Interview or Offer (10–40); once it ' +
      'is Hired, Not selected or Withdrawn (50, 60, 70) the answer is 409 and nothing changes. ' +
      'Unknown or erased token: 404. Counts towards the same limit as the lookups.',
    access: 'public',
    data: ANSWERS.ok,
    errors: [404, 409, 429],
  },
} satisfies Record<string, RouteDoc>;
