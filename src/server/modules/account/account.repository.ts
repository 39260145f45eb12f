import type { Db } from '../../db/index.ts';
import { tableRepository } from '../../db/table-repository.ts';

/** Administrator accounts. A live account is neither deleted nor switched off. */
export function accountRepository(db: Db) {
  const live = () =>
    db.selectFrom('admin_user').selectAll().where('delYn', '=', 'N').where('useYn', '=', 'Y');
  return {
    ...tableRepository(db, { table: 'admin_user', idField: 'userNo' }),

    findLive: (key: { username: string } | { userNo: number }) =>
      ('username' in key
        ? live().where('username', '=', key.username)
        : live().where('userNo', '=', key.userNo)
      ).executeTakeFirst(),

    listLiveSettings: () =>
      db
        .selectFrom('admin_user')
        .select(['userNo', 'mgtsettings'])
        .where('delYn', '=', 'N')
        .where('useYn', '=', 'Y')
        .execute(),
  };
}
