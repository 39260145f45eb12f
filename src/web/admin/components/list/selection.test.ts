import { describe, expect, it } from 'vitest';
import { chunksOf, togglePage, toggleRow } from './selection.ts';

describe('choosing rows', () => {
  it('chooses the whole page, keeping rows chosen elsewhere, and unchooses it when all were', () => {
    expect(togglePage([9], [1, 2])).toEqual([9, 1, 2]);
    expect(togglePage([1, 9, 2], [1, 2])).toEqual([9]);
    expect(togglePage([1], [1, 2])).toEqual([1, 2]);
    expect(togglePage([], [])).toEqual([]);
  });

  it('chooses and unchooses one row', () => {
    expect(toggleRow([1], 2)).toEqual([1, 2]);
    expect(toggleRow([1, 2], 1)).toEqual([2]);
  });

  it('cuts ids into slices of at most the limit, in order', () => {
    const ids = Array.from({ length: 1201 }, (_, i) => i);
    const chunks = chunksOf(ids, 500);
    expect(chunks.map((c) => c.length)).toEqual([500, 500, 201]);
    expect(chunks.flat()).toEqual(ids);
    expect(chunksOf([], 500)).toEqual([]);
  });
});
