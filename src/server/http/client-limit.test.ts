import { describe, expect, it } from 'vitest';
import { clientLimit } from './client-limit.ts';

describe('clientLimit', () => {
  it('lets a burst through, then one request per refill, and says how long to wait', () => {
    const limit = clientLimit({ perMinute: 60, burst: 3 });
    const t = 1_000_000;
    expect([
      limit.take('198.51.100.1', t),
      limit.take('198.51.100.1', t),
      limit.take('198.51.100.1', t),
    ]).toEqual([0, 0, 0]);
    expect(limit.take('198.51.100.1', t)).toBeCloseTo(1);
    expect(limit.take('198.51.100.1', t + 500)).toBeCloseTo(0.5);
    expect(limit.take('198.51.100.1', t + 1000)).toBe(0);
    expect(limit.take('198.51.100.2', t + 1000), 'another client has its own bucket').toBe(0);
  });

  it('refills to the burst and no further', () => {
    const limit = clientLimit({ perMinute: 600, burst: 2 });
    for (let i = 0; i < 2; i++) limit.take('198.51.100.9', 0);
    expect(limit.take('198.51.100.9', 0)).toBeGreaterThan(0);
    const later = 3_600_000;
    expect([limit.take('198.51.100.9', later), limit.take('198.51.100.9', later)]).toEqual([0, 0]);
    expect(limit.take('198.51.100.9', later)).toBeGreaterThan(0);
  });

  it('counts an IPv6 /64 as one client', () => {
    const limit = clientLimit({ perMinute: 60, burst: 1 });
    expect(limit.take('2001:db8:aa:1::5', 0)).toBe(0);
    expect(limit.take('2001:db8:aa:1:ffff::9', 0)).toBeGreaterThan(0);
    expect(limit.take('2001:db8:aa:2::5', 0), 'another /64').toBe(0);
  });
});
