import { describe, expect, it } from 'vitest';
import { keepRecent } from './keep-recent.ts';

describe('keepRecent', () => {
  it('forgets the least recently used entry when full, and an entry set again is the most recent', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 2);
    keepRecent(map, 'b', 2, 2);
    keepRecent(map, 'a', 3, 2);
    expect(keepRecent(map, 'c', 4, 2)).toBe(4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });

  it('replaces an entry in a full map without forgetting another', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    keepRecent(map, 'a', 5, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['a', 5],
    ]);
  });
});
