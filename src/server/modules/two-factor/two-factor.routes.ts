import type { FastifyInstance } from 'fastify';
import { requireAuth, requirePermission } from '../../http/access.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import { TWO_FACTOR_DOCS as docs } from './docs.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/**
 * Two-factor sign-in under /api/user (decision 038): one's own status, setup, confirmation, turning
 * it off and new recovery codes; a System Manager's policy and reset of another account. The
 * status and setup routes stay open to an account that must still set two-factor up.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, twoFactor: TwoFactorService): void {
  const setupStep = { allowedBeforeTwoFactor: true };

  app.get('/api/user/2fa', { config: { ...setupStep, api: docs.status } }, async (request) =>
    ok(await twoFactor.status(requireAuth(request))),
  );

  app.post('/api/user/2fa/setup', { config: { ...setupStep, api: docs.setup } }, async (request) =>
    ok(await twoFactor.setup(requireAuth(request))),
  );

  app.post('/api/user/2fa/enable', { config: { ...setupStep, api: docs.enable } }, async (request) =>
    ok(await twoFactor.enable(requireAuth(request), request.body)),
  );

  app.post('/api/user/2fa/disable', { config: { api: docs.disable } }, async (request) =>
    ok(await twoFactor.disable(requireAuth(request), request.body)),
  );

  app.post('/api/user/2fa/recovery-codes', { config: { api: docs.recoveryCodes } }, async (request) =>
    ok(await twoFactor.regenerateRecoveryCodes(requireAuth(request), request.body)),
  );

  app.post('/api/user/2fa/policy', { config: { api: docs.policy } }, async (request) =>
    ok(await twoFactor.setPolicy(requirePermission(request, 'e', 'UserAuthority'), request.body)),
  );

  app.get('/api/user/:id/2fa', { config: { api: docs.statusOf } }, async (request) => {
    const auth = requirePermission(request, 'e', 'UserAuthority');
    return ok(await twoFactor.statusOf(idParam(request.params), auth));
  });

  app.post('/api/user/:id/2fa/reset', { config: { api: docs.reset } }, async (request) => {
    const auth = requirePermission(request, 'e', 'UserAuthority');
    return ok(await twoFactor.reset(idParam(request.params), auth));
  });
}
