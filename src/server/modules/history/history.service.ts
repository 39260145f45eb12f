import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch, foldUrlForSearch } from '../../../common/text.ts';
import type { Db } from '../../db/index.ts';
import { parseOrThrow } from '../../errors.ts';
import { pageOf, searchFilter, sortOrder } from '../list-query.ts';
import { historyRepository } from './history.repository.ts';

const SECRET_PARAMS = /([?&](?:password|token|pw|pass|secret)=)[^&]*/gi;

/** Sort keys of the history list (the row's field names). */
const SORT = {
  createdAt: 'createdAt',
  ipaddress: 'ipaddress',
  userid: 'useridSearch',
  url: 'urlSearch',
} as const;

/**
 * Who called which admin URL from where, with what result. Append-only: no API deletes it; only the
 * retention purge drops entries older than HISTORY_RETENTION_DAYS.
 */
export function historyService(db: Db) {
  const repo = historyRepository(db);
  return {
    /** Secrets in query strings are masked before they are stored. */
    async record(entry: { ip: string; account: string; method: string; url: string; statusCode: number }) {
      const userid = entry.account.slice(0, 100);
      const url = `${entry.method} ${entry.url.replace(SECRET_PARAMS, '$1***')}`.slice(0, 1000);
      await repo.insert({
        ipaddress: entry.ip,
        userid,
        url,
        useridSearch: foldForSearch(userid),
        urlSearch: foldUrlForSearch(url),
        statusCode: entry.statusCode,
        createdAt: new Date().toISOString(),
      });
    },

    /** Deletes the entries written before `before`; returns how many. */
    removeBefore: async (before: Date): Promise<number> =>
      Number((await repo.removeBefore(before.toISOString())).numDeletedRows),

    /**
     * Dates are Vietnamese calendar days, both ends inclusive. Account and URL searches fold case and
     * diacritics; the IP search is a case-insensitive contains-match on the address as stored.
     */
    async list(query: unknown) {
      const q = parseOrThrow(listQuerySchema, query);
      const { list, total } = await repo.list(
        {
          search: searchFilter(q, { ip: 'ipaddress', account: 'useridSearch', url: 'urlSearch' }),
          createdAt: {
            column: 'createdAt',
            from: q.searchStartDt && vietnamDayStartUtc(q.searchStartDt),
            before: q.searchEndDt && vietnamDayStartUtc(addDays(q.searchEndDt, 1)),
          },
        },
        pageOf(q),
        sortOrder(q, SORT, 'id'),
      );
      return { list: list.map(({ useridSearch: _u, urlSearch: _s, ...row }) => row), total };
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
