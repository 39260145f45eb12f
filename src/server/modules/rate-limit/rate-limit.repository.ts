import type { Db } from '../../db/index.ts';

/** Hits of the abuse limits, one row each, per bucket (e.g. 'qna') and key (e.g. an address). */
export function rateLimitRepository(db: Db) {
  return {
    /** The times of the newest hits since `since`, newest first, at most `limit` of them. */
    async newestSince(bucket: string, key: string, since: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('rate_event')
        .select('createdAt')
        .where('bucket', '=', bucket)
        .where('key', '=', key)
        .where('createdAt', '>', since)
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.createdAt);
    },

    insert: (bucket: string, key: string, createdAt: string) =>
      db.insertInto('rate_event').values({ bucket, key, createdAt }).execute(),

    listKeys: async (bucket: string) =>
      (await db.selectFrom('rate_event').select('key').distinct().where('bucket', '=', bucket).execute()).map(
        (r) => r.key,
      ),

    removeKeys: (bucket: string, keys: string[]) =>
      db.deleteFrom('rate_event').where('bucket', '=', bucket).where('key', 'in', keys).execute(),

    removeBefore: (before: string) =>
      db.deleteFrom('rate_event').where('createdAt', '<', before).executeTakeFirst(),
  };
}
