import { addDays, vietnamDate } from '../../../common/dates.ts';
import { minuteOf } from '../../../common/schedule-times.ts';
import type { Auth } from '../../auth.ts';
import type { Clock } from '../../clock.ts';
import type { ListFilter } from '../../db/table-repository.ts';
import { badRequest } from '../../errors.ts';
import type { ContentResource } from './resource.ts';

/** How far ahead the start screen and the list filter `soon` look (decision 059). */
export const SOON_DAYS = 7;

const SOON = ['live', 'closing'] as const;
export type Soon = (typeof SOON)[number];

/**
 * The staff list filter `soon` of a scheduled type (decision 059): `live`, the items going live in
 * the next seven days (a publishAt from this minute on; a date window starting from tomorrow, in
 * Vietnam); `closing`, those closing in them (a takeDownAt from this minute on; a date window, a
 * job's deadline, ending from today on). Visitors' lists and unscheduled types ignore it.
 */
export function soonFilterOf(resource: ContentResource, now: Clock) {
  return (q: Record<string, unknown>, auth: Auth | null): Pick<ListFilter, 'equals' | 'ranges'> => {
    const sent = typeof q.soon === 'string' ? q.soon : '';
    if (!auth || !sent || !resource.schedule) return {};
    if (!(SOON as readonly string[]).includes(sent)) throw badRequest('soon must be one of live, closing');
    const at = now();
    if (resource.schedule === 'publishWindow') {
      const from = minuteOf(at);
      const before = minuteOf(new Date(at.getTime() + SOON_DAYS * 86_400_000));
      return { ranges: [{ column: sent === 'live' ? 'publishAt' : 'takeDownAt', from, before }] };
    }
    const today = vietnamDate(at);
    return {
      equals: { dateCd: '10' },
      ranges: [
        sent === 'live'
          ? { column: 'startDt', from: addDays(today, 1), before: addDays(today, SOON_DAYS + 1) }
          : { column: 'endDt', from: today, before: addDays(today, SOON_DAYS + 1) },
      ],
    };
  };
}
