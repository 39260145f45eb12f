import type { FastifyInstance } from 'fastify';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { LIMITS } from '../../common/codes.ts';
import type { ContentType } from '../../common/content-declaration.ts';
import { BOARD_TYPES, type BoardTypeName } from '../../common/content-types.ts';
import { LOCALES, type Locale, localePath } from '../../common/paths.ts';
import { vietnamLocalToUtc } from '../../common/schedule-times.ts';
import { htmlToText } from '../../common/text.ts';
import { refusalAsNull } from '../errors.ts';
import type { Row } from '../modules/content/resource.ts';
import { channelText } from './feeds.ts';
import type { Services } from './loaders.ts';

/**
 * The iCalendar files of the types on a calendar (the declaration's `calendar`, decision 044): one
 * item's event, to add to a calendar, and each language's calendar of them, to subscribe to. Times
 * are written in UTC, which every calendar shows in its reader's own zone. Written by
 * `ical-generator` (RFC 5545: escaping, folding, UIDs).
 */

interface CalendarType {
  name: BoardTypeName;
  idField: string;
  calendar: NonNullable<ContentType['calendar']>;
  item: (id: number) => string;
}

const CALENDARS: CalendarType[] = (BOARD_TYPES as readonly ContentType[]).flatMap(
  ({ name, idField, calendar, pages }) =>
    calendar && pages?.item ? [{ name: name as BoardTypeName, idField, calendar, item: pages.item }] : [],
);

/** A subscribed calendar holds what is ahead and this many of the latest past items. */
const PAST_KEPT = 50;
const AHEAD_KEPT = LIMITS.maxPageSize;

/** An instant the API answers in Vietnam time ('YYYY-MM-DDTHH:MM') as a Date. */
const instant = (value: unknown): Date | null => {
  const utc = typeof value === 'string' && value ? vietnamLocalToUtc(value) : null;
  return utc ? new Date(utc) : null;
};

/** One item as a VEVENT: its page as URL and UID, its summary (else its text) as description. */
function eventOf(type: CalendarType, row: Row, { origin, locale }: { origin: string; locale: Locale }) {
  const start = instant(row[type.calendar.start]);
  if (!start) return null;
  const url = `${origin}${localePath(locale, type.item(Number(row[type.idField])))}`;
  const summary = String(row.summary ?? '').trim();
  return {
    id: url,
    start,
    end: instant(row[type.calendar.end]) ?? start,
    summary: String(row.title ?? ''),
    description:
      summary ||
      htmlToText(String(row.contents ?? ''))
        .replace(/\s+/g, ' ')
        .trim(),
    location: String(row[type.calendar.place] ?? ''),
    url,
    lastModified: new Date(String(row.modifyDt ?? row.createDt)),
  };
}

const localeOf = (row: Row): Locale => (row.localeCd === 'VI' ? 'vi' : 'en');

/** The calendar of one type in one language: what is ahead, and the latest past items. */
async function calendarFile(services: Services, type: CalendarType, locale: Locale, origin: string) {
  const localeCd = locale === 'vi' ? 'VI' : 'EN';
  const service = services[type.name];
  const [ahead, past] = await Promise.all([
    service.list({ localeCd, when: 'upcoming', pageCnt: AHEAD_KEPT }, null),
    service.list({ localeCd, when: 'past', pageCnt: PAST_KEPT }, null),
  ]);
  const calendar = ical({
    name: channelText(locale, type.calendar.title),
    prodId: { company: 'KidVenture Vietnam', product: 'site', language: locale.toUpperCase() },
    url: `${origin}${localePath(locale, type.calendar.path)}`,
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const row of [...ahead.list, ...past.list]) {
    const event = eventOf(type, row, { origin, locale });
    if (event) calendar.createEvent(event);
  }
  return calendar.toString();
}

/** One item's event, or null when visitors cannot see it. */
async function itemFile(services: Services, type: CalendarType, id: number, origin: string) {
  const row = await services[type.name].get(id, null).catch(refusalAsNull);
  const event = row && eventOf(type, row, { origin, locale: localeOf(row) });
  if (!row || !event) return null;
  const calendar = ical({
    prodId: { company: 'KidVenture Vietnam', product: 'site', language: localeOf(row).toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent(event);
  return calendar.toString();
}

/**
 * `{path}/calendar.ics` and `{path}/{id}.ics` of each calendar type, in both languages. An item that
 * is not public (or not there) is a 404; a file is offered for download under the item's title.
 */
export function registerCalendars(
  app: FastifyInstance,
  { services, origin }: { services: Services; origin: string },
) {
  for (const type of CALENDARS)
    for (const locale of LOCALES) {
      const base = localePath(locale, type.calendar.path);
      app.get(`${base}/calendar.ics`, async (_request, reply) =>
        reply.type('text/calendar; charset=utf-8').send(await calendarFile(services, type, locale, origin)),
      );
      app.get<{ Params: { id: string } }>(`${base}/:id.ics`, async (request, reply) => {
        const { id } = request.params;
        const file = /^\d{1,10}$/.test(id) ? await itemFile(services, type, Number(id), origin) : null;
        if (!file) return reply.callNotFound();
        return reply
          .type('text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${type.name}-${id}.ics"`)
          .send(file);
      });
    }
}
