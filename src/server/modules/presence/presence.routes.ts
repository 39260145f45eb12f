import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/reply.ts';
import { PRESENCE_DOCS as docs } from './docs.ts';
import type { PresenceService } from './presence.service.ts';

const API = '/api/presence';

/**
 * Who else has an item open (decision 061). A heartbeat is not an action on data and comes every
 * 30 seconds: it neither moves the session's idle clock (an open form alone must not keep a
 * session alive) nor fills the access history.
 */
const QUIET = { sessionTouch: 'none', recordsOwnHistory: true } as const;

export function registerPresenceRoutes(app: FastifyInstance, presence: PresenceService): void {
  app.post(API, { config: { ...QUIET, api: docs.beat } }, async (request) =>
    ok(await presence.beat(requireAuth(request), request.body)),
  );
  app.delete(API, { config: { ...QUIET, api: docs.leave } }, async (request) => {
    await presence.leave(requireAuth(request), request.body);
    return ok(null);
  });
  app.get(API, { config: { ...QUIET, api: docs.ofType } }, async (request) =>
    ok(await presence.ofType(requireAuth(request), request.query)),
  );
}
