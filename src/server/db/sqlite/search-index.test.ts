import { describe, expect, it } from 'vitest';
import { trigramQuery } from './search-index.ts';

describe('trigramQuery', () => {
  it.each([
    ['abc', '"abc"'],
    ['abcd', '"abc" AND "bcd"'],
    ['tin tuc so 4711', '"tin" AND " tu" AND "c s" AND "o 4" AND "711"'],
    ['tuc so 4711', '"tuc" AND " so" AND " 47" AND "711"'],
    ['n "s', '"n """ AND " ""s"'],
    ['đà nẵng', '"đà " AND "nẵn" AND "ẵng"'],
  ])('%s → %s', (folded, query) => {
    expect(trigramQuery(folded)).toBe(query);
  });
});

describe('trigramQuery with row counts', () => {
  const rows: Record<string, number> = { tin: 900, ' tu': 300, 'c s': 800, 'o 4': 50, '711': 7 };
  it('asks for the two rarest of the covering trigrams, in the order of the term', () => {
    expect(trigramQuery('tin tuc so 4711', (t) => rows[t] ?? 0)).toBe('"o 4" AND "711"');
  });
  it('asks for every trigram when there are two or fewer', () => {
    expect(trigramQuery('abcd', () => 5)).toBe('"abc" AND "bcd"');
  });
});
