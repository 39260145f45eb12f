import { describe, expect, it } from 'vitest';
import { taskHealth } from './task-health.ts';

/** A clock the test moves by hand. */
function testClock(start = Date.parse('2026-11-27T10:00:00Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('taskHealth', () => {
  it('ages a task from the start until its first success, then from each success', () => {
    const clock = testClock();
    const tasks = taskHealth({ now: clock.now });
    const succeeded = tasks.track('job-alerts', { everyMs: 120_000 });
    clock.advance(30_000);
    expect(tasks.report()).toEqual([
      { task: 'job-alerts', lastSuccessAgeSeconds: 30, stalledAfterSeconds: 360, isStalled: false },
    ]);
    succeeded();
    clock.advance(2_500);
    expect(tasks.report()[0]?.lastSuccessAgeSeconds).toBe(2.5);
  });

  it('calls a loop stalled after three of its intervals without a success, never before 20 s', () => {
    const clock = testClock();
    const tasks = taskHealth({ now: clock.now });
    tasks.track('retention-purge', { everyMs: 300_000 });
    const outboxSucceeded = tasks.track('mail-outbox', { everyMs: 1_000 });
    clock.advance(20_000);
    expect(tasks.report().map((t) => [t.task, t.stalledAfterSeconds, t.isStalled])).toEqual([
      ['retention-purge', 900, false],
      ['mail-outbox', 20, false],
    ]);
    clock.advance(1);
    expect(tasks.report().find((t) => t.task === 'mail-outbox')?.isStalled).toBe(true);
    outboxSucceeded();
    expect(tasks.report().find((t) => t.task === 'mail-outbox')?.isStalled).toBe(false);
    clock.advance(900_000);
    expect(tasks.report().every((t) => t.isStalled)).toBe(true);
  });

  it('reports only the loops that run here, and no negative age when the clock goes back', () => {
    const clock = testClock();
    const tasks = taskHealth({ now: clock.now });
    expect(tasks.report()).toEqual([]);
    const succeeded = tasks.track('schedule-purge', { everyMs: 15_000 });
    succeeded();
    clock.advance(-60_000);
    expect(tasks.report()[0]).toMatchObject({ lastSuccessAgeSeconds: 0, isStalled: false });
  });
});
