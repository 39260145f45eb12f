import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './stored-answer.ts';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR;Q=1, GZIP;q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0.3, br;q=0', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['br;q=nonsense', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
