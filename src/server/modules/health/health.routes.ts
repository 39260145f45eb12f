import type { FastifyInstance } from 'fastify';
import type { TaskHealth } from '../../task-health.ts';
import type { HealthService } from './health.service.ts';

/**
 * Probes for a load balancer or orchestrator: /healthz says the process answers, /readyz that it
 * can also reach its database and is not stopping (503 otherwise, so traffic goes to another
 * instance). A probe runs every few seconds: an outage is logged when it starts and when it ends,
 * not at every probe. /healthz?deep=1 is for monitoring, not for a probe that restarts: it says
 * whether a background loop of this instance has stalled (decision 062).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  health: HealthService,
  {
    isDraining,
    tasks,
    oldestQueuedMailAge,
  }: {
    isDraining: () => boolean;
    tasks: Pick<TaskHealth, 'report'>;
    /** Seconds the most overdue e-mail has waited; rejects when the database is away. */
    oldestQueuedMailAge: () => Promise<number>;
  },
): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if ((request.query as { deep?: unknown }).deep !== '1') return reply.send({ status: 'ok' });
    // Ages and thresholds only, never what a task worked on: the answer is as public as /healthz.
    const states = tasks.report();
    const isStalled = states.some((state) => state.isStalled);
    return reply.status(isStalled ? 503 : 200).send({
      status: isStalled ? 'stalled' : 'ok',
      tasks: states.map((state) => ({
        task: state.task,
        lastSuccessAgeSeconds: state.lastSuccessAgeSeconds,
        stalledAfterSeconds: state.stalledAfterSeconds,
        stalled: state.isStalled,
      })),
      // null when the database does not answer: /readyz reports that, the loops' ages show its effect.
      oldestQueuedMailAgeSeconds: await oldestQueuedMailAge().catch(() => null),
    });
  });

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
