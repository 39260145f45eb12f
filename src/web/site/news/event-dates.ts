import type { Locale } from '../../../common/paths.ts';

/**
 * An event's times as the site shows them. Events are typed and answered in Vietnam time
 * ('YYYY-MM-DDTHH:MM', decision 035), which is the park's, so they are shown as they are, with no
 * time zone conversion: the server and the browser write the same text.
 */

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  vi: ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sat 12 Dec 2026' or 'Thứ Bảy, 12/12/2026' of a 'YYYY-MM-DD…' value. */
export function eventDay(local: string, locale: Locale): string {
  const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[locale][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return locale === 'vi'
    ? `${weekday}, ${local.slice(8, 10)}/${local.slice(5, 7)}/${y}`
    : `${weekday} ${d} ${MONTHS[m - 1]} ${y}`;
}

const timeOf = (local: string) => local.slice(11, 16);

/**
 * 'Sat 12 Dec 2026, 09:00–16:00'; an event over several days names both:
 * 'Sat 12 Dec 2026, 09:00 – Sun 13 Dec 2026, 16:00'.
 */
export function eventTimeRange(startAt: string, endAt: string | null, locale: Locale): string {
  const start = `${eventDay(startAt, locale)}, ${timeOf(startAt)}`;
  if (!endAt) return start;
  if (endAt.slice(0, 10) === startAt.slice(0, 10)) return `${start}–${timeOf(endAt)}`;
  return `${start} – ${eventDay(endAt, locale)}, ${timeOf(endAt)}`;
}

/** A Vietnam time as ISO 8601 with its offset, for `<time datetime>` and structured data. */
export const eventIso = (local: string) => `${local.slice(0, 16)}:00+07:00`;
