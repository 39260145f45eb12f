import { formatDmy, isIsoDate } from '../../../common/dates.ts';

/**
 * The admin writes and reads dates as dd/mm/yyyy (and moments as dd/mm/yyyy HH:mm, 24-hour), as it
 * shows them everywhere, whatever the browser's locale; the API keeps YYYY-MM-DD and
 * YYYY-MM-DDTHH:MM. Typing is forgiving: one-digit days and months, and `.` or `-` between them.
 */

const pad = (n: string) => n.padStart(2, '0');

/** '2026-11-27' → '27/11/2026'; '2026-11-27T09:30' → '27/11/2026 09:30'; anything else unchanged. */
export function toDayMonthYear(iso: string): string {
  const match = /^\d{4}-\d{2}-\d{2}(?:T(\d{2}:\d{2}))?/.exec(iso);
  if (!match) return iso;
  return `${formatDmy(iso)}${match[1] === undefined ? '' : ` ${match[1]}`}`;
}

/**
 * '27/11/2026' → '2026-11-27' (with `withTime`, '27/11/2026 09:30' → '2026-11-27T09:30'); null when
 * the text is no such day or moment (31/02, 24:00, a two-digit year).
 */
export function fromDayMonthYear(text: string, { withTime = false } = {}): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[\s,]+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year, hour, minute] = match;
  const date = `${year}-${pad(month!)}-${pad(day!)}`;
  if (!isIsoDate(date) || (hour === undefined) === withTime) return null;
  if (!withTime) return date;
  return Number(hour) < 24 && Number(minute) < 60 ? `${date}T${pad(hour!)}:${minute}` : null;
}

/**
 * A time of day typed 24-hour: '9:30', '09.30' or '0930' → '09:30'; null when it is no such time
 * (24:00, 9:7, 12:30 PM).
 */
export function fromHourMinute(text: string): string | null {
  const match = /^(\d{1,2})[:.h]?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, hour, minute] = match;
  return Number(hour) < 24 && Number(minute) < 60 ? `${pad(hour!)}:${minute}` : null;
}
