import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { PrivacyRequestTable } from '../../db/schema.ts';

/** The log of the answers staff gave to people's requests: exports and erasures (`privacy_request`). */
export function privacyRequestRepository(db: Db) {
  return {
    insert: (row: Insertable<PrivacyRequestTable>) =>
      db
        .insertInto('privacy_request')
        .values(row)
        .returning('requestNo')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.requestNo)),

    removeBefore: async (before: string): Promise<number> =>
      Number(
        (await db.deleteFrom('privacy_request').where('createdAt', '<', before).executeTakeFirst())
          .numDeletedRows,
      ),
  };
}
