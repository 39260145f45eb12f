import { MSG } from '../../../common/messages.ts';
import { ipCheckSchema, ipSchema } from '../../../common/schemas/admin.ts';
import { deleteBodySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/index.ts';
import { assertVersion, versionOf } from '../../db/row-version.ts';
import type { Config } from '../../env.ts';
import { conflict, notFound, parseOrThrow } from '../../errors.ts';
import { staffList } from '../list-query.ts';
import { type IpRow, ipRepository } from './ip.repository.ts';

const present = (row: IpRow) => ({
  id: row.id,
  ipaddress: row.ipaddress,
  memo: row.memo,
  useYn: row.useYn,
  createdAt: row.createdAt,
  version: versionOf(row),
});

const deleteBody = deleteBodySchema('id');

/**
 * The admin IP allow-list: on by default, extended by ADMIN_IP_ALLOWLIST, disabled by 'off'. An
 * administrator can never remove or change the address they are connected from, so nobody locks
 * themselves out by mistake.
 */
export function ipService({ db, config }: { db: Db; config: Readonly<Config> }) {
  const repo = ipRepository(db);

  const load = async (id: number) => {
    const row = await repo.findById(id, { delYn: 'N' });
    if (!row) throw notFound();
    return row;
  };

  return {
    async isPermitted(ip: string): Promise<boolean> {
      if (!config.ipAllowList.enabled || config.ipAllowList.extra.includes(ip)) return true;
      return repo.isPermitted(ip);
    },

    list: (query: unknown) =>
      staffList(repo, query, {
        search: { ip: 'ipaddress', memo: 'memoSearch' },
        sort: { createdAt: 'createdAt', ipaddress: 'ipaddress' },
        present,
      }),

    get: async (id: number) => present(await load(id)),

    /** Duplication check: [] when the address is not listed yet, [row] when it is. */
    async checkDuplicate(body: unknown) {
      const { ipaddress } = parseOrThrow(ipCheckSchema, body);
      const row = await repo.findListed(ipaddress);
      return row ? [present(row)] : [];
    },

    async create(body: unknown, auth: Auth) {
      const input = parseOrThrow(ipSchema, body);
      if (await repo.findListed(input.ipaddress)) throw conflict(MSG.ipTaken);
      const insertId = await repo.insert({
        ipaddress: input.ipaddress,
        memo: input.memo,
        memoSearch: foldForSearch(input.memo),
        localeCd: 'EN',
        useYn: 'Y',
        delYn: 'N',
        createId: auth.user.username,
        createdAt: new Date().toISOString(),
      });
      return { affectedRows: 1, insertId };
    },

    async update(id: number, body: unknown, auth: Auth, clientIp: string, expected?: number) {
      const row = await load(id);
      assertVersion(row, expected);
      const input = parseOrThrow(ipSchema, { ...row, ...(body as object) });
      const same = await repo.findListed(input.ipaddress);
      if (same && same.id !== row.id) throw conflict(MSG.ipTaken);
      if (row.ipaddress === clientIp && input.ipaddress !== row.ipaddress)
        throw conflict('You cannot change the address you are connected from');
      await repo.update(
        row.id,
        {
          ipaddress: input.ipaddress,
          memo: input.memo,
          memoSearch: foldForSearch(input.memo),
          modifyId: auth.user.username,
          modifyDt: new Date().toISOString(),
        },
        expected,
      );
      return { affectedRows: 1 };
    },

    async remove(body: unknown, auth: Auth, clientIp: string) {
      const ids = parseOrThrow(deleteBody, body);
      const own = await repo.findListed(clientIp);
      if (own && ids.includes(own.id)) throw conflict('You cannot remove the address you are connected from');
      const deleted = await repo.softDelete(ids, auth.user.username);
      if (!deleted.length) throw notFound('Nothing to delete');
      return { affectedRows: deleted.length };
    },
  };
}

export type IpService = ReturnType<typeof ipService>;
