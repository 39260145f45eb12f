import type { Kysely } from 'kysely';
import { createSearchIndexes } from '../contains-search.ts';
import type { MigrationContext } from '../migrate.ts';

/**
 * Job applications (decision 032): what an applicant sent with their CV, where staff have got with it
 * and their note. The job's title is copied in, so a list reads one table and an application
 * keeps its job's name after the job is deleted. Also: the CV an applicant chose kept for a form
 * refused without scripts (held_upload), and the queued e-mails about an application, so that
 * they are erased with it (mail_outbox.applicationNo).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const TEXTS = [
  'jobTitle',
  'name',
  'email',
  'phone',
  'coverLetter',
  'note',
  'fileUrl',
  'fileName',
  'policyChecked',
  'ipaddress',
  'applicantSearch',
];

export async function up(db: Db, { dialect, idType }: MigrationContext): Promise<void> {
  let table = db.schema
    .createTable('application')
    .addColumn('applicationNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('jobNo', 'integer', (c) => c.notNull())
    .addColumn('localeCd', 'varchar(2)', (c) => c.notNull().defaultTo('EN'))
    .addColumn('statusCd', 'varchar(2)', (c) => c.notNull().defaultTo('10'))
    .addColumn('useYn', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('delYn', 'varchar(1)', (c) => c.notNull().defaultTo('N'));
  for (const column of TEXTS) table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await table
    .addColumn('createId', 'varchar(50)')
    .addColumn('createDt', 'varchar(30)', (c) => c.notNull())
    .addColumn('modifyId', 'varchar(50)')
    .addColumn('modifyDt', 'varchar(30)')
    .execute();
  // The list's pages, newest first (decision 015); a job's applications; the CV download's lookup.
  await db.schema
    .createIndex('application_page_idx')
    .on('application')
    .columns(['delYn', 'applicationNo desc', 'statusCd'])
    .execute();
  await db.schema.createIndex('application_job_idx').on('application').columns(['jobNo', 'delYn']).execute();
  await db.schema.createIndex('application_file_idx').on('application').column('fileUrl').execute();
  await db.schema.createIndex('application_created_idx').on('application').column('createDt').execute();
  await createSearchIndexes(db, dialect, [
    { table: 'application', id: 'applicationNo', columns: ['applicantSearch'] },
  ]);

  await db.schema
    .createTable('held_upload')
    .addColumn('id', idType, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('fileUrl', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('applicationNo', 'integer').execute();
}
