import { addDays } from '../../../common/dates.ts';

/**
 * Vietnamese public holidays on which offices close (decision 051), as announced for public
 * employees: the days off on weekdays, make-up days included. 2026 is the Government's plan
 * (notice of 13 October 2025); 2027 follows the Labour Code's rule (a holiday on a weekend moves
 * to the next working day) until the plan is announced, and is to be checked then.
 * `PRIVACY_HOLIDAYS` replaces the list of any year it names and adds years this list lacks.
 */
export const BUILT_IN_HOLIDAYS: readonly string[] = [
  // 2026: New Year; Tết (16–20 Feb); Hùng Kings (Sun 26 Apr, made up Mon 27); 30 Apr and 1 May;
  // National Day (31 Aug swapped for Sat 22 Aug, 1–2 Sep).
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-04-27',
  '2026-04-30',
  '2026-05-01',
  '2026-08-31',
  '2026-09-01',
  '2026-09-02',
  // 2027: New Year; Tết (lunar new year Sat 6 Feb: Fri 5, and Mon 8 to Thu 11 for the weekend);
  // Hùng Kings (Fri 16 Apr); 30 Apr, 1 May (a Saturday, made up Mon 3 May); National Day 2–3 Sep.
  '2027-01-01',
  '2027-02-05',
  '2027-02-08',
  '2027-02-09',
  '2027-02-10',
  '2027-02-11',
  '2027-04-16',
  '2027-04-30',
  '2027-05-03',
  '2027-09-02',
  '2027-09-03',
];

/** The built-in holidays with the configured ones: a year the configuration names is its list alone. */
export function holidaysOf(configured: readonly string[] = []): ReadonlySet<string> {
  const configuredYears = new Set(configured.map((date) => date.slice(0, 4)));
  return new Set([
    ...BUILT_IN_HOLIDAYS.filter((date) => !configuredYears.has(date.slice(0, 4))),
    ...configured,
  ]);
}

/** Saturday and Sunday are not working days, nor a holiday. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The `count`-th working day after `date` (YYYY-MM-DD, Vietnam's calendar): a Friday and 2 is Tuesday. */
export function addWorkingDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left--;
  }
  return day;
}
