import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatusCd, YN } from '../codes.ts';
import { stageMessageText } from './application-messages.ts';
import { applicationIssue } from './application-rules.ts';
import { localeCd, looseText, oneOf, text } from './fields.ts';
import { digitsOnly } from './inquiry-rules.ts';
import type { ScreeningAnswer } from './questions.ts';

export * from './application-rules.ts';

const str = looseText;

/**
 * What an applicant sends with their CV (POST /api/job/{jobNo}/apply). The checks live in
 * ./application-rules.ts; here they become one issue on the field concerned.
 */
export const applicationSchema = z
  .object({
    localeCd: localeCd.default('EN'),
    name: str,
    email: str,
    phone: str,
    coverLetter: str,
    policyChecked: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = applicationIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  })
  .transform((v) => ({ ...v, phone: digitsOnly(v.phone), policyChecked: 'Y' as const }));

export type ApplicationInput = z.infer<typeof applicationSchema>;

/**
 * Staff move an application on and keep a note (POST /api/application/{no}); `notify` sends the
 * status's stage e-mail (default: the template's switch), `message` adds staff's words to it
 * (decision 052).
 */
export const applicationStatusSchema = z.object({
  statusCd: oneOf('statusCd', APPLICATION_STATUSES.codes),
  note: text('note', 2_000).optional(),
  notify: oneOf('notify', YN).optional(),
  message: stageMessageText.optional(),
});

/** A stored application as GET /api/application and /api/application/{no} answer it. */
export type ApplicationRow = ApplicationInput & {
  applicationNo: number;
  jobNo: number;
  jobTitle: string;
  statusCd: ApplicationStatusCd;
  statusCdNm: string;
  note: string;
  fileUrl: string;
  fileName: string;
  /** The privacy notice version agreed to, and when; null for applications sent before versions were kept. */
  consentVersion: number | null;
  consentAt: string | null;
  /** Where the applicant came from (decision 054): [a-z0-9-]{1,40}, 'direct' when nothing said. */
  source: string;
  /** Their answers to the job's screening questions, each with the question as asked. */
  answers: ScreeningAnswer[];
  createDt: string;
  modifyId: string | null;
  modifyDt: string | null;
  delYn: 'Y' | 'N';
  /** One more at each save: a move naming an older one is refused (decision 057). */
  version: number;
};

/** A job live applications are for (GET /api/application/jobs): the list's job filter. */
export interface AppliedJob {
  jobNo: number;
  /** The title its newest application recorded. */
  jobTitle: string;
  count: number;
}
