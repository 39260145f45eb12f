import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleHorizon } from './schedule.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-27T03:00:10Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A horizon over a database that answers `next` and counts the questions. */
function counting(next: () => Promise<string | null>) {
  const asked: string[] = [];
  let minute = '2026-11-27T03:00:00.000Z';
  const horizon = scheduleHorizon({
    minute: () => minute,
    nextScheduledChange: (at) => {
      asked.push(at);
      return next();
    },
  });
  return { horizon, asked, setMinute: (at: string) => (minute = at) };
}

describe('the schedule horizon', () => {
  it('asks the database once for two seconds of the same minute, then again', async () => {
    const { horizon, asked } = counting(async () => '2026-11-27T05:00:00.000Z');
    expect(await horizon.nextChange()).toBe(Date.parse('2026-11-27T05:00:00.000Z'));
    expect(await horizon.nextChange()).toBe(Date.parse('2026-11-27T05:00:00.000Z'));
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(2001);
    await horizon.nextChange();
    expect(asked).toHaveLength(2);
  });

  it('asks again at a new minute, and after a write made it forget', async () => {
    const { horizon, asked, setMinute } = counting(async () => null);
    expect(await horizon.nextChange()).toBeUndefined();
    horizon.forget();
    await horizon.nextChange();
    setMinute('2026-11-27T03:01:00.000Z');
    await horizon.nextChange();
    expect(asked).toEqual([
      '2026-11-27T03:00:00.000Z',
      '2026-11-27T03:00:00.000Z',
      '2026-11-27T03:01:00.000Z',
    ]);
  });

  it('does not keep a failed question', async () => {
    let fails = true;
    const { horizon, asked } = counting(async () => {
      if (fails) throw new Error('database down');
      return null;
    });
    await expect(horizon.nextChange()).rejects.toThrow('database down');
    fails = false;
    expect(await horizon.nextChange()).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});
