import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteBodySchema } from '../../../common/schemas/list.ts';
import type { Auth } from '../../auth.ts';
import type { Clock } from '../../clock.ts';
import { parseOrThrow } from '../../errors.ts';
import { optionalReader, requirePermission } from '../../http/access.ts';
import { type CdnSettings, changed, itemTag, publicCacheControl, SITE_TAG } from '../../http/cdn.ts';
import type { EarlyAnswers } from '../../http/early-answer.ts';
import { type MicroCacheOptions, microCache } from '../../http/micro-cache.ts';
import { readForm } from '../../http/multipart.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import { expectedVersion, savingVersioned, versionedAnswer } from '../../http/row-version.ts';
import { type StoredAnswer, sendStored, storedAnswer } from '../../http/stored-answer.ts';
import { contentDocs } from './docs.ts';
import type { ReviewGate } from '../review/review.service.ts';
import type { ContentResource, Row } from './resource.ts';
import type { BoardService } from './service.ts';
import type { Versions } from './versions.ts';

/** A write changed the type's lists and the items named; only the board types' are public. */
const changedItems = (request: FastifyRequest, resource: ContentResource, ids: readonly number[]) =>
  changed(
    request,
    resource.isTranslatable ? [resource.name, ...ids.map((id) => itemTag(resource.name, id))] : [],
  );

/** GET list, GET one, POST create, POST update and DELETE for one content type (spec section 7). */
export function registerContentRoutes(
  app: FastifyInstance,
  {
    resource,
    service,
    cacheMs,
    cdn,
    now,
    onCacheLookup,
    forgetOn,
    review,
    early,
  }: {
    resource: ContentResource;
    service: BoardService;
    cacheMs: number;
    /** What shared caches may keep, and the clock visibility is judged by (decision 041). */
    cdn: CdnSettings;
    now: Clock;
    onCacheLookup?: (isHit: boolean) => void;
    /** When the visitors' answers kept in memory are forgotten (micro-cache.ts). */
    forgetOn?: MicroCacheOptions['forgetOn'];
    /** Review before publish (decision 058): what an account that only submits may not do. */
    review?: ReviewGate;
    /** Where a visitor's answer is offered to be sent again before the route runs (decision 067). */
    early?: EarlyAnswers | undefined;
  },
): void {
  const base = resource.api;
  const fileFields = resource.upload ? [resource.upload.field] : [];
  const deleteBody = deleteBodySchema(resource.idField);
  const restoreBody = deleteBodySchema(resource.idField, 'restore');
  const docs = contentDocs(resource);

  const cache = microCache<StoredAnswer>({ ttlMs: cacheMs, onLookup: onCacheLookup, forgetOn });

  /**
   * Visitors share cached answers under a normalised key (`visitorKey`, never the raw URL, so made-up
   * parameters cannot skip the cache); administrators always read the database. A visitor's answer
   * is tagged with what it shows and kept by shared caches until the type's next scheduled change.
   */
  const read = (
    request: FastifyRequest,
    reply: FastifyReply,
    {
      visitorKey,
      load,
      tags,
    }: { visitorKey: () => string; load: (auth: Auth | null) => Promise<unknown>; tags: readonly string[] },
  ) => {
    const auth = optionalReader(request, resource.page);
    // Staff answers say the version they show (decision 057); a list's carry it on each row.
    if (auth) return load(auth).then((data) => versionedAnswer(reply, data as object));
    const produce = async () => {
      const [data, changesAt] = await Promise.all([load(null), service.nextChange()]);
      return { ...storedAnswer(JSON.stringify(ok(data))), tags: [SITE_TAG, ...tags], changesAt };
    };
    const key = visitorKey();
    return cache.get(key, produce).then((answer) => {
      // An answer whose view changes at a set time is sent early until that time, its Cache-Control
      // counting down to it as the route's would.
      const { changesAt } = answer;
      early?.offer(
        request,
        () => (changesAt === undefined || now().getTime() < changesAt) && cache.serves(key, answer),
        changesAt === undefined
          ? undefined
          : () => ({ 'cache-control': publicCacheControl(cdn, changesAt, now().getTime()) }),
      );
      return sendStored(request, reply.type('application/json; charset=utf-8'), answer, {
        cdn,
        now: now().getTime(),
      });
    });
  };

  app.get(base, { config: { api: docs.list } }, (request, reply) =>
    read(request, reply, {
      visitorKey: () => `list ${service.visitorListKey(request.query)}`,
      load: (auth) => service.list(request.query, auth),
      tags: [resource.name],
    }),
  );

  app.get(`${base}/:id`, { config: { api: docs.one } }, (request, reply) =>
    read(request, reply, {
      visitorKey: () => `one ${service.visitorItemKey(idParam(request.params))}`,
      load: (auth) => service.get(idParam(request.params), auth),
      tags: [itemTag(resource.name, idParam(request.params))],
    }),
  );

  app.post(base, { config: { api: docs.create } }, async (request) => {
    const auth = requirePermission(request, 'a', resource.page);
    const form = await readForm(request, fileFields);
    const create = (input: typeof form) => service.create(input, auth);
    const saved = await (review ? review.create(form, auth, create) : create(form));
    request.historyRevision = saved.revisionNo;
    changedItems(request, resource, [saved.id]);
    return ok(saved.id);
  });

  app.post(`${base}/:id`, { config: { api: docs.update } }, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    await review?.guardPublish(auth);
    const id = idParam(request.params);
    const form = await readForm(request, fileFields);
    const saved = await savingVersioned(
      () => service.update(id, form, auth, expectedVersion(request, form.fields)),
      () => service.get(id, auth),
    );
    request.historyRevision = saved.revisionNo;
    changedItems(request, resource, [id]);
    return ok('OK');
  });

  app.delete(base, { config: { api: docs.remove } }, async (request) => {
    const auth = requirePermission(request, 'd', resource.page);
    const ids = await service.remove(parseOrThrow(deleteBody, request.body), auth);
    request.historyNote = `${resource.idField}=${ids.join(',')}`;
    changedItems(request, resource, ids);
    return ok(ids);
  });

  /** Out of the Trash, with the same body as a delete; the history names the ids. */
  app.post(`${base}/restore`, { config: { api: docs.restore } }, async (request) => {
    const auth = requirePermission(request, 'd', resource.page);
    await review?.guardPublish(auth);
    const ids = await service.restore(parseOrThrow(restoreBody, request.body), auth);
    request.historyNote = `${resource.idField}=${ids.join(',')}`;
    changedItems(request, resource, ids);
    return ok(ids);
  });

  registerVersionRoutes(app, { resource, versions: service.versions, review, current: service.get });
  const markCurrent = service.markTranslationCurrent;
  if (markCurrent)
    app.post(
      `${base}/:id/translation/current`,
      { config: { api: docs.translationCurrent } },
      async (request) => {
        requirePermission(request, 'e', resource.page);
        return ok(await markCurrent(idParam(request.params)));
      },
    );
}

/** A version's number in the path: a positive integer, anything else not found. */
const revisionParam = (params: unknown) => idParam({ id: (params as { revisionNo?: string }).revisionNo });

/**
 * The versions and the draft of the board types' items (decision 037): reading them takes the read
 * right, restoring a version and every draft change the edit right. Visitors see none of it.
 */
function registerVersionRoutes(
  app: FastifyInstance,
  {
    resource,
    versions,
    review,
    current,
  }: {
    resource: ContentResource;
    versions: Versions;
    review?: ReviewGate;
    /** The item as its detail answers it: what a stale save's 409 carries (decision 057). */
    current: (id: number, auth: Auth) => Promise<Row>;
  },
): void {
  const base = `${resource.api}/:id`;
  const docs = contentDocs(resource);
  const fileFields = resource.upload ? [resource.upload.field] : [];

  app.get(`${base}/revisions`, { config: { api: docs.revisions } }, async (request) => {
    requirePermission(request, 'r', resource.page);
    return ok(await versions.list(idParam(request.params)));
  });

  app.get(`${base}/revisions/:revisionNo`, { config: { api: docs.revision } }, async (request) => {
    requirePermission(request, 'r', resource.page);
    return ok(await versions.get(idParam(request.params), revisionParam(request.params)));
  });

  app.post(
    `${base}/revisions/:revisionNo/restore`,
    { config: { api: docs.restoreRevision } },
    async (request) => {
      const auth = requirePermission(request, 'e', resource.page);
      await review?.guardPublish(auth);
      const revisionNo = revisionParam(request.params);
      const id = idParam(request.params);
      const saved = await savingVersioned(
        () => versions.restore(id, revisionNo, auth, expectedVersion(request)),
        () => current(id, auth),
      );
      request.historyNote = `revisionNo=${revisionNo}`;
      request.historyRevision = saved.revisionNo;
      changedItems(request, resource, [idParam(request.params)]);
      return ok('OK');
    },
  );

  app.get(`${base}/draft`, { config: { api: docs.draft } }, async (request) => {
    requirePermission(request, 'r', resource.page);
    return ok(await versions.draft(idParam(request.params)));
  });

  // Drafts are unseen by visitors: saving or dropping one leaves the public caches alone.
  app.post(`${base}/draft`, { config: { api: docs.saveDraft } }, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    const id = idParam(request.params);
    const form = await readForm(request, fileFields);
    return ok(
      await savingVersioned(
        () => versions.saveDraft(id, form, auth, expectedVersion(request, form.fields)),
        () => current(id, auth),
      ),
    );
  });

  app.delete(`${base}/draft`, { config: { api: docs.discardDraft } }, async (request) => {
    requirePermission(request, 'e', resource.page);
    return ok(await versions.discardDraft(idParam(request.params)));
  });

  app.post(`${base}/draft/publish`, { config: { api: docs.publishDraft } }, async (request) => {
    const auth = requirePermission(request, 'e', resource.page);
    const id = idParam(request.params);
    const publish = () => versions.publishDraft(id, auth, expectedVersion(request));
    request.historyRevision = (
      await savingVersioned(
        () => (review ? review.publishDraft(id, auth, publish) : publish()),
        () => current(id, auth),
      )
    ).revisionNo;
    changedItems(request, resource, [id]);
    return ok('OK');
  });
}
