import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../http/access.ts';
import { ok } from '../../http/reply.ts';
import type { HistoryService } from './history.service.ts';

/** The access history is read-only. */
export function registerHistoryRoutes(app: FastifyInstance, history: HistoryService): void {
  app.get('/api/history', async (request) => {
    requirePermission(request, 'r', 'UserHistory');
    return ok(await history.list(request.query));
  });
}
