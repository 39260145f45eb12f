import { isIsoDate } from './dates.ts';

/**
 * Schedules with a time (decision 035) are to the minute, in Vietnam: staff type
 * 'YYYY-MM-DDTHH:MM' (the datetime-local form), the database keeps the UTC instant. Kept apart
 * from dates.ts, which the public pages' scripts import: only the server and the admin use these,
 * and a public page must not carry them (decision 017).
 */

/** Asia/Ho_Chi_Minh, as in dates.ts: UTC+7 all year (dates.ts keeps its own so that its chunk is unchanged). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:MM', a minute of Vietnamese local time. */
export const LOCAL_MINUTE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day to the minute, 'HH:MM' (00:00 to 23:59). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The UTC instant (ISO, to the minute) of a Vietnamese 'YYYY-MM-DDTHH:MM'; null when it is not one. */
export function vietnamLocalToUtc(local: string): string | null {
  const match = LOCAL_MINUTE.exec(local);
  if (!match || !isIsoDate(match[1]!)) return null;
  return new Date(Date.parse(`${local}:00Z`) - VIETNAM_OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DDTHH:MM' in Vietnam of an instant (an ISO string or a Date). */
export function vietnamLocal(at: string | Date): string {
  return new Date(new Date(at).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The instant's minute (seconds dropped) as an ISO string: what public visibility is judged at,
 * so that every request of one minute selects the same rows and shares cached totals.
 */
export function minuteOf(at: Date): string {
  return new Date(at.getTime() - (at.getTime() % 60_000)).toISOString();
}
