import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { tableRepository } from '../../db/table-repository.ts';
import type { ContentResource, ContentTable, Row } from '../content/resource.ts';

/** The tables of submissions: a person's data and a file. */
export type SubmissionTable =
  | { table: 'qna'; idField: 'qnaNo' }
  | { table: 'application'; idField: 'applicationNo' };

/**
 * How a submission keeps its sender's address: inquiries as a local part and a domain, applications
 * whole.
 */
export type AddressColumns = 'localAndDomain' | 'whole';

/**
 * Whose rows a person's request is about (decision 040): an address compared without case, or one
 * of a phone number's forms (stored as digits).
 */
export type RowOwner = { email: string; local: string; domain: string } | { phones: string[] };

/**
 * A submission table: the shared table query (lists, status changes, the Trash) and the queries
 * that find a person's rows and erase rows for good, the Trash included.
 */
export function submissionRepository(
  db: Db,
  {
    resource,
    table: { table, idField },
    address,
  }: { resource: ContentResource; table: SubmissionTable; address: AddressColumns },
) {
  const id = sql.ref(idField);
  const lower = (column: string) => sql`lower(${sql.ref(column)})`;
  const ownedBy = (owner: RowOwner) =>
    'phones' in owner
      ? sql<SqlBool>`${sql.ref('phone')} in (${sql.join(owner.phones)})`
      : address === 'localAndDomain'
        ? sql<SqlBool>`${lower('email')} = ${owner.local} and ${lower('emailDomainName')} = ${owner.domain}`
        : sql<SqlBool>`${lower('email')} = ${owner.email}`;
  return {
    ...tableRepository<ContentTable, Row>(db, resource),

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
    listOwnedBy: (owner: RowOwner): Promise<Row[]> =>
      db.selectFrom(table).selectAll().where(ownedBy(owner)).orderBy(id).execute(),

    removeForGood: (ids: number[]) => db.deleteFrom(table).where(id, 'in', ids).executeTakeFirst(),
  };
}

export type SubmissionRepository = ReturnType<typeof submissionRepository>;
