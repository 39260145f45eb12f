import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../http/access.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import type { AccountService } from './account.service.ts';

const PAGE = 'UserAuthority';

/** Administrator accounts under /api/auth: saves and deletes answer {affectedRows}. */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.get('/api/auth', async (request) => {
    requirePermission(request, 'r', PAGE);
    return ok(await accounts.list(request.query));
  });

  app.get('/api/auth/:id', async (request) => {
    requirePermission(request, 'r', PAGE);
    return ok(await accounts.get(idParam(request.params)));
  });

  app.post('/api/auth/dc', async (request) => {
    requirePermission(request, 'r', PAGE);
    return ok(await accounts.checkUsername(request.body));
  });

  app.post('/api/auth', async (request) =>
    ok(await accounts.create(request.body, requirePermission(request, 'a', PAGE))),
  );

  app.post('/api/auth/:id', async (request) => {
    const auth = requirePermission(request, 'e', PAGE);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return ok(await accounts.update(idParam(request.params), body, auth));
  });

  app.delete('/api/auth', async (request) =>
    ok(await accounts.remove(request.body, requirePermission(request, 'd', PAGE))),
  );
}
