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
    const saved = await service.create(await readForm(request, fileFields), auth);
    request.historyRevision = saved.revisionNo;
    contentChanged();
    return ok(saved.id);
  });

  app.post(`${base}/:id`, { config: { api: docs.update } }, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    const id = idParam(request.params);
    request.historyRevision = (
      await service.update(id, await readForm(request, fileFields), auth)
    ).revisionNo;
    contentChanged();
    return ok('OK');
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

  if (resource.isTranslatable) registerVersionRoutes(app, { resource, service });
}

/** A version's number in the path: a positive integer, anything else not found. */
const revisionParam = (params: unknown) => idParam({ id: (params as { revisionNo?: string }).revisionNo });

/**
 * The versions and the draft of the board types' items (issue 26): reading them takes the read
 * right, restoring a version and every draft change the edit right. Visitors see none of it.
 */
function registerVersionRoutes(
  app: FastifyInstance,
  { resource, service }: { resource: ContentResource; service: ContentService },
): void {
  const base = `${resource.api}/:id`;
  const docs = contentDocs(resource);
  const fileFields = resource.upload ? [resource.upload.field] : [];

  app.get(`${base}/revisions`, { config: { api: docs.revisions } }, async (request) => {
    requirePermission(request, 'r', resource.page);
    return ok(await service.revisions(idParam(request.params)));
  });

  app.get(`${base}/revisions/:revisionNo`, { config: { api: docs.revision } }, async (request) => {
    requirePermission(request, 'r', resource.page);
    return ok(await service.revision(idParam(request.params), revisionParam(request.params)));
  });

  app.post(
    `${base}/revisions/:revisionNo/restore`,
    { config: { api: docs.restoreRevision } },
    async (request) => {
      const auth = requirePermission(request, 'e', resource.page);
      const revisionNo = revisionParam(request.params);
      const saved = await service.restoreRevision(idParam(request.params), revisionNo, auth);
      request.historyNote = `revisionNo=${revisionNo}`;
      request.historyRevision = saved.revisionNo;
      contentChanged();
      return ok('OK');
    },
  );

  app.get(`${base}/draft`, { config: { api: docs.draft } }, async (request) => {
    requirePermission(request, 'r', resource.page);
    return ok(await service.draft(idParam(request.params)));
  });

  // Drafts are unseen by visitors: saving or dropping one leaves the public caches alone.
  app.post(`${base}/draft`, { config: { api: docs.saveDraft } }, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    const id = idParam(request.params);
    return ok(await service.saveDraft(id, await readForm(request, fileFields), auth));
  });

  app.delete(`${base}/draft`, { config: { api: docs.discardDraft } }, async (request) => {
    requirePermission(request, 'e', resource.page);
    return ok(await service.discardDraft(idParam(request.params)));
  });

  app.post(`${base}/draft/publish`, { config: { api: docs.publishDraft } }, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    request.historyRevision = (await service.publishDraft(idParam(request.params), auth)).revisionNo;
    contentChanged();
    return ok('OK');
  });
}
