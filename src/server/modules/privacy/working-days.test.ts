import { describe, expect, it } from 'vitest';
import { addWorkingDays, holidaysOf, isWorkingDay } from './working-days.ts';

const builtIn = holidaysOf();

describe('addWorkingDays', () => {
  it('counts a request received on a Friday to the Tuesday after', () => {
    expect(addWorkingDays('2026-11-27', 2, builtIn)).toBe('2026-12-01');
  });

  it('counts from a weekend day as from the Friday before', () => {
    expect(addWorkingDays('2026-11-28', 2, builtIn)).toBe('2026-12-01');
    expect(addWorkingDays('2026-11-29', 2, builtIn)).toBe('2026-12-01');
  });

  it('skips a holiday: 30 April and 1 May 2026', () => {
    // Wednesday 29 April: Thursday and Friday are holidays, then the weekend.
    expect(addWorkingDays('2026-04-29', 2, builtIn)).toBe('2026-05-05');
  });

  it('skips the week of Tết', () => {
    // Friday 13 February 2026: offices close from the 14th to the 22nd.
    expect(addWorkingDays('2026-02-13', 2, builtIn)).toBe('2026-02-24');
    expect(addWorkingDays('2026-02-18', 2, builtIn)).toBe('2026-02-24');
  });

  it('crosses the year end over New Year’s Day', () => {
    // Wednesday 30 December 2026: Thursday 31 works, Friday 1 January is a holiday.
    expect(addWorkingDays('2026-12-30', 2, builtIn)).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-31', 1, builtIn)).toBe('2027-01-04');
  });
});

describe('holidaysOf', () => {
  it('adds a year the built-in list lacks', () => {
    const holidays = holidaysOf(['2028-01-03']);
    expect(isWorkingDay('2028-01-03', holidays)).toBe(false);
    expect(isWorkingDay('2026-02-16', holidays)).toBe(false);
  });

  it('replaces the built-in days of a year it names', () => {
    const holidays = holidaysOf(['2027-02-04']);
    expect(isWorkingDay('2027-02-04', holidays)).toBe(false);
    expect(isWorkingDay('2027-02-08', holidays)).toBe(true);
    expect(isWorkingDay('2026-02-16', holidays)).toBe(false);
  });

  it('never makes a weekend a working day', () => {
    expect(isWorkingDay('2026-11-28', holidaysOf())).toBe(false);
  });
});
