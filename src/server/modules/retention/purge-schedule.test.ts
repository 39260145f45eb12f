import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PURGE_TIMING, repeatUntilStopped } from './purge-schedule.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A check that takes `ms` to finish and counts its calls and how many ran at once. */
function slowCheck(ms: number) {
  const calls = { started: 0, running: 0, mostAtOnce: 0 };
  const check = async () => {
    calls.started += 1;
    calls.running += 1;
    calls.mostAtOnce = Math.max(calls.mostAtOnce, calls.running);
    await new Promise((resolve) => setTimeout(resolve, ms));
    calls.running -= 1;
  };
  return { check, calls };
}

describe('repeatUntilStopped (the purge schedule)', () => {
  it('first checks a minute after start, then every five minutes after each check has finished', async () => {
    const { check, calls } = slowCheck(1000);
    const stop = repeatUntilStopped(check, PURGE_TIMING);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls.started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1000 + 5 * 60_000 - 1);
    expect(calls.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.started).toBe(2);
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(calls.mostAtOnce).toBe(1);
    await stop();
  });

  it('keeps going after a check that throws', async () => {
    let calls = 0;
    const stop = repeatUntilStopped(
      async () => {
        calls += 1;
        throw new Error('database down');
      },
      { firstCheckMs: 10, checkEveryMs: 10 },
    );
    await vi.advanceTimersByTimeAsync(35);
    expect(calls).toBe(3);
    await stop();
  });

  it('stops checking once stopped, after waiting for the check in progress', async () => {
    const { check, calls } = slowCheck(500);
    const stop = repeatUntilStopped(check, { firstCheckMs: 10, checkEveryMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.running).toBe(1);
    let isStopped = false;
    const stopping = stop().then(() => {
      isStopped = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(isStopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(calls.running).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.started).toBe(1);
  });

  it('never keeps the process alive', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const stop = repeatUntilStopped(async () => {}, PURGE_TIMING);
    const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    void stop();
  });
});
