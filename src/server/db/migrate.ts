import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db, DialectName } from './index.ts';
import * as initial from './migrations/001_initial.ts';
import * as storedFile from './migrations/002_stored_file.ts';
import * as searchColumns from './migrations/003_search_columns.ts';
import * as mailOutbox from './migrations/004_mail_outbox.ts';
import * as taskLease from './migrations/005_task_lease.ts';
import * as searchIndex from './migrations/006_search_index.ts';
import * as listIndexes from './migrations/007_list_indexes.ts';
import * as jobFields from './migrations/008_job_fields.ts';
import * as applications from './migrations/009_applications.ts';
import * as jobAlerts from './migrations/010_job_alerts.ts';
import * as translations from './migrations/011_translations.ts';
import * as schedules from './migrations/012_schedules.ts';
import * as media from './migrations/013_media.ts';
import * as revisions from './migrations/014_revisions.ts';
import * as seo from './migrations/015_seo.ts';
import * as twoFactor from './migrations/016_two_factor.ts';
import * as privacyNotice from './migrations/017_privacy_notice.ts';
import * as privacyRequests from './migrations/018_privacy_requests.ts';

export interface MigrationContext {
  dialect: DialectName;
  /** Auto-increment key type: 'integer' on SQLite, 'serial' on PostgreSQL. */
  idType: 'integer' | 'serial';
}

/** Versioned migrations, applied in name order at every start. Add new files here, never edit old ones. */
const MIGRATIONS = {
  '001_initial': initial,
  '002_stored_file': storedFile,
  '003_search_columns': searchColumns,
  '004_mail_outbox': mailOutbox,
  '005_task_lease': taskLease,
  '006_search_index': searchIndex,
  '007_list_indexes': listIndexes,
  '008_job_fields': jobFields,
  '009_applications': applications,
  '010_job_alerts': jobAlerts,
  '011_translations': translations,
  '012_schedules': schedules,
  '014_revisions': revisions,
  '015_seo': seo,
  '013_media': media,
  '016_two_factor': twoFactor,
  '017_privacy_notice': privacyNotice,
  '018_privacy_requests': privacyRequests,
};

export async function migrate(db: Db, dialect: DialectName): Promise<void> {
  const context: MigrationContext = { dialect, idType: dialect === 'sqlite' ? 'integer' : 'serial' };
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [
          name,
          { up: (database) => m.up(database, context) },
        ]),
      ),
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
