import { PATHS } from '../../../common/paths.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { Icon } from '../../components/Icon.tsx';
import { JobCard } from '../../components/JobCard.tsx';
import { imagePreload, ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { summary } from '../../lib/format.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './EventPage.server.ts';
import { EventTime } from './EventTime.tsx';
import '../../styles/pages/news.css';
import type { MessageSection } from '../../locales/sections.ts';

type EventData = LoaderData<typeof load>;

export const messages: readonly MessageSection[] = ['newsPages.event', 'jobs'];

/** The picture spans the article's column: the whole width on phones, about 760 px on desktop. */
const PICTURE_SIZES = '(min-width: 1100px) 760px, 100vw';

/**
 * One event: its picture, when and where (with a link that adds it to the visitor's calendar), the
 * text (HTML sanitized by the server) and, for a hiring day, the jobs open now.
 */
export default function EventPage({ path, data }: PageProps<EventData>) {
  const { t, href } = useI18n();
  const { item, jobs } = data;
  return (
    <SubPage plain path={path} title={item.title}>
      <div className="container">
        <article className="event-detail" aria-label={item.title}>
          {item.imageUrl && (
            <div className="event-detail__media">
              <ResponsiveImage
                src={item.imageUrl}
                variants={item.imageVariants}
                sizes={PICTURE_SIZES}
                alt={item.imageAlt ?? ''}
                width={1440}
                height={810}
                focal={{ x: item.focalX, y: item.focalY }}
                isPriority
              />
            </div>
          )}
          <aside className="event-facts" aria-label={t('newsPages.event.factsLabel')}>
            <span className={`badge${item.kind === '20' ? ' badge--sun' : ''}`}>{item.kindNm}</span>
            <dl className="event-facts__list">
              <div>
                <dt>{t('newsPages.event.when')}</dt>
                <dd>
                  <EventTime startAt={item.startAt} endAt={item.endAt} />
                </dd>
              </div>
              <div>
                <dt>{t('newsPages.event.where')}</dt>
                <dd>{item.place}</dd>
              </div>
            </dl>
            <a className="button event-facts__add" href={`${PATHS.event(item.eventNo)}.ics`} download>
              <Icon name="plus" size={18} />
              {t('newsPages.event.addToCalendar')}
            </a>
          </aside>
          <div className="event-detail__body">
            {item.summary && <p className="event-detail__summary">{item.summary}</p>}
            {/* The server sanitized this rich text when it was saved, so it is safe to insert. */}
            <div className="prose news-article__body" dangerouslySetInnerHTML={{ __html: item.contents }} />
          </div>
        </article>

        {item.kind === '20' && (
          <section className="event-jobs" aria-labelledby="event-jobs-title">
            <h2 id="event-jobs-title" className="event-jobs__title">
              {t('newsPages.event.jobs.title')}
            </h2>
            <p className="event-jobs__lead">{t('newsPages.event.jobs.lead')}</p>
            {jobs.length > 0 ? (
              <ul className="job-list event-jobs__list">
                {jobs.map((job) => (
                  <li key={job.jobNo}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty">{t('newsPages.event.jobs.empty')}</p>
            )}
            <ArrowLink className="button button--ghost" href={href(PATHS.jobs)}>
              {t('newsPages.event.jobs.all')}
            </ArrowLink>
          </section>
        )}

        <footer className="news-article__footer event-detail__footer">
          <a className="button button--ghost" href={href(PATHS.events)}>
            <Icon name="arrow" size={18} className="icon--flip" />
            {t('newsPages.event.back')}
          </a>
        </footer>
      </div>
    </SubPage>
  );
}

export function meta({ data }: PageProps<EventData>, t: Translate): PageMeta {
  const { item } = data;
  return {
    ...pageMeta(t, {
      title: item.title,
      description: item.summary || summary(item.contents, 160) || item.title,
      image: item.imageUrl,
    }),
    ...(item.imageUrl
      ? { preloadImage: imagePreload(item.imageUrl, item.imageVariants, PICTURE_SIZES) }
      : {}),
  };
}
