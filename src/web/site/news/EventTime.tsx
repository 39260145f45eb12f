import { useI18n } from '../../lib/i18n.tsx';
import { eventIso, eventTimeRange } from './event-dates.ts';

/** An event's date and time range in the page's language, its start machine-readable. */
export function EventTime({ startAt, endAt }: { startAt: string | null; endAt: string | null }) {
  const { locale } = useI18n();
  if (!startAt) return null;
  return <time dateTime={eventIso(startAt)}>{eventTimeRange(startAt, endAt, locale)}</time>;
}
