import type { FastifyInstance } from 'fastify';
import { deleteBodySchema, MAX_ID } from '../../../common/schemas/list.ts';
import { optionalReader, requirePermission } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, parseOrThrow } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { readForm } from '../../storage/uploads.ts';
import { contentRepository } from './repository.ts';
import type { ContentResource } from './resource.ts';
import { contentService } from './service.ts';

/** Record ids in paths are positive integers; anything else is simply not found. */
export function idParam(params: unknown): number {
  const raw = (params as { id?: string }).id ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/** GET list, GET one, POST create, POST update and DELETE for one content type (spec section 7). */
export function registerContentRoutes(app: FastifyInstance, resource: ContentResource, deps: AppDeps): void {
  const service = contentService(resource, contentRepository(deps.db, resource), deps.store);
  const base = `/api/${resource.name}`;
  const fileFields = resource.upload ? [resource.upload.field] : [];
  const deleteBody = deleteBodySchema(resource.idField);

  app.get(base, async (request) =>
    ok(await service.list(request.query, optionalReader(request, resource.page))),
  );

  app.get(`${base}/:id`, async (request) =>
    ok(await service.get(idParam(request.params), optionalReader(request, resource.page))),
  );

  app.post(base, async (request) => {
    const auth = requirePermission(request, 'a', resource.page);
    return ok(await service.create(await readForm(request, fileFields), auth));
  });

  app.post(`${base}/:id`, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    const id = idParam(request.params);
    return ok(await service.update(id, await readForm(request, fileFields), auth));
  });

  app.delete(base, async (request) => {
    const auth = requirePermission(request, 'd', resource.page);
    return ok(await service.remove(parseOrThrow(deleteBody, request.body), auth));
  });
}
