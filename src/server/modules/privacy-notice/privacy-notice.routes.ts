import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../http/access.ts';
import { contentChanged } from '../../http/micro-cache.ts';
import { ok } from '../../http/reply.ts';
import { PRIVACY_NOTICE_DOCS as docs } from './docs.ts';
import type { PrivacyNoticeService } from './privacy-notice.service.ts';

const API = '/api/privacy/notice';

/** The privacy notice: read by anyone, published by holders of eUserPrivacy. */
export function registerPrivacyNoticeRoutes(app: FastifyInstance, notices: PrivacyNoticeService): void {
  app.get(API, { config: { api: docs.get } }, async (request) =>
    ok(await notices.get((request.query as Record<string, unknown>).version)),
  );

  app.get(`${API}/versions`, { config: { api: docs.versions } }, async () => ok(await notices.versions()));

  app.post(API, { config: { api: docs.publish } }, async (request) => {
    const versionNo = await notices.publish(request.body, requirePermission(request, 'e', 'UserPrivacy'));
    request.historyNote = `versionNo=${versionNo}`;
    // The /privacy pages (and the forms that carry the version) are rendered again.
    contentChanged();
    return ok(versionNo);
  });
}
