import type { Kysely } from 'kysely';

/**
 * A job's screening questions (decision 054): JSON text, '' for none (every job before this).
 * Applicants' answers are in `application.answers` (migration 023).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job')
    .addColumn('questions', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
