import { PATHS } from '../../common/paths.ts';
import { formatDate, summary } from '../lib/format.ts';
import { useI18n } from '../lib/i18n.tsx';

export interface NewsSummary {
  newsNo: number;
  title: string;
  contents: string;
  thumbnailUrl: string;
  typeCdNm: string;
  createDt: string;
}

/**
 * A press release in lists: thumbnail, category, date, title and the first lines. The thumbnail
 * loads when scrolled near, except on a priority card (the press page's featured one, its largest
 * paint), which loads at once with high priority.
 */
export function NewsCard({
  item,
  headingLevel = 3,
  isPriority = false,
}: {
  item: NewsSummary;
  headingLevel?: 2 | 3;
  isPriority?: boolean;
}) {
  const { href } = useI18n();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <a className="card" href={href(PATHS.news(item.newsNo))}>
      <div className="card__media">
        {item.thumbnailUrl ? (
          <img
            src={item.thumbnailUrl}
            alt=""
            width={800}
            height={450}
            loading={isPriority ? 'eager' : 'lazy'}
            decoding={isPriority ? 'sync' : 'async'}
            {...(isPriority ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <div className="card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="card__body">
        <p className="card__meta">
          {item.typeCdNm} · <time dateTime={item.createDt.slice(0, 10)}>{formatDate(item.createDt)}</time>
        </p>
        <Heading className="card__title">{item.title}</Heading>
        <p className="card__text">{summary(item.contents, 110)}</p>
      </div>
    </a>
  );
}
