import type { Db } from '../../db/index.ts';
import { taskLeaseRepository } from './task-lease.repository.ts';

/** How long a holder keeps a task: one that dies mid-run frees it for the others after this. */
export const LEASE_MS = 30 * 60_000;

export type SlotOutcome<T> = { hasRun: true; result: T } | { hasRun: false };

/**
 * Periodic tasks that several instances on one database each try to run, done once per slot:
 * time is cut into slots of `slotMs` (an hour for the purge) and the first instance to take the
 * lease in a slot runs the task; the others skip it until the next slot.
 */
export function taskLeaseService(db: Db) {
  const repo = taskLeaseRepository(db);
  return {
    async runOncePerSlot<T>(
      slot: { task: string; holder: string; now: Date; slotMs: number },
      /** Told when the task last ran before (null: never), so a run can take up where that one left off. */
      job: (previousRunAt: Date | null) => Promise<T>,
    ): Promise<SlotOutcome<T>> {
      const { task, holder, now, slotMs } = slot;
      const slotStart = new Date(Math.floor(now.getTime() / slotMs) * slotMs);
      await repo.ensure(task);
      const taken = await repo.take({
        name: task,
        holder,
        now: now.toISOString(),
        slotStart: slotStart.toISOString(),
        lockedUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
      });
      if (Number(taken.numUpdatedRows) !== 1) return { hasRun: false };
      try {
        // Still the run before this one's: the lease's row records this run when it finishes.
        const previous = await repo.lastRunAt(task);
        return { hasRun: true, result: await job(previous ? new Date(previous) : null) };
      } finally {
        // A failed run uses up its slot too: a task that fails every time then fails once an hour,
        // not once per instance and check.
        await repo.finish({ name: task, holder, lastRunAt: now.toISOString() });
      }
    },
  };
}

export type TaskLeaseService = ReturnType<typeof taskLeaseService>;
