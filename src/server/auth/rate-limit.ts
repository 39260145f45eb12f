import type { Db } from '../db/index.ts';

/**
 * Abuse limits counted in the database, so that every app instance sharing it sees the same counts.
 */
export async function countRecent(db: Db, bucket: string, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs).toISOString();
  const row = await db
    .selectFrom('rate_event')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordHit(db: Db, bucket: string, key: string): Promise<void> {
  const now = new Date();
  await db.insertInto('rate_event').values({ bucket, key, createdAt: now.toISOString() }).execute();
  // Keep the table small: hits older than a day no longer count for any limit.
  if (Math.random() < 0.01)
    await db
      .deleteFrom('rate_event')
      .where('createdAt', '<', new Date(now.getTime() - 86_400_000).toISOString())
      .execute();
}
