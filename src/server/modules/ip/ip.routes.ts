import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../common/messages.ts';
import { ipCheckSchema, ipSchema } from '../../../common/schemas/admin.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import { requirePermission } from '../../auth/access.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound, parseOrThrow } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { contentRepository } from '../content/repository.ts';
import { idParam } from '../content/routes.ts';
import { pageOf, searchFilter } from '../list-query.ts';

type IpRow = { id: number; ipaddress: string; memo: string; createdAt: string; useYn: string };

const present = (row: IpRow) => ({
  id: row.id,
  ipaddress: row.ipaddress,
  memo: row.memo,
  useYn: row.useYn,
  createdAt: row.createdAt,
});

const findLive = (db: Db, ipaddress: string) =>
  db
    .selectFrom('permitted_ip')
    .selectAll()
    .where('ipaddress', '=', ipaddress)
    .where('delYn', '=', 'N')
    .executeTakeFirst();

/** The admin IP allow-list (DECISIONS 4): saves and deletes answer {affectedRows}. */
export function registerIpRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const repo = contentRepository(db, { table: 'permitted_ip', idField: 'id' });
  const deleteBody = deleteBodySchema('id');

  const load = async (id: number) => {
    const row = (await repo.findById(id, { delYn: 'N' })) as IpRow | undefined;
    if (!row) throw notFound();
    return row;
  };

  const list = async (request: { query: unknown }) => {
    const q = parseOrThrow(listQuerySchema, request.query);
    const { list, total } = await repo.list(
      { delYn: q.delYn ?? 'N', search: searchFilter(q, { ip: 'ipaddress', memo: 'memoSearch' }) },
      pageOf(q),
    );
    return ok({ list: (list as IpRow[]).map(present), total });
  };
  for (const path of ['/api/ip', '/api/ip/'])
    app.get(path, async (request) => {
      requirePermission(request, 'r', 'UserIP');
      return list(request);
    });

  app.get('/api/ip/:id', async (request) => {
    requirePermission(request, 'r', 'UserIP');
    return ok(present(await load(idParam(request.params))));
  });

  /** Duplication check: [] when the address is not listed yet, [row] when it is. */
  app.post('/api/ip/dc', async (request) => {
    requirePermission(request, 'r', 'UserIP');
    const { ipaddress } = parseOrThrow(ipCheckSchema, request.body);
    const row = await findLive(db, ipaddress);
    return ok(row ? [present(row)] : []);
  });

  app.post('/api/ip', async (request) => {
    const auth = requirePermission(request, 'a', 'UserIP');
    const input = parseOrThrow(ipSchema, request.body);
    if (await findLive(db, input.ipaddress)) throw conflict(MSG.ipTaken);
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
    return ok({ affectedRows: 1, insertId });
  });

  app.post('/api/ip/:id', async (request) => {
    const auth = requirePermission(request, 'e', 'UserIP');
    const row = await load(idParam(request.params));
    const input = parseOrThrow(ipSchema, { ...row, ...(request.body as object) });
    const same = await findLive(db, input.ipaddress);
    if (same && same.id !== row.id) throw conflict(MSG.ipTaken);
    if (row.ipaddress === request.clientIp && input.ipaddress !== row.ipaddress)
      throw conflict('You cannot change the address you are connected from');
    await repo.update(row.id, {
      ipaddress: input.ipaddress,
      memo: input.memo,
      memoSearch: foldForSearch(input.memo),
      modifyId: auth.user.username,
      modifyDt: new Date().toISOString(),
    });
    return ok({ affectedRows: 1 });
  });

  app.delete('/api/ip', async (request) => {
    const auth = requirePermission(request, 'd', 'UserIP');
    const ids = parseOrThrow(deleteBody, request.body);
    const own = await findLive(db, request.clientIp);
    if (own && ids.includes(own.id)) throw conflict('You cannot remove the address you are connected from');
    const deleted = await repo.softDelete(ids, auth.user.username);
    if (!deleted.length) throw notFound('Nothing to delete');
    return ok({ affectedRows: deleted.length });
  });
}
