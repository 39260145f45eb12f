import { codeTable, type LocaleCd } from './codes.ts';

/**
 * Where an application stands, in the applicant's words (decision 053): the status page and its API
 * say "Received" where staff see "New". Same codes as APPLICATION_STATUSES.
 */
export const APPLICANT_STAGES = codeTable({
  '10': { EN: 'Received', VI: 'Đã nhận hồ sơ' },
  '20': { EN: 'Under review', VI: 'Đang xem xét' },
  '30': { EN: 'Interview', VI: 'Mời phỏng vấn' },
  '40': { EN: 'Offer', VI: 'Đề nghị nhận việc' },
  '50': { EN: 'Hired', VI: 'Đã trúng tuyển' },
  '60': { EN: 'Not selected', VI: 'Chưa phù hợp' },
  '70': { EN: 'Withdrawn', VI: 'Đã rút hồ sơ' },
});

/** The stage's words; a code this table does not know shows as itself. */
export const applicantStageOf = (statusCd: string, localeCd: LocaleCd): string =>
  (APPLICANT_STAGES.codes as string[]).includes(statusCd)
    ? APPLICANT_STAGES.label(statusCd as (typeof APPLICANT_STAGES.codes)[number], localeCd)
    : statusCd;

/** An applicant may withdraw while nothing is decided: Received to Offer. */
export const isWithdrawable = (statusCd: string) => ['10', '20', '30', '40'].includes(statusCd);

/** A message the site sent the applicant, as their page shows it. */
export interface SentMessage {
  subject: string;
  body: string;
  sentAt: string;
}

/** An answer to a job's screening question, as stored with the application. */
export interface ScreeningAnswer {
  questionNo: number;
  text: string;
  kind: string;
  answer: string;
}

/** What the applicant's status page shows (decision 053): only their own application. */
export interface ApplicationStatusView {
  jobTitle: string;
  statusCd: string;
  /** When it was sent (ISO 8601, UTC). */
  appliedAt: string;
  /** Sent ones only, newest first. */
  messages: SentMessage[];
  /** What they sent: the CV by its name only. */
  submitted: {
    name: string;
    email: string;
    phone: string;
    coverLetter: string;
    fileName: string;
    answers: ScreeningAnswer[];
  };
}
