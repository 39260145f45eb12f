import type { Kysely } from 'kysely';

/**
 * Who has an item open for editing (decision 061): one row per item and session, its first and
 * last heartbeat. Kept in the database so that every app instance sees every editor; rows older
 * than the presence window are deleted on the next heartbeat of anyone.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('edit_presence')
    .addColumn('contentType', 'varchar(20)', (c) => c.notNull())
    .addColumn('itemNo', 'integer', (c) => c.notNull())
    // A digest of the session's token (not the session table's own hash): one row per open session.
    .addColumn('sessionKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('userNo', 'integer', (c) => c.notNull())
    .addColumn('openedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('lastSeenAt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('edit_presence_pk', ['contentType', 'itemNo', 'sessionKey'])
    .execute();
  await db.schema.createIndex('edit_presence_seen_idx').on('edit_presence').column('lastSeenAt').execute();
}
