import type { Kysely } from 'kysely';

/**
 * One index per board table that a list's first page reads in order (decision 015): the filters
 * every list has (locale, deleted or not) lead, then the default order (newest first; videos
 * featured first), then the other columns visitors and staff filter on, so that the page walks
 * the index without sorting and its count is answered from the index alone. It replaces 001's
 * `<table>_list_idx` (locale, delYn, useYn, id), whose useYn before the id made an admin list,
 * which does not filter on useYn, sort every row of the locale.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const LEAD = ['localeCd', 'delYn'];

export const LIST_INDEXES: Array<{ table: string; columns: string[] }> = [
  { table: 'banner', columns: [...LEAD, 'bannerNo desc', 'useYn'] },
  { table: 'news', columns: [...LEAD, 'newsNo desc', 'useYn', 'typeCd'] },
  { table: 'faq', columns: [...LEAD, 'faqNo desc', 'useYn', 'typeCd'] },
  { table: 'job', columns: [...LEAD, 'jobNo desc', 'useYn', 'dateCd', 'startDt', 'endDt'] },
  { table: 'video', columns: [...LEAD, 'typeCd', 'videoNo desc', 'useYn', 'dateCd', 'startDt', 'endDt'] },
  { table: 'partner', columns: [...LEAD, 'partnerNo desc', 'useYn', 'typeCd'] },
  { table: 'qna', columns: [...LEAD, 'qnaNo desc', 'useYn', 'typeCd', 'statusCd'] },
];

export async function up(db: Db): Promise<void> {
  for (const { table, columns } of LIST_INDEXES) {
    await db.schema.dropIndex(`${table}_list_idx`).ifExists().execute();
    await db.schema.createIndex(`${table}_page_idx`).on(table).columns(columns).execute();
  }
}
