import type { Db } from '../../db/index.ts';

/** Hits of the abuse limits, one row each, per bucket (e.g. 'qna') and key (e.g. an address). */
export function rateLimitRepository(db: Db) {
  return {
    async countSince(bucket: string, key: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('rate_event')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', bucket)
        .where('key', '=', key)
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
