import type { FastifyInstance } from 'fastify';
import type { Page } from '../../common/permissions.ts';
import type { Auth } from '../auth.ts';
import { requirePermission } from '../http/access.ts';
import { idParam } from '../http/params.ts';
import { ok } from '../http/reply.ts';
import { expectedVersion, savingVersioned, versionedAnswer } from '../http/row-version.ts';
import type { RouteDoc } from './openapi/route-doc.ts';

/** The reference entries of a record route set, one per route. */
export type RecordDocs = Record<'list' | 'one' | 'check' | 'create' | 'update' | 'remove', RouteDoc>;

/** What a staff-managed record list (accounts, allowed IPs) offers besides the board engine. */
export interface RecordService {
  list(query: unknown): Promise<unknown>;
  get(id: number): Promise<unknown>;
  /** [] when the value is free, [record] when a live record already holds it. */
  checkDuplicate(body: unknown): Promise<unknown>;
  create(body: unknown, auth: Auth): Promise<unknown>;
  /**
   * The caller's address matters: nobody may lock themselves out. With `expected`, only over that
   * version of the record (decision 057).
   */
  update(id: number, body: unknown, auth: Auth, clientIp: string, expected?: number): Promise<unknown>;
  remove(body: unknown, auth: Auth, clientIp: string): Promise<unknown>;
}

/**
 * GET list, GET one, POST {base}/dc (duplication check), POST create, POST update and DELETE, each
 * guarded by the page's r/a/e/d right. Saves and deletes answer {affectedRows}.
 */
export function registerRecordRoutes(
  app: FastifyInstance,
  { base, page, service, docs }: { base: string; page: Page; service: RecordService; docs: RecordDocs },
): void {
  // The spec's admin app asks for the IP list with a trailing slash; both forms answer.
  for (const path of [base, `${base}/`])
    app.get(path, { config: { api: docs.list } }, async (request) => {
      requirePermission(request, 'r', page);
      return ok(await service.list(request.query));
    });

  app.get(`${base}/:id`, { config: { api: docs.one } }, async (request, reply) => {
    requirePermission(request, 'r', page);
    return versionedAnswer(reply, (await service.get(idParam(request.params))) as object);
  });

  app.post(`${base}/dc`, { config: { api: docs.check } }, async (request) => {
    requirePermission(request, 'r', page);
    return ok(await service.checkDuplicate(request.body));
  });

  app.post(base, { config: { api: docs.create } }, async (request) =>
    ok(await service.create(request.body, requirePermission(request, 'a', page))),
  );

  app.post(`${base}/:id`, { config: { api: docs.update } }, async (request) => {
    const auth = requirePermission(request, 'e', page);
    const id = idParam(request.params);
    const expected = expectedVersion(request);
    return ok(
      await savingVersioned(
        () => service.update(id, request.body, auth, request.clientIp, expected),
        () => service.get(id),
      ),
    );
  });

  app.delete(base, { config: { api: docs.remove } }, async (request) =>
    ok(await service.remove(request.body, requirePermission(request, 'd', page), request.clientIp)),
  );
}
