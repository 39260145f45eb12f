import type { Kysely } from 'kysely';

/**
 * Translations in step (decision 059): a board item is marked out of date ('Y') when its linked
 * counterpart changes a translated field after the item's last save; 'N' or null (every item before)
 * when in step. Nullable without a default, as `version` is (migration 025): with a stored default,
 * PostgreSQL planned the staff lists on the primary key instead of their page index.
 * `createContentTable` makes the column for types added later (the events' table, made by
 * migration 019 on a new database, has it already).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const BOARDS = ['banner', 'news', 'faq', 'job', 'video', 'partner', 'event'];

export async function up(db: Db): Promise<void> {
  const tables = await db.introspection.getTables();
  for (const table of BOARDS) {
    const found = tables.find((t) => t.name === table);
    if (!found || found.columns.some((column) => column.name === 'outOfDate')) continue;
    await db.schema.alterTable(table).addColumn('outOfDate', 'varchar(1)').execute();
  }
}
