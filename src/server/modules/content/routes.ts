import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteBodySchema } from '../../../common/schemas/list.ts';
import type { Auth } from '../../auth.ts';
import { parseOrThrow } from '../../errors.ts';
import { optionalReader, requirePermission } from '../../http/access.ts';
import { contentChanged, microCache } from '../../http/micro-cache.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import { type StoredAnswer, sendStored, storedAnswer } from '../../http/stored-answer.ts';
import { readForm } from '../../storage/uploads.ts';
import { contentDocs } from './docs.ts';
import type { ContentResource } from './resource.ts';
import type { ContentService } from './service.ts';

/** GET list, GET one, POST create, POST update and DELETE for one content type (spec section 7). */
export function registerContentRoutes(
  app: FastifyInstance,
  {
    resource,
    service,
    cacheMs,
    onCacheLookup,
  }: {
    resource: ContentResource;
    service: ContentService;
    cacheMs: number;
    onCacheLookup?: (isHit: boolean) => void;
  },
): void {
  const base = resource.api;
  const fileFields = resource.upload ? [resource.upload.field] : [];
  const deleteBody = deleteBodySchema(resource.idField);
  const restoreBody = deleteBodySchema(resource.idField, 'restore');
  const docs = contentDocs(resource);

  const cache = microCache<StoredAnswer>({ ttlMs: cacheMs, onLookup: onCacheLookup });

  /**
   * Visitors share cached answers under a normalised key (`visitorKey`, never the raw URL, so made-up
   * parameters cannot skip the cache); administrators always read the database.
   */
  const read = (
    request: FastifyRequest,
    reply: FastifyReply,
    { visitorKey, load }: { visitorKey: () => string; load: (auth: Auth | null) => Promise<unknown> },
  ) => {
    const auth = optionalReader(request, resource.page);
    if (auth) return load(auth).then(ok);
    return cache
      .get(visitorKey(), () => load(null).then((data) => storedAnswer(JSON.stringify(ok(data)))))
      .then((answer) => sendStored(request, reply.type('application/json; charset=utf-8'), answer));
  };

  app.get(base, { config: { api: docs.list } }, (request, reply) =>
    read(request, reply, {
      visitorKey: () => `list ${service.visitorListKey(request.query)}`,
      load: (auth) => service.list(request.query, auth),
    }),
  );

  app.get(`${base}/:id`, { config: { api: docs.one } }, (request, reply) =>
    read(request, reply, {
      visitorKey: () => `one ${service.visitorItemKey(idParam(request.params))}`,
      load: (auth) => service.get(idParam(request.params), auth),
    }),
  );

  app.post(base, { config: { api: docs.create } }, async (request) => {
    const auth = requirePermission(request, 'a', resource.page);
    const id = await service.create(await readForm(request, fileFields), auth);
    contentChanged();
    return ok(id);
  });

  app.post(`${base}/:id`, { config: { api: docs.update } }, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    const id = idParam(request.params);
    const result = await service.update(id, await readForm(request, fileFields), auth);
    contentChanged();
    return ok(result);
  });

  app.delete(base, { config: { api: docs.remove } }, async (request) => {
    const auth = requirePermission(request, 'd', resource.page);
    const ids = await service.remove(parseOrThrow(deleteBody, request.body), auth);
    request.historyNote = `${resource.idField}=${ids.join(',')}`;
    contentChanged();
    return ok(ids);
  });

  /** Out of the Trash, with the same body as a delete; the history names the ids. */
  app.post(`${base}/restore`, { config: { api: docs.restore } }, async (request) => {
    const auth = requirePermission(request, 'd', resource.page);
    const ids = await service.restore(parseOrThrow(restoreBody, request.body), auth);
    request.historyNote = `${resource.idField}=${ids.join(',')}`;
    contentChanged();
    return ok(ids);
  });
}
