import { AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { parseMailMessage } from './mail-message.ts';
import { type ClaimedMail, type MailOutboxService, messageKeyOf } from './mail-outbox.ts';
import { type Mailer, SEND_LIMIT_MS } from './mailer.ts';
import { describeFailure } from './smtp-failure.ts';

/** The loop's name in `kv_task_last_success_age_seconds` and `/healthz?deep=1` (decision 062). */
export const MAIL_OUTBOX_TASK = 'mail-outbox';

export interface OutboxSender {
  /** Look for due messages now (after a commit in this process) rather than at the next poll. */
  kick(): void;
  /** Stops polling, lets a send in flight finish briefly, cancels it, and frees its row. */
  stop(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Sends the outbox one message at a time: claim the oldest due row for a lease, send it, then
 * delete it, retry it later or give it up. Polls every `pollMs` and whenever kicked. Log lines carry
 * ids and counts only, never names or addresses. `succeeded` hears each claim the database answered
 * (a message or none due) and, at each poll, a send in flight still within its limit: the loop is
 * alive (decision 062); a database that fails or hangs leaves it unheard.
 */
export function startOutboxSender({
  outbox,
  mailer,
  log,
  succeeded = () => {},
}: {
  outbox: MailOutboxService;
  mailer: Mailer;
  log: Log;
  succeeded?: () => void;
}): OutboxSender {
  // Distinct per sender, also for two instances in one process (the tests).
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let draining: Promise<void> | undefined;
  let isKickPending = false;
  let isStopped = false;
  let isDatabaseFailing = false;
  /**
   * Delivered, but the database failed before their rows were deleted: deleted before the next claim,
   * while their leases still hold, so no other sender sends them again (decision 065).
   */
  const unsettled: ClaimedMail[] = [];
  let sendingSince: number | undefined;

  async function send(mail: ClaimedMail): Promise<void> {
    sendingSince = Date.now();
    try {
      await mailer.send(parseMailMessage(mail.payload), { key: messageKeyOf(mail) });
    } finally {
      sendingSince = undefined;
    }
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    const ids = { outboxId: mail.id, qnaNo: mail.qnaNo, attempt: mail.attempts };
    try {
      await send(mail);
    } catch (error) {
      if (isStopped) return outbox.interrupted(mail, owner);
      const outcome = await outbox.failed(mail, owner, error);
      const reason = describeFailure(error);
      if ('retryInMs' in outcome)
        log.warn({ ...ids, retryInMs: outcome.retryInMs, reason }, 'Staff e-mail not sent yet: will retry');
      else log.error({ ...ids, giveUp: outcome.giveUp, reason }, 'Staff e-mail given up');
      return;
    }
    unsettled.push(mail);
    await settleSent();
    log.info(ids, 'Staff e-mail sent');
  }

  async function settleSent(): Promise<void> {
    while (unsettled[0]) {
      await outbox.sent(unsettled[0]);
      unsettled.shift();
    }
  }

  async function drainDue(): Promise<void> {
    isKickPending = false;
    await settleSent();
    while (!isStopped) {
      const mail = await outbox.claimNext(owner);
      succeeded();
      if (!mail) break;
      await outbox.delivering(mail, () => deliver(mail));
    }
    isDatabaseFailing = false;
  }

  function kick(): void {
    if (isStopped) return;
    if (draining) {
      isKickPending = true;
      return;
    }
    draining = drainDue()
      .catch((error: unknown) => {
        // Once per outage, not once a second: the next poll tries again. Only the message: a
        // database error's detail can quote the row, and with it the visitor's data.
        if (!isDatabaseFailing)
          log.error({ reason: describeFailure(error) }, 'Mail outbox unreachable: staff e-mails wait');
        isDatabaseFailing = true;
      })
      .finally(() => {
        draining = undefined;
        if (isKickPending) kick();
      });
  }

  const poll = () => {
    // The mailer ends every send within its limit: until then the loop is busy, not stalled.
    if (sendingSince !== undefined && Date.now() - sendingSince < SEND_LIMIT_MS) succeeded();
    kick();
  };
  const timer = setInterval(poll, outbox.timing.pollMs);
  // Polling alone never keeps the process alive.
  timer.unref();
  // A wake comes from a request: the sending runs in the sender's own context, not the request's
  // (its trace, decision 064).
  const stopListening = outbox.onWake(AsyncResource.bind(kick));
  kick();

  return {
    kick,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      stopListening();
      await mailer.close();
      await draining;
      // Once more for a delivery the database missed; if it is still away, the lease decides.
      await settleSent().catch(() => undefined);
    },
  };
}
