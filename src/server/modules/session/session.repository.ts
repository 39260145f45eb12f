import type { Db } from '../../db/index.ts';
import type { SessionTable } from '../../db/schema.ts';

/** Session rows, keyed by the SHA-256 of their token. */
export function sessionRepository(db: Db) {
  return {
    insert: (row: SessionTable) => db.insertInto('session').values(row).execute(),

    find: (tokenHash: string) =>
      db.selectFrom('session').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst(),

    touch: (tokenHash: string, lastSeenAt: string) =>
      db.updateTable('session').set({ lastSeenAt }).where('tokenHash', '=', tokenHash).execute(),

    /** The account's sessions, newest first (ended ones included: the service filters them). */
    listForUser: (userNo: number) =>
      db
        .selectFrom('session')
        .selectAll()
        .where('userNo', '=', userNo)
        .orderBy('createdAt', 'desc')
        .orderBy('tokenHash')
        .execute(),

    removeByPublicId: (userNo: number, publicId: string) =>
      db
        .deleteFrom('session')
        .where('userNo', '=', userNo)
        .where('publicId', '=', publicId)
        .executeTakeFirst(),

    remove: (tokenHash: string) => db.deleteFrom('session').where('tokenHash', '=', tokenHash).execute(),

    removeForUsers: (userNos: number[]) => db.deleteFrom('session').where('userNo', 'in', userNos).execute(),

    removeForUserExcept: (userNo: number, keptHash: string) =>
      db.deleteFrom('session').where('userNo', '=', userNo).where('tokenHash', '<>', keptHash).execute(),

    /** Sessions past their cap at `now`, or without a request since `idleSince`. */
    removeEnded: (now: string, idleSince: string) =>
      db
        .deleteFrom('session')
        .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleSince)]))
        .executeTakeFirst(),
  };
}
