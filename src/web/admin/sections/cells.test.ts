import { describe, expect, it } from 'vitest';
import { dmy, dmyTime, historyAddress, languagesOf, shortMemo } from './cells.tsx';

describe('admin list cells', () => {
  it('cuts a memo of 50 or more characters to 30 plus an ellipsis (spec 9)', () => {
    expect(shortMemo('x'.repeat(49))).toBe('x'.repeat(49));
    expect(shortMemo('y'.repeat(50))).toBe(`${'y'.repeat(30)}...`);
  });

  it("shows 'Local Host' for a loopback or missing address", () => {
    expect(historyAddress('')).toBe('Local Host');
    expect(historyAddress('127.0.0.1')).toBe('Local Host');
    expect(historyAddress('::1')).toBe('Local Host');
    expect(historyAddress('203.0.113.9')).toBe('203.0.113.9');
  });

  it('shows dates as dd/mm/yyyy in Vietnamese time', () => {
    expect(dmy('2024-03-09')).toBe('09/03/2024');
    expect(dmy('2024-03-08T18:30:00.000Z')).toBe('09/03/2024');
    expect(dmyTime('2024-03-08T18:30:05.000Z')).toBe('09/03/2024 01:30:05');
  });

  it('lists the languages an item exists in, in a fixed order, or its own without translations', () => {
    expect(languagesOf({ translations: { VI: 8, EN: 3 } })).toBe('EN · VI');
    expect(languagesOf({ translations: { VI: 8 } })).toBe('VI');
    expect(languagesOf({ localeCd: 'EN' })).toBe('EN');
  });
});
