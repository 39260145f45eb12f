/**
 * When visitors' view of a scheduled type next changes by itself (a scheduled publication,
 * take-down, window start or end), in ms since the epoch. Shared caches keep an answer no longer
 * (decision 041), and a list's facts are kept under it (`VisibleAt.sameUntil`, decision 067).
 *
 * Asked of the database each time: the repository keeps its answer as the lists' totals are
 * (`nextScheduledChange`, list-totals.ts), until a write to the table by this instance or another
 * (decision 068), so the horizon keeps nothing of its own.
 */
export interface ScheduleHorizon {
  /** From the minute visitors see now; undefined when nothing is ahead. */
  nextChange(): Promise<number | undefined>;
  /** Until when the view at `minute` stays the same; null when nothing is ahead. */
  sameUntil(minute: string): Promise<number | null>;
}

export function scheduleHorizon({
  minute,
  nextScheduledChange,
}: {
  /** The minute public visibility is judged at (decision 035). */
  minute: () => string;
  nextScheduledChange: (minute: string) => Promise<string | null>;
}): ScheduleHorizon {
  const sameUntil = (at: string) => nextScheduledChange(at).then((iso) => (iso ? Date.parse(iso) : null));
  return {
    sameUntil,
    nextChange: () => sameUntil(minute()).then((at) => at ?? undefined),
  };
}
