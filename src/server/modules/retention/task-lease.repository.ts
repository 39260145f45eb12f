import type { Db } from '../../db/index.ts';

/** Rows of task_lease: who holds a periodic task until when, and when it last ran. */
export function taskLeaseRepository(db: Db) {
  return {
    /** The task's row, created empty the first time any instance asks. */
    ensure: (name: string) =>
      db
        .insertInto('task_lease')
        .values({ name, holder: null, lockedUntil: null, lastRunAt: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute(),

    /** When the task last ran (ISO), null when never. */
    lastRunAt: async (name: string): Promise<string | null> =>
      (await db.selectFrom('task_lease').select('lastRunAt').where('name', '=', name).executeTakeFirst())
        ?.lastRunAt ?? null,

    /**
     * One atomic UPDATE: it changes the row only if the task has not run since `slotStart` and
     * nobody holds it at `now`. Of instances racing, the database lets exactly one match (on
     * PostgreSQL the others wait for its commit, then see the new lease and match nothing).
     */
    take: (lease: { name: string; holder: string; now: string; slotStart: string; lockedUntil: string }) =>
      db
        .updateTable('task_lease')
        .set({ holder: lease.holder, lockedUntil: lease.lockedUntil })
        .where('name', '=', lease.name)
        .where((eb) => eb.or([eb('lastRunAt', 'is', null), eb('lastRunAt', '<', lease.slotStart)]))
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', lease.now)]))
        .executeTakeFirst(),

    /** Records the run and frees the task, if `holder` still holds it. */
    finish: (lease: { name: string; holder: string; lastRunAt: string }) =>
      db
        .updateTable('task_lease')
        .set({ lastRunAt: lease.lastRunAt, lockedUntil: null })
        .where('name', '=', lease.name)
        .where('holder', '=', lease.holder)
        .execute(),
  };
}
