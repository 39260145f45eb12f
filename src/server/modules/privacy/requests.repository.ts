import { type Insertable, sql, type Updateable } from 'kysely';
import { WAITING_STATUSES } from '../../../common/schemas/privacy-request.ts';
import type { Db } from '../../db/index.ts';
import type { PersonalDataRequestTable } from '../../db/schema.ts';

const isWaiting = sql<number>`case when status in (${sql.join([...WAITING_STATUSES])}) then 0 else 1 end`;

/** People's requests as they arrived (`personal_data_request`) and the answers that name them. */
export function personalDataRequestRepository(db: Db) {
  return {
    insert: (row: Insertable<PersonalDataRequestTable>) =>
      db
        .insertInto('personal_data_request')
        .values(row)
        .returning('requestNo')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.requestNo)),

    find: (requestNo: number) =>
      db
        .selectFrom('personal_data_request')
        .selectAll()
        .where('requestNo', '=', requestNo)
        .executeTakeFirst(),

    update: (requestNo: number, changes: Updateable<PersonalDataRequestTable>) =>
      db.updateTable('personal_data_request').set(changes).where('requestNo', '=', requestNo).execute(),

    /** Waiting requests first, the soonest due first; then the answered ones, newest first. */
    async list({ statuses, offset, limit }: { statuses?: string[]; offset: number; limit: number }) {
      const filtered = statuses
        ? db.selectFrom('personal_data_request').where('status', 'in', statuses)
        : db.selectFrom('personal_data_request');
      const [list, count] = await Promise.all([
        filtered
          .selectAll()
          .orderBy(isWaiting)
          .orderBy(sql`case when status in (${sql.join([...WAITING_STATUSES])}) then ${sql.ref('dueAt')} end`)
          .orderBy('requestNo', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(count.n) };
    },

    /** How many waiting requests must be answered by `day` (YYYY-MM-DD) or were due before. */
    countWaitingDueBy: async (day: string): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('personal_data_request')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', 'in', [...WAITING_STATUSES])
            .where('dueAt', '<=', day)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** The answers (exports, erasures) logged for these requests, oldest first. */
    answersOf: (requestNos: number[]) =>
      requestNos.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('privacy_request')
            .select(['answersRequestNo', 'action', 'reason', 'counts', 'username', 'createdAt'])
            .where('answersRequestNo', 'in', requestNos)
            .orderBy('requestNo')
            .execute(),

    /** The person's address or number is no longer kept in the requests that named it. */
    forgetContact: async (contacts: string[]): Promise<number> =>
      contacts.length === 0
        ? 0
        : Number(
            (
              await db
                .updateTable('personal_data_request')
                .set({ contact: null })
                .where('contact', 'in', contacts)
                .executeTakeFirst()
            ).numUpdatedRows,
          ),

    /** Answered requests last changed before `before` (the retention purge); waiting ones stay. */
    removeAnsweredBefore: async (before: string): Promise<number> =>
      Number(
        (
          await db
            .deleteFrom('personal_data_request')
            .where('status', 'not in', [...WAITING_STATUSES])
            .where((eb) => eb(eb.fn.coalesce('updatedAt', 'createdAt'), '<', before))
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  };
}
