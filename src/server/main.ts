import { ConfigError, loadConfig } from './env.ts';
import { startMemoryTrim } from './memory-trim.ts';
import { createServer } from './server.ts';

/** Entry point: check the configuration, start, and stop cleanly on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await createServer(config, { withDemoContent: config.seedDemo });
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `KidVenture site on http://${shown}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
  );
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const stopTrim = startMemoryTrim({
    onTrim: (before, after) => app.log.debug(`quiet: resident memory ${mb(before)} → ${mb(after)} MB`),
  });

  // SIGTERM (a deploy, systemd, Kubernetes) drains first so that no request fails (decision 043);
  // SIGINT (Ctrl-C at a terminal) stops at once, still finishing the requests in flight. In
  // development (`npm run dev` restarts the server on every change, no proxy in front, and its
  // watcher kills a server that takes more than 5 s) the server closes as Fastify does, which also
  // ends the browser's live-reload socket; a graceful stop would wait for that socket.
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const isDevelopment = config.env === 'development';
      const drainMs = signal === 'SIGTERM' && !isDevelopment ? config.shutdownDrainMs : 0;
      app.log.info(
        `${signal}: not ready any more; answering ${drainMs} ms more with connections closing, then finishing requests in flight and stopping`,
      );
      const force = setTimeout(() => process.exit(1), drainMs + 10_000);
      force.unref();
      stopTrim();
      (isDevelopment ? app.close() : app.stopGracefully({ drainMs })).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
}

main().catch((error) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
