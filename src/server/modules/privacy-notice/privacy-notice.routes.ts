import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import { requirePermission } from '../../http/access.ts';
import { type CdnSettings, changed, SITE_TAG } from '../../http/cdn.ts';
import { ok } from '../../http/reply.ts';
import { expectedVersion, savingVersioned } from '../../http/row-version.ts';
import { sendStored, storedAnswer } from '../../http/stored-answer.ts';
import { PRIVACY_NOTICE_DOCS as docs } from './docs.ts';
import type { PrivacyNoticeService } from './privacy-notice.service.ts';

const API = '/api/privacy/notice';

/**
 * The privacy notice: read by anyone (a public answer shared caches keep, tagged `privacy`),
 * published by holders of eUserPrivacy.
 */
export function registerPrivacyNoticeRoutes(
  app: FastifyInstance,
  notices: PrivacyNoticeService,
  { cdn, now }: { cdn: CdnSettings; now: Clock },
): void {
  const send = (request: FastifyRequest, reply: FastifyReply, data: unknown) =>
    sendStored(
      request,
      reply.type('application/json; charset=utf-8'),
      { ...storedAnswer(JSON.stringify(ok(data))), tags: [SITE_TAG, 'privacy'] },
      { cdn, now: now().getTime() },
    );

  app.get(API, { config: { api: docs.get } }, async (request, reply) =>
    send(request, reply, await notices.get((request.query as Record<string, unknown>).version)),
  );

  app.get(`${API}/versions`, { config: { api: docs.versions } }, async (request, reply) =>
    send(request, reply, await notices.versions()),
  );

  app.post(API, { config: { api: docs.publish } }, async (request) => {
    const auth = requirePermission(request, 'e', 'UserPrivacy');
    // The notice's version is its number: a save from one no longer in force is stale (decision 057).
    const versionNo = await savingVersioned(
      () => notices.publish(request.body, auth, expectedVersion(request)),
      () => notices.get(),
    );
    request.historyNote = `versionNo=${versionNo}`;
    // The /privacy pages (and the forms that carry the version) are rendered again.
    changed(request, ['privacy']);
    return ok(versionNo);
  });
}
