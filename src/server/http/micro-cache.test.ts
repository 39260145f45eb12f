import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVERY_TABLE, type WrittenTables } from '../db/writes.ts';
import { MAX_STALE_MS, microCache } from './micro-cache.ts';

afterEach(() => vi.useRealTimers());

/** A database's committed writes, as its write hook would tell them (db/index.ts onCommittedWrite). */
function databaseWrites() {
  const listeners: Array<(tables: WrittenTables) => void> = [];
  return {
    writes: (listener: (tables: WrittenTables) => void) => listeners.push(listener),
    commit: (tables: WrittenTables) => {
      for (const listener of listeners) listener(tables);
    },
  };
}

describe('microCache', () => {
  it('answers repeated keys from memory until the TTL passes', async () => {
    vi.useFakeTimers();
    const cache = microCache({ ttlMs: 1000 });
    let calls = 0;
    const produce = async () => JSON.stringify({ n: ++calls });
    expect(await cache.get('/a', produce)).toBe('{"n":1}');
    expect(await cache.get('/a', produce)).toBe('{"n":1}');
    expect(await cache.get('/b', produce)).toBe('{"n":2}');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('/a', produce)).toBe('{"n":3}');
  });

  it('says whether it still serves an answer: not after its TTL, a write or a new load', async () => {
    vi.useFakeTimers();
    const lookups: boolean[] = [];
    const { writes, commit } = databaseWrites();
    const cache = microCache<object>({
      ttlMs: 1000,
      onLookup: (isHit) => lookups.push(isHit),
      forgetOn: { writes, tables: ['news'] },
    });
    const first = await cache.get('/a', async () => ({ n: 1 }));
    expect(cache.serves('/a', first)).toBe(true);
    expect(cache.serves('/a', { n: 1 })).toBe(false);
    expect(cache.serves('/b', first)).toBe(false);
    expect(lookups).toEqual([false, true]);
    commit(['news']);
    expect(cache.serves('/a', first)).toBe(false);
    const second = await cache.get('/a', async () => ({ n: 2 }));
    expect(cache.serves('/a', first)).toBe(false);
    expect(cache.serves('/a', second)).toBe(true);
    vi.advanceTimersByTime(1001);
    expect(cache.serves('/a', second)).toBe(false);
    expect(microCache<object>({ ttlMs: 0 }).serves('/a', second)).toBe(false);
  });

  it('drops expired entries when it stores again, so a burst of keys is not held for good', async () => {
    vi.useFakeTimers();
    const cache = microCache<number>({ ttlMs: 1000 });
    for (let i = 0; i < 100; i++) await cache.get(`/page/${i}`, async () => i);
    expect(cache.size()).toBe(100);
    vi.advanceTimersByTime(1001);
    await cache.get('/later', async () => 0);
    expect(cache.size()).toBe(1);
  });

  it('produces on every call, concurrent ones too, when its TTL is 0', async () => {
    const cache = microCache<number>({ ttlMs: 0 });
    let calls = 0;
    const produce = async () => ++calls;
    expect(await Promise.all([cache.get('/k', produce), cache.get('/k', produce)])).toEqual([1, 2]);
    expect(await cache.get('/k', produce)).toBe(3);
  });

  it('forgets everything after a committed write to a table it reads, and never stores failures', async () => {
    const { writes, commit } = databaseWrites();
    const cache = microCache<number>({ forgetOn: { writes, tables: ['news', 'media'] } });
    let calls = 0;
    const produce = async () => ++calls;
    await cache.get('/a', produce);
    await cache.get('/b', produce);
    commit(['session', 'access_history']);
    expect(await cache.get('/a', produce)).toBe(1);
    commit(['media']);
    expect(await cache.get('/a', produce)).toBe(3);
    expect(await cache.get('/b', produce)).toBe(4);
    // A raw write may have written any table.
    commit(EVERY_TABLE);
    expect(await cache.get('/a', produce)).toBe(5);
    await expect(cache.get('/x', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('/x', async () => 7)).toBe(7);
  });

  it('serves an expired answer while loads fail as isStaleServedOn says, for a limited time', async () => {
    vi.useFakeTimers();
    const isAway = (error: unknown) => error instanceof Error && error.message === 'database away';
    const cache = microCache<string>({ ttlMs: 1000, isStaleServedOn: isAway });
    const away = () => Promise.reject(new Error('database away'));
    await cache.get('/a', async () => 'page of a second ago');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('/a', away)).toBe('page of a second ago');
    // Any other failure is the caller's to answer; so is an outage once the answer is too old.
    await expect(cache.get('/a', () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    vi.advanceTimersByTime(MAX_STALE_MS);
    await expect(cache.get('/a', away)).rejects.toThrow('database away');
  });

  it('never serves an answer from before a content change in place of a failed load', async () => {
    vi.useFakeTimers();
    const cache = microCache<string>({ ttlMs: 1000, isStaleServedOn: () => true });
    await cache.get('/a', async () => 'before the change');
    cache.forget();
    await expect(cache.get('/a', () => Promise.reject(new Error('away')))).rejects.toThrow('away');
  });
});

describe('microCaches of two apps in one process', () => {
  it('share nothing: a write on one database forgets only the caches of the app on it', async () => {
    const first = databaseWrites();
    const second = databaseWrites();
    const firstCache = microCache<string>({ forgetOn: { writes: first.writes, tables: ['news'] } });
    const secondCache = microCache<string>({ forgetOn: { writes: second.writes, tables: ['news'] } });
    await firstCache.get('/k', async () => 'first');
    await secondCache.get('/k', async () => 'second');
    first.commit(['news']);
    expect(await firstCache.get('/k', async () => 'first again')).toBe('first again');
    expect(await secondCache.get('/k', async () => 'second again')).toBe('second');
    firstCache.forget();
    expect(await secondCache.get('/k', async () => 'second again')).toBe('second');
  });
});

describe('microCache under load', () => {
  it('makes concurrent misses of one key wait for a single produce', async () => {
    const cache = microCache<number>();
    let calls = 0;
    let release = () => {};
    const produce = () =>
      new Promise<number>((resolve) => {
        calls += 1;
        release = () => resolve(calls);
      });
    const answers = Promise.all([
      cache.get('/k', produce),
      cache.get('/k', produce),
      cache.get('/k', produce),
    ]);
    release();
    expect(await answers).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('does not hand a load that began before a write to requests after it', async () => {
    const cache = microCache<string>();
    let release = () => {};
    const before = cache.get(
      '/k',
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('old');
        }),
    );
    cache.forget();
    const after = cache.get('/k', async () => 'new');
    release();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('/k', async () => 'again')).toBe('new');
  });

  it('forgets the least recently used entry when full, not everything', async () => {
    const cache = microCache<string>({ maxEntries: 3 });
    let calls = 0;
    const produce = async () => `v${++calls}`;
    for (const key of ['/a', '/b', '/c']) await cache.get(key, produce);
    await cache.get('/a', produce); // '/a' is now the most recently used
    await cache.get('/d', produce); // evicts '/b'
    expect(calls).toBe(4);
    expect(await cache.get('/a', produce)).toBe('v1');
    expect(await cache.get('/c', produce)).toBe('v3');
    expect(await cache.get('/d', produce)).toBe('v4');
    expect(await cache.get('/b', produce)).toBe('v5');
  });
});
