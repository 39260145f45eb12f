import type { LocaleCd } from '../../../common/codes.ts';
import { applicationStatusSchema } from '../../../common/schemas/application.ts';
import {
  type ApplicationConversationView,
  type ApplicationTemplate,
  applicationTemplateSchema,
  bulkStatusSchema,
  freeMessageSchema,
  TEMPLATE_STATUSES,
  type TemplateStatusCd,
} from '../../../common/schemas/application-messages.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import { assertVersion, versionOf } from '../../db/row-version.ts';
import { badRequest, conflict, HttpError, notFound, parseOrThrow } from '../../errors.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import { foldAddress } from '../privacy/subject.ts';
import { conversationRepository } from './conversation.repository.ts';
import { applicantMail } from './stage-mail.ts';
import { defaultTemplate, renderTemplate, SAMPLE_VALUES, templatesWithDefaults } from './templates.ts';

/** A status change as changeStatus takes it: `notify` defaults to the template's switch. */
export interface StatusChange {
  statusCd: string;
  note?: string | undefined;
  notify?: 'Y' | 'N' | undefined;
  /** Staff's words added to the stage e-mail (at most 2,000 characters). */
  message?: string | undefined;
  /** The application's version the mover started from: a move from an older one is refused (decision 057). */
  expected?: number | undefined;
}

/** What a status change did: `changed` false when the application was in that status already. */
export interface StatusChanged {
  changed: boolean;
  /** The stage e-mail it queued, if any. */
  messageNo: number | null;
}

/** The link to an application's status page in a language (`{statusPage}`). */
export type StatusPageUrl = (applicationNo: number, localeCd: string) => Promise<string>;

const isTemplateStatus = (statusCd: string): statusCd is TemplateStatusCd =>
  (TEMPLATE_STATUSES as readonly string[]).includes(statusCd);
const localeOf = (value: string): LocaleCd => (value === 'VI' ? 'VI' : 'EN');
const MINUTE_MS = 60_000;

/**
 * Talking to applicants (decision 052): the one way an application changes status (an event,
 * queued stage e-mails of the status left cancelled, the new status's e-mail queued after its
 * delay), free messages, the templates, and the timeline and other applications of the detail.
 * `outbox` is null when no e-mail is set up: then nothing is queued (a free message is refused),
 * but what was queued before can still be cancelled through `cancelling`.
 */
export function applicationConversation({
  db,
  outbox,
  cancelling,
  statusPageUrl,
  publicUrl,
}: {
  db: Db;
  outbox: MailOutboxService | null;
  cancelling: Pick<MailOutboxService, 'cancelQueued'>;
  statusPageUrl: StatusPageUrl;
  publicUrl: string;
}) {
  const repo = conversationRepository(db);

  /** The template of a status and language, from the saved ones read once per call. */
  const templateIn = (
    saved: readonly ApplicationTemplate[],
    statusCd: TemplateStatusCd,
    localeCd: LocaleCd,
  ) =>
    saved.find((row) => row.statusCd === statusCd && row.localeCd === localeCd) ??
    defaultTemplate(statusCd, localeCd);

  /** Queues a message to the applicant in `tx`: its record, and the outbox row that sends it at `sendAt`. */
  async function queue(
    tx: Db,
    sending: MailOutboxService,
    application: { applicationNo: number; email: string; localeCd: LocaleCd },
    words: { subject: string; body: string; statusPage?: string },
    { statusCd, by, at, sendAt }: { statusCd: string | null; by: string | null; at: string; sendAt: string },
  ): Promise<number> {
    const { applicationNo, localeCd } = application;
    // The record never holds the status page's token (decision 053): the link is kept without it.
    const kept = words.statusPage
      ? words.body.replaceAll(words.statusPage, words.statusPage.replace(/[^/]+$/, '…'))
      : words.body;
    const messageNo = await conversationRepository(tx).insertMessage({
      applicationNo,
      statusCd,
      localeCd,
      subject: words.subject,
      body: kept,
      status: 'queued',
      sendAt,
      sentAt: null,
      byId: by,
      createdAt: at,
    });
    await sending.add(tx, {
      message: applicantMail({ ...words, to: application.email }),
      applicationNo,
      messageNo,
      sendAt,
      withdrawal: { origin: publicUrl, localeCd },
    });
    return messageNo;
  }

  /**
   * Moves a live application to `statusCd` (400 outside the code table, 404 when unknown or in the
   * Trash). Same status: nothing but the note changes. Else, in one transaction: the status (and
   * note), the event from→to by `by` (null: the applicant or the site), this application's stage
   * e-mails not yet sent cancelled, and with `notify` (default: the template's switch) the new
   * status's e-mail in the application's language queued after the template's delay.
   */
  async function changeStatus(
    applicationNo: number,
    change: StatusChange,
    by: string | null,
  ): Promise<StatusChanged> {
    const result = await move(applicationNo, change, by, await repo.savedTemplates());
    if (result.messageNo) outbox?.wake();
    return result;
  }

  /** changeStatus without waking the sender, with the saved templates given (a bulk reads them once). */
  async function move(
    applicationNo: number,
    change: StatusChange,
    by: string | null,
    saved: readonly ApplicationTemplate[],
  ): Promise<StatusChanged> {
    const { statusCd, note, notify, message } = parseOrThrow(applicationStatusSchema, change);
    const { expected } = change;
    const found = await repo.findLive(applicationNo);
    if (!found) throw notFound();
    assertVersion(found, expected);
    const at = new Date().toISOString();
    if (found.statusCd === statusCd) {
      if (note !== undefined)
        await repo.setStatus(applicationNo, { statusCd, note, modifyId: by, modifyDt: at }, expected);
      return { changed: false, messageNo: null };
    }
    const localeCd = localeOf(found.localeCd);
    const template = isTemplateStatus(statusCd) ? templateIn(saved, statusCd, localeCd) : null;
    const isNotifying = (notify ?? template?.send ?? 'N') === 'Y';
    if (isNotifying && !template)
      throw badRequest(`Status ${statusCd} has no stage e-mail: send the applicant a message instead`);
    const sending = isNotifying && template ? outbox : null;
    // The link is made before the transaction: on SQLite it holds the one connection.
    const statusPage = sending ? await statusPageUrl(applicationNo, localeCd) : '';
    const words =
      sending && template
        ? {
            ...renderTemplate(template, { name: found.name, jobTitle: found.jobTitle, statusPage }, message),
            statusPage,
          }
        : null;
    return inTransaction(db, async (tx): Promise<StatusChanged> => {
      const txRepo = conversationRepository(tx);
      const current = await txRepo.findLive(applicationNo);
      if (!current) throw notFound();
      if (current.statusCd === statusCd) return { changed: false, messageNo: null };
      await txRepo.setStatus(
        applicationNo,
        { statusCd, ...(note === undefined ? {} : { note }), modifyId: by, modifyDt: at },
        expected,
      );
      await txRepo.insertEvent({
        applicationNo,
        fromStatusCd: current.statusCd,
        statusCd,
        byId: by,
        createdAt: at,
      });
      const cancelled = await cancelling.cancelQueued(tx, await txRepo.queuedStageMessages(applicationNo));
      if (cancelled.length) await txRepo.markCancelled(cancelled);
      if (!sending || !words || !template) return { changed: true, messageNo: null };
      const sendAt = new Date(Date.parse(at) + template.delayMinutes * MINUTE_MS).toISOString();
      const messageNo = await queue(tx, sending, { applicationNo, email: current.email, localeCd }, words, {
        statusCd,
        by,
        at,
        sendAt,
      });
      return { changed: true, messageNo };
    });
  }

  return {
    changeStatus,

    /**
     * Moves each named application (each checked; unknown or in the Trash: skipped) through
     * changeStatus; returns those it moved (already in the status: not moved).
     */
    async changeStatusOfMany(body: unknown, by: string): Promise<number[]> {
      const { applicationNos, ...change } = parseOrThrow(bulkStatusSchema, body);
      const saved = await repo.savedTemplates();
      const moved: number[] = [];
      let isQueued = false;
      try {
        // One transaction per application: a refusal half-way keeps the moves made (each is whole).
        for (const applicationNo of new Set(applicationNos)) {
          const result = await move(applicationNo, change, by, saved).catch((error: unknown) => {
            if (error instanceof HttpError && error.status === 404) return null;
            throw error;
          });
          if (result?.changed) moved.push(applicationNo);
          if (result?.messageNo) isQueued = true;
        }
      } finally {
        // Woken once: the sender does not compete with the moves for the database meanwhile.
        if (isQueued) outbox?.wake();
      }
      return moved;
    },

    /** A message to a live application's applicant outside any status change, queued at once. */
    async sendMessage(applicationNo: number, body: unknown, by: string): Promise<number> {
      const words = parseOrThrow(freeMessageSchema, body);
      const found = await repo.findLive(applicationNo);
      if (!found) throw notFound();
      if (!outbox) throw conflict('E-mail is not set up on this server: no message can be sent');
      const at = new Date().toISOString();
      const messageNo = await inTransaction(db, (tx) =>
        queue(tx, outbox, { applicationNo, email: found.email, localeCd: localeOf(found.localeCd) }, words, {
          statusCd: null,
          by,
          at,
          sendAt: at,
        }),
      );
      outbox.wake();
      return messageNo;
    },

    /**
     * The templates, each with its version (0: the default, never saved; decision 057), and whether
     * this server sends e-mail at all (else staff are told nothing leaves).
     */
    templates: async (): Promise<{ list: ApplicationTemplate[]; sendsMail: boolean }> => ({
      list: templatesWithDefaults(await repo.savedTemplates()).map((template) => ({
        ...template,
        version: 'version' in template ? versionOf(template) : 0,
      })),
      sendsMail: outbox !== null,
    }),

    /** With `expected`, only over that version of the template (decision 057). */
    async saveTemplate(body: unknown, by: string, expected?: number): Promise<'OK'> {
      const template = parseOrThrow(applicationTemplateSchema, body);
      await repo.saveTemplate(template, by, new Date().toISOString(), expected);
      return 'OK';
    },

    /** A template's words for a sample application in its language. */
    preview(body: unknown): { subject: string; body: string } {
      const template = parseOrThrow(applicationTemplateSchema, body);
      const statusPage = `${publicUrl}/career/applications/sample`;
      return renderTemplate(template, { ...SAMPLE_VALUES[template.localeCd], statusPage });
    },

    /** The detail's timeline (oldest first) and the same person's other live applications. */
    async aboutApplication(row: {
      applicationNo: number;
      email: string;
      phone: string;
    }): Promise<ApplicationConversationView> {
      const { applicationNo } = row;
      const [messages, events, others] = await Promise.all([
        repo.messagesOf(applicationNo),
        repo.eventsOf(applicationNo),
        repo.othersOf({ applicationNo, email: row.email ? foldAddress(row.email) : '', phone: row.phone }),
      ]);
      return {
        messages: messages.map((m) => ({
          messageNo: Number(m.messageNo),
          subject: m.subject,
          body: m.body,
          status: m.status,
          sendAt: m.sendAt,
          by: m.byId,
        })),
        events: events.map((e) => ({
          eventNo: Number(e.eventNo),
          fromStatusCd: e.fromStatusCd,
          statusCd: e.statusCd,
          by: e.byId,
          at: e.createdAt,
        })),
        otherApplications: others.map((o) => ({
          applicationNo: Number(o.applicationNo),
          jobTitle: o.jobTitle,
          statusCd: o.statusCd,
          createDt: o.createDt,
        })),
      };
    },

    /** The messages of a person's applications (their export), every column. */
    messagesOfApplications: (applicationNos: number[]) => repo.messagesOfAll(applicationNos),
  };
}

export type ApplicationConversation = ReturnType<typeof applicationConversation>;
