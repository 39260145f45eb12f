import { LIMITS } from '../../../common/codes.ts';
import { type Locale, localePath, PATHS } from '../../../common/paths.ts';
import { SITE } from '../../../common/site-config.ts';
import type { JobSummary } from '../../components/JobCard.tsx';
import { summary } from '../../lib/format.ts';
import { alternatesOf, type LoaderContext, MISSING } from '../page-data.ts';
import type { EventRow } from './EventCard.tsx';
import { eventIso } from './event-dates.ts';

/** One public event in the page's language; a hiring day adds the first open jobs. */
export async function load({ read, params, locale, origin }: LoaderContext) {
  const item = await read.get('event', Number(params.eventNo));
  if (!item) return MISSING;
  const jobs: JobSummary[] =
    item.kind === '20'
      ? (await read.list('job', { pageCnt: LIMITS.relatedJobCount })).list.map(
          ({ jobNo, title, dateCd, dateCdNm, startDt, endDt }) => ({
            jobNo,
            title,
            dateCd,
            dateCdNm,
            startDt,
            endDt,
          }),
        )
      : [];
  return {
    data: { item, jobs },
    jsonLd: [eventJsonLd(item, origin, locale)],
    image: item.imageUrl || undefined,
    isSingleLanguage: true,
    alternates: alternatesOf(item.translations, PATHS.event),
  };
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** schema.org's Event of the item: at the park, in person, as scheduled. */
function eventJsonLd(item: EventRow, origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    description: item.summary || summary(item.contents, 300) || item.title,
    ...(item.startAt ? { startDate: eventIso(item.startAt) } : {}),
    ...(item.endAt ? { endDate: eventIso(item.endAt) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: item.place,
      address: SITE.parkAddress[locale === 'vi' ? 'VI' : 'EN'],
    },
    ...(item.imageUrl ? { image: [absolute(item.imageUrl, origin)] } : {}),
    organizer: { '@type': 'Organization', name: SITE.brand, url: origin },
    url: `${origin}${localePath(locale, PATHS.event(item.eventNo))}`,
    inLanguage: locale,
  };
}
