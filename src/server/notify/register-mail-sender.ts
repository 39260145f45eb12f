import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.ts';
import type { TaskTracker } from '../task-health.ts';
import type { MailOutboxService } from './mail-outbox.ts';
import { createMailer } from './mailer.ts';
import { MAIL_OUTBOX_TASK, type OutboxSender, startOutboxSender } from './outbox-sender.ts';

/**
 * Runs the outbox sender while the app runs. Without SMTP_URL there is no outbox (nothing is queued)
 * and so no sender, and no `mail-outbox` task in `tasks`.
 */
export function registerMailSender(
  app: FastifyInstance,
  {
    mail,
    outbox,
    tasks,
  }: { mail: Readonly<Config>['mail']; outbox: MailOutboxService | null; tasks: TaskTracker },
): void {
  if (!mail || !outbox) return;
  // Declared now, so the age runs from the app's start even if the sender never gets going.
  const succeeded = tasks.track(MAIL_OUTBOX_TASK, { everyMs: outbox.timing.pollMs });
  let sender: OutboxSender | undefined;
  app.addHook('onReady', async () => {
    sender = startOutboxSender({
      outbox,
      mailer: createMailer(mail),
      log: app.log.child({ module: 'mail' }),
      succeeded,
    });
  });
  // NOTE: preClose, not onClose: onClose hooks run last-added first, so the database (closed by an
  // onClose hook added after the app is built) would be gone before the sender could free its row.
  app.addHook('preClose', async () => {
    await sender?.stop();
  });
}
