import { foldUrlForSearch } from '../../../common/text.ts';
import { scanContains } from '../../db/contains-search.ts';
import type { Db } from '../../db/index.ts';
import { tableRepository } from '../../db/table-repository.ts';

export interface HistoryEntry {
  ipaddress: string;
  userid: string;
  url: string;
  useridSearch: string;
  urlSearch: string;
  statusCode: number;
  createdAt: string;
  revisionNo: number | null;
}

/** The access history: appended to, listed, never changed; dropped once past its retention. */
export function historyRepository(db: Db) {
  const { list } = tableRepository(db, { table: 'access_history', idField: 'id' });
  return {
    list,
    insert: async (entry: HistoryEntry) => {
      await db.insertInto('access_history').values(entry).execute();
    },
    /** Entries whose URL names one of `texts` (lower case): their URL becomes `masked`. */
    maskMentions: async (texts: string[], masked: (url: string) => string) => {
      const rows = await db
        .selectFrom('access_history')
        .select(['id', 'url'])
        .where(({ or }) => or(texts.map((text) => scanContains('url', text))))
        .execute();
      for (const row of rows) {
        const url = masked(row.url);
        await db
          .updateTable('access_history')
          .set({ url, urlSearch: foldUrlForSearch(url) })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.length;
    },

    removeBefore: (before: string) =>
      db.deleteFrom('access_history').where('createdAt', '<', before).executeTakeFirst(),
  };
}
