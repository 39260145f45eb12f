import { loadConfig } from '../env.ts';
import { createServer } from '../server.ts';
import { pageFaults } from './page-faults.ts';
import { mailEnv, smtpError, startSmtp } from './smtp.ts';

/**
 * The server the browser tests use (scripts/e2e-server.mjs starts it): main.ts's start-up from the
 * environment, with the test servers' page faults (`X-Test-Fault`, page-faults.ts).
 *
 *   node --import tsx src/server/test/e2e-server.ts
 *
 * With `E2E_SMTP=1` it sends its e-mail to a test SMTP server of its own, which takes everything:
 * staff see stage e-mails queued and sent as on a site with e-mail set up (and, for addresses at
 * bounce.example.org, the first one refused).
 */
if (process.env.E2E_SMTP === '1') {
  const smtp = await startSmtp();
  // The first e-mail to each address at bounce.example.org is refused for good and later ones go, so
  // the failed e-mails' test has messages to send again (tests/e2e/admin/failed-mails.spec.ts).
  const bounced = new Set<string>();
  smtp.state.reply = (_attempt, to) => {
    const first = to.find((address) => address.endsWith('@bounce.example.org') && !bounced.has(address));
    if (!first) return undefined;
    bounced.add(first);
    return smtpError(550, 'Mailbox unavailable');
  };
  Object.assign(process.env, mailEnv(smtp.port));
}
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
