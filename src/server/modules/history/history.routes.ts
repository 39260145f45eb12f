import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import { requirePermission } from '../../http/access.ts';
import { ok } from '../../http/reply.ts';
import { listOf } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import type { HistoryService } from './history.service.ts';

const historyEntry = named(
  'HistoryEntry',
  z.object({
    id: z.number().int(),
    ipaddress: z.string(),
    userid: z.string().meta({ description: 'The login ID (as typed, for a failed login)' }),
    url: z.string().meta({ description: 'Method and URL, secrets masked, with a note such as ids=' }),
    statusCode: z.number().int(),
    createdAt: z.string(),
    revision: z
      .object({ revisionNo: z.number().int(), contentType: z.string(), itemNo: z.number().int() })
      .nullable()
      .meta({
        description:
          'The version a save made (GET /api/{contentType}/{itemNo}/revisions/{revisionNo}); null for other calls and once the version is no longer kept',
      }),
  }),
);

const listDoc: RouteDoc = {
  tag: 'History',
  summary: 'The access history: every login attempt and token-bearing call (read-only)',
  description: 'searchType ip | account | url; searchStartDt/searchEndDt are days in Vietnam, inclusive.',
  access: 'admin',
  right: 'rUserHistory',
  query: named('ListQuery', listQuerySchema),
  data: listOf(historyEntry),
};

/** The access history is read-only. */
export function registerHistoryRoutes(app: FastifyInstance, history: HistoryService): void {
  app.get('/api/history', { config: { api: listDoc } }, async (request) => {
    requirePermission(request, 'r', 'UserHistory');
    return ok(await history.list(request.query));
  });
}
