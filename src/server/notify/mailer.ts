import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { Config } from '../env.ts';
import type { MailMessage } from './mail-message.ts';

/** Bounds every step of one attempt, so a silent SMTP server cannot hold a send for minutes. */
const STEP_TIMEOUT_MS = 10_000;
/** Bounds a whole attempt (a server dripping bytes defeats the step timeouts); the outbox lease is longer. */
export const SEND_LIMIT_MS = 60_000;
/** How long close() lets a send in flight finish before it cancels it. */
const CLOSE_GRACE_MS = 3_000;

export interface Mailer {
  /**
   * One attempt to the message's recipient or else the configured ones; rejects with nodemailer's
   * error. Retries are the outbox's job. `key` makes the Message-ID `<key@sender's domain>`.
   */
  send(message: MailMessage, options?: { key?: string }): Promise<void>;
  /** Gives sends in flight a short grace, then cancels them and closes the transport. */
  close(): Promise<void>;
}

export function createMailer(settings: NonNullable<Config['mail']>): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: STEP_TIMEOUT_MS,
    greetingTimeout: STEP_TIMEOUT_MS,
    socketTimeout: STEP_TIMEOUT_MS,
    dnsTimeout: STEP_TIMEOUT_MS,
  });
  const cancelSends = new AbortController();
  const inFlight = new Set<Promise<unknown>>();

  return {
    async send(message, { key } = {}) {
      const sending = transport.sendMail({
        ...message,
        ...(key ? { messageId: `<${key}@${domainOf(settings.from)}>` } : {}),
        from: settings.from,
        to: message.to ?? settings.to,
        // Mostly ASCII with a few accented names: the raw source stays readable.
        textEncoding: 'quoted-printable',
        signal: AbortSignal.any([cancelSends.signal, AbortSignal.timeout(SEND_LIMIT_MS)]),
      });
      inFlight.add(sending);
      try {
        await sending;
      } finally {
        inFlight.delete(sending);
      }
    },
    async close() {
      await Promise.race([Promise.allSettled(inFlight), sleep(CLOSE_GRACE_MS, undefined, { ref: false })]);
      cancelSends.abort();
      transport.close();
    },
  };
}

/** The domain of an address such as `Site <no-reply@example.com>`. */
const domainOf = (address: string) => /@([^>\s]+)/.exec(address)?.[1] ?? 'localhost';
