import type { Kysely } from 'kysely';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { createScheduleIndexes } from '../content-table.ts';

/**
 * The indexes that find a scheduled type's next change (decision 066): the horizon that a public
 * answer's shared-cache lifetime waits for (decision 041) read every live row of the table, 120–150 ms
 * on PostgreSQL at 100,000 rows per locale, every two seconds, and answers waited for it. Made from
 * the columns each content table has now (not from today's declarations, which may change after
 * this migration); a type declared later gets them from `createContentTable`, and a table that has
 * them is left alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const contentTables = new Set<string>(Object.values(CONTENT_TYPES).map((type) => type.name));
  for (const table of await db.introspection.getTables())
    if (contentTables.has(table.name))
      await createScheduleIndexes(db, {
        table: table.name,
        columns: table.columns.map((column) => [column.name, 'text'] as const),
      });
}
