import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ContainsSearch, SearchIndexSpec } from '../contains-search.ts';

/**
 * PostgreSQL: a GIN index with pg_trgm's gin_trgm_ops on each searched folded column, named
 * '<table>_<column>_trgm'. The planner uses it for the scan's own `LIKE '%…%'`, so the query is the
 * scan's; a term under 3 characters holds no trigram and the planner scans, with the same results.
 */
export const searchIndexName = (table: string, column: string) => `${table}_${column}_trgm`;

export function indexedContains(_search: ContainsSearch, scan: Expression<SqlBool>): Expression<SqlBool> {
  return scan;
}

/**
 * Creates the extension and the indexes (which read the existing rows). NOTE: migration 006 runs
 * this; a later change to the indexes belongs in a new migration, not here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function createSearchIndexes(db: Kysely<any>, specs: SearchIndexSpec[]): Promise<void> {
  // NOTE: pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const { table, columns } of specs)
    for (const column of columns)
      await sql`create index ${sql.id(searchIndexName(table, column))} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(
        db,
      );
}
