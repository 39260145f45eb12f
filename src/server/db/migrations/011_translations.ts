import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Linked translations (decision 034): the board items that are one another's translations share a
 * `translationGroup` (the id of the first of them). Null for an item without a counterpart, as
 * every item saved before. Indexed: a detail answer looks up its group's members.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const BOARDS = ['banner', 'news', 'faq', 'job', 'video', 'partner'];

export async function up(db: Db, _context: MigrationContext): Promise<void> {
  for (const table of BOARDS) {
    await db.schema.alterTable(table).addColumn('translationGroup', 'integer').execute();
    await db.schema.createIndex(`${table}_translation_idx`).on(table).column('translationGroup').execute();
  }
}
