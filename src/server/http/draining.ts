import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A stop no client notices (SIGTERM, decision 043): for `drainMs` the instance answers as usual
     * but is not ready and closes each connection after its answer; then it stops listening,
     * finishes the requests in flight and closes (background tasks, then the database).
     */
    stopGracefully(options: { drainMs: number }): Promise<void>;
  }
}

/**
 * The draining state: /readyz asks `isDraining`; every answer given while draining (or closing)
 * says `Connection: close`, so a proxy's pooled connection ends after its current request instead
 * of being cut between two (where a POST sent on it would be lost to the proxy).
 */
export function registerDraining(app: FastifyInstance): { isDraining: () => boolean } {
  let isDraining = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDraining) reply.header('Connection', 'close');
    done(null, payload);
  });
  // app.close() without a drain (tests, SIGINT) still closes connections after their answers.
  app.addHook('preClose', async () => {
    isDraining = true;
  });
  app.decorate('stopGracefully', async ({ drainMs }: { drainMs: number }) => {
    isDraining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    // NOTE: the listener is closed here, not by app.close(): Fastify answers 503 to any request
    // from the moment close() starts while its preClose hooks wait for background tasks, and a
    // proxy retries neither a 503 nor a POST. server.close() waits for the requests in flight
    // (their answers close their connections) and closes connections idle by then.
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    await app.close();
  });
  return { isDraining: () => isDraining };
}
