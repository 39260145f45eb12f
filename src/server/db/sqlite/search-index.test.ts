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
