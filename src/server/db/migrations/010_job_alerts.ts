import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Job alerts (decision 033): a visitor's e-mail address with the job list's filters, confirmed
 * through a link (double opt-in), and the jobs already announced to the alerts. The announcement
 * marker's key is what makes every alert e-mail go once, whichever instance checks first.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { idType, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('job_alert')
    .addColumn('alertNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('localeCd', 'varchar(2)', (c) => c.notNull())
    // The filters as the visitor's list had them; folded when matched, as the list does.
    .addColumn('searchText', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('searchIn', 'varchar(10)', (c) => c.notNull().defaultTo('title'))
    .addColumn('employmentType', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // sha256 of the address and the folded filters: signing up again finds the same row.
    .addColumn('filterKey', 'varchar(64)', (c) => c.notNull().unique())
    // 32 random bytes (base64url): the proof in the confirm and unsubscribe links.
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    // Where the links in its e-mails lead: the site's origin the sign-up came through.
    .addColumn('siteOrigin', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('confirmedAt', 'varchar(30)')
    .execute();
  // The purge deletes unconfirmed sign-ups by age; the check reads confirmed ones.
  await db.schema
    .createIndex('job_alert_confirmed_idx')
    .on('job_alert')
    .columns(['confirmedAt', 'createdAt'])
    .execute();
  await db.schema
    .createTable('job_alert_announced')
    .addColumn('jobNo', 'integer', (c) => c.primaryKey())
    .addColumn('announcedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('mailCount', 'integer', (c) => c.notNull())
    .execute();
}
