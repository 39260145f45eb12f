/**
 * When visitors' view of a scheduled type next changes by itself (a scheduled publication,
 * take-down, window start or end), in ms since the epoch; undefined when nothing is ahead. Shared
 * caches keep an answer no longer (decision 041).
 */
export interface ScheduleHorizon {
  nextChange(): Promise<number | undefined>;
  /**
   * Until when the view at `minute` stays the same (ms since the epoch; null: nothing ahead), asked
   * of the database each time, whose answer is kept as the lists' totals are (list-totals.ts), so
   * that it is exactly as current as the totals it keys (`VisibleAt.sameUntil`, decision 067).
   */
  sameUntil(minute: string): Promise<number | null>;
  /** A write may have moved the horizon: the next question goes to the database. */
  forget(): void;
}

/** How long an answer is reused: another instance's save is seen as late as the micro-cache sees it. */
const REUSED_MS = 2000;

/**
 * The horizon of one type, asked of the database (`nextScheduledChange`, from the minute visitors
 * see now) at most every two seconds, and again after `forget`.
 */
export function scheduleHorizon({
  minute,
  nextScheduledChange,
}: {
  /** The minute public visibility is judged at (decision 035). */
  minute: () => string;
  nextScheduledChange: (minute: string) => Promise<string | null>;
}): ScheduleHorizon {
  let known: { minute: string; until: number; at: Promise<number | undefined> } | null = null;
  return {
    nextChange() {
      const now = minute();
      const clock = Date.now();
      if (known?.minute === now && known.until >= clock) return known.at;
      const at = nextScheduledChange(now).then((iso) => (iso ? Date.parse(iso) : undefined));
      known = { minute: now, until: clock + REUSED_MS, at };
      at.catch(() => {
        known = null;
      });
      return at;
    },
    forget() {
      known = null;
    },
    sameUntil: (at) => nextScheduledChange(at).then((iso) => (iso ? Date.parse(iso) : null)),
  };
}
