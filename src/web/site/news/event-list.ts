import { queryString } from '../../../common/paths.ts';

/** The list's two tabs: what is not over yet (the default) and what is over. */
export type EventWhen = 'upcoming' | 'past';
/** An event's kind (EVENT_KINDS): '10' a park event, '20' a hiring day; '' both. */
export type EventKindFilter = '' | '10' | '20';

export interface EventFilter {
  when: EventWhen;
  kind: EventKindFilter;
}

export const EVENT_KIND_FILTERS: readonly EventKindFilter[] = ['', '10', '20'];

/** One page of the list: the declaration's `publicPageSize` (the page bundle does not carry it). */
export const EVENT_PAGE_SIZE = 9;

/** The tab and kind a URL asks for (`?when=past&kind=20`); anything unknown is the default. */
export function eventFilterOf(query: Record<string, string | undefined>): EventFilter {
  const kind = EVENT_KIND_FILTERS.find((value) => value && value === query.kind) ?? '';
  return { when: query.when === 'past' ? 'past' : 'upcoming', kind };
}

/** What the list API (`GET /api/event`) and the page reader take for a filter. */
export const eventListQuery = ({ when, kind }: EventFilter) => ({ when, ...(kind ? { kind } : {}) });

/** The URL parameters of a filter, defaults left out: the list's own links keep it. */
export const eventUrlQuery = ({ when, kind }: EventFilter): Record<string, string | undefined> => ({
  when: when === 'past' ? 'past' : undefined,
  kind: kind || undefined,
});

/** The list at `path` filtered as `filter` says, from its first page. */
export const eventListLink = (path: string, filter: EventFilter) =>
  `${path}${queryString(eventUrlQuery(filter))}`;
