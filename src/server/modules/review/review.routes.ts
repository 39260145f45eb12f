import type { FastifyInstance } from 'fastify';
import { changed, itemTag } from '../../http/cdn.ts';
import { requireAuth, requirePermission } from '../../http/access.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import { expectedVersion, savingVersioned } from '../../http/row-version.ts';
import type { BoardService } from '../content/service.ts';
import { REVIEW_DOCS as docs, reviewItemDocs } from './docs.ts';
import type { ReviewService } from './review.service.ts';

/**
 * Review before publish (decision 058): the settings (a System Manager's, like the two-factor
 * policy), the queue, and for each reviewable board type submitting, approving, returning and the
 * review history of an item.
 */
export function registerReviewRoutes(
  app: FastifyInstance,
  { review, boards }: { review: ReviewService; boards: readonly BoardService[] },
): void {
  app.get('/api/review/settings', { config: { api: docs.settings } }, async (request) => {
    requireAuth(request);
    return ok(await review.settings());
  });

  app.post('/api/review/settings', { config: { api: docs.setSettings } }, async (request) => {
    requirePermission(request, 'e', 'UserAuthority');
    return ok(await review.setSettings(request.body));
  });

  app.get('/api/review/queue', { config: { api: docs.queue } }, async (request) =>
    ok(await review.queue(requireAuth(request))),
  );

  for (const { resource, get } of boards) {
    if (!review.reviewableTypes.includes(resource.name)) continue;
    const base = `${resource.api}/:id`;
    const itemDocs = reviewItemDocs(resource);
    const type = resource.name;

    app.post(`${base}/draft/submit`, { config: { api: itemDocs.submit } }, async (request) => {
      const auth = requirePermission(request, 'e', resource.page);
      return ok(await review.submit(type, idParam(request.params), auth));
    });

    app.post(`${base}/draft/approve`, { config: { api: itemDocs.approve } }, async (request) => {
      const auth = requirePermission(request, 'p', resource.page);
      const id = idParam(request.params);
      request.historyRevision = (
        await savingVersioned(
          () => review.approve(type, id, auth, expectedVersion(request)),
          () => get(id, auth),
        )
      ).revisionNo;
      changed(request, [resource.name, itemTag(resource.name, id)]);
      return ok('OK');
    });

    app.post(`${base}/draft/return`, { config: { api: itemDocs.return } }, async (request) => {
      const auth = requirePermission(request, 'p', resource.page);
      return ok(await review.returnDraft(type, idParam(request.params), request.body, auth));
    });

    app.get(`${base}/review`, { config: { api: itemDocs.history } }, async (request) => {
      requirePermission(request, 'r', resource.page);
      return ok(await review.history(type, idParam(request.params)));
    });
  }
}
