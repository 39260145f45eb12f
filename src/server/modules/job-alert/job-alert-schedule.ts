import type { FastifyInstance } from 'fastify';
import type { TaskTracker } from '../../task-health.ts';
import { repeatUntilStopped } from '../retention/purge-schedule.ts';
import type { TaskLeaseService } from '../retention/task-lease.service.ts';
import type { JobAlertService } from './job-alert.service.ts';

export const JOB_ALERT_TASK = 'job-alerts';

/**
 * Every instance checks every two minutes; the lease lets one of them run each two-minute slot.
 * A job saved visible is announced within about two minutes, and a job whose window opens today
 * at the first check of the day (Vietnam time). Two checks at once are harmless anyway: the job's
 * announcement marker is written in the transaction with its e-mails, once.
 */
export const JOB_ALERT_TIMING = { firstCheckMs: 30_000, checkEveryMs: 2 * 60_000 };

/**
 * The server's own job alert check: starts with the app, stops before the database closes. Each
 * check that completes tells `tasks` the loop is alive (decision 062).
 */
export function scheduleJobAlerts(
  app: FastifyInstance,
  { jobAlerts, lease, tasks }: { jobAlerts: JobAlertService; lease: TaskLeaseService; tasks: TaskTracker },
  timing = JOB_ALERT_TIMING,
): void {
  const succeeded = tasks.track(JOB_ALERT_TASK, { everyMs: timing.checkEveryMs });
  const holder = `${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  const check = async () => {
    const now = new Date();
    const outcome = await lease.runOncePerSlot(
      { task: JOB_ALERT_TASK, holder, now, slotMs: timing.checkEveryMs },
      () => jobAlerts.announceLiveJobs(now),
    );
    // Counts only: the addresses are what must not reach the logs.
    if (outcome.hasRun && outcome.result.jobs) app.log.info({ announced: outcome.result }, 'job alerts');
    succeeded();
  };
  const stop = repeatUntilStopped(
    () => check().catch((err: unknown) => app.log.error({ err }, 'job alert check failed')),
    timing,
  );
  // preClose, as the purge's: the database closes in an onClose hook.
  app.addHook('preClose', stop);
}
