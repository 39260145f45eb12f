import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * A news item's or job's own meta description and share image (issue 26, item 6): empty for
 * every item saved before, whose pages keep the derived ones.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db, _context: MigrationContext): Promise<void> {
  for (const table of ['news', 'job'])
    for (const column of ['metaDescription', 'shareImage'])
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
}
