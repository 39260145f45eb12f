import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';

/**
 * Probes for a load balancer or orchestrator: /healthz says the process answers, /readyz that it
 * can also reach its database (503 otherwise, so traffic goes to another instance).
 */
export function registerHealthRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
}
