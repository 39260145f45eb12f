import { LIMITS } from '../../common/codes.ts';
import type { ListQuery } from '../../common/schemas/list.ts';
import { foldForSearch } from '../../common/text.ts';
import type { ListFilter } from '../db/table-repository.ts';
import { badRequest } from '../http/errors.ts';

/** Admin lists: 10 a page unless asked otherwise (at most 100). */
export function pageOf(q: ListQuery) {
  const limit = q.pageCnt ?? q.pageCount ?? LIMITS.adminPageSize;
  return { limit, offset: (q.pageNo - 1) * limit };
}

/** searchType → column; the text is folded (case and diacritics ignored). */
export function searchFilter(q: ListQuery, columns: Record<string, string>): ListFilter['search'] {
  const folded = q.searchText ? foldForSearch(q.searchText) : '';
  const types = Object.keys(columns);
  if (!folded || types.length === 0) return undefined;
  const type = q.searchType ?? types[0]!;
  // Own keys only: 'constructor' or '__proto__' must not find Object.prototype's members.
  const column = Object.hasOwn(columns, type) ? columns[type] : undefined;
  if (!column) throw badRequest(`searchType must be one of ${types.join(', ')}`);
  return { column, folded };
}
