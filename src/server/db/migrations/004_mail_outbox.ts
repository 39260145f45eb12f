import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * The mail outbox (decision 010): a message is written in the transaction that stores what it is
 * about, and sent later by whichever instance claims it, so a restart between the two loses nothing.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { idType, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', idType, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
    // No foreign key: other kinds of mail may come, and a given-up row may outlive its inquiry.
    .addColumn('qnaNo', 'integer')
    .addColumn('payload', 'text')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('lockedUntil', 'varchar(30)')
    .addColumn('lockedBy', 'varchar(100)')
    .addColumn('lastError', 'varchar(300)')
    .addColumn('failedAt', 'varchar(30)')
    .execute();
  // The claim looks only at rows still to send, by due time; given-up rows stay out of the index.
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['nextAttemptAt', 'id'])
    .where(sql.ref('failedAt'), 'is', null)
    .execute();
}
