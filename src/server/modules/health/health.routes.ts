import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service.ts';

/**
 * Probes for a load balancer or orchestrator: /healthz says the process answers, /readyz that it
 * can also reach its database and is not stopping (503 otherwise, so traffic goes to another
 * instance). A probe runs every few seconds: an outage is logged when it starts and when it ends,
 * not at every probe.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  health: HealthService,
  { isDraining }: { isDraining: () => boolean },
): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  let isDatabaseAway = false;
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (isDraining()) return reply.status(503).send({ status: 'unavailable', reason: 'stopping' });
    try {
      await health.checkDatabase();
      if (isDatabaseAway) request.log.info('readiness check: the database answers again');
      isDatabaseAway = false;
      return reply.send({ status: 'ready' });
    } catch (error) {
      if (!isDatabaseAway) request.log.warn({ err: error }, 'readiness check: database unreachable');
      isDatabaseAway = true;
      return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
}
