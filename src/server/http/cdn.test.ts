import { describe, expect, it } from 'vitest';
import { type CdnSettings, publicCacheControl } from './cdn.ts';

const cdn: CdnSettings = { maxAge: 60, staleWhileRevalidate: 600, staleIfError: 86_400, purge: null };
const now = Date.parse('2031-05-20T03:00:00Z');

describe('publicCacheControl', () => {
  it('gives shared caches s-maxage and the stale allowances when nothing is scheduled', () => {
    expect(publicCacheControl(cdn, undefined, now)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(publicCacheControl(cdn, Number.POSITIVE_INFINITY, now)).toContain('s-maxage=60,');
  });

  it('stops s-maxage and stale-while-revalidate at the next scheduled change', () => {
    expect(publicCacheControl(cdn, now + 25_000, now)).toBe(
      'public, max-age=0, s-maxage=25, stale-while-revalidate=0, stale-if-error=86400',
    );
    // Part of a second counts as a second; a change 100 s ahead leaves 40 s of revalidation.
    expect(publicCacheControl(cdn, now + 24_001, now)).toContain('s-maxage=25,');
    expect(publicCacheControl(cdn, now + 100_000, now)).toContain('s-maxage=60, stale-while-revalidate=40,');
  });

  it('asks each time when the change is now or past, or shared caching is off', () => {
    expect(publicCacheControl(cdn, now, now)).toBe('public, no-cache');
    expect(publicCacheControl(cdn, now - 5_000, now)).toBe('public, no-cache');
    expect(publicCacheControl({ ...cdn, maxAge: 0 }, undefined, now)).toBe('public, no-cache');
  });
});
