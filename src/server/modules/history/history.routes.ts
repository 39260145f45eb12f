import type { FastifyInstance } from 'fastify';
import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import { requirePermission } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { contentRepository } from '../content/repository.ts';
import { pageOf, searchFilter } from '../list-query.ts';

/** Read-only access history; dates are Vietnamese calendar days, both ends inclusive. */
export function registerHistoryRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const repo = contentRepository(db, { table: 'access_history', idField: 'id' });

  app.get('/api/history', async (request) => {
    requirePermission(request, 'r', 'UserHistory');
    const q = parseOrThrow(listQuerySchema, request.query);
    return ok(
      await repo.list(
        {
          search: searchFilter(q, { ip: 'ipaddress', account: 'userid', url: 'url' }),
          createdAt: {
            column: 'createdAt',
            from: q.searchStartDt && vietnamDayStartUtc(q.searchStartDt),
            before: q.searchEndDt && vietnamDayStartUtc(addDays(q.searchEndDt, 1)),
          },
        },
        pageOf(q),
      ),
    );
  });
}
