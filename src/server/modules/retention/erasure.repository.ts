import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** The tables whose rows hold a person's data and a file, erased once their retention is over. */
export type ErasedTable =
  | { table: 'qna'; idField: 'qnaNo' }
  | { table: 'application'; idField: 'applicationNo' };

/** The queries that erase such rows for good, the trash included (the retention purge). */
export function erasureRepository(db: Db, { table, idField }: ErasedTable) {
  const id = sql.ref(idField);
  return {
    /** Up to `limit` rows received before `before`, deleted or not, oldest first. */
    listReceivedBefore: (before: string, limit: number) =>
      db
        .selectFrom(table)
        .select([sql<number>`${id}`.as('id'), 'fileUrl'])
        .where('createDt', '<', before)
        .orderBy(id)
        .limit(limit)
        .execute(),

    remove: (ids: number[]) => db.deleteFrom(table).where(id, 'in', ids).executeTakeFirst(),
  };
}
