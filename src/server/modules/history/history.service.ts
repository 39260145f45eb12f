import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch, foldUrlForSearch } from '../../../common/text.ts';
import type { Db } from '../../db/index.ts';
import { parseOrThrow } from '../../errors.ts';
import { pageOf, searchFilter, sortOrder } from '../list-query.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import { historyRepository } from './history.repository.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SECRET_PARAMS = /([?&](?:password|token|pw|pass|secret|email|phone)=)[^&]*/gi;

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
export function historyService(db: Db, { revisions }: { revisions?: Pick<RevisionService, 'itemsOf'> } = {}) {
  const repo = historyRepository(db);
  return {
    /**
     * Secrets in query strings are masked before they are stored; the values of `email` and `phone`
     * too (a personal data search names the person). A save names the revision it made.
     */
    async record(entry: {
      ip: string;
      account: string;
      method: string;
      url: string;
      statusCode: number;
      revisionNo?: number | null;
    }) {
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
        revisionNo: entry.revisionNo ?? null,
      });
    },

    /**
     * Hides a person's address or number where a URL named it (a search typed by staff, decision 040):
     * the entry stays, the text becomes ***. Returns how many entries changed.
     */
    maskMentions: (texts: string[]) => {
      const forms = [...new Set(texts.flatMap((text) => [text, encodeURIComponent(text).toLowerCase()]))];
      const pattern = new RegExp(forms.map(escapeRegExp).join('|'), 'gi');
      return repo.maskMentions(forms, (url) => url.replace(pattern, '***'));
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
          ranges: [
            {
              column: 'createdAt',
              from: q.searchStartDt && vietnamDayStartUtc(q.searchStartDt),
              before: q.searchEndDt && vietnamDayStartUtc(addDays(q.searchEndDt, 1)),
            },
          ],
        },
        pageOf(q),
        sortOrder(q, SORT, 'id'),
      );
      const saved = await revisions?.itemsOf(
        list.flatMap((row) => (row.revisionNo == null ? [] : [Number(row.revisionNo)])),
      );
      return {
        list: list.map(({ useridSearch: _u, urlSearch: _s, revisionNo, ...row }) => {
          const item = revisionNo == null ? undefined : saved?.get(Number(revisionNo));
          // The version a save made, while it is kept (an item keeps its last 50).
          return { ...row, revision: item ? { revisionNo: Number(revisionNo), ...item } : null };
        }),
        total,
      };
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
