import type { Kysely } from 'kysely';
import type { ContentTableSnapshot } from '../../../common/content-declaration.ts';
import { createContentTable } from '../content-table.ts';
import type { MigrationContext } from '../migrate.ts';

/**
 * Events and hiring days (decision 044): the `event` table, as its declaration made it on the day
 * this migration was written (`contentTableOf`). Frozen: a later change of the declaration is a
 * migration of its own (019_events.test.ts compares this copy with the live declaration).
 */
export const EVENT_TABLE: ContentTableSnapshot = {
  table: 'event',
  idField: 'eventNo',
  columns: [
    ['kind', 'text'],
    ['title', 'text'],
    ['summary', 'text'],
    ['contents', 'text'],
    ['startAt', 'instant'],
    ['endAt', 'instant'],
    ['place', 'text'],
    ['publishAt', 'instant'],
    ['takeDownAt', 'instant'],
    ['imageUrl', 'text'],
    ['imageName', 'text'],
    ['imageVariants', 'text'],
    ['mediaNo', 'integer'],
    ['titleSearch', 'text'],
    ['contentsSearch', 'text'],
  ],
  pageFilters: ['useYn', 'publishAt', 'takeDownAt'],
  searched: ['titleSearch', 'contentsSearch'],
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  await createContentTable(db, dialect, EVENT_TABLE);
}
