import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';
import { FIRST_NOTICE_EN, FIRST_NOTICE_VI } from './017_privacy_notice.text.ts';

/**
 * The privacy notice's versions (decision 039), with version 1 published on every install,
 * and the consent each inquiry, application and job alert sign-up records: the version agreed to
 * and when. Rows sent before have neither (null): their policy box was checked before versions
 * were kept.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('privacy_notice')
    .addColumn('versionNo', 'integer', (c) => c.primaryKey())
    .addColumn('contentsEn', 'text', (c) => c.notNull())
    .addColumn('contentsVi', 'text', (c) => c.notNull())
    .addColumn('publishedAt', 'varchar(30)', (c) => c.notNull())
    // The publisher's username; null for the version the migration published.
    .addColumn('publishedBy', 'varchar(50)')
    .execute();
  await db
    .insertInto('privacy_notice')
    .values({
      versionNo: 1,
      contentsEn: FIRST_NOTICE_EN,
      contentsVi: FIRST_NOTICE_VI,
      publishedAt: new Date().toISOString(),
      publishedBy: null,
    })
    .execute();
  // One column a statement: SQLite adds one at a time.
  for (const table of ['qna', 'application', 'job_alert']) {
    await db.schema.alterTable(table).addColumn('consentVersion', 'integer').execute();
    await db.schema.alterTable(table).addColumn('consentAt', 'varchar(30)').execute();
  }
}
