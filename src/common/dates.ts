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
