import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.ts';
import type { MailOutboxService } from './mail-outbox.ts';
import { createMailer } from './mailer.ts';
import { type OutboxSender, startOutboxSender } from './outbox-sender.ts';

/**
 * Runs the outbox sender while the app runs. Without SMTP_URL there is no outbox (nothing is queued)
 * and so no sender.
 */
export function registerMailSender(
  app: FastifyInstance,
  { mail, outbox }: { mail: Readonly<Config>['mail']; outbox: MailOutboxService | null },
): void {
  if (!mail || !outbox) return;
  let sender: OutboxSender | undefined;
  app.addHook('onReady', async () => {
    sender = startOutboxSender({
      outbox,
      mailer: createMailer(mail),
      log: app.log.child({ module: 'mail' }),
    });
  });
  // NOTE: preClose, not onClose: onClose hooks run last-added first, so the database (closed by an
  // onClose hook added after the app is built) would be gone before the sender could free its row.
  app.addHook('preClose', async () => {
    await sender?.stop();
  });
}
