import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentChanged, microCache } from './micro-cache.ts';

afterEach(() => vi.useRealTimers());

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

  it('forgets everything after a content change, and never stores failures', async () => {
    const cache = microCache<number>();
    let calls = 0;
    await cache.get('/a', async () => ++calls);
    contentChanged();
    expect(await cache.get('/a', async () => ++calls)).toBe(2);
    await expect(cache.get('/x', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('/x', async () => 7)).toBe(7);
  });
});
