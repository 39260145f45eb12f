import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import {
  type ApplicationInput,
  type AppliedJob,
  applicationSchema,
  applicationStatusSchema,
} from '../../../common/schemas/application.ts';
import { networkOf } from '../../../common/ip.ts';
import { isKnockedOut, questionsOf, screeningAnswers } from '../../../common/schemas/questions.ts';
import { normaliseSource } from '../../../common/source.ts';
import { digitsOnly } from '../../../common/schemas/inquiry-rules.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/index.ts';
import { badRequest, notFound, parseOrThrow, refusalAsNull } from '../../errors.ts';
import { applicationConfirmationMail, applicationStaffMail } from '../../notify/application-mail.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import { type FileStore, isValidKey } from '../../storage/file-store.ts';
import type { FileType } from '../../storage/file-types.ts';
import { type FormInput, storeAttachment, type UploadedFile } from '../../storage/uploads.ts';
import { newStatusToken, statusPageAddress } from '../application-status/status-token.ts';
import type { ContentService } from '../content/service.ts';
import type { Limit, RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { foldAddress } from '../privacy/subject.ts';
import type { RowOwner, SubmissionService } from '../submission/submission.service.ts';
import { applicationRepository } from './application.repository.ts';
import { applicationResource } from './application.resource.ts';
import { withAnswers } from './answers.ts';
import { applicationConversation, type StatusPageUrl } from './conversation.ts';
import { cvType } from './cv-file.ts';

const HOUR_MS = 3_600_000;
/** Applications sent from one network (an IPv4 address or an IPv6 /64: `networkOf`) in an hour. */
const APPLY_LIMIT: Limit = { bucket: 'apply', max: 5, windowMs: HOUR_MS };
/** Attempts, refused or not: an applicant may correct a few mistakes, a flood of bodies is cut short. */
const ATTEMPT_LIMIT: Limit = { bucket: 'apply-try', max: 30, windowMs: HOUR_MS };
const LIMIT_MESSAGE = 'Too many applications from your address. Please try again in an hour.';
/** How long a CV chosen in a refused form is kept for the form sent again. */
const HELD_MS = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type ChosenCv = { file: UploadedFile; type: FileType; token?: never } | { token: string; file?: never };

/** A CV kept for a form refused without scripts: the form carries the token back. */
export interface HeldCv {
  token: string;
  fileName: string;
}

/**
 * Job applications: applicants send them on an open job that takes them (five an hour from one
 * network), with the two e-mails queued in the same transaction; staff list, read, move them
 * through their statuses with a note, export and delete them. What all submissions share is the
 * engine's (`submissions`, built on APPLICATIONS); here is what only applications have: the job,
 * the CV's check and the CV held for a refused form, the counts per job, and the conversation with
 * the applicant (conversation.ts: status changes, stage e-mails, messages). `jobs` is the job
 * board's service: an application is for a job visitors can see.
 */
export function applicationService({
  db,
  store,
  rateLimit,
  jobs,
  submissions,
  statusPageKey,
  outbox,
  sendsMail,
  statusPageUrl,
  publicUrl,
}: {
  db: Db;
  store: FileStore;
  rateLimit: RateLimitService;
  jobs: Pick<ContentService, 'get'>;
  submissions: SubmissionService;
  /** Seals each application's status page token (application-status/status-token.ts). */
  statusPageKey: Buffer;
  /** The outbox, whether or not this server sends e-mail: queued ones can always be cancelled. */
  outbox: MailOutboxService;
  /** False when no e-mail is set up: then no e-mail is queued. */
  sendsMail: boolean;
  /** The link to an application's status page (`{statusPage}` in e-mails). */
  statusPageUrl: StatusPageUrl;
  /** The site's public origin: links in e-mails. */
  publicUrl: string;
}) {
  const repo = applicationRepository(db);
  const { remove, restore, exportCsv } = submissions;
  const conversation = applicationConversation({
    db,
    outbox: sendsMail ? outbox : null,
    // Cancelling needs no mail server: rows may stay from a time when one was set.
    cancelling: outbox,
    statusPageUrl,
    publicUrl,
  });

  /** The job an applicant may apply to: visible to visitors and taking applications on the site. */
  async function openJob(jobNo: number) {
    const job = await jobs.get(jobNo, null).catch(refusalAsNull);
    if (job?.applyOnline !== 'Y') throw notFound('This job does not take applications on the site');
    return job;
  }

  /**
   * The applicant's fields and their answers to the job's questions (decision 054), checked: a
   * refusal names the field or the question.
   */
  function checked(form: FormInput, questions: ReturnType<typeof questionsOf>) {
    const input = parseOrThrow(applicationSchema, form.fields);
    const screening = screeningAnswers(questions, form.fields);
    if (screening.issue) throw badRequest(screening.issue.message);
    return { input, answers: screening.answers };
  }

  /** A new CV (415 when it is not one) or the token of the one held for this form, or null. */
  async function chosenCv(form: FormInput): Promise<ChosenCv | null> {
    const file = applicationResource.upload && form.files[applicationResource.upload.field];
    if (file) return { file, type: await cvType(file) };
    const token = form.fields.cvHeld;
    return typeof token === 'string' && token ? { token } : null;
  }

  /** Files first, then rows: a stop half-way leaves a row the purge finishes, never a lost file. */
  async function removeHeld(rows: ReadonlyArray<{ id: number; fileUrl: string }>): Promise<number> {
    for (const { fileUrl } of rows) if (isValidKey(fileUrl)) await store.remove(fileUrl);
    if (rows.length) await repo.removeHeld(rows.map((row) => row.id));
    return rows.length;
  }

  return {
    /** A page of the list, each row's answers as a list. */
    async list(query: unknown, auth: Auth) {
      const page = await submissions.list(query, auth);
      return { ...page, list: page.list.map(withAnswers) };
    },
    /** One application (its answers as a list), with its timeline (messages, events) and the same person's other applications. */
    async get(id: number, auth: Auth) {
      const row = withAnswers(await submissions.get(id, auth));
      return {
        ...row,
        ...(await conversation.aboutApplication({
          applicationNo: id,
          email: String(row.email ?? ''),
          phone: String(row.phone ?? ''),
        })),
      };
    },
    remove,
    restore,
    exportCsv,

    /** Live applications per job: { "12": 3 }. */
    async countsByJob(): Promise<Record<string, number>> {
      const rows = await repo.countsByJob();
      return Object.fromEntries(rows.map((row) => [String(row.jobNo), Number(row.count)]));
    },

    /** Where live applications came from, with their counts, most first (the list's source filter). */
    async sources(): Promise<Array<{ source: string; count: number }>> {
      const rows = await repo.sources();
      return rows.map((row) => ({ source: String(row.source), count: Number(row.count) }));
    },

    /** The jobs that have live applications, with their counts (the staff list's job filter). */
    async jobsApplied(): Promise<AppliedJob[]> {
      const rows = await repo.jobsApplied();
      return rows.map((row) => ({
        jobNo: Number(row.jobNo),
        jobTitle: String(row.jobTitle),
        count: Number(row.count),
      }));
    },

    /** Checked before the body is read, so floods cost little; every attempt counts towards its own limit. */
    async assertUnderLimit(ip: string): Promise<void> {
      await rateLimit.assertUnder(APPLY_LIMIT, networkOf(ip), LIMIT_MESSAGE);
      await rateLimit.countAttempt(ATTEMPT_LIMIT, networkOf(ip), LIMIT_MESSAGE);
    },

    /**
     * Stores an application for job `jobNo` and, in the same transaction, the staff e-mail and the
     * applicant's confirmation (left out after the address's third of the day: decision 047).
     * Refusals, in order: the job (404), the CV's type (415), the fields (400 naming the first wrong
     * one), the answers to the job's questions (400 naming the question), the CV missing (400). An
     * answer a question knocks out with moves the application on to '60' (not selected) at once. With `keep`, a form refused for its fields keeps the CV it carried
     * (a page form: a browser cannot fill a file input again).
     */
    async apply(
      jobNo: number,
      form: FormInput,
      { ip, publicOrigin, keep }: { ip: string; publicOrigin: string; keep?: (held: HeldCv) => void },
    ): Promise<number> {
      const job = await openJob(jobNo);
      // The questions as staff set them: visitors' copy of the job has no knockout answers.
      const questions = questionsOf((await repo.questionsOf(jobNo))?.questions);
      const cv = await chosenCv(form);
      let input: ApplicationInput;
      let answers: ReturnType<typeof checked>['answers'];
      try {
        ({ input, answers } = checked(form, questions));
      } catch (error) {
        if (keep && cv?.file) {
          const token = randomBytes(24).toString('base64url');
          const fileUrl = await storeAttachment(store, cv.file, cv.type);
          const fileName = cv.file.fileName;
          const { email, phone } = form.fields;
          const digits = typeof phone === 'string' ? digitsOnly(phone).slice(0, 20) : '';
          await repo.holdUpload({
            tokenHash: hashToken(token),
            fileUrl,
            fileName,
            createdAt: new Date().toISOString(),
            // Whatever was typed, even refused: the sender's erasure finds the CV by it (decision 050).
            senderEmail: typeof email === 'string' && email ? foldAddress(email).slice(0, 254) : null,
            senderPhone: digits || null,
          });
          keep({ token, fileName });
        }
        throw error;
      }
      // A held CV is taken out of its holding table now; a new one is stored by the engine.
      const held = cv?.token ? await repo.takeHeldUpload(hashToken(cv.token)) : undefined;
      if (!cv?.file && !held) throw badRequest('cv is required: choose your CV (PDF, DOC or DOCX)');
      const jobTitle = String(job.title);
      const mayConfirm = await rateLimit.mayMailConfirmation(input.email);
      // The applicant's status page (decision 053): the row keeps the token hashed and sealed only.
      const { token, ...statusToken } = newStatusToken(statusPageKey);
      const statusPage = statusPageAddress(publicOrigin, input.localeCd, token);
      const { no } = await submissions.submit({
        row: {
          ...input,
          jobNo,
          jobTitle,
          note: '',
          applicantSearch: foldForSearch(`${input.name} ${input.email}`),
          source: normaliseSource(form.fields.source || form.fields.utm_source),
          answers: answers.length ? JSON.stringify(answers) : '',
          ...statusToken,
        },
        attachment: cv?.file ? { file: cv.file, type: cv.type } : held,
        consentVersion: form.fields.consentVersion,
        ip,
        withdrawal: { origin: publicOrigin, localeCd: input.localeCd },
        mails: ({ no, fileName, createDt }) => {
          const notice = { ...input, applicationNo: no, jobTitle, fileName, createDt };
          const adminLink = `${publicOrigin}${ADMIN_PATHS.detail('board/application', no)}`;
          const staffMail = applicationStaffMail(notice, adminLink);
          return mayConfirm ? [staffMail, applicationConfirmationMail(notice, statusPage)] : [staffMail];
        },
      });
      // A knockout answer: Not selected by the site, with the template's delayed e-mail staff can stop.
      if (isKnockedOut(questions, answers)) await conversation.changeStatus(no, { statusCd: '60' }, null);
      await rateLimit.recordHit(APPLY_LIMIT.bucket, networkOf(ip));
      if (mayConfirm) await rateLimit.countConfirmationMail(input.email);
      return no;
    },

    /** The one way an application's status changes (conversation.ts); a note left out stays as it was. */
    changeStatus: conversation.changeStatus,

    /** POST /api/application/{no}: staff's status change, note, stage e-mail and its extra words. */
    /** With `expected`, only from that version of the application (decision 057). */
    async setStatus(id: number, body: unknown, auth: Auth, expected?: number): Promise<'OK'> {
      const change = parseOrThrow(applicationStatusSchema, body);
      await conversation.changeStatus(id, { ...change, expected }, auth.user.username);
      return 'OK';
    },

    /** POST /api/application/bulk: the applications moved (unknown, in the Trash or already there: left out). */
    changeStatusOfMany: (body: unknown, auth: Auth) =>
      conversation.changeStatusOfMany(body, auth.user.username),

    sendMessage: (id: number, body: unknown, auth: Auth) =>
      conversation.sendMessage(id, body, auth.user.username),
    templates: conversation.templates,
    saveTemplate: (body: unknown, auth: Auth, expected?: number) =>
      conversation.saveTemplate(body, auth.user.username, expected),
    previewTemplate: conversation.preview,
    messagesOfApplications: conversation.messagesOfApplications,

    /** CVs held for refused forms and not sent again within a day (the retention purge). */
    purgeHeld: async (now: Date): Promise<number> =>
      removeHeld(await repo.heldBefore(new Date(now.getTime() - HELD_MS).toISOString(), 500)),

    /** The CVs held for forms sent with a person's address or number, with their files (their erasure). */
    eraseHeldFrom: async (owner: RowOwner): Promise<number> => removeHeld(await repo.heldFrom(owner)),
  };
}

export type ApplicationService = ReturnType<typeof applicationService>;
