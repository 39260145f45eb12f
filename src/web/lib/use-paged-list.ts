import { useRef, useState } from 'react';
import { getPublic, type ListResult } from './api.ts';

/**
 * 'View more' lists (jobs, FAQs, press releases): the server renders the first page; each click
 * appends the next one. The button hides when a page comes back shorter than the page size. A new
 * search starts the list afresh (spec 4).
 */
export function usePagedList<T>({
  path,
  pageSize,
  first,
  query,
}: {
  path: string;
  pageSize: number;
  first: ListResult<T>;
  query: Record<string, string | number | undefined>;
}) {
  const [items, setItems] = useState<T[]>(first.list);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(first.list.length >= pageSize && first.total > first.list.length);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

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
      setTotal(result.total);
      setPage(pageNo);
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
    /** Appends the next page. */
    more: (extra: Record<string, string | number | undefined> = {}) => load(page + 1, extra, true),
    /** Clears the list and loads page 1 with new search parameters. */
    reset: (extra: Record<string, string | number | undefined> = {}) => {
      setItems([]);
      return load(1, extra, false);
    },
  };
}
