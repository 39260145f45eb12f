import { describe, expect, it } from 'vitest';
import { scheduleHorizon } from './schedule.ts';

/**
 * The horizon keeps nothing of its own: the repository keeps the answer as a list fact (how often
 * the database is asked is counted in schedules.api.test.ts and list-totals.api.test.ts).
 */
function asking(next: (at: string) => Promise<string | null>) {
  const asked: string[] = [];
  const horizon = scheduleHorizon({
    minute: () => '2026-11-27T03:00:00.000Z',
    nextScheduledChange: (at) => {
      asked.push(at);
      return next(at);
    },
  });
  return { horizon, asked };
}

describe('the schedule horizon', () => {
  it('asks from the minute visitors see now, or the minute given, in ms since the epoch', async () => {
    const { horizon, asked } = asking(async () => '2026-11-27T05:00:00.000Z');
    expect(await horizon.nextChange()).toBe(Date.parse('2026-11-27T05:00:00.000Z'));
    expect(await horizon.sameUntil('2026-11-27T04:00:00.000Z')).toBe(Date.parse('2026-11-27T05:00:00.000Z'));
    expect(asked).toEqual(['2026-11-27T03:00:00.000Z', '2026-11-27T04:00:00.000Z']);
  });

  it('says when nothing is ahead, and passes a failed question on', async () => {
    expect(await asking(async () => null).horizon.nextChange()).toBeUndefined();
    expect(await asking(async () => null).horizon.sameUntil('2026-11-27T03:00:00.000Z')).toBeNull();
    const failing = asking(() => Promise.reject(new Error('database down'))).horizon;
    await expect(failing.nextChange()).rejects.toThrow('database down');
  });
});
