import { LIMITS } from '../../common/codes.ts';
import { type ListQuery, listQuerySchema } from '../../common/schemas/list.ts';
import { foldForSearch } from '../../common/text.ts';
import type { ColumnOf, ListFilter, SortOrder } from '../db/table-repository.ts';
import { badRequest, parseOrThrow } from '../errors.ts';

/** Admin lists: 10 a page unless asked otherwise (at most 100). */
export function pageOf(q: ListQuery) {
  const limit = q.pageCnt ?? q.pageCount ?? LIMITS.adminPageSize;
  return { limit, offset: (q.pageNo - 1) * limit };
}

/** searchType → column; the text is folded (case and diacritics ignored). */
export function searchFilter(q: ListQuery, columns: Record<string, ColumnOf>): ListFilter['search'] {
  const folded = q.searchText ? foldForSearch(q.searchText) : '';
  const types = Object.keys(columns);
  if (!folded || types.length === 0) return undefined;
  const type = q.searchType ?? types[0]!;
  // Own keys only: 'constructor' or '__proto__' must not find Object.prototype's members.
  const column = Object.hasOwn(columns, type) ? columns[type] : undefined;
  if (!column) throw badRequest(`searchType must be one of ${types.join(', ')}`);
  return { column, folded };
}

/**
 * sort → column from the list's own whitelist (never the client's text in SQL); `order` is asc
 * unless asked; ties fall back to newest first. Without `sort` the list keeps its default order
 * (undefined). An unknown sort key is a 400 naming the allowed ones.
 */
export function sortOrder(
  q: ListQuery,
  columns: Record<string, ColumnOf>,
  idField: ColumnOf,
): SortOrder | undefined {
  if (!q.sort) return undefined;
  const column = Object.hasOwn(columns, q.sort) ? columns[q.sort] : undefined;
  const keys = Object.keys(columns);
  if (!column)
    throw badRequest(keys.length ? `sort must be one of ${keys.join(', ')}` : 'This list cannot be sorted');
  return [
    [column, q.order ?? 'asc'],
    [idField, 'desc'],
  ];
}

/**
 * A staff list of accounts or addresses: live rows only (deleted ones have no trash, whatever the
 * query's delYn says), searched
 * by the given columns, paged, each row shown through `present` so no column leaks by default.
 */
export async function staffList<T, P>(
  repo: {
    list(
      filter: ListFilter,
      page: { offset: number; limit: number },
      order?: SortOrder,
    ): Promise<{ list: T[]; total: number }>;
  },
  query: unknown,
  {
    search,
    sort = {},
    idField = 'id',
    present,
  }: {
    search: Record<string, ColumnOf>;
    /** sort key → column; lists without one refuse `sort`. */
    sort?: Record<string, ColumnOf>;
    idField?: ColumnOf;
    present: (row: T) => P;
  },
) {
  const q = parseOrThrow(listQuerySchema, query);
  const { list, total } = await repo.list(
    { delYn: 'N', search: searchFilter(q, search) },
    pageOf(q),
    sortOrder(q, sort, idField),
  );
  return { list: list.map(present), total };
}
