import { loadConfig } from '../env.ts';
import { createServer } from '../server.ts';
import { pageFaults } from './page-faults.ts';

/**
 * The server the browser tests use (scripts/e2e-server.mjs starts it): main.ts's start-up from the
 * environment, with the test servers' page faults (`X-Test-Fault`, page-faults.ts).
 *
 *   node --import tsx src/server/test/e2e-server.ts
 */
const config = loadConfig();
const { app } = await createServer(config, { withDemoContent: config.seedDemo });
await app.register(pageFaults);
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
