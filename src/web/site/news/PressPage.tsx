import { LIMITS } from '../../../common/codes.ts';
import { PATHS } from '../../../common/paths.ts';
import { NewsCard, type NewsSummary } from '../../components/NewsCard.tsx';
import { ListEnd, ViewEarlier } from '../../components/ViewMore.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import { pageAnchor, pageLink } from '../paged-list.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './PressPage.server.ts';
import '../../styles/pages/news.css';
import type { MessageSection } from '../../locales/sections.ts';

/** The server renders the first page (PressPage.server.ts); 'View more' asks for the next ones. */
const PAGE_SIZE = LIMITS.publicPressPageSize;

export const messages: readonly MessageSection[] = ['newsPages.press'];

/** Press releases: a grid of news cards, the newest one larger, and 'View more' for the next nine. */
export default function PressPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, localeCd, href } = useI18n();
  const news = usePagedList<NewsSummary>({
    path: '/api/news',
    pageSize: PAGE_SIZE,
    first: data,
    query: { localeCd },
  });
  return (
    <SubPage plain path={path} title={t('menu.press')} lead={t('newsPages.press.lead')}>
      <div className="container">
        {news.firstPage > 1 && <ViewEarlier href={pageLink(href(PATHS.press), news.firstPage - 1)} />}
        {news.items.length ? (
          <>
            <ul
              ref={news.listRef}
              className="card-grid press-grid"
              aria-label={t('newsPages.press.listLabel')}
            >
              {news.items.map((item, i) => {
                const isLatest = i === 0 && news.firstPage === 1;
                return (
                  <li
                    key={item.newsNo}
                    id={pageAnchor(i, PAGE_SIZE, news.firstPage)}
                    className={isLatest ? 'press-grid__featured' : undefined}
                  >
                    {isLatest && (
                      <span className="badge badge--sun press-grid__flag">{t('newsPages.press.latest')}</span>
                    )}
                    <NewsCard item={item} headingLevel={2} isPriority={isLatest} />
                  </li>
                );
              })}
            </ul>
            <p className="press-count" aria-live="polite">
              {t('newsPages.press.count', { shown: news.items.length, total: news.total })}
            </p>
            <ListEnd
              list={news}
              href={pageLink(href(PATHS.press), news.page + 1)}
              errorText={t('newsPages.press.error')}
            />
          </>
        ) : (
          <p className="empty">{t('newsPages.press.empty')}</p>
        )}
      </div>
    </SubPage>
  );
}

export function meta({ data }: PageProps<LoaderData<typeof load>>, t: Translate): PageMeta {
  // The featured card's thumbnail is the page's largest paint on a phone.
  const featured = data.list[0]?.thumbnailUrl;
  return {
    ...pageMeta(t, { title: t('menu.press'), description: t('newsPages.press.description') }),
    ...(featured ? { preloadImage: { href: featured } } : {}),
  };
}
