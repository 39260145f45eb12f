import { useEffect, useRef, useState } from 'react';
import { getPublic, type ListResult } from './api.ts';

/** The address bar's `page` parameter follows the list, so a reload or a shared link shows as much. */
function showPageInUrl(page: number) {
  const url = new URL(window.location.href);
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  url.hash = '';
  window.history.replaceState(window.history.state, '', url);
}

/**
 * 'View more' lists (jobs, FAQs, press releases, events): the server renders pages up to the URL's
 * `page` (`first.page`, default 1); each click appends the next one. The button hides when a page
 * comes back shorter than the page size. A new search starts the list afresh (spec 4). Once an
 * appended page arrives, keyboard focus goes to its first item's link or question (the list element
 * given `listRef`), so a keyboard or screen reader user carries on where the list grew.
 */
export function usePagedList<T>({
  path,
  pageSize,
  first,
  query,
}: {
  path: string;
  pageSize: number;
  first: ListResult<T> & { page?: number; firstPage?: number };
  query: Record<string, string | number | undefined>;
}) {
  const firstPage = first.page ?? 1;
  const [items, setItems] = useState<T[]>(first.list);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(firstPage);
  const [shownFrom, setShownFrom] = useState(first.firstPage ?? 1);
  const [hasMore, setHasMore] = useState(first.list.length > 0 && firstPage * pageSize < first.total);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the first item of a page being appended, until it arrives. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a, summary')?.focus();
  }, [items.length]);

  const load = async (
    pageNo: number,
    extra: Record<string, string | number | undefined>,
    append: boolean,
  ) => {
    const id = ++request.current;
    setLoading(true);
    setError(null);
    try {
      const result = await getPublic<ListResult<T>>(path, { ...query, ...extra, pageNo, pageCnt: pageSize });
      if (id !== request.current) return;
      setItems((prev) => (append ? [...prev, ...result.list] : result.list));
      if (!append) setShownFrom(pageNo);
      setTotal(result.total);
      setPage(pageNo);
      showPageInUrl(pageNo);
      setHasMore(result.list.length >= pageSize && pageNo * pageSize < result.total);
    } catch (e) {
      if (id === request.current) setError(e instanceof Error ? e.message : String(e));
    } finally {
      if (id === request.current) setLoading(false);
    }
  };

  return {
    items,
    total,
    hasMore,
    isLoading,
    error,
    /** The page shown last. */
    page,
    /** The page shown first: 1, unless a long list's URL asked for a later page. */
    firstPage: shownFrom,
    /** The list element whose items take focus as pages are appended. */
    listRef,
    /** Appends the next page. */
    more: (extra: Record<string, string | number | undefined> = {}) => {
      focusFrom.current = items.length;
      return load(page + 1, extra, true);
    },
    /** Clears the list and loads page 1 with new search parameters. */
    reset: (extra: Record<string, string | number | undefined> = {}) => {
      setItems([]);
      return load(1, extra, false);
    },
  };
}
