import { describe, expect, it } from 'vitest';
import { addDays, formatDmy, isIsoDate, vietnamDate, vietnamDayStartUtc } from './dates.ts';

describe('vietnamDate', () => {
  it('is the calendar date in Asia/Ho_Chi_Minh (UTC+7)', () => {
    expect(vietnamDate(new Date('2026-01-01T17:30:00Z'))).toBe('2026-01-02');
    expect(vietnamDate(new Date('2026-01-01T16:59:59.999Z'))).toBe('2026-01-01');
    expect(vietnamDate(new Date('2026-01-01T17:00:00Z'))).toBe('2026-01-02');
    expect(vietnamDate(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
  });

  it('defaults to now', () => {
    const now = Date.now();
    expect(vietnamDate()).toBe(new Date(now + 7 * 3_600_000).toISOString().slice(0, 10));
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-10', 1, '2026-03-11'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-10', 7, '2026-03-17'],
    ['2026-03-10', 0, '2026-03-10'],
  ])('%s %+d → %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });
});

describe('vietnamDayStartUtc', () => {
  it('is 17:00 UTC of the previous day', () => {
    expect(vietnamDayStartUtc('2026-03-10')).toBe('2026-03-09T17:00:00.000Z');
    expect(vietnamDayStartUtc('2026-01-01')).toBe('2025-12-31T17:00:00.000Z');
    expect(vietnamDayStartUtc('2024-03-01')).toBe('2024-02-29T17:00:00.000Z');
  });
});

describe('isIsoDate', () => {
  it.each(['2026-03-10', '2024-02-29', '2000-01-01', '1999-12-31'])('accepts %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-3-1',
    '10/03/2026',
    '',
  ])('rejects %j', (date) => {
    expect(isIsoDate(date)).toBe(false);
  });

  it('rejects anything around the date', () => {
    expect(isIsoDate('2026-03-10T00:00:00Z')).toBe(false);
    expect(isIsoDate(' 2026-03-10')).toBe(false);
  });
});

describe('formatDmy', () => {
  it('shows dd/mm/yyyy', () => {
    expect(formatDmy('2026-03-10')).toBe('10/03/2026');
    expect(formatDmy('2026-12-01')).toBe('01/12/2026');
  });
});
