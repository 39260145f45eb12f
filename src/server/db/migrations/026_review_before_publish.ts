import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Review before publish (decision 058).
 *
 * - `content_draft` gains the draft's review state: null (a plain draft), `submitted` (awaiting
 *   review) or `returned`, and the reviewer's comment when returned. The state goes with the draft.
 * - `content_review_event`: every step of an item's review (submitted, approved, returned with the
 *   comment), who took it and when, shown with the item's versions. Approving names the revision
 *   it made.
 *
 * Which types have review on is a `site_setting` row (`review.types`); none has until set.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { idType, dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('content_draft').addColumn('reviewState', 'varchar(20)').execute();
  await db.schema.alterTable('content_draft').addColumn('reviewComment', 'text').execute();
  await db.schema
    .createTable('content_review_event')
    .addColumn('eventNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('contentType', 'varchar(40)', (c) => c.notNull())
    .addColumn('itemNo', 'integer', (c) => c.notNull())
    .addColumn('step', 'varchar(20)', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('revisionNo', 'integer')
    .addColumn('username', 'varchar(100)')
    .addColumn('createDt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_review_event_item_idx')
    .on('content_review_event')
    .columns(['contentType', 'itemNo'])
    .execute();
}
