import { PATHS } from '../../../common/paths.ts';
import { imagePreload } from '../../components/ResponsiveImage.tsx';
import { ListEnd, ViewEarlier } from '../../components/ViewMore.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import { pageAnchor, pageLink } from '../paged-list.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { EVENT_CARD_SIZES, EventCard, type EventRow } from './EventCard.tsx';
import type { load } from './EventsPage.server.ts';
import {
  EVENT_KIND_FILTERS,
  EVENT_PAGE_SIZE,
  type EventFilter,
  type EventWhen,
  eventListLink,
  eventListQuery,
  eventUrlQuery,
} from './event-list.ts';
import '../../styles/pages/news.css';
import type { MessageSection } from '../../locales/sections.ts';

export const messages: readonly MessageSection[] = ['newsPages.events'];

const TABS: readonly EventWhen[] = ['upcoming', 'past'];
const KIND_LABELS = { '': 'all', '10': 'parkEvents', '20': 'hiringDays' } as const;

/** The English path of a language's calendar, to subscribe to (served by the server, decision 044). */
const CALENDAR_PATH = `${PATHS.events}/calendar.ics`;

/**
 * Park events and hiring days: upcoming ones (soonest first) or past ones (latest first), all or
 * one kind, as cards. Tabs and filter are links and 'View more' a link with one page more, so the
 * server renders whatever the URL says; with scripts, 'View more' appends in place.
 */
export default function EventsPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, localeCd, href } = useI18n();
  const { filter } = data;
  const events = usePagedList<EventRow>({
    path: '/api/event',
    pageSize: EVENT_PAGE_SIZE,
    first: data,
    query: { localeCd, ...eventListQuery(filter) },
  });
  const listPath = href(PATHS.events);
  const linkTo = (change: Partial<EventFilter>) => eventListLink(listPath, { ...filter, ...change });
  const isCurrent = (change: Partial<EventFilter>) =>
    Object.entries(change).every(([key, value]) => filter[key as keyof EventFilter] === value);

  return (
    <SubPage plain path={path} title={t('menu.events')} lead={t('newsPages.events.lead')}>
      <div className="container">
        <div className="event-toolbar">
          <nav className="event-tabs" aria-label={t('newsPages.events.tabsLabel')}>
            <ul className="pill-tabs__list">
              {TABS.map((when) => (
                <li key={when}>
                  <a
                    className="pill-tabs__link"
                    href={linkTo({ when })}
                    aria-current={isCurrent({ when }) ? 'page' : undefined}
                  >
                    {t(`newsPages.events.tabs.${when}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="event-kinds" aria-label={t('newsPages.events.kindsLabel')}>
            <ul className="event-kinds__list">
              {EVENT_KIND_FILTERS.map((kind) => (
                <li key={kind || 'all'}>
                  <a
                    className="event-kinds__link"
                    href={linkTo({ kind })}
                    aria-current={isCurrent({ kind }) ? 'true' : undefined}
                  >
                    {t(`newsPages.events.kinds.${KIND_LABELS[kind]}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        {events.firstPage > 1 && (
          <ViewEarlier href={pageLink(listPath, events.firstPage - 1, eventUrlQuery(filter))} />
        )}
        {events.items.length ? (
          <>
            <ul
              ref={events.listRef}
              className="card-grid event-grid"
              aria-label={t(`newsPages.events.tabs.${filter.when}`)}
            >
              {events.items.map((item, i) => (
                <li key={item.eventNo} id={pageAnchor(i, EVENT_PAGE_SIZE, events.firstPage)}>
                  <EventCard item={item} isPriority={i === 0 && events.firstPage === 1} />
                </li>
              ))}
            </ul>
            <p className="press-count" aria-live="polite">
              {t('newsPages.events.count', { shown: events.items.length, total: events.total })}
            </p>
            <ListEnd
              list={events}
              href={pageLink(listPath, events.page + 1, eventUrlQuery(filter))}
              errorText={t('newsPages.events.error')}
            />
          </>
        ) : (
          <div className="event-empty">
            <p className="empty">{t(`newsPages.events.empty.${filter.when}`)}</p>
            {filter.kind && <a href={linkTo({ kind: '' })}>{t('newsPages.events.showAll')}</a>}
          </div>
        )}

        <aside className="event-subscribe" aria-labelledby="event-subscribe-title">
          <div>
            <h2 id="event-subscribe-title" className="event-subscribe__title">
              {t('newsPages.events.subscribe.title')}
            </h2>
            <p className="event-subscribe__text">{t('newsPages.events.subscribe.text')}</p>
          </div>
          <a className="button" href={href(CALENDAR_PATH)} type="text/calendar">
            {t('newsPages.events.subscribe.link')}
          </a>
        </aside>
      </div>
    </SubPage>
  );
}

export function meta({ data }: PageProps<LoaderData<typeof load>>, t: Translate): PageMeta {
  // On a phone the first card's picture is the largest paint.
  const first = data.list[0];
  return {
    ...pageMeta(t, { title: t('menu.events'), description: t('newsPages.events.description') }),
    ...(first?.imageUrl
      ? { preloadImage: imagePreload(first.imageUrl, first.imageVariants, EVENT_CARD_SIZES) }
      : {}),
  };
}
