import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * A job's structured fields (decision 031): department, location, employment type, pay
 * and whether it takes online applications, plus the folded location and department its list
 * filters on. Every column has a default, so jobs saved before answer them empty (currency VND,
 * online applying on). No index: a filtered first page still walks 007's page index in order and
 * checks the filters on the rows it meets (list-plan.api.test.ts); widening that index with these
 * columns made PostgreSQL prefer the primary key for the unfiltered admin list.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

type ColumnType = 'text' | 'varchar(20)' | 'varchar(5)' | 'varchar(3)' | 'varchar(1)';

const TEXT_COLUMNS: Array<[name: string, type: ColumnType, value: string]> = [
  ['department', 'text', ''],
  ['location', 'text', ''],
  ['employmentType', 'varchar(20)', ''],
  ['salaryCurrency', 'varchar(3)', 'VND'],
  ['salaryUnit', 'varchar(5)', ''],
  ['applyOnline', 'varchar(1)', 'Y'],
  ['departmentSearch', 'text', ''],
  ['locationSearch', 'text', ''],
];

export async function up(db: Db, _context: MigrationContext): Promise<void> {
  // One column a statement: SQLite adds one at a time.
  for (const [name, type, value] of TEXT_COLUMNS)
    await db.schema
      .alterTable('job')
      .addColumn(name, type, (c) => c.notNull().defaultTo(value))
      .execute();
  for (const name of ['salaryMin', 'salaryMax'])
    await db.schema.alterTable('job').addColumn(name, 'integer').execute();
}
