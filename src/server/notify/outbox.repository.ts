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
        .returning(['id', 'qnaNo', 'messageNo', 'payload', 'attempts'])
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

    /** Given up: the payload goes too, so no copy of the visitor's data stays here. */
    markFailed: (id: number, owner: string, values: { failedAt: string; lastError: string }) =>
      settle(id, owner, { ...values, payload: null }),

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
        .select(['qnaNo', 'applicationNo'])
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

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
