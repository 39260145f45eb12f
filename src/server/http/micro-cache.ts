import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { EVERY_TABLE, type WrittenTables } from '../db/writes.ts';

/**
 * A few seconds of memory for public GET answers. Visitors all ask for the same first pages, so
 * serving the serialized answer again spares the database and rendering. Each cache belongs to one
 * app and forgets everything it holds when a write to a table its answers read commits on the
 * app's database (`forgetOn`: told by the database's write hook, whatever code wrote, decision
 * 026); other processes sharing the database see it within the TTL.
 *
 * Callers give a normalised key (what makes the answer differ, nothing else), so that unknown
 * parameters or their order cannot make every request a miss. Concurrent misses of one key wait for
 * one `produce`, and a full cache forgets its least recently used entry, not everything.
 */

/** Subscribes a listener to the committed writes of a database (`onCommittedWrite`, db/index.ts). */
export type CommittedWrites = (listener: (tables: WrittenTables) => void) => unknown;

/** How old an expired answer may be and still stand in for a failed load (isStaleServedOn). */
export const MAX_STALE_MS = 60_000;

export interface MicroCacheOptions {
  /**
   * `ttlMs: 0` is no cache at all, not even one load shared by concurrent requests: every call
   * produces (PUBLIC_CACHE_MS=0, which the bench uses to measure the database path).
   */
  ttlMs?: number;
  maxEntries?: number;
  /** Told of every lookup (the metrics' hits and misses): a hit is one that loads nothing. */
  onLookup?: ((isHit: boolean) => void) | undefined;
  /**
   * Failures of `produce` after which the expired answer still held for the key (at most
   * MAX_STALE_MS past its time, with no write since) is served instead: a database restart then
   * shows visitors the answer of a few seconds ago rather than an error (decision 043). By default
   * the failures that mean the database is out of reach (db/unavailable.ts).
   */
  isStaleServedOn?: (error: unknown) => boolean;
  /**
   * The app's committed writes, and the tables its answers read: a write to one of them forgets
   * every answer held. Without it an answer lives its TTL.
   */
  forgetOn?: { writes: CommittedWrites; tables: readonly string[] } | undefined;
}

export function microCache<T = string>({
  ttlMs = 2000,
  maxEntries = 500,
  onLookup,
  isStaleServedOn = isDatabaseUnavailable,
  forgetOn,
}: MicroCacheOptions = {}) {
  if (ttlMs === 0)
    return {
      get: (_key: string, produce: () => Promise<T>) => {
        onLookup?.(false);
        return produce();
      },
      size: () => 0,
      forget: () => {},
      serves: (_key: string, _value: T) => false,
    };
  const entries = new Map<string, { value: T; expires: number; generation: number }>();
  const pending = new Map<string, { promise: Promise<T>; generation: number }>();
  /** Raised by every write to a table the answers read: what was loaded before no longer holds. */
  let generation = 0;
  const forget = () => {
    generation += 1;
  };
  /** Whether a held entry may be served now: not expired, and no write since it was loaded. */
  const isFresh = (entry: { expires: number; generation: number }) =>
    entry.expires > Date.now() && entry.generation === generation;
  if (forgetOn) {
    const tables = new Set(forgetOn.tables);
    forgetOn.writes((written) => {
      if (written === EVERY_TABLE || written.some((table) => tables.has(table))) forget();
    });
  }

  function store(key: string, value: T, startedIn: number): void {
    // A slow load that began before a write must not replace what a later load stored.
    const current = entries.get(key);
    if (current && current.generation > startedIn) return;
    // Evicting before inserting keeps the Map at most maxEntries long; Map order is recency. Expired
    // entries at the least recent end go too, so a burst of distinct keys is not held for good.
    entries.delete(key);
    const now = Date.now();
    for (const [oldest, entry] of entries) {
      if (entry.expires > now && entries.size < maxEntries) break;
      entries.delete(oldest);
    }
    entries.set(key, { value, expires: now + ttlMs, generation: startedIn });
  }

  return {
    /** Entries held now, expired ones not yet dropped included. */
    size: () => entries.size,
    /** What is held or loading now is not served again (as after a write to a table it read). */
    forget,
    /**
     * Whether `value` is still what the cache serves for `key` (not expired, no write since it was
     * loaded); told to `onLookup` as a hit when it is. For an answer sent again without asking `get`
     * (http/early-answer.ts).
     */
    serves(key: string, value: T): boolean {
      const held = entries.get(key);
      const isServed = held !== undefined && held.value === value && isFresh(held);
      if (isServed) onLookup?.(true);
      return isServed;
    },
    async get(key: string, produce: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && isFresh(hit)) {
        entries.delete(key);
        entries.set(key, hit);
        onLookup?.(true);
        return hit.value;
      }
      // A load that began before a write may hold old content: it is not shared after the write.
      const inFlight = pending.get(key);
      if (inFlight && inFlight.generation === generation) {
        onLookup?.(true);
        return inFlight.promise;
      }
      onLookup?.(false);
      const startedIn = generation;
      const stale = hit && hit.generation === startedIn ? hit : undefined;
      const promise = produce()
        .then((value) => {
          store(key, value, startedIn);
          return value;
        })
        .catch((error: unknown) => {
          if (stale && Date.now() - stale.expires < MAX_STALE_MS && isStaleServedOn(error))
            return stale.value;
          throw error;
        })
        .finally(() => {
          if (pending.get(key)?.promise === promise) pending.delete(key);
        });
      pending.set(key, { promise, generation: startedIn });
      return promise;
    },
  };
}
