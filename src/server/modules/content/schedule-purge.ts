import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import { itemTag } from '../../http/cdn.ts';
import type { TaskTracker } from '../../task-health.ts';
import { repeatUntilStopped } from '../retention/purge-schedule.ts';
import type { TaskLeaseService } from '../retention/task-lease.service.ts';
import type { BoardService } from './service.ts';

export const SCHEDULE_PURGE_TASK = 'schedule-purge';

const MINUTE_MS = 60_000;

/** After a pause longer than this (every instance stopped), older changes are left to s-maxage. */
const LOOK_BACK_MAX_MS = 60 * MINUTE_MS;

/**
 * Schedules change visibility on whole minutes; every instance checks four times a minute and the
 * lease lets the first check of each minute run, so a purge follows its minute by seconds.
 */
export const SCHEDULE_PURGE_TIMING = { firstCheckMs: 5_000, checkEveryMs: 15_000 };

/**
 * Names to the CDN's purge hook every item a schedule showed or hid since the last run (a job
 * whose deadline passed, a news item taken down: decision 060), with its type, whose lists
 * changed. Shared caches already stop keeping those answers at that minute (decision 041); the
 * purge also clears a CDN that keeps pages longer than it is told.
 */
export function schedulePurger({
  boards,
  lease,
  purge,
  holder = `${process.pid}:${randomBytes(4).toString('hex')}`,
}: {
  boards: readonly BoardService[];
  lease: TaskLeaseService;
  purge: (tags: string[]) => Promise<void>;
  holder?: string;
}) {
  const scheduled = boards.filter((board) => board.resource.schedule);
  return {
    /** One check at `now`: the tags purged when this instance ran it, null when it was not its turn. */
    async tick(now: Date): Promise<string[] | null> {
      const outcome = await lease.runOncePerSlot(
        { task: SCHEDULE_PURGE_TASK, holder, now, slotMs: MINUTE_MS },
        async (previousRunAt) => {
          const since = Math.max(
            previousRunAt?.getTime() ?? now.getTime() - MINUTE_MS,
            now.getTime() - LOOK_BACK_MAX_MS,
          );
          const tags: string[] = [];
          for (const board of scheduled) {
            const ids = await board.scheduleChangesBetween(new Date(since), now);
            const type = board.resource.name;
            if (ids.length) tags.push(type, ...ids.map((id) => itemTag(type, id)));
          }
          if (tags.length) await purge(tags);
          return tags;
        },
      );
      return outcome.hasRun ? outcome.result : null;
    },
  };
}

/**
 * The server's own check, on the app's clock: starts with the app, stops before the database
 * closes. Each check that completes tells `tasks` the loop is alive (decision 062).
 */
export function scheduleSchedulePurge(
  app: FastifyInstance,
  deps: Parameters<typeof schedulePurger>[0] & { now: Clock; tasks: TaskTracker },
  timing = SCHEDULE_PURGE_TIMING,
): void {
  const purger = schedulePurger(deps);
  const succeeded = deps.tasks.track(SCHEDULE_PURGE_TASK, { everyMs: timing.checkEveryMs });
  const stop = repeatUntilStopped(
    () =>
      purger
        .tick(deps.now())
        .then(succeeded)
        .catch((err: unknown) => app.log.error({ err }, 'schedule purge failed')),
    timing,
  );
  // preClose, as the retention purge's: the database closes in an onClose hook.
  app.addHook('preClose', stop);
}
