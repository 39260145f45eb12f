import type { Db } from '../../db/index.ts';
import type { PrivacyWithdrawalLinkTable } from '../../db/schema.ts';

/** The links to withdraw consent that e-mails carried (`privacy_withdrawal_link`). */
export function withdrawalLinkRepository(db: Db) {
  return {
    insert: (row: PrivacyWithdrawalLinkTable) =>
      db.insertInto('privacy_withdrawal_link').values(row).execute(),

    find: (tokenHash: string) =>
      db
        .selectFrom('privacy_withdrawal_link')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst(),

    remove: (tokenHash: string) =>
      db.deleteFrom('privacy_withdrawal_link').where('tokenHash', '=', tokenHash).execute(),

    removeBefore: async (before: string): Promise<number> =>
      Number(
        (await db.deleteFrom('privacy_withdrawal_link').where('createdAt', '<', before).executeTakeFirst())
          .numDeletedRows,
      ),
  };
}
