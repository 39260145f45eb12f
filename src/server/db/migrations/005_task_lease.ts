import type { Kysely } from 'kysely';

/**
 * One row per periodic task (the hourly retention purge): which instance holds it until when, and
 * when it last ran, so that several instances on one database run each slot exactly once.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('task_lease')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(100)')
    .addColumn('lockedUntil', 'varchar(30)')
    .addColumn('lastRunAt', 'varchar(30)')
    .execute();
}
