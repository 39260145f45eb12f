import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import type { Db } from '../../db/index.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { pageOf, searchFilter } from '../list-query.ts';
import { historyRepository } from './history.repository.ts';

const SECRET_PARAMS = /([?&](?:password|token|pw|pass|secret)=)[^&]*/gi;

/** Who called which admin URL from where, with what result. Append-only: no API deletes it. */
export function historyService(db: Db) {
  const repo = historyRepository(db);
  return {
    /** Secrets in query strings are masked before they are stored. */
    async record(entry: { ip: string; account: string; method: string; url: string; statusCode: number }) {
      await repo.insert({
        ipaddress: entry.ip,
        userid: entry.account.slice(0, 100),
        url: `${entry.method} ${entry.url.replace(SECRET_PARAMS, '$1***')}`.slice(0, 1000),
        statusCode: entry.statusCode,
        createdAt: new Date().toISOString(),
      });
    },

    /** Dates are Vietnamese calendar days, both ends inclusive. */
    async list(query: unknown) {
      const q = parseOrThrow(listQuerySchema, query);
      return repo.list(
        {
          search: searchFilter(q, { ip: 'ipaddress', account: 'userid', url: 'url' }),
          createdAt: {
            column: 'createdAt',
            from: q.searchStartDt && vietnamDayStartUtc(q.searchStartDt),
            before: q.searchEndDt && vietnamDayStartUtc(addDays(q.searchEndDt, 1)),
          },
        },
        pageOf(q),
      );
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
