import type { Db } from '../../db/index.ts';
import { tableRepository } from '../../db/table-repository.ts';

export type IpRow = {
  id: number;
  ipaddress: string;
  memo: string;
  createdAt: string;
  useYn: string;
  version: number | null;
};

/** The admin IP allow-list. A listed address is one not deleted; a permitted one is also switched on. */
export function ipRepository(db: Db) {
  const listed = () => db.selectFrom('permitted_ip').where('delYn', '=', 'N');
  return {
    ...tableRepository<'permitted_ip', IpRow>(db, { table: 'permitted_ip', idField: 'id' }),

    findListed: (ipaddress: string) =>
      listed().selectAll().where('ipaddress', '=', ipaddress).executeTakeFirst() as Promise<
        IpRow | undefined
      >,

    isPermitted: async (ipaddress: string) =>
      (await listed()
        .select('id')
        .where('ipaddress', '=', ipaddress)
        .where('useYn', '=', 'Y')
        .executeTakeFirst()) !== undefined,
  };
}
