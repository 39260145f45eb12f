import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** The tables whose rows hold a person's data and a file, erased once their retention is over. */
export type ErasedTable =
  | { table: 'qna'; idField: 'qnaNo' }
  | { table: 'application'; idField: 'applicationNo' };

/** Inquiries and applications: the two tables of people's data with a file. */
export const INQUIRY_TABLE: ErasedTable = { table: 'qna', idField: 'qnaNo' };
export const APPLICATION_TABLE: ErasedTable = { table: 'application', idField: 'applicationNo' };

/**
 * Whose rows a person's request is about (issue 27): an address (inquiries keep it as a local part
 * and a domain) compared without case, or one of a phone number's forms (stored as digits).
 */
export type RowOwner = { email: string; local: string; domain: string } | { phones: string[] };

/** The queries that erase such rows for good, the trash included (the retention purge). */
export function erasureRepository(db: Db, { table, idField }: ErasedTable) {
  const id = sql.ref(idField);
  const lower = (column: string) => sql`lower(${sql.ref(column)})`;
  const ownedBy = (owner: RowOwner) =>
    'phones' in owner
      ? sql<SqlBool>`${sql.ref('phone')} in (${sql.join(owner.phones)})`
      : table === 'qna'
        ? sql<SqlBool>`${lower('email')} = ${owner.local} and ${lower('emailDomainName')} = ${owner.domain}`
        : sql<SqlBool>`${lower('email')} = ${owner.email}`;
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

    /** Every row of the person, deleted or not, oldest first, with every column. */
    listOwnedBy: (owner: RowOwner): Promise<Record<string, unknown>[]> =>
      db.selectFrom(table).selectAll().where(ownedBy(owner)).orderBy(id).execute(),

    remove: (ids: number[]) => db.deleteFrom(table).where(id, 'in', ids).executeTakeFirst(),
  };
}
