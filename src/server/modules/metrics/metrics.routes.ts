import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../env.ts';
import type { AppMetrics } from '../../metrics/app-metrics.ts';
import type { IpService } from '../ip/ip.service.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Requests no route matched share one label, so made-up URLs cannot add series. */
export const UNMATCHED_ROUTE = '(unmatched)';

function hasToken(request: FastifyRequest, expected: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!expected || !header?.startsWith('Bearer ')) return false;
  const sent = Buffer.from(header.slice(7).trim());
  const wanted = Buffer.from(expected);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

/**
 * Counts every answer by route pattern and status, and serves the registry at GET /metrics to a
 * scraper on the admin IP allow-list or holding METRICS_TOKEN; anyone else gets 403. With the
 * allow-list turned off (ADMIN_IP_ALLOWLIST=off) only the token opens it, since "every address is
 * allowed" is not a list to trust with the site's internals.
 */
export function registerMetricsRoutes(
  app: FastifyInstance,
  {
    metrics,
    config,
    ips,
  }: { metrics: AppMetrics; config: Readonly<Config>; ips: Pick<IpService, 'isPermitted'> },
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request({
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const isAllowed =
      hasToken(request, config.metricsToken) ||
      (config.ipAllowList.enabled && (await ips.isPermitted(request.clientIp)));
    if (!isAllowed)
      return reply
        .status(403)
        .type('text/plain; charset=utf-8')
        .send('Metrics are not open to this caller\n');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
