import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/** Uploaded files kept in the database (FILE_STORE=database), shared by every instance. */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('stored_file')
    .addColumn('key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('data', dialect === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
}
