import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Revisions and drafts of board items (decision 037). A revision is a version of an
 * item as one save left it: every field, who saved it and when. A draft is at most one pending
 * change per item that visitors do not see until it is published. Both are keyed by the item's
 * type and number, so every board table shares them.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { idType, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('content_revision')
    .addColumn('revisionNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('contentType', 'varchar(20)', (c) => c.notNull())
    .addColumn('itemNo', 'integer', (c) => c.notNull())
    // The saved columns as JSON: what a restore writes back.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('username', 'varchar(50)')
    .addColumn('createDt', 'varchar(30)', (c) => c.notNull())
    .execute();
  // An item's history, newest first; the pruning of old versions reads the same order.
  await db.schema
    .createIndex('content_revision_item_idx')
    .on('content_revision')
    .columns(['contentType', 'itemNo', 'revisionNo'])
    .execute();
  await db.schema
    .createTable('content_draft')
    .addColumn('contentType', 'varchar(20)', (c) => c.notNull())
    .addColumn('itemNo', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('username', 'varchar(50)')
    .addColumn('createDt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_draft_pk', ['contentType', 'itemNo'])
    .execute();
}
