import { z } from 'zod';
import { isIsoDate, vietnamDate } from '../../../common/dates.ts';
import type { Auth } from '../../auth.ts';
import { type Db, forgetErasedPages } from '../../db/index.ts';
import { badRequest, parseOrThrow } from '../../errors.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import { type FileStore, isValidKey } from '../../storage/file-store.ts';
import { type AttachmentTable, attachmentName } from '../file/attachment-name.ts';
import type { ApplicationService } from '../application/application.service.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { JobAlertService } from '../job-alert/job-alert.service.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import type { RowOwner, SubmissionService } from '../submission/submission.service.ts';
import { privacyRequestRepository } from './privacy.repository.ts';
import type { PrivacyRequestService } from './requests.service.ts';
import {
  maskedSubject,
  mentionsOf,
  type KnownAs,
  type Subject,
  searchFormsOf,
  subjectHash,
  subjectOf,
} from './subject.ts';

/** The kinds of data held about a person, as the subject search and the erasure name them. */
export const SUBJECT_KINDS = ['inquiry', 'application', 'jobAlert', 'email', 'revision'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export interface Found {
  kind: SubjectKind;
  no: number;
  createDt: string;
  /** What staff recognise it by: a title, a job, an e-mail's subject, an item. */
  title: string;
  /** Deleted, waiting in the Trash (still held, so still found and erased). */
  inTrash: boolean;
}

/** A file of the export: where it goes in the ZIP, and its stored key. */
export interface ExportFile {
  path: string;
  key: string;
}

const requestDaySchema = z
  .string()
  .refine(isIsoDate, { error: 'receivedOn must be a date YYYY-MM-DD' })
  .optional();

/** The logged request an export or erasure answers (decision 051). */
const answersSchema = z.coerce
  .number({ error: 'requestNo must be a request number' })
  .int({ error: 'requestNo must be a request number' })
  .positive({ error: 'requestNo must be a request number' })
  .max(2_147_483_647, { error: 'requestNo must be a request number' })
  .optional();

const eraseSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(1000, { error: 'reason must be at most 1000 characters' }),
  receivedOn: requestDaySchema,
  requestNo: answersSchema,
});

const ownerOf = (subject: Subject): RowOwner =>
  subject.kind === 'email' ? subject : { phones: subject.phones };

/** The names, addresses and numbers a person's rows were sent with (inquiries keep a local part and a domain). */
const knownAs = (
  inquiryRows: ReadonlyArray<Record<string, unknown>>,
  applicationRows: ReadonlyArray<Record<string, unknown>>,
): KnownAs => {
  const rows = [...inquiryRows, ...applicationRows];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    names: rows.map((row) => text(row.name)),
    emails: [
      ...applicationRows.map((row) => text(row.email)),
      ...inquiryRows.map((row) => `${text(row.email)}@${text(row.emailDomainName)}`),
    ].filter((email) => /^[^@]+@[^@]+$/.test(email)),
    phones: rows.map((row) => text(row.phone)),
  };
};

/**
 * Requests from a person about their data (decision 040): find what is held about
 * an e-mail address or a phone number across inquiries, applications, job alerts, queued e-mails
 * and kept versions of items (the Trash included), export it for them, or erase it for good. Every
 * export and erasure is written to a request log kept as long as the access history.
 */
export function privacyService({
  db,
  store,
  submissions: { inquiries, applications },
  heldCvs,
  outbox,
  jobAlerts,
  revisions,
  history,
  hashKey,
  requests,
}: {
  db: Db;
  store: FileStore;
  /** Inquiries and applications: their rows of a person, found and erased with their files. */
  submissions: Record<'inquiries' | 'applications', Pick<SubmissionService, 'rowsOf' | 'eraseOwnedBy'>>;
  /** CVs held for refused apply forms, erased with their sender; the e-mails their applications were sent (decision 052). */
  heldCvs: Pick<ApplicationService, 'eraseHeldFrom' | 'messagesOfApplications'>;
  /** Listing and deleting only (queued e-mails may stay from a time when SMTP_URL was set). */
  outbox: Pick<MailOutboxService, 'about' | 'remove'>;
  jobAlerts: Pick<JobAlertService, 'listAddress' | 'removeAddress'>;
  revisions: Pick<RevisionService, 'mentioning' | 'eraseMentioning'>;
  history: Pick<HistoryService, 'maskMentions'>;
  /** The secret of the request log's subject hashes (hash-key.ts). */
  hashKey: string;
  /** The requests as they arrived: each answer names the one it answers. */
  requests: Pick<PrivacyRequestService, 'assertExists' | 'answered' | 'forgetContact'>;
}) {
  const log = privacyRequestRepository(db);

  /** Everything held about the subject, every column. */
  async function gather(subject: Subject) {
    const owner = ownerOf(subject);
    const texts = mentionsOf(subject);
    const [inquiryRows, applicationRows, alerts, mentioned] = await Promise.all([
      inquiries.rowsOf(owner),
      applications.rowsOf(owner),
      subject.kind === 'email' ? jobAlerts.listAddress(subject.email) : Promise.resolve([]),
      revisions.mentioning(texts),
    ]);
    const emails = await outbox.about({
      qnaNos: inquiryRows.map((row) => Number(row.qnaNo)),
      applicationNos: applicationRows.map((row) => Number(row.applicationNo)),
      texts,
    });
    return { inquiryRows, applicationRows, alerts, emails, mentioned };
  }

  const requestDay = (value: unknown) => {
    // parseOrThrow reads a missing input as {}: no day given is today.
    const day = value === undefined || value === '' ? vietnamDate() : parseOrThrow(requestDaySchema, value)!;
    if (day > vietnamDate()) throw badRequest('receivedOn cannot be in the future');
    return day;
  };

  const record = async (
    action: 'export' | 'erase',
    subject: Subject,
    entry: {
      receivedOn: string;
      reason: string;
      counts: Record<string, number>;
      requestNo?: number | undefined;
    },
    auth: Auth,
  ) =>
    log.insert({
      answersRequestNo: await requests.answered(
        {
          requestNo: entry.requestNo,
          kind: action === 'erase' ? 'erasure' : 'export',
          subject,
          receivedOn: entry.receivedOn,
        },
        auth,
      ),
      action,
      subject: maskedSubject(subject),
      subjectHash: subjectHash(subject, hashKey),
      receivedOn: entry.receivedOn,
      reason: entry.reason,
      counts: JSON.stringify(entry.counts),
      username: auth.user.username,
      createdAt: new Date().toISOString(),
    });

  return {
    /** `GET /api/privacy/subjects`: `{list, total}` of what is held, by kind, oldest first. */
    async subjects(query: { email?: unknown; phone?: unknown }) {
      const { inquiryRows, applicationRows, alerts, emails, mentioned } = await gather(subjectOf(query));
      const list: Found[] = [
        ...inquiryRows.map((row) => ({
          kind: 'inquiry' as const,
          no: Number(row.qnaNo),
          createDt: String(row.createDt),
          title: String(row.title),
          inTrash: row.delYn === 'Y',
        })),
        ...applicationRows.map((row) => ({
          kind: 'application' as const,
          no: Number(row.applicationNo),
          createDt: String(row.createDt),
          title: String(row.jobTitle),
          inTrash: row.delYn === 'Y',
        })),
        ...alerts.map((alert) => ({
          kind: 'jobAlert' as const,
          no: Number(alert.alertNo),
          createDt: alert.createdAt,
          title: [alert.searchText, alert.employmentType, alert.location, alert.department]
            .filter(Boolean)
            .join(' · '),
          inTrash: false,
        })),
        ...emails.map((mail) => ({
          kind: 'email' as const,
          no: mail.id,
          createDt: mail.createdAt,
          title: mail.subject,
          inTrash: false,
        })),
        ...mentioned.versions.map((version) => ({
          kind: 'revision' as const,
          no: version.revisionNo,
          createDt: version.createDt,
          title: `${version.contentType} ${version.itemNo}`,
          inTrash: false,
        })),
      ];
      return { list, total: list.length };
    },

    /**
     * `GET /api/privacy/export`: one document with every row held about the person (search
     * copies left out), and the files to put beside it. Logged as an answered request.
     */
    async export(
      query: { email?: unknown; phone?: unknown; receivedOn?: unknown; requestNo?: unknown },
      auth: Auth,
    ) {
      const subject = subjectOf(query);
      const receivedOn = requestDay(query.receivedOn);
      // parseOrThrow reads a missing input as {}: no number given is no request named.
      const requestNo =
        query.requestNo === undefined || query.requestNo === ''
          ? undefined
          : parseOrThrow(answersSchema, query.requestNo);
      await requests.assertExists(requestNo);
      const { inquiryRows, applicationRows, alerts, emails, mentioned } = await gather(subject);
      const applicationMessages = await heldCvs.messagesOfApplications(
        applicationRows.map((row) => Number(row.applicationNo)),
      );
      const files: ExportFile[] = [];
      const withFile = (table: AttachmentTable, no: number) => (row: Record<string, unknown>) => {
        const key = String(row.fileUrl ?? '');
        // Named by the site, as downloads are (decision 049).
        const attachment = isValidKey(key) ? `attachments/${attachmentName(table, no, key)}` : null;
        if (attachment) files.push({ path: attachment, key });
        const { fileUrl: _, ...rest } = row;
        return { ...rest, attachment };
      };
      const document = {
        subject: subject.kind === 'email' ? { email: subject.email } : { phone: subject.phones[0] },
        exportedAt: new Date().toISOString(),
        inquiries: inquiryRows.map((row) => withFile('qna', Number(row.qnaNo))(row)),
        applications: applicationRows.map((row) => withFile('application', Number(row.applicationNo))(row)),
        applicationMessages,
        jobAlerts: alerts,
        queuedEmails: emails,
        itemVersionsNamingThePerson: mentioned.versions,
      };
      await record(
        'export',
        subject,
        {
          receivedOn,
          requestNo,
          reason: '',
          counts: {
            inquiry: inquiryRows.length,
            application: applicationRows.length,
            applicationMessage: applicationMessages.length,
            jobAlert: alerts.length,
            email: emails.length,
            revision: mentioned.versions.length,
            file: files.length,
          },
        },
        auth,
      );
      return { document, files };
    },

    /** A file the export lists, as a stream from the store (null once gone). */
    openFile: async (file: ExportFile) => (await store.open(file.key))?.stream ?? null,

    /**
     * `POST /api/privacy/erase`: everything held about the person goes for good, the Trash
     * included: inquiries and applications with their files, job alerts, queued e-mails, item
     * versions and drafts naming them; access history URLs that named them are masked. Logged with
     * the reason.
     */
    async erase(body: unknown, auth: Auth): Promise<{ erased: Record<string, number> }> {
      const input = parseOrThrow(eraseSchema, body);
      const subject = subjectOf(input);
      const receivedOn = requestDay(input.receivedOn);
      await requests.assertExists(input.requestNo);
      const texts = mentionsOf(subject);
      // Mails first: they are found through the rows' numbers. What the rows say of the person is
      // read before they go: the history masks searches by any of it.
      const { emails, inquiryRows, applicationRows } = await gather(subject);
      const known = knownAs(inquiryRows, applicationRows);
      const email = await outbox.remove(emails.map((mail) => mail.id));
      const owner = ownerOf(subject);
      const inquiry = await inquiries.eraseOwnedBy(owner);
      const application = await applications.eraseOwnedBy(owner);
      const erased = {
        inquiry: inquiry.rows,
        application: application.rows,
        jobAlert: subject.kind === 'email' ? await jobAlerts.removeAddress(subject.email) : 0,
        email,
        revision: await revisions.eraseMentioning(texts),
        file: inquiry.files + application.files,
        heldCv: await heldCvs.eraseHeldFrom(owner),
        historyMasked: await history.maskMentions(searchFormsOf(subject, known)),
      };
      await requests.forgetContact(subject);
      await record(
        'erase',
        subject,
        { receivedOn, reason: input.reason, counts: erased, requestNo: input.requestNo },
        auth,
      );
      // Freed pages hold no copy of what went (decision 050).
      await forgetErasedPages(db);
      return { erased };
    },

    /** The retention purge: the log is kept as long as the access history. */
    removeRequestsBefore: (before: Date) => log.removeBefore(before.toISOString()),
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
