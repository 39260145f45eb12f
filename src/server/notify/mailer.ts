import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';
import type { Config } from '../env.ts';

/** Waits before the second and third attempt; a 5xx rejection is never retried. */
const RETRY_DELAYS_MS = [500, 2_000];
/** Bounds every step of one attempt, so a silent SMTP server cannot hold a send for minutes. */
const TIMEOUT_MS = 10_000;
/** How long close() lets deliveries in flight finish before it cancels them. */
const CLOSE_GRACE_MS = 3_000;

export interface Mailer {
  /** Sends to the configured recipients. Rejects after the last failed attempt or on close(). */
  send(message: Pick<SendMailOptions, 'subject' | 'text' | 'html' | 'replyTo'>): Promise<void>;
  /** Stops retrying, gives deliveries in flight a short grace, then cancels them. */
  close(): Promise<void>;
}

export function createMailer(settings: NonNullable<Config['mail']>): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    dnsTimeout: TIMEOUT_MS,
  });
  const stopRetries = new AbortController();
  const cancelSends = new AbortController();
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: SendMailOptions): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await transport.sendMail({ ...message, signal: cancelSends.signal });
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined || (error as NodemailerError).permanent || stopRetries.signal.aborted)
          throw error;
        // Closing during the wait reports the last SMTP error rather than the abort.
        await sleep(delay, undefined, { signal: stopRetries.signal }).catch(() => {
          throw error;
        });
      }
    }
  }

  return {
    send(message) {
      const sending = deliver({
        ...message,
        from: settings.from,
        to: settings.to,
        // Mostly ASCII with a few accented names: the raw source stays readable.
        textEncoding: 'quoted-printable',
      });
      // A handler of its own: a caller that drops the promise still cannot cause an unhandled rejection.
      const tracked = sending.then(
        () => {},
        () => {},
      );
      inFlight.add(tracked);
      void tracked.finally(() => inFlight.delete(tracked));
      return sending;
    },
    async close() {
      stopRetries.abort();
      await Promise.race([Promise.all(inFlight), sleep(CLOSE_GRACE_MS, undefined, { ref: false })]);
      cancelSends.abort();
      transport.close();
    },
  };
}
