import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { requireAuth, requirePermission } from '../../http/access.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import type { AccountService } from '../account/account.service.ts';
import { SESSION_LIST_DOCS as docs } from './docs.ts';
import type { SessionService } from './session.service.ts';

/**
 * The sessions lists (decision 038): one's own, with "end this one" and "end all others"; a System
 * Manager lists and ends another account's. Sessions are named by their public id, never the token.
 */
export function registerSessionListRoutes(
  app: FastifyInstance,
  { sessions, accounts }: { sessions: SessionService; accounts: AccountService },
): void {
  app.get('/api/user/sessions', { config: { api: docs.own } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await sessions.list(auth.user.userNo, auth.token));
  });

  app.delete('/api/user/sessions/:sessionId', { config: { api: docs.endOne } }, async (request) => {
    const auth = requireAuth(request);
    const { sessionId } = request.params as { sessionId: string };
    if (!(await sessions.revokeById(auth.user.userNo, sessionId.slice(0, 32)))) throw notFound();
    return ok({ affectedRows: 1 });
  });

  app.post('/api/user/sessions/end-others', { config: { api: docs.endOthers } }, async (request) => {
    const auth = requireAuth(request);
    await sessions.revokeOthers(auth.user.userNo, auth.token);
    return ok('OK');
  });

  app.get('/api/user/:id/sessions', { config: { api: docs.ofAccount } }, async (request) => {
    const auth = requirePermission(request, 'e', 'UserAuthority');
    return ok(await accounts.sessionsOf(idParam(request.params), auth));
  });

  app.delete('/api/user/:id/sessions', { config: { api: docs.endAll } }, async (request) => {
    const auth = requirePermission(request, 'e', 'UserAuthority');
    return ok(await accounts.endSessionsOf(idParam(request.params), auth));
  });
}
