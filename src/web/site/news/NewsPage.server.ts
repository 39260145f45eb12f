import { type Locale, localePath, PATHS } from '../../../common/paths.ts';
import type { NewsRow } from '../../../common/rows.ts';
import { SITE } from '../../../common/site-config.ts';
import { alternatesOf, type LoaderContext, MISSING } from '../page-data.ts';

/** One public press release in the page's language. */
export async function load({ read, params, locale, origin }: LoaderContext) {
  const item = await read.get('news', Number(params.newsNo));
  if (!item) return MISSING;
  return {
    data: { item },
    jsonLd: [newsArticle(item, origin, locale)],
    image: item.thumbnailUrl || undefined,
    ogType: 'article' as const,
    isSingleLanguage: true,
    alternates: alternatesOf(item.translations, PATHS.news),
  };
}

function newsArticle(item: NewsRow, origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title.slice(0, 110),
    datePublished: item.createDt,
    dateModified: item.modifyDt ?? item.createDt,
    ...(item.thumbnailUrl ? { image: [`${origin}${item.thumbnailUrl}`] } : {}),
    author: { '@type': 'Organization', name: SITE.brand, url: origin },
    publisher: {
      '@type': 'Organization',
      name: SITE.brand,
      logo: { '@type': 'ImageObject', url: `${origin}/icon-512.png` },
    },
    mainEntityOfPage: `${origin}${localePath(locale, PATHS.news(item.newsNo))}`,
    inLanguage: locale,
  };
}
