import { describe, expect, it } from 'vitest';
import { fromDayMonthYear, fromHourMinute, toDayMonthYear } from './day-month-year.ts';

describe('dd/mm/yyyy in the admin', () => {
  it("shows the API's dates and moments day first", () => {
    expect(toDayMonthYear('2026-11-03')).toBe('03/11/2026');
    expect(toDayMonthYear('2026-11-03T07:05')).toBe('03/11/2026 07:05');
    expect(toDayMonthYear('')).toBe('');
  });

  it('reads what an editor types, day first, into the API form', () => {
    expect(fromDayMonthYear('03/11/2026')).toBe('2026-11-03');
    expect(fromDayMonthYear(' 3.11.2026 ')).toBe('2026-11-03');
    expect(fromDayMonthYear('29-02-2028')).toBe('2028-02-29');
    expect(fromDayMonthYear('03/11/2026 7:05', { withTime: true })).toBe('2026-11-03T07:05');
    expect(fromDayMonthYear('03/11/2026, 23:59', { withTime: true })).toBe('2026-11-03T23:59');
  });

  it('refuses what is no day: month first past 12, 31 February, two-digit years, a missing or extra time', () => {
    expect(fromDayMonthYear('11/30/2026')).toBeNull();
    expect(fromDayMonthYear('31/02/2026')).toBeNull();
    expect(fromDayMonthYear('29/02/2027')).toBeNull();
    expect(fromDayMonthYear('03/11/26')).toBeNull();
    expect(fromDayMonthYear('2026-11-03')).toBeNull();
    expect(fromDayMonthYear('03/11/2026', { withTime: true })).toBeNull();
    expect(fromDayMonthYear('03/11/2026 09:00')).toBeNull();
    expect(fromDayMonthYear('03/11/2026 24:00', { withTime: true })).toBeNull();
  });

  it('reads a time of day 24-hour, forgivingly, and nothing else', () => {
    expect(['9:30', '09:30', '09.30', '0930', ' 23:59 '].map(fromHourMinute)).toEqual([
      '09:30',
      '09:30',
      '09:30',
      '09:30',
      '23:59',
    ]);
    expect(['24:00', '9:7', '12:30 PM', '', '12:60'].map(fromHourMinute)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
