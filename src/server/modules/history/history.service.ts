import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import { digitsOnly } from '../../../common/schemas/inquiry-rules.ts';
import { foldForSearch, foldUrlForSearch } from '../../../common/text.ts';
import type { Db } from '../../db/index.ts';
import { parseOrThrow } from '../../errors.ts';
import { pageOf, searchFilter, sortOrder } from '../list-query.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import { historyRepository } from './history.repository.ts';
import { maskPersonalParams, maskQueryValues } from './personal-params.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The forms in which a search may have named a person (decision 050): `whole` (the address, the
 * number's forms) is masked wherever a URL holds it; a query value is masked when it holds any of
 * `texts` (folded: the address, its local part, a name) or, once its digits are kept alone, any of
 * `digits` (the number without its leading 0 or 84, so '0912 345 678' and '+84912345678' are found).
 */
export interface PersonForms {
  whole: string[];
  texts: string[];
  digits: string[];
}

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
     * and of person searches too (personal-params.ts). A save names the revision it made.
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
      const url = `${entry.method} ${maskPersonalParams(entry.url)}`.slice(0, 1000);
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
     * Hides a person where a URL named them (a search typed by staff, decisions 040 and 050): the
     * entry stays, the value becomes ***. Returns how many entries changed.
     */
    maskMentions: ({ whole, texts, digits }: PersonForms) => {
      const forms = [...new Set(whole.flatMap((text) => [text, encodeURIComponent(text).toLowerCase()]))];
      const pattern = forms.length ? new RegExp(forms.map(escapeRegExp).join('|'), 'gi') : null;
      const isNaming = (value: string) => {
        const folded = foldUrlForSearch(value);
        const numbers = digitsOnly(folded);
        return texts.some((text) => folded.includes(text)) || digits.some((d) => numbers.includes(d));
      };
      const mask = (url: string) => {
        const masked = maskQueryValues(url, (_name, value) => isNaming(value));
        return pattern ? masked.replace(pattern, '***') : masked;
      };
      // Candidates by their folded URL; a number typed with spaces or dots is found by its last digits
      // (a group of three at least, whatever the grouping).
      const candidates = [...texts, ...whole.map(foldForSearch), ...digits.map((d) => d.slice(-3))];
      return repo.maskMentions([...new Set(candidates)].filter(Boolean), mask);
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
