import type { LoaderContext } from '../page-data.ts';
import { pageOf, readPages } from '../paged-list.ts';
import { EVENT_PAGE_SIZE, eventFilterOf, eventListQuery } from './event-list.ts';

/**
 * The events of the URL's tab (`?when=past`, else upcoming) and kind (`?kind=20`), pages up to
 * `?page=N`; the tabs and the kind filter are links, so all of it works without scripts.
 */
export async function load({ read, query }: LoaderContext) {
  const filter = eventFilterOf(query);
  const list = await readPages(
    (q) => read.list('event', { ...q, ...eventListQuery(filter) }),
    EVENT_PAGE_SIZE,
    pageOf(query),
  );
  return { data: { ...list, filter } };
}
