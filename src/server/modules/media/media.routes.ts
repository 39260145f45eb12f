import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canDeleteMedia, canUseMedia } from '../../../common/permissions.ts';
import { deleteBodySchema } from '../../../common/schemas/list.ts';
import type { Auth } from '../../auth.ts';
import { forbidden, parseOrThrow } from '../../errors.ts';
import { requireAuth } from '../../http/access.ts';
import { changed, SITE_TAG } from '../../http/cdn.ts';
import { readForm } from '../../http/multipart.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import { expectedVersion, savingVersioned, versionedAnswer } from '../../http/row-version.ts';
import { MEDIA_DOCS } from './docs.ts';
import type { MediaService } from './media.service.ts';

const deleteBody = deleteBodySchema('mediaNo');

/** The signed-in administrator who passes the library's check, or 401/403. */
function allowed(request: FastifyRequest, check: (settings: readonly string[]) => boolean): Auth {
  const auth = requireAuth(request);
  if (!check(auth.settings)) throw forbidden();
  return auth;
}

/** The media library's API (decision 036): staff only; the access hook records every call. */
export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
  app.get('/api/media', { config: { api: MEDIA_DOCS.list } }, async (request) => {
    allowed(request, canUseMedia);
    return ok(await media.list(request.query));
  });

  app.get('/api/media/:id', { config: { api: MEDIA_DOCS.one } }, async (request, reply) => {
    allowed(request, canUseMedia);
    return versionedAnswer(reply, await media.get(idParam(request.params)));
  });

  app.post('/api/media', { config: { api: MEDIA_DOCS.upload } }, async (request) => {
    const auth = allowed(request, canUseMedia);
    return ok(await media.upload(await readForm(request, ['file']), auth));
  });

  app.post('/api/media/:id', { config: { api: MEDIA_DOCS.update } }, async (request) => {
    const auth = allowed(request, canUseMedia);
    const id = idParam(request.params);
    const { fields } = await readForm(request, []);
    const result = await savingVersioned(
      () => media.update(id, fields, auth, expectedVersion(request, fields)),
      () => media.get(id),
    );
    // Banners and partners answer the item's descriptions and focal point, wherever they are shown.
    changed(request, [SITE_TAG]);
    return ok(result);
  });

  app.delete('/api/media', { config: { api: MEDIA_DOCS.remove } }, async (request) => {
    allowed(request, canDeleteMedia);
    const ids = await media.remove(parseOrThrow(deleteBody, request.body));
    request.historyNote = `mediaNo=${ids.join(',')}`;
    return ok(ids);
  });
}
