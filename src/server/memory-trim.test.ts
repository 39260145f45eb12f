import type { EventLoopUtilization } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMemoryTrim } from './memory-trim.ts';

afterEach(() => vi.useRealTimers());

const MB = 1024 * 1024;

/** A trim watching a made-up process: `state` says how busy its loop was and how much it holds. */
function watched(state: { busy: number; resident: number }) {
  const collect = vi.fn(() => {
    state.resident = 100 * MB;
  });
  const loopUse = (current?: EventLoopUtilization) =>
    ({ idle: 0, active: 0, utilization: current ? state.busy : 0 }) as EventLoopUtilization;
  const onTrim = vi.fn();
  const stop = startMemoryTrim({
    everyMs: 1000,
    quietIntervals: 3,
    growthBytes: 16 * MB,
    collect: collect as unknown as typeof globalThis.gc,
    residentBytes: () => state.resident,
    loopUse,
    onTrim,
  });
  return { collect, onTrim, stop };
}

describe('startMemoryTrim', () => {
  it('collects once the loop is quiet after the resident set grew, not under load', () => {
    vi.useFakeTimers();
    const state = { busy: 0.6, resident: 100 * MB };
    const { collect, onTrim, stop } = watched(state);
    state.resident = 260 * MB;
    vi.advanceTimersByTime(3000);
    expect(collect).not.toHaveBeenCalled();
    // Two quiet intervals, then traffic again: not yet.
    state.busy = 0.01;
    vi.advanceTimersByTime(2000);
    state.busy = 0.12;
    vi.advanceTimersByTime(1000);
    expect(collect).not.toHaveBeenCalled();
    state.busy = 0.01;
    vi.advanceTimersByTime(2000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledExactlyOnceWith({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
    expect(onTrim).toHaveBeenCalledWith(260 * MB, 100 * MB);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a quiet server alone while it holds no more than after the last trim', () => {
    vi.useFakeTimers();
    const state = { busy: 0, resident: 100 * MB };
    const { collect, stop } = watched(state);
    state.resident = 110 * MB;
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing when the process has no gc (started without --expose-gc)', () => {
    vi.useFakeTimers();
    const stop = startMemoryTrim({ collect: null, residentBytes: () => 500 * MB });
    vi.advanceTimersByTime(60_000);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
