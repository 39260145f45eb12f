import { PATHS } from '../../../common/paths.ts';
import { Icon } from '../../components/Icon.tsx';
import { formatDate, summary } from '../../lib/format.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './NewsPage.server.ts';
import '../../styles/pages/news.css';
import type { MessageSection } from '../../locales/sections.ts';

type NewsData = LoaderData<typeof load>;

export const messages: readonly MessageSection[] = ['newsPages.article'];

/** One press release: category and date, the article (HTML sanitized by the server), back to the list. */
export default function NewsPage({ path, data }: PageProps<NewsData>) {
  const { t, href } = useI18n();
  const { item } = data;
  return (
    <SubPage plain path={path} title={item.title}>
      <div className="container">
        <article className="news-article" aria-label={item.title}>
          <p className="news-article__meta">
            {item.typeCdNm && <span className="badge">{item.typeCdNm}</span>}
            <span>
              {t('newsPages.article.published')}{' '}
              <time dateTime={item.createDt.slice(0, 10)}>{formatDate(item.createDt)}</time>
            </span>
          </p>
          {/* The server sanitized this rich text when it was saved, so it is safe to insert. */}
          <div className="prose news-article__body" dangerouslySetInnerHTML={{ __html: item.contents }} />
          <footer className="news-article__footer">
            <a className="button button--ghost" href={href(PATHS.press)}>
              <Icon name="arrow" size={18} className="icon--flip" />
              {t('newsPages.article.back')}
            </a>
            <a className="news-article__videos" href={href(PATHS.videos)}>
              <Icon name="play" size={18} />
              {t('newsPages.article.videos')}
            </a>
          </footer>
        </article>
      </div>
    </SubPage>
  );
}

export function meta(props: PageProps<NewsData>, t: Translate): PageMeta {
  const { item } = props.data;
  return pageMeta(t, {
    title: item.title,
    description: item.metaDescription || summary(item.contents, 160) || item.title,
    image: item.shareImage || item.thumbnailUrl,
  });
}
