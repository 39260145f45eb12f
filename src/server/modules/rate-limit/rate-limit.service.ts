import { createHmac } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { tooManyRequests } from '../../errors.ts';
import { rateLimitRepository } from './rate-limit.repository.ts';

/** At most `max` hits of one key per `windowMs`, counted under `bucket`. */
export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * The longest window a limit may count over (today's longest is the inquiry limit's hour). Hits
 * older than this are deleted, so a longer window would silently count too few.
 */
export const LONGEST_WINDOW_MS = 86_400_000;

/**
 * Confirmation e-mails (to an address a visitor typed, before anyone confirmed it) to one address a
 * day, whoever asks for them from wherever (decision 047).
 */
const CONFIRMATION_MAILS: Limit = { bucket: 'confirm-mail', max: 3, windowMs: LONGEST_WINDOW_MS };

/**
 * Abuse limits counted in the database, so that every app instance sharing it sees the same counts.
 */
export function rateLimitService(
  db: Db,
  { onRefused, hashKey }: { onRefused?: (bucket: string) => void; hashKey?: string } = {},
) {
  const repo = rateLimitRepository(db);
  /**
   * An address as a key: in lower case (one mailbox), keyed with the privacy hash key (decision 050)
   * so the table never holds it and nobody without the key can test a guess against it.
   */
  const recipientKey = (address: string) => {
    if (!hashKey) throw new Error('Counting confirmation e-mails needs the privacy hash key');
    return createHmac('sha256', hashKey).update(address.trim().toLowerCase()).digest('hex');
  };
  const service = {
    /**
     * 429 with Retry-After when `key` already has `max` hits in the window: the wait lasts until the
     * oldest of those hits leaves the window, when one more is allowed.
     */
    async assertUnder({ bucket, max, windowMs }: Limit, key: string, message: string): Promise<void> {
      if (windowMs > LONGEST_WINDOW_MS)
        throw new Error(`A rate limit window may be at most ${LONGEST_WINDOW_MS} ms: older hits are deleted`);
      const now = Date.now();
      const hits = await repo.newestSince(bucket, key, new Date(now - windowMs).toISOString(), max);
      if (hits.length < max) return;
      onRefused?.(bucket);
      throw tooManyRequests(message, (Date.parse(hits[max - 1]!) + windowMs - now) / 1000);
    },

    /**
     * Whether one more confirmation e-mail may be queued for `address`; the caller counts it with
     * `countConfirmationMail` once queued. Over the limit the mail is left out and the visitor's
     * answer stays the same, so nobody learns whether an address had mails.
     */
    async mayMailConfirmation(address: string): Promise<boolean> {
      const { bucket, max, windowMs } = CONFIRMATION_MAILS;
      const since = new Date(Date.now() - windowMs).toISOString();
      return (await repo.newestSince(bucket, recipientKey(address), since, max)).length < max;
    },

    countConfirmationMail: (address: string): Promise<void> =>
      service.recordHit(CONFIRMATION_MAILS.bucket, recipientKey(address)),

    /** An attempt that counts whatever becomes of it: refused (429) over the limit, else recorded. */
    async countAttempt(limit: Limit, key: string, message: string): Promise<void> {
      await service.assertUnder(limit, key, message);
      await service.recordHit(limit.bucket, key);
    },

    /** Forgets the hits of every key starting with `prefix` (an operator lifting a lock). */
    async forget(bucket: string, prefix: string): Promise<void> {
      const keys = (await repo.listKeys(bucket)).filter((key) => key.startsWith(prefix));
      if (keys.length) await repo.removeKeys(bucket, keys);
    },

    async recordHit(bucket: string, key: string): Promise<void> {
      const now = Date.now();
      await repo.insert(bucket, key, new Date(now).toISOString());
      // Keep the table small between the hourly purges: hits older than a day no longer count for
      // any limit. Pruning on a sample of hits spreads the cost.
      if (Math.random() < 0.01) await repo.removeBefore(new Date(now - LONGEST_WINDOW_MS).toISOString());
    },

    /** Deletes the hits no limit counts any more at `now` (the retention purge); returns how many. */
    removeExpired: async (now: Date): Promise<number> =>
      Number(
        (await repo.removeBefore(new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())).numDeletedRows,
      ),
  };
  return service;
}

export type RateLimitService = ReturnType<typeof rateLimitService>;
