import type { AddressInfo } from 'node:net';
import { loadConfig } from '../env.ts';
import type { OutboxTiming } from '../notify/outbox-timing.ts';
import { createServer } from '../server.ts';

/**
 * The real server as its own process, for tests that kill it: main.ts's start-up from the
 * environment, on a free loopback port, with outbox timing as JSON in the first argument. Prints
 * `listening <url>` once it takes requests.
 *
 *   node --import tsx src/server/test/child-server.ts '{"leaseMs":3000}'
 */
const outboxTiming = JSON.parse(process.argv[2] ?? '{}') as Partial<OutboxTiming>;
const { app } = await createServer(loadConfig(), { withDemoContent: false, log: () => {}, outboxTiming });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
