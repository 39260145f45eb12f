import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { TaskTracker } from '../../task-health.ts';
import type { PurgeReport, RetentionService } from './retention.service.ts';
import type { TaskLeaseService } from './task-lease.service.ts';

export const PURGE_TASK = 'retention-purge';
const HOUR_MS = 3_600_000;

/**
 * Every instance checks every few minutes; the lease lets the first check of each clock hour run
 * the purge, on whichever instance makes it. Checking often keeps the runs close to the hour even
 * when instances start and stop; a check that finds the hour done costs one UPDATE.
 */
export const PURGE_TIMING = { firstCheckMs: 60_000, checkEveryMs: 5 * 60_000 };

export interface PurgeLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Tells this process's checks apart from other instances' in task_lease.holder. */
const newHolder = () => `${os.hostname().slice(0, 60)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** The purge as the schedule runs it: at most once per clock hour across all instances, logged. */
export function purgeScheduler({
  retention,
  lease,
  log,
  holder = newHolder(),
}: {
  retention: Pick<RetentionService, 'purge'>;
  lease: TaskLeaseService;
  log: PurgeLog;
  holder?: string;
}) {
  return {
    /** One check at `now`: the purge's report when this instance ran it, null when it was not its turn. */
    async tick(now: Date = new Date()): Promise<PurgeReport | null> {
      const outcome = await lease.runOncePerSlot({ task: PURGE_TASK, holder, now, slotMs: HOUR_MS }, () =>
        retention.purge(now),
      );
      if (!outcome.hasRun) return null;
      const { counts, failures } = outcome.result;
      // Counts only: what was erased is exactly what must not end up in the logs.
      log.info(
        { purged: counts, ...(failures.length ? { failedSteps: failures.map((f) => f.step) } : {}) },
        'retention purge',
      );
      for (const { step, error } of failures) log.error({ err: error, step }, 'retention purge step failed');
      return outcome.result;
    },
  };
}

/**
 * Calls `check` after `firstCheckMs`, then `checkEveryMs` after each call has finished (never two at
 * once), until the returned `stop` is called; `stop` waits for a call in progress. The timers do not
 * keep the process alive.
 */
export function repeatUntilStopped(
  check: () => Promise<unknown>,
  { firstCheckMs, checkEveryMs }: typeof PURGE_TIMING,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let inProgress: Promise<unknown> = Promise.resolve();
  let isStopped = false;
  const runAfter = (ms: number) => {
    timer = setTimeout(() => {
      // `check` reports its own errors; one that throws anyway must not end the schedule.
      inProgress = check()
        .catch(() => {})
        .finally(() => {
          if (!isStopped) runAfter(checkEveryMs);
        });
    }, ms);
    timer.unref();
  };
  runAfter(firstCheckMs);
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    await inProgress;
  };
}

/**
 * The server's own hourly purge: starts with the app, stops when it closes. Each check that
 * completes, the purge run or not its turn, tells `tasks` the loop is alive (decision 062).
 */
export function schedulePurge(
  app: FastifyInstance,
  { retention, lease, tasks }: { retention: RetentionService; lease: TaskLeaseService; tasks: TaskTracker },
  timing = PURGE_TIMING,
): void {
  const scheduler = purgeScheduler({ retention, lease, log: app.log });
  const succeeded = tasks.track(PURGE_TASK, { everyMs: timing.checkEveryMs });
  const stop = repeatUntilStopped(
    () =>
      scheduler
        .tick()
        .then(succeeded)
        .catch((err: unknown) => app.log.error({ err }, 'retention purge failed')),
    timing,
  );
  // preClose, not onClose: onClose hooks run last-added first, so the database (closed by an
  // onClose hook added after this one) would be gone under a purge still running.
  app.addHook('preClose', stop);
}
