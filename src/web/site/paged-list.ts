import { LIMITS } from '../../common/codes.ts';
import { queryString } from '../../common/paths.ts';
import type { ListResult } from '../lib/api.ts';
import type { ListQuery } from './page-data.ts';

/**
 * A 'View more' list as its URL gives it (decision 030): `?page=N` shows pages 1 to N, as a visitor
 * who pressed 'View more' N − 1 times sees it, so the button can be a plain link and a reload or a
 * shared link shows the same list. Pages 1 to N are one read while they fit in one list call
 * (LIMITS.maxPageSize rows); past that, page N is shown alone with a link to the pages before it.
 */
export interface PagedList<T> extends ListResult<T> {
  /** The last page shown. */
  page: number;
  /** The first page shown: 1, unless the list is too long to show from the start. */
  firstPage: number;
}

/** The page a URL asks for: a whole number from 1 (anything else is 1). */
export function pageOf(query: Record<string, string>): number {
  const page = Number(query.page);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** What a loader reads for the `page` of a list of `pageSize` rows; a page past the end shows the last. */
export async function readPages<T>(
  read: (query: ListQuery) => Promise<ListResult<T>>,
  pageSize: number,
  page: number,
): Promise<PagedList<T>> {
  const isFromStart = page * pageSize <= LIMITS.maxPageSize;
  const found = await read(
    isFromStart ? { pageNo: 1, pageCnt: page * pageSize } : { pageNo: page, pageCnt: pageSize },
  );
  const lastPage = Math.max(1, Math.ceil(found.total / pageSize));
  if (page > lastPage) return readPages(read, pageSize, lastPage);
  return { ...found, page, firstPage: isFromStart ? 1 : page };
}

/**
 * The link to `page` of the list at `path` (the page's own, in its language), keeping the page's
 * other parameters (`query`, e.g. the search) and scrolling to the page's first item.
 */
export const pageLink = (path: string, page: number, query: Record<string, string | undefined> = {}) =>
  `${path}${queryString({ ...query, page: page > 1 ? page : undefined })}${page > 1 ? `#page-${page}` : ''}`;

/** The id of the first item of each page, which a 'View more' link scrolls to. */
export const pageAnchor = (index: number, pageSize: number, firstPage: number) =>
  index % pageSize === 0 ? `page-${firstPage + index / pageSize}` : undefined;
