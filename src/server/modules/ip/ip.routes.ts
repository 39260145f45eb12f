import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../http/access.ts';
import { idParam } from '../../http/params.ts';
import { ok } from '../../http/reply.ts';
import type { IpService } from './ip.service.ts';

const PAGE = 'UserIP';

/** The admin IP allow-list under /api/ip: saves and deletes answer {affectedRows}. */
export function registerIpRoutes(app: FastifyInstance, ips: IpService): void {
  for (const path of ['/api/ip', '/api/ip/'])
    app.get(path, async (request) => {
      requirePermission(request, 'r', PAGE);
      return ok(await ips.list(request.query));
    });

  app.get('/api/ip/:id', async (request) => {
    requirePermission(request, 'r', PAGE);
    return ok(await ips.get(idParam(request.params)));
  });

  app.post('/api/ip/dc', async (request) => {
    requirePermission(request, 'r', PAGE);
    return ok(await ips.checkAddress(request.body));
  });

  app.post('/api/ip', async (request) =>
    ok(await ips.create(request.body, requirePermission(request, 'a', PAGE))),
  );

  app.post('/api/ip/:id', async (request) => {
    const auth = requirePermission(request, 'e', PAGE);
    return ok(await ips.update(idParam(request.params), request.body, auth, request.clientIp));
  });

  app.delete('/api/ip', async (request) =>
    ok(await ips.remove(request.body, requirePermission(request, 'd', PAGE), request.clientIp)),
  );
}
