import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Schedules with a time (decision 035). News and banners gain `publishAt` and
 * `takeDownAt`, UTC instants as ISO text (to the minute), null for no limit: every item saved
 * before is public as it was. Jobs and videos keep their date windows and gain `startTime` and
 * `endTime`, 'HH:MM' in Vietnam, null for the whole first or last day: their windows stay as
 * they were.
 *
 * Each list's page index (decision 015, migration 007) is made again with the new columns last,
 * so that a visitor's page and its count still judge visibility from the index alone.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const LEAD = ['localeCd', 'delYn'];
const WINDOW = ['dateCd', 'startDt', 'endDt', 'startTime', 'endTime'];
const SCHEDULE = ['publishAt', 'takeDownAt'];

const PAGE_INDEXES: Array<{ table: string; added: string[]; columns: string[] }> = [
  { table: 'banner', added: SCHEDULE, columns: [...LEAD, 'bannerNo desc', 'useYn', ...SCHEDULE] },
  { table: 'news', added: SCHEDULE, columns: [...LEAD, 'newsNo desc', 'useYn', 'typeCd', ...SCHEDULE] },
  { table: 'job', added: ['startTime', 'endTime'], columns: [...LEAD, 'jobNo desc', 'useYn', ...WINDOW] },
  {
    table: 'video',
    added: ['startTime', 'endTime'],
    columns: [...LEAD, 'typeCd', 'videoNo desc', 'useYn', ...WINDOW],
  },
];

export async function up(db: Db, _context: MigrationContext): Promise<void> {
  for (const { table, added, columns } of PAGE_INDEXES) {
    for (const column of added)
      await db.schema
        .alterTable(table)
        .addColumn(column, column.endsWith('Time') ? 'varchar(5)' : 'varchar(30)')
        .execute();
    await db.schema.dropIndex(`${table}_page_idx`).execute();
    await db.schema.createIndex(`${table}_page_idx`).on(table).columns(columns).execute();
  }
}
