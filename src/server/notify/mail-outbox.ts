import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, type DialectName, inTransaction } from '../db/index.ts';
import { type MailMessage, readMailMessage, traceparentOf } from './mail-message.ts';
import { type FailedAbout, mailOutboxRepository } from './outbox.repository.ts';
import { DEFAULT_OUTBOX_TIMING, type OutboxTiming } from './outbox-timing.ts';
import { describeFailure, type FailureOutcome, outcomeOfFailure } from './smtp-failure.ts';

/**
 * How long the metrics endpoint and deep health wait for one of the reads below: a database that
 * hangs (a network dropping packets) must not hold the answer, and the in-memory series with it,
 * past a scraper's timeout (decision 062).
 */
export const OUTBOX_READ_LIMIT_MS = 2_000;

const withinLimit = <T>(read: Promise<T>): Promise<T> =>
  Promise.race([
    read,
    sleep(OUTBOX_READ_LIMIT_MS, undefined, { ref: false }).then(() => {
      throw new Error(`mail_outbox did not answer within ${OUTBOX_READ_LIMIT_MS} ms`);
    }),
  ]);

/**
 * Messages neither sent nor given up, for the metrics endpoint: counted whether or not this
 * instance sends e-mail (rows queued while SMTP_URL was set still wait for an instance that does).
 */
export const outboxBacklog = (db: Db, dialect: DialectName): Promise<number> =>
  withinLimit(mailOutboxRepository(db, dialect).countPending());

/**
 * Seconds the most overdue message has waited since it fell due (its send time, or its next attempt
 * after a failure), 0 when none is due: it climbs while no sender works the queue. A message held
 * back for later (a stage e-mail's delay) does not count before its time (decision 062).
 */
export async function oldestQueuedMailAge(db: Db, dialect: DialectName, now = Date.now()): Promise<number> {
  const dueAt = await withinLimit(mailOutboxRepository(db, dialect).oldestDueAt());
  return dueAt ? Math.max(0, now - Date.parse(dueAt)) / 1000 : 0;
}

/** A message claimed by one sender for one lease. */
export interface ClaimedMail {
  id: number;
  qnaNo: number | null;
  /** The application_message it sends, marked sent or failed with it (decision 052). */
  messageNo?: number | null;
  /** JSON of a MailMessage; read with parseMailMessage. */
  payload: string | null;
  /** Attempts started, this one included. */
  attempts: number;
  /** When it was queued (every claim reads it); with the id, the message's stable Message-ID (messageKeyOf). */
  createdAt?: string;
}

/**
 * The same for every attempt at one queued message and different for any other (ids restart with a
 * new database, queue times do not): the Message-ID's left part, by which a receiver can drop a copy
 * that a resend after an unconfirmed delivery produced (decision 065).
 */
export const messageKeyOf = (mail: Pick<ClaimedMail, 'id' | 'createdAt'>) =>
  `outbox.${mail.id}${mail.createdAt ? `.${Date.parse(mail.createdAt)}` : ''}`;

/** The outbox's spans when tracing is on (src/server/tracing, decision 064). */
export interface OutboxTracing {
  /** Runs `store` in the span of storing a message, with that span's traceparent to keep beside it. */
  storing<T>(store: (traceparent: string | undefined) => Promise<T>): Promise<T>;
  /** Runs `send` in a span of a trace of its own, linked to the span that stored the message. */
  sending<T>(
    mail: { id: number; attempt: number; traceparent: string | undefined },
    send: () => Promise<T>,
  ): Promise<T>;
  /** Marks the sending span failed, with the reason kept in `lastError` (addresses masked). */
  failed(reason: string): void;
}

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The mail outbox (decision 010). Producers add a message in their own transaction and wake the
 * sender after the commit; the sender (outbox-sender.ts) claims, then settles each message here.
 */
export function mailOutboxService({
  db,
  dialect,
  timing: overrides,
  withdrawalLink,
  spans,
}: {
  db: Db;
  dialect: DialectName;
  timing?: Partial<OutboxTiming> | undefined;
  /** The outbox's spans; undefined when tracing is off. */
  spans?: OutboxTracing | undefined;
  /** Adds to an e-mail to a person the link that withdraws their consent (decision 051). */
  withdrawalLink?: (
    tx: Db,
    message: MailMessage,
    context: { origin: string; localeCd: string },
  ) => Promise<MailMessage>;
}) {
  const timing: OutboxTiming = { ...DEFAULT_OUTBOX_TIMING, ...overrides };
  const repo = mailOutboxRepository(db, dialect);
  const wakeListeners = new Set<() => void>();
  const wake = (): void => {
    for (const listener of wakeListeners) listener();
  };

  return {
    timing,

    /** Queues `message` through `tx`, so it exists exactly when the caller's own rows commit. */
    async add(
      tx: Db,
      {
        message: written,
        qnaNo = null,
        applicationNo = null,
        messageNo = null,
        sendAt,
        withdrawal,
      }: {
        message: MailMessage;
        qnaNo?: number | null;
        applicationNo?: number | null;
        /** The application_message it sends (a stage e-mail or a free message, decision 052). */
        messageNo?: number | null;
        /** Not sent before this time (ISO 8601); now when left out. */
        sendAt?: string | undefined;
        /** For an e-mail to a person: where the withdrawal link leads, in their language. */
        withdrawal?: { origin: string; localeCd: string } | undefined;
      },
    ): Promise<void> {
      const message =
        withdrawal && withdrawalLink && written.to ? await withdrawalLink(tx, written, withdrawal) : written;
      const now = isoIn(0);
      // The trace context rides in the payload (decision 064); reading the message ignores it.
      const insert = (traceparent?: string) =>
        mailOutboxRepository(tx, dialect).insert({
          qnaNo,
          applicationNo,
          messageNo,
          payload: JSON.stringify(traceparent ? { ...message, traceparent } : message),
          createdAt: now,
          attempts: 0,
          nextAttemptAt: sendAt ?? now,
        });
      await (spans ? spans.storing(insert) : insert());
    },

    /** Runs the send and settling of `mail`, in its span when tracing is on. */
    delivering: <T>(mail: ClaimedMail, send: () => Promise<T>): Promise<T> =>
      spans
        ? spans.sending(
            { id: mail.id, attempt: mail.attempts, traceparent: traceparentOf(mail.payload) },
            send,
          )
        : send(),

    /** Called after the commit: this process's sender looks now instead of at its next poll. */
    wake,

    onWake(listener: () => void): () => void {
      wakeListeners.add(listener);
      return () => wakeListeners.delete(listener);
    },

    /** Messages neither sent nor given up. */
    backlog: () => repo.countPending(),

    /** The inquiry or application each message given up was about (null for other mail), newest first. */
    failures: () => repo.failedAbout(),

    /** One page of the messages given up, newest first, about what `about` allows (decision 063). */
    listFailed: (query: { about: FailedAbout; offset: number; limit: number }) => repo.listFailed(query),

    /** A message as the failed e-mails show it, given up or not; undefined when there is none. */
    findFailed: (id: number) => repo.findFailed(id),

    /**
     * Sends a given-up message again: due now with a fresh count of attempts, and its
     * application_message waiting again; false when it was no longer given up. Wakes the sender.
     */
    async retry(id: number): Promise<boolean> {
      const isRequeued = await inTransaction(db, async (tx) => {
        const txRepo = mailOutboxRepository(tx, dialect);
        const row = await txRepo.findFailed(id);
        if (!row || !(await txRepo.requeue(id, isoIn(0)))) return false;
        if (row.messageNo) await txRepo.requeueMessage(row.messageNo);
        return true;
      });
      if (isRequeued) wake();
      return isRequeued;
    },

    /** Drops a given-up message for good (its application_message stays failed); false when it was not given up. */
    discard: (id: number): Promise<boolean> => repo.removeFailed(id),

    /** The oldest due message, reserved for `owner` for one lease; undefined when none is due. */
    claimNext: (owner: string): Promise<ClaimedMail | undefined> =>
      repo.claimDue({ now: isoIn(0), lockedUntil: isoIn(timing.leaseMs), owner }),

    /** Delivered: the row goes, and with it the copy of the visitor's data; the message it sent is marked sent. */
    sent: async (mail: ClaimedMail): Promise<void> => {
      await repo.remove(mail.id);
      if (mail.messageNo) await repo.settleMessage(mail.messageNo, { status: 'sent', sentAt: isoIn(0) });
    },

    /** After a failed attempt: another one later, or given up when final or the last. */
    async failed(mail: ClaimedMail, owner: string, error: unknown): Promise<FailureOutcome> {
      const outcome = outcomeOfFailure(error, mail.attempts, timing.retryDelaysMs);
      const lastError = describeFailure(error);
      spans?.failed(lastError);
      if ('retryInMs' in outcome)
        await repo.reschedule(mail.id, owner, { nextAttemptAt: isoIn(outcome.retryInMs), lastError });
      else {
        await repo.markFailed(mail.id, owner, { failedAt: isoIn(0), lastError });
        if (mail.messageNo) await repo.settleMessage(mail.messageNo, { status: 'failed', sentAt: null });
      }
      return outcome;
    },

    /**
     * Withdraws, through `tx`, the messages' rows no sender holds and none has given up (a stage
     * e-mail a later status change cancels); returns the messageNos withdrawn. A row being sent is left
     * to finish.
     */
    cancelQueued: (tx: Db, messageNos: number[]): Promise<number[]> =>
      mailOutboxRepository(tx, dialect).removeUnclaimed(messageNos, isoIn(0)),

    /**
     * Messages queued before `before`, whatever became of them: their inquiries are erased at the
     * same age (the retention purge), and no copy of what a visitor sent may outlive them.
     */
    removeCreatedBefore: (before: Date): Promise<number> => repo.removeCreatedBefore(before.toISOString()),

    /**
     * Messages about a person (decision 040): about their inquiries or applications, or naming them in
     * their text (an applicant's confirmation, a job alert). Subject, recipient and state only.
     */
    async about(person: { qnaNos: number[]; applicationNos: number[]; texts: string[] }) {
      return (await repo.listAbout(person)).map((row) => {
        const message = readMailMessage(row.payload);
        return {
          id: Number(row.id),
          qnaNo: row.qnaNo,
          applicationNo: row.applicationNo,
          createdAt: row.createdAt,
          state: row.failedAt ? 'given up' : 'waiting',
          subject: message?.subject ?? '',
          to: message?.to ?? '',
        };
      });
    },

    /** Drops the messages (a person's erasure); returns how many. */
    remove: (ids: number[]): Promise<number> => repo.removeIds(ids),

    /** The send was cut short by a shutdown: free the row for the next instance at once. */
    interrupted: async (mail: ClaimedMail, owner: string): Promise<void> => {
      await repo.reschedule(mail.id, owner, {
        nextAttemptAt: isoIn(0),
        lastError: 'Interrupted by a shutdown',
      });
    },
  };
}

export type MailOutboxService = ReturnType<typeof mailOutboxService>;
