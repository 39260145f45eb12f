import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../common/messages.ts';
import { ALL, describeSettings } from '../../../common/permissions.ts';
import { adminCreateSchema, adminUpdateSchema, usernameCheckSchema } from '../../../common/schemas/admin.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import { requirePermission } from '../../auth/access.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/index.ts';
import type { AdminUser } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, parseOrThrow } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { contentRepository } from '../content/repository.ts';
import { idParam } from '../content/routes.ts';
import { pageOf, searchFilter } from '../list-query.ts';

/** What the API shows of an administrator: never the password hash. */
export function presentAdmin(user: AdminUser) {
  const settings = user.mgtsettings.split(',').filter(Boolean);
  return {
    id: user.userNo,
    userNo: user.userNo,
    username: user.username,
    manager: user.manager,
    email: user.email,
    contact: user.contact,
    role: user.role,
    mgtsettings: settings,
    adminBoard: describeSettings(settings),
    localeCd: user.localeCd,
    createDt: user.createDt,
  };
}

const findLive = (db: Db, username: string) =>
  db
    .selectFrom('admin_user')
    .selectAll()
    .where('username', '=', username)
    .where('delYn', '=', 'N')
    .executeTakeFirst();

/** Whether taking 0ALL from these accounts would leave no live account holding it. */
async function takesLastAll(db: Db, userNos: number[]): Promise<boolean> {
  const rows = await db
    .selectFrom('admin_user')
    .select(['userNo', 'mgtsettings'])
    .where('delYn', '=', 'N')
    .where('useYn', '=', 'Y')
    .execute();
  const holders = rows.filter((r) => r.mgtsettings.split(',').includes(ALL)).map((r) => r.userNo);
  return holders.some((h) => userNos.includes(h)) && holders.every((h) => userNos.includes(h));
}

const LAST_ALL = 'This is the last account with full access (0ALL); it cannot lose it or be deleted';

export function registerAdminUserRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const repo = contentRepository(db, { table: 'admin_user', idField: 'userNo' });
  const deleteBody = deleteBodySchema('id');

  const load = async (id: number) => {
    const user = (await repo.findById(id, { delYn: 'N' })) as AdminUser | undefined;
    if (!user) throw notFound();
    return user;
  };

  app.get('/api/auth', async (request) => {
    requirePermission(request, 'r', 'UserAuthority');
    const q = parseOrThrow(listQuerySchema, request.query);
    const { list, total } = await repo.list(
      { delYn: q.delYn ?? 'N', search: searchFilter(q, { id: 'username', manager: 'managerSearch' }) },
      pageOf(q),
    );
    return ok({ list: (list as AdminUser[]).map(presentAdmin), total });
  });

  app.get('/api/auth/:id', async (request) => {
    requirePermission(request, 'r', 'UserAuthority');
    return ok(presentAdmin(await load(idParam(request.params))));
  });

  /** Duplication check: [] when the ID is free, [row] when taken. */
  app.post('/api/auth/dc', async (request) => {
    requirePermission(request, 'r', 'UserAuthority');
    const { username } = parseOrThrow(usernameCheckSchema, request.body);
    const user = await findLive(db, username);
    return ok(user ? [presentAdmin(user)] : []);
  });

  app.post('/api/auth', async (request) => {
    const auth = requirePermission(request, 'a', 'UserAuthority');
    const input = parseOrThrow(adminCreateSchema, request.body);
    if (await findLive(db, input.username)) throw conflict(MSG.userTaken);
    const now = new Date().toISOString();
    const insertId = await repo.insert({
      username: input.username,
      passwordHash: await hashPassword(String(input.password)),
      manager: input.manager,
      managerSearch: foldForSearch(input.manager),
      email: input.email,
      contact: input.contact,
      role: input.role,
      mgtsettings: input.mgtsettings.join(','),
      localeCd: input.localeCd ?? 'EN',
      useYn: 'Y',
      delYn: 'N',
      createId: auth.user.username,
      createDt: now,
    });
    return ok({ affectedRows: 1, insertId });
  });

  /** ID and password are fixed once created; a change of rights ends the account's sessions. */
  app.post('/api/auth/:id', async (request) => {
    const auth = requirePermission(request, 'e', 'UserAuthority');
    const user = await load(idParam(request.params));
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.password !== undefined && body.password !== '') throw badRequest(MSG.passwordFixed);
    if (body.username !== undefined && body.username !== user.username)
      throw badRequest('The ID cannot be changed');
    const input = parseOrThrow(adminUpdateSchema, { ...presentAdmin(user), ...body, password: undefined });
    if (!input.mgtsettings.includes(ALL) && (await takesLastAll(db, [user.userNo]))) throw conflict(LAST_ALL);
    const settings = input.mgtsettings.join(',');
    await repo.update(user.userNo, {
      manager: input.manager,
      managerSearch: foldForSearch(input.manager),
      email: input.email,
      contact: input.contact,
      role: input.role,
      mgtsettings: settings,
      ...(input.localeCd ? { localeCd: input.localeCd } : {}),
      modifyId: auth.user.username,
      modifyDt: new Date().toISOString(),
    });
    if (settings !== user.mgtsettings || input.role !== user.role)
      await revokeUserSessions(db, [user.userNo]);
    return ok({ affectedRows: 1 });
  });

  app.delete('/api/auth', async (request) => {
    const auth = requirePermission(request, 'd', 'UserAuthority');
    const ids = parseOrThrow(deleteBody, request.body);
    if (ids.includes(auth.user.userNo)) throw conflict('You cannot delete your own account');
    if (await takesLastAll(db, ids)) throw conflict(LAST_ALL);
    const deleted = await repo.softDelete(ids, auth.user.username);
    if (!deleted.length) throw notFound('Nothing to delete');
    await revokeUserSessions(db, deleted);
    return ok({ affectedRows: deleted.length });
  });
}
