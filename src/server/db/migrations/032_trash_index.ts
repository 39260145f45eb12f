import type { Kysely } from 'kysely';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { createTrashIndex } from '../content-table.ts';

/**
 * The Trash's partial index on every content table made before it (decision 068): the hourly purge
 * read every row of every content table (0.6 s for the jobs alone on PostgreSQL at 100,000 rows per
 * language). A type declared later gets it from `createContentTable`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const contentTables = new Set<string>(Object.values(CONTENT_TYPES).map((type) => type.name));
  for (const table of await db.introspection.getTables())
    if (contentTables.has(table.name) && table.columns.some((column) => column.name === 'delYn'))
      await createTrashIndex(db, table.name);
}
