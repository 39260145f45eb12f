import type { Db } from '../../db/index.ts';

/** Rows of edit_presence: one per item and session that has it open. */
export function presenceRepository(db: Db) {
  return {
    /** A heartbeat: the row is made on the first, and its last-seen time moved on the next. */
    beat: (row: { contentType: string; itemNo: number; sessionKey: string; userNo: number; now: string }) =>
      db
        .insertInto('edit_presence')
        .values({
          contentType: row.contentType,
          itemNo: row.itemNo,
          sessionKey: row.sessionKey,
          userNo: row.userNo,
          openedAt: row.now,
          lastSeenAt: row.now,
        })
        .onConflict((oc) =>
          oc
            .columns(['contentType', 'itemNo', 'sessionKey'])
            .doUpdateSet({ lastSeenAt: row.now, userNo: row.userNo }),
        )
        .execute(),

    leave: (row: { contentType: string; itemNo: number; sessionKey: string }) =>
      db
        .deleteFrom('edit_presence')
        .where('contentType', '=', row.contentType)
        .where('itemNo', '=', row.itemNo)
        .where('sessionKey', '=', row.sessionKey)
        .execute(),

    /** Rows nobody has confirmed since `before`. */
    removeStale: (before: string) =>
      db.deleteFrom('edit_presence').where('lastSeenAt', '<', before).execute(),

    /**
     * Accounts other than `userNo` with items of the type open since `seenSince` (one item, or
     * every item of the type), each with its earliest open session: an account in two tabs is one.
     */
    others: (query: { contentType: string; itemNo?: number; userNo: number; seenSince: string }) => {
      let select = db
        .selectFrom('edit_presence as p')
        .innerJoin('admin_user as u', 'u.userNo', 'p.userNo')
        .select((eb) => ['p.itemNo', 'u.username', 'u.manager', eb.fn.min('p.openedAt').as('since')])
        .where('p.contentType', '=', query.contentType)
        .where('p.userNo', '<>', query.userNo)
        .where('p.lastSeenAt', '>=', query.seenSince)
        .groupBy(['p.itemNo', 'u.userNo', 'u.username', 'u.manager'])
        .orderBy('p.itemNo')
        .orderBy('since');
      if (query.itemNo !== undefined) select = select.where('p.itemNo', '=', query.itemNo);
      return select.execute();
    },
  };
}
