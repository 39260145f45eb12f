import { SEND_LIMIT_MS } from './mailer.ts';

/** How often and how long the outbox waits. Tests shorten these (`AppDeps.outboxTiming`). */
export interface OutboxTiming {
  /** How often each instance looks for due messages; it also looks right after it stored one. */
  pollMs: number;
  /** How long a claimed message stays reserved for the instance sending it. */
  leaseMs: number;
  /** Waits after the 1st, 2nd, … failed attempt; when the last attempt fails the message is given up. */
  retryDelaysMs: readonly number[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 1_000,
  // Twice the longest attempt: a lease never runs out under a live sender, only under a dead one.
  leaseMs: 2 * SEND_LIMIT_MS,
  // Eight attempts over about 22 hours: an SMTP outage of most of a day still delivers.
  retryDelaysMs: [0.5 * MINUTE, 2 * MINUTE, 10 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR],
};
