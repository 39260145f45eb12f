import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { PrivacyRequestTable } from '../../db/schema.ts';

/** The log of people's requests staff answered (`privacy_request`). */
export function privacyRequestRepository(db: Db) {
  return {
    insert: (row: Insertable<PrivacyRequestTable>) =>
      db
        .insertInto('privacy_request')
        .values(row)
        .returning('requestNo')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.requestNo)),

    /** Newest first. */
    async list({ offset, limit }: { offset: number; limit: number }) {
      const [list, count] = await Promise.all([
        db
          .selectFrom('privacy_request')
          .selectAll()
          .orderBy('requestNo', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('privacy_request')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(count.n) };
    },

    removeBefore: async (before: string): Promise<number> =>
      Number(
        (await db.deleteFrom('privacy_request').where('createdAt', '<', before).executeTakeFirst())
          .numDeletedRows,
      ),
  };
}
