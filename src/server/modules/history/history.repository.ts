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
}

/** The access history: appended to, listed, never changed; dropped once past its retention. */
export function historyRepository(db: Db) {
  const { list } = tableRepository(db, { table: 'access_history', idField: 'id' });
  return {
    list,
    insert: async (entry: HistoryEntry) => {
      await db.insertInto('access_history').values(entry).execute();
    },
    removeBefore: (before: string) =>
      db.deleteFrom('access_history').where('createdAt', '<', before).executeTakeFirst(),
  };
}
