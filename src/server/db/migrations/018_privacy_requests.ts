import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Requests from a person about their data (decision 040). `privacy_request` is the log
 * of what staff answered: an export or an erasure, for whom (masked, and a hash so a repeat request
 * can be matched without keeping the address), when the person asked and when it was done, the
 * counts and the reason. An access history entry of a save names the revision it made.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { idType, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('privacy_request')
    .addColumn('requestNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    // 'export' or 'erase'.
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    // 'n***@example.vn' or '***5678': enough to recognise, not the data itself.
    .addColumn('subject', 'varchar(120)', (c) => c.notNull())
    // sha256 of the normalised address or number.
    .addColumn('subjectHash', 'varchar(64)', (c) => c.notNull())
    // The calendar day (YYYY-MM-DD) the person's request arrived.
    .addColumn('receivedOn', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
    // What was found or erased, by kind, as JSON.
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('privacy_request_created_idx')
    .on('privacy_request')
    .column('createdAt')
    .execute();
  await db.schema.alterTable('access_history').addColumn('revisionNo', 'integer').execute();
}
