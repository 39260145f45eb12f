import { LIMITS } from '../../../common/codes.ts';
import type { LoaderContext } from '../page-data.ts';
import { pageOf, readPages } from '../paged-list.ts';
import { jobSearchOf } from './job-search.ts';

/**
 * The open jobs the URL asks for: its search (`?q=…&in=contents`) and pages up to `?page=N`, so a
 * search works without scripts and a searched list is a link. 'View more' fetches the next pages.
 */
export async function load({ read, query }: LoaderContext) {
  const search = jobSearchOf(query);
  const list = await readPages(
    (q) => read.list('job', { ...q, searchType: search.field, searchText: search.text }),
    LIMITS.publicJobPageSize,
    pageOf(query),
  );
  return { data: { ...list, search } };
}
