import { LIMITS } from '../../../common/codes.ts';
import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import { can } from '../../../common/permissions.ts';
import { minuteOf } from '../../../common/schedule-times.ts';
import { type ListQuery, listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import type { Clock } from '../../clock.ts';
import type { ListFilter, SortOrder, VisibleAt } from '../../db/table-repository.ts';
import { badRequest, forbidden, parseOrThrow } from '../../errors.ts';
import { searchFilter, sortOrder } from '../list-query.ts';
import type { MemberFilter } from './repository.ts';
import type { ContentResource } from './resource.ts';
import { soonFilterOf } from './soon.ts';

/**
 * Who sees which rows of a type: visitors only public ones (on, not deleted, shown by the schedule
 * at the current minute of `now`, decision 035) whatever they send; administrators filter as they
 * ask, and see the Trash with the page's delete right. Also the list plan a query makes and the
 * micro-cache keys of visitors' answers, which depend on exactly what the plan does.
 */
export function visibilityOf(resource: ContentResource, now: Clock) {
  /** The minute public visibility is judged at: one per minute, so cached totals and keys last it. */
  const visibleAt = (at: Date = now()): VisibleAt | undefined =>
    resource.schedule && { schedule: resource.schedule, minute: minuteOf(at) };

  /** Deleted rows (the Trash) are for holders of the page's delete right only. */
  const canSeeDeleted = (auth: Auth | null) => !!auth && can(auth.settings, 'd', resource.page);

  /** The rows visitors see at `at`, in any language. */
  const publicFilter = (at?: Date) => ({ useYn: 'Y', delYn: 'N', visibleAt: visibleAt(at) }) as const;

  const visibility = (q: ListQuery, auth: Auth | null): ListFilter => {
    if (auth && q.delYn === 'Y' && !canSeeDeleted(auth))
      throw forbidden('Only administrators who may delete these items can see deleted ones');
    return auth
      ? { localeCd: q.localeCd, useYn: q.useYn, delYn: q.delYn ?? 'N' }
      : { localeCd: q.localeCd ?? 'EN', ...publicFilter() };
  };

  /** statusCd filters only where the resource has one (inquiries); elsewhere it is ignored, like typeCd. */
  const statusFilter = (q: ListQuery): string | undefined => {
    const codes = resource.filters?.statusCd;
    if (!codes || !q.statusCd) return undefined;
    if (!codes.includes(q.statusCd)) throw badRequest(`statusCd must be one of ${codes.join(', ')}`);
    return q.statusCd;
  };

  /**
   * The declared field filters the query sets (an empty value sets none): a code must be one of
   * the field's, a text matches the field's whole value folded; a staff-only one is for staff.
   */
  const fieldFilters = (q: ListQuery, auth: Auth | null): ListFilter['equals'] => {
    const equals: NonNullable<ListFilter['equals']> = {};
    for (const { name, column, codes, isId, isToken, isStaffOnly } of resource.fieldFilters) {
      if (isStaffOnly && !auth) continue;
      const sent = (q as Record<string, unknown>)[name];
      const value = typeof sent === 'string' ? sent.trim() : '';
      if (!value) continue;
      if (value.length > 100) throw badRequest(`${name} must be at most 100 characters`);
      if (codes && !codes.includes(value)) throw badRequest(`${name} must be one of ${codes.join(', ')}`);
      if (isId && !/^[1-9]\d{0,9}$/.test(value)) throw badRequest(`${name} must be a record number`);
      equals[column] = isId
        ? Number(value)
        : codes
          ? value
          : isToken
            ? value.toLowerCase()
            : foldForSearch(value);
    }
    return equals;
  };

  const soonFilter = soonFilterOf(resource, now);

  /** The rows a list query selects, before paging: shared by the paged list and exports. */
  const filterOf = (q: ListQuery, auth: Auth | null): ListFilter => {
    const soon = soonFilter(q, auth);
    return {
      ...visibility(q, auth),
      typeCd: resource.hasTypeCd ? q.typeCd : undefined,
      equals: { statusCd: statusFilter(q), ...fieldFilters(q, auth), ...soon.equals },
      ranges: [
        ...(soon.ranges ?? []),
        ...(resource.dateRangeColumn
          ? [
              {
                column: resource.dateRangeColumn,
                from: q.searchStartDt && vietnamDayStartUtc(q.searchStartDt),
                before: q.searchEndDt && vietnamDayStartUtc(addDays(q.searchEndDt, 1)),
              },
            ]
          : []),
        ...whenRange(q),
      ],
      search: searchFilter(q, resource.search),
    };
  };

  /**
   * `when` on a calendar type: upcoming, the items not over at this minute (ending after it); past,
   * those over (ending at it or before). Ends are kept to the minute, so "after this minute" is
   * "from the next one". The minute is part of the plan, so a cached answer lasts it only.
   */
  const whenRange = (q: ListQuery) => {
    const calendar = resource.calendar;
    if (!calendar || !q.when) return [];
    const next = minuteOf(new Date(now().getTime() + 60_000));
    return [{ column: calendar.end, ...(q.when === 'upcoming' ? { from: next } : { before: next }) }];
  };

  /** A requested sort; else, on a calendar type asked `when`, upcoming soonest first, past latest first. */
  const orderOf = (q: ListQuery): SortOrder | undefined => {
    const asked = sortOrder(q, resource.sort, resource.idField);
    const calendar = resource.calendar;
    if (asked || !calendar || !q.when) return asked;
    const direction = q.when === 'upcoming' ? 'asc' : 'desc';
    return [
      [calendar.start, direction],
      [resource.idField, direction],
    ];
  };

  /** What a list answer depends on, and nothing else: the rows selected, the page and the order. */
  const listPlan = (query: unknown, auth: Auth | null) => {
    const q = parseOrThrow(listQuerySchema, query);
    const requested = q.pageCnt ?? q.pageCount;
    const size = requested ?? (auth ? LIMITS.adminPageSize : resource.publicPageSize);
    return {
      filter: filterOf(q, auth),
      page: size === null ? null : { limit: size, offset: (q.pageNo - 1) * size },
      order: orderOf(q),
    };
  };

  return {
    visibleAt,
    publicFilter,
    listPlan,

    /** Every row a staff list query selects, unpaged, in its order (the CSV export). */
    exportPlan(query: unknown, auth: Auth) {
      const q = parseOrThrow(listQuerySchema, query);
      return { filter: filterOf(q, auth), order: orderOf(q) };
    },

    /** One item by id: visitors a public one in any language, staff any live one (and the Trash with the right). */
    itemFilter: (auth: Auth | null): ListFilter =>
      auth ? { delYn: canSeeDeleted(auth) ? undefined : 'N' } : publicFilter(),

    /** Which members of a translation group a caller is told of: staff the live ones, visitors the public ones. */
    memberFilter: (auth: Auth | null): MemberFilter => (auth ? { delYn: 'N' } : publicFilter()),

    /**
     * The micro-cache key of a visitor's list query: queries that differ only in parameters the
     * answer ignores, in their order or in spelling (pageNo=01, a search in capitals or without
     * diacritics) share one key. An invalid query throws its 400 here, before any cache.
     */
    visitorListKey: (query: unknown) => JSON.stringify(listPlan(query, null)),

    /**
     * The micro-cache key of a visitor's item: its id and, for a scheduled type, the minute, so that
     * an answer stored before a publication or take-down is not served after it (decision 035).
     */
    visitorItemKey: (id: number) => `${id} ${visibleAt()?.minute ?? ''}`,
  };
}

export type Visibility = ReturnType<typeof visibilityOf>;
