import type { FastifyInstance } from 'fastify';
import { requireAuth, requirePermission } from '../../http/access.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import type { AccountService } from './account.service.ts';
import { PASSWORD_DOCS } from './docs.ts';

/**
 * Password changes (the rest of /api/auth is the shared record route set). Both answer
 * {affectedRows: 1} like the other account saves, and land in the access history like every admin call.
 */
export function registerPasswordRoutes(app: FastifyInstance, accounts: AccountService): void {
  /** Any signed-in administrator, their own password: {currentPassword, newPassword}. */
  app.post('/api/user/password', { config: { api: PASSWORD_DOCS.own } }, async (request) =>
    ok(await accounts.changeOwnPassword(request.body, requireAuth(request))),
  );

  /** A System Manager with the edit right of Authority, another account's password: {newPassword}. */
  app.post('/api/auth/:id/password', { config: { api: PASSWORD_DOCS.other } }, async (request) => {
    const auth = requirePermission(request, 'e', 'UserAuthority');
    return ok(await accounts.setPassword(idParam(request.params), request.body, auth));
  });
}
