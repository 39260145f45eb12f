import type { ListQueryState } from '../../../../common/admin-paths.ts';
import type { SectionDef } from '../../sections/types.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The view a list URL asks for, keeping only what this section understands (a hand-edited URL
 * never reaches the API with a value it would refuse). Keys in a fixed order, so equal views have
 * equal URLs.
 */
export function viewOf(section: SectionDef, query: ListQueryState): ListQueryState {
  const view: ListQueryState = {};
  const text = query.searchText?.trim() ?? '';
  if (section.searchTypes.length > 0 && text) {
    view.searchType = section.searchTypes.includes(query.searchType ?? '')
      ? query.searchType!
      : section.searchTypes[0]!;
    view.searchText = text;
  }
  if (section.hasDateRange)
    for (const name of ['searchStartDt', 'searchEndDt'])
      if (ISO_DATE.test(query[name] ?? '')) view[name] = query[name]!;
  for (const filter of section.filters ?? []) {
    const value = query[filter.name] ?? '';
    const isKnown =
      'options' in filter ? filter.options('EN').some((o) => o.value === value) : filter.accepts.test(value);
    if (isKnown) view[filter.name] = value;
  }
  if (section.columns.some((c) => c.sort && c.sort === query.sort)) {
    view.sort = query.sort!;
    view.order = query.order === 'desc' ? 'desc' : 'asc';
  }
  return view;
}

/** The search form's fields, as typed (applied on Search). */
export function draftOf(section: SectionDef, view: ListQueryState): ListQueryState {
  const draft: ListQueryState = {
    searchType: view.searchType ?? section.searchTypes[0] ?? '',
    searchText: view.searchText ?? '',
    searchStartDt: view.searchStartDt ?? '',
    searchEndDt: view.searchEndDt ?? '',
  };
  for (const filter of section.filters ?? []) draft[filter.name] = view[filter.name] ?? '';
  return draft;
}

/** The next view of a heading's click: ascending, then descending, then back to the list's own order. */
export function nextSort(view: ListQueryState, sort: string): ListQueryState {
  const isCurrent = view.sort === sort;
  const next = !isCurrent ? { sort, order: 'asc' } : view.order === 'asc' ? { sort, order: 'desc' } : {};
  return { ...view, sort: '', order: '', ...next };
}
