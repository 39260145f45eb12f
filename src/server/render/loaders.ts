import { LIMITS } from '../../common/codes.ts';
import { SITE } from '../../common/site-config.ts';
import { htmlToText } from '../../common/text.ts';
import type { Locale, RouteMatch } from '../../web/lib/paths.ts';
import { localePath } from '../../web/lib/paths.ts';
import type { ContentService } from '../modules/content/service.ts';

export type Services = Record<'banner' | 'news' | 'job' | 'faq' | 'video' | 'partner', ContentService>;

export interface Loaded {
  data: unknown;
  /** The record does not exist or is not public: 'Not Found...' with HTTP 404. */
  isMissing?: boolean;
  jsonLd?: object[];
  image?: string;
  ogType?: 'website' | 'article';
  /** Records exist in one language only, so their pages have no hreflang alternates. */
  isSingleLanguage?: boolean;
}

type Row = Record<string, unknown>;

export const PRESS_PAGE_SIZE = 9;

/** Public data of each page, read through the same services (and rules) as the public API. */
export async function loadPage(
  route: RouteMatch,
  locale: Locale,
  services: Services,
  origin: string,
): Promise<Loaded> {
  const localeCd = locale === 'vi' ? 'VI' : 'EN';
  const list = (name: keyof Services, query: Row = {}) => services[name].list({ localeCd, ...query }, null);
  const one = (name: keyof Services, id: string | undefined) =>
    services[name].get(Number(id), null).catch(() => null) as Promise<Row | null>;

  switch (route.id) {
    case 'home': {
      const [banners, news, jobs] = await Promise.all([
        list('banner'),
        list('news', { pageCnt: LIMITS.homeNewsCount }),
        list('job', { pageCnt: LIMITS.homeJobCount }),
      ]);
      return {
        data: { banners: banners.list, news: news.list, jobs: jobs.list },
        jsonLd: [organization(origin)],
      };
    }
    case 'jobs':
      return { data: await list('job', { pageCnt: LIMITS.publicJobPageSize }) };
    case 'faqs':
      return { data: await list('faq', { pageCnt: LIMITS.publicFaqPageSize }) };
    case 'partners':
      return { data: await list('partner') };
    case 'press':
      return { data: await list('news', { pageCnt: PRESS_PAGE_SIZE }) };
    case 'videos':
      return { data: await list('video', { pageCnt: 100 }) };
    case 'job': {
      const job = await one('job', route.params.jobNo);
      if (!job || job.localeCd !== localeCd) return { data: null, isMissing: true };
      const others = await list('job', { pageCnt: LIMITS.relatedJobCount + 1 });
      const related = others.list.filter((j) => j.jobNo !== job.jobNo).slice(0, LIMITS.relatedJobCount);
      return { data: { job, related }, jsonLd: [jobPosting(job, origin, locale)], isSingleLanguage: true };
    }
    case 'news': {
      const item = await one('news', route.params.newsNo);
      if (!item || item.localeCd !== localeCd) return { data: null, isMissing: true };
      return {
        data: { item },
        jsonLd: [newsArticle(item, origin, locale)],
        image: String(item.thumbnailUrl || '') || undefined,
        ogType: 'article',
        isSingleLanguage: true,
      };
    }
    case 'notFound':
      return { data: null, isMissing: true };
    default:
      return { data: null };
  }
}

function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.companyName.EN,
    alternateName: SITE.brand,
    url: origin,
    logo: `${origin}/icon-512.png`,
    email: SITE.email,
    telephone: SITE.telephone,
    address: { '@type': 'PostalAddress', streetAddress: SITE.address.EN, addressCountry: 'VN' },
    sameAs: Object.values(SITE.social),
  };
}

const plain = (html: unknown) => htmlToText(String(html ?? ''));

/** schema.org JobPosting: only rendered while the job is public, i.e. open. */
function jobPosting(job: Row, origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: String(job.contents || job.title),
    datePosted: String(job.startDt || String(job.createDt).slice(0, 10)),
    ...(job.dateCd === '10' && job.endDt ? { validThrough: `${job.endDt}T23:59:59+07:00` } : {}),
    employmentType: /part[- ]time|bán thời gian/i.test(plain(job.contents)) ? 'PART_TIME' : 'FULL_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE.companyName.EN,
      sameAs: origin,
      logo: `${origin}/icon-512.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: SITE.parkAddress.EN,
        addressLocality: /ho chi minh|hồ chí minh/i.test(plain(job.contents)) ? 'Ho Chi Minh City' : 'Hanoi',
        addressCountry: 'VN',
      },
    },
    url: `${origin}${localePath(locale, `/career/jobs-detail/${job.jobNo}`)}`,
  };
}

function newsArticle(item: Row, origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: String(item.title).slice(0, 110),
    datePublished: item.createDt,
    dateModified: item.modifyDt ?? item.createDt,
    ...(item.thumbnailUrl ? { image: [`${origin}${item.thumbnailUrl}`] } : {}),
    author: { '@type': 'Organization', name: SITE.brand, url: origin },
    publisher: {
      '@type': 'Organization',
      name: SITE.brand,
      logo: { '@type': 'ImageObject', url: `${origin}/icon-512.png` },
    },
    mainEntityOfPage: `${origin}${localePath(locale, `/news/detail/${item.newsNo}`)}`,
    inLanguage: locale,
  };
}
