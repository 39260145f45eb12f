import type { Kysely } from 'kysely';
import { BOARD_TYPES } from '../../../common/content-types.ts';
import type { MigrationContext } from '../migrate.ts';

/**
 * The version of each row staff save (decision 057), one more at each save. A save that names the
 * version it started from is written only if the row still has it, so that two editors never
 * overwrite each other unseen. Null (every row until its first save since, and a new row) is read as
 * 1: nullable without a stored default, as migration 015's columns, because the default made
 * PostgreSQL plan staff news and job lists on the primary key (list-plan.api.test.ts). A board type
 * declared after this migration gets the column from `createContentTable`; the check below leaves a
 * table that has it alone.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const STAFF_SAVED = [
  ...BOARD_TYPES.map((type) => type.name),
  'qna',
  'application',
  'application_template',
  'admin_user',
  'permitted_ip',
  'media',
];

export async function up(db: Db, _context: MigrationContext): Promise<void> {
  const tables = await db.introspection.getTables();
  for (const table of STAFF_SAVED) {
    const columns = tables.find((t) => t.name === table)?.columns ?? [];
    if (columns.some((column) => column.name === 'version')) continue;
    await db.schema.alterTable(table).addColumn('version', 'integer').execute();
  }
}
