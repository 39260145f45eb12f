/** 'Today' is Asia/Ho_Chi_Minh (UTC+7, no daylight saving) for deadlines and windows: the park is in Vietnam, wherever the server runs. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** YYYY-MM-DD of the given instant in Vietnam. */
export function vietnamDate(at: Date = new Date()): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD shifted by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The UTC instant at which a Vietnamese calendar day starts, as an ISO string. */
export function vietnamDayStartUtc(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - VIETNAM_OFFSET_MS).toISOString();
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** dd/mm/yyyy as the public pages show deadlines. */
export function formatDmy(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Schedules with a time (decision 035) are to the minute, in Vietnam: staff type
 * 'YYYY-MM-DDTHH:MM' (the datetime-local form), the database keeps the UTC instant.
 */
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
