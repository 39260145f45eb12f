import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListFacts, TOTAL_TTL_MS } from './list-totals.ts';

/** What ListFacts reads of a database: only whether it is a transaction. */
const db = { isTransaction: false } as Parameters<ListFacts['reused']>[0];
const fact = { table: 'news', key: 'total VI' };

/** A count that says how often it ran. */
function counting() {
  let runs = 0;
  return { count: async () => ++runs, runs: () => runs };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T09:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('list facts where the database cannot say whether another connection wrote', () => {
  it('are reused for the TTL, renewed in the background shortly before, and the successor answers after', async () => {
    const facts = new ListFacts();
    const { count, runs } = counting();
    expect(await facts.reused(db, fact, count)).toBe(1);
    vi.advanceTimersByTime(TOTAL_TTL_MS - 600);
    expect(await facts.reused(db, fact, count)).toBe(1);
    expect(runs()).toBe(1);
    // In the last half second: answered from the kept fact, its successor counted meanwhile.
    vi.advanceTimersByTime(200);
    expect(await facts.reused(db, fact, count)).toBe(1);
    expect(runs()).toBe(2);
    vi.advanceTimersByTime(500);
    expect(await facts.reused(db, fact, count)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('are forgotten by a write to their table, and not by one to another table', async () => {
    const facts = new ListFacts();
    const { count } = counting();
    await facts.reused(db, fact, count);
    facts.written(['jobs']);
    expect(await facts.reused(db, fact, count)).toBe(1);
    facts.written(['news']);
    expect(await facts.reused(db, fact, count)).toBe(2);
  });
});

describe('list facts where the database says when another connection may have written', () => {
  it('are reused past the TTL while that does not change, and counted again when it does', async () => {
    let version: number | undefined = 1;
    const facts = new ListFacts({ dataVersion: () => version });
    const { count, runs } = counting();
    await facts.reused(db, fact, count);
    vi.advanceTimersByTime(10 * TOTAL_TTL_MS);
    expect(await facts.reused(db, fact, count)).toBe(1);
    expect(runs()).toBe(1);
    version = 2;
    expect(await facts.reused(db, fact, count)).toBe(2);
    // No longer told (PostgreSQL's listener lost): the TTL again, from when the fact was counted.
    version = undefined;
    vi.advanceTimersByTime(TOTAL_TTL_MS - 600);
    expect(await facts.reused(db, fact, count)).toBe(2);
    vi.advanceTimersByTime(700);
    expect(await facts.reused(db, fact, count)).toBe(3);
    // Told again, under a new value: what was counted meanwhile is counted again.
    version = 3;
    expect(await facts.reused(db, fact, count)).toBe(4);
  });
});
