import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * A news item's or job's own meta description and share image (decision 037): null for every
 * item saved before (read as empty), whose pages keep the derived ones. Nullable without a default:
 * a stored default made PostgreSQL's planner leave the news page index for the primary key on
 * staff lists (list-plan.api.test.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db, _context: MigrationContext): Promise<void> {
  for (const table of ['news', 'job'])
    for (const column of ['metaDescription', 'shareImage'])
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
}
