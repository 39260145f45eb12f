import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service.ts';

/**
 * Probes for a load balancer or orchestrator: /healthz says the process answers, /readyz that it
 * can also reach its database (503 otherwise, so traffic goes to another instance).
 */
export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await health.checkDatabase();
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
}
