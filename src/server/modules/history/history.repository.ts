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
    /** Entries whose folded URL holds one of `folded`: their URL becomes `masked`, where that changes it. */
    maskMentions: async (folded: string[], masked: (url: string) => string) => {
      if (!folded.length) return 0;
      const rows = await db
        .selectFrom('access_history')
        .select(['id', 'url'])
        .where(({ or }) => or(folded.map((text) => scanContains('urlSearch', text))))
        .execute();
      let changed = 0;
      for (const row of rows) {
        const url = masked(row.url);
        if (url === row.url) continue;
        await db
          .updateTable('access_history')
          .set({ url, urlSearch: foldUrlForSearch(url) })
          .where('id', '=', row.id)
          .execute();
        changed++;
      }
      return changed;
    },

    removeBefore: (before: string) =>
      db.deleteFrom('access_history').where('createdAt', '<', before).executeTakeFirst(),
  };
}
