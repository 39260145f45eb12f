import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { scanContains } from '../db/contains-search.ts';
import type { Db, DialectName } from '../db/index.ts';
import type { Database, MailOutboxTable } from '../db/schema.ts';

/** The mail_outbox table. Claims are single statements, so concurrent instances never share a row. */
export function mailOutboxRepository(db: Db, dialect: DialectName) {
  const isDueAt =
    (now: string) =>
    ({ eb, and, or }: ExpressionBuilder<Database, 'mail_outbox'>) =>
      and([
        eb('failedAt', 'is', null),
        eb('nextAttemptAt', '<=', now),
        or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]),
      ]);

  /** Frees a row `owner` holds; a lease that ran out and was taken by another instance is left alone. */
  const settle = (id: number, owner: string, values: Updateable<MailOutboxTable>) =>
    db
      .updateTable('mail_outbox')
      .set({ ...values, lockedUntil: null, lockedBy: null })
      .where('id', '=', id)
      .where('lockedBy', '=', owner)
      .execute();

  return {
    insert: (row: Insertable<MailOutboxTable>) => db.insertInto('mail_outbox').values(row).execute(),

    /**
     * Reserves the oldest due row for `owner` until `lockedUntil`, counting the attempt, and returns
     * it. SQLite runs one writing statement at a time. On PostgreSQL, SKIP LOCKED sends a concurrent
     * claim to the next row instead of the same one, and the conditions repeated on the UPDATE are
     * re-checked on a row another claim changed meanwhile, so it is never taken twice.
     */
    async claimDue({ now, lockedUntil, owner }: { now: string; lockedUntil: string; owner: string }) {
      let oldestDue = db.selectFrom('mail_outbox').select('id').where(isDueAt(now)).orderBy('id').limit(1);
      if (dialect === 'postgres') oldestDue = oldestDue.forUpdate().skipLocked();
      return db
        .updateTable('mail_outbox')
        .set((eb) => ({ lockedUntil, lockedBy: owner, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', oldestDue)
        .where(isDueAt(now))
        .returning(['id', 'qnaNo', 'messageNo', 'payload', 'attempts', 'createdAt'])
        .executeTakeFirst();
    },

    remove: (id: number) => db.deleteFrom('mail_outbox').where('id', '=', id).execute(),

    /** What became of the application_message a row sent (decision 052). */
    settleMessage: (messageNo: number, values: { status: 'sent' | 'failed'; sentAt: string | null }) =>
      db
        .updateTable('application_message')
        .set(values)
        .where('messageNo', '=', messageNo)
        .where('status', '=', 'queued')
        .execute(),

    /** Deletes the rows of these messages that no live lease holds and none gave up; returns their messageNos. */
    removeUnclaimed: async (messageNos: number[], now: string): Promise<number[]> => {
      if (!messageNos.length) return [];
      const rows = await db
        .deleteFrom('mail_outbox')
        .where('messageNo', 'in', messageNos)
        .where('failedAt', 'is', null)
        .where(({ eb, or }) => or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
        .returning('messageNo')
        .execute();
      return rows.map((row) => Number(row.messageNo));
    },

    /** Messages about the inquiries or applications, or whose text names one of `texts` (lower case). */
    listAbout: (about: { qnaNos: number[]; applicationNos: number[]; texts: string[] }) =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'qnaNo', 'applicationNo', 'payload', 'createdAt', 'failedAt'])
        .where(({ eb, or }) =>
          or([
            ...(about.qnaNos.length ? [eb('qnaNo', 'in', about.qnaNos)] : []),
            ...(about.applicationNos.length ? [eb('applicationNo', 'in', about.applicationNos)] : []),
            ...about.texts.map((text) => scanContains('payload', text)),
          ]),
        )
        .orderBy('id')
        .execute(),

    removeIds: async (ids: number[]): Promise<number> =>
      ids.length
        ? Number(
            (await db.deleteFrom('mail_outbox').where('id', 'in', ids).executeTakeFirst()).numDeletedRows,
          )
        : 0,

    reschedule: (id: number, owner: string, values: { nextAttemptAt: string; lastError: string }) =>
      settle(id, owner, values),

    /**
     * Given up. The message stays so staff can send it again from the failed e-mails (decision 063);
     * retention and a person's erasure remove it as they do a waiting one.
     */
    markFailed: (id: number, owner: string, values: { failedAt: string; lastError: string }) =>
      settle(id, owner, values),

    /** The messages given up about the kinds of item `about` allows, newest first, one page. */
    async listFailed({ about, offset, limit }: { about: FailedAbout; offset: number; limit: number }) {
      const given = db.selectFrom('mail_outbox').where('failedAt', 'is not', null).where(isAbout(about));
      const [list, count] = await Promise.all([
        given
          .select(FAILED_COLUMNS)
          .orderBy('failedAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        given.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(count.n) };
    },

    findFailed: (id: number) =>
      db.selectFrom('mail_outbox').select(FAILED_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /** A given-up row due again now with a fresh count of attempts; false when it is no longer given up. */
    requeue: async (id: number, now: string): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('mail_outbox')
            .set({ failedAt: null, attempts: 0, nextAttemptAt: now, lockedUntil: null, lockedBy: null })
            .where('id', '=', id)
            .where('failedAt', 'is not', null)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** The application_message a requeued row sends waits again (decision 052). */
    requeueMessage: (messageNo: number) =>
      db
        .updateTable('application_message')
        .set({ status: 'queued', sentAt: null })
        .where('messageNo', '=', messageNo)
        .where('status', '=', 'failed')
        .execute(),

    /** Deletes a given-up row; false when it is no longer given up (sent again, or already gone). */
    removeFailed: async (id: number): Promise<boolean> =>
      Number(
        (
          await db
            .deleteFrom('mail_outbox')
            .where('id', '=', id)
            .where('failedAt', 'is not', null)
            .executeTakeFirst()
        ).numDeletedRows,
      ) > 0,

    /** Every message queued before `before`, sent or not (the retention purge); returns how many. */
    removeCreatedBefore: async (before: string): Promise<number> =>
      Number(
        (await db.deleteFrom('mail_outbox').where('createdAt', '<', before).executeTakeFirst())
          .numDeletedRows,
      ),

    /** What the messages given up were about (the start screen's failed e-mails, decision 059). */
    failedAbout: () =>
      db
        .selectFrom('mail_outbox')
        .select(['qnaNo', 'applicationNo', 'messageNo'])
        .where('failedAt', 'is not', null)
        .orderBy('id', 'desc')
        .execute(),

    /**
     * When the most overdue message still to send fell due (its next attempt), null when none waits;
     * read from the front of mail_outbox_due_idx, so as cheap with a long queue as with none.
     */
    async oldestDueAt(): Promise<string | null> {
      const row = await db
        .selectFrom('mail_outbox')
        .select('nextAttemptAt')
        .where('failedAt', 'is', null)
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.nextAttemptAt ?? null;
    },

    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('failedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** Which kinds of given-up message a caller may see: by the item they are about (decision 063). */
export interface FailedAbout {
  inquiries: boolean;
  applications: boolean;
  /** Neither an inquiry nor an application: job alerts and their confirmations. */
  others: boolean;
}

const FAILED_COLUMNS = [
  'id',
  'qnaNo',
  'applicationNo',
  'messageNo',
  'payload',
  'attempts',
  'lastError',
  'failedAt',
  'createdAt',
] as const;

const isAbout =
  (about: FailedAbout) =>
  ({ eb, and, or }: ExpressionBuilder<Database, 'mail_outbox'>) => {
    const isInquiry = eb('qnaNo', 'is not', null);
    const isApplication = and([
      eb('qnaNo', 'is', null),
      or([eb('applicationNo', 'is not', null), eb('messageNo', 'is not', null)]),
    ]);
    const isOther = and([
      eb('qnaNo', 'is', null),
      eb('applicationNo', 'is', null),
      eb('messageNo', 'is', null),
    ]);
    return or([
      ...(about.inquiries ? [isInquiry] : []),
      ...(about.applications ? [isApplication] : []),
      ...(about.others ? [isOther] : []),
    ]);
  };

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
