/**
 * When each background loop of this instance last got through a check (decision 062): the mail
 * outbox sender, the retention purge, the job alerts, the schedule's CDN purge. A loop declares
 * itself with the interval of its own timing, then reports each check that completed: one that
 * found nothing to do, or found it was another instance's turn, counts; one that threw or could not
 * reach the database does not. `GET /metrics` and `GET /healthz?deep=1` read the ages.
 */

/** Missed checks in a row that make a loop stalled: two can be a blip (a database restart), three are not. */
export const STALLED_AFTER_CHECKS = 3;
/** Never sooner: a loop polling every second is not stalled by a 5 s failover (and pages within 45 s). */
export const STALLED_AFTER_MIN_MS = 20_000;

export interface TaskState {
  /** kebab-case, the `task` label of `kv_task_last_success_age_seconds`. */
  task: string;
  /** Since the last completed check, or since the app started when none has completed yet. */
  lastSuccessAgeSeconds: number;
  stalledAfterSeconds: number;
  isStalled: boolean;
}

/** What a loop sees: it declares itself and gets what it calls after each completed check. */
export interface TaskTracker {
  track(task: string, { everyMs }: { everyMs: number }): () => void;
}

export type TaskHealth = TaskTracker & { report(): TaskState[] };

/** One registry per app; `now` is the app's clock (a test moves it to make an age climb). */
export function taskHealth({ now }: { now: () => Date }): TaskHealth {
  const startedAt = now().getTime();
  const tasks = new Map<string, { lastSuccessAt: number; stalledAfterMs: number }>();
  return {
    track(task, { everyMs }) {
      const state = {
        lastSuccessAt: startedAt,
        stalledAfterMs: Math.max(STALLED_AFTER_CHECKS * everyMs, STALLED_AFTER_MIN_MS),
      };
      tasks.set(task, state);
      return () => {
        state.lastSuccessAt = now().getTime();
      };
    },

    report() {
      const at = now().getTime();
      return [...tasks].map(([task, { lastSuccessAt, stalledAfterMs }]) => {
        // A test clock may be set back: an age is never negative.
        const ageMs = Math.max(0, at - lastSuccessAt);
        return {
          task,
          lastSuccessAgeSeconds: ageMs / 1000,
          stalledAfterSeconds: stalledAfterMs / 1000,
          isStalled: ageMs > stalledAfterMs,
        };
      });
    },
  };
}
