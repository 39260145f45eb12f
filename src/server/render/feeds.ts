import { Feed } from 'feed';
import type { LocaleCd } from '../../common/codes.ts';
import { FEED_PATHS, type Locale, localePath, PATHS, type RouteId } from '../../common/paths.ts';
import { htmlToText } from '../../common/text.ts';
import type { Row } from '../modules/content/resource.ts';
import type { Services } from './loaders.ts';

export type FeedKind = keyof typeof FEED_PATHS;

/** At most this many items: the newest, which is what a feed reader polls for. */
const FEED_SIZE = 50;
const EXCERPT_MAX = 300;

/** Each feed's channel in each language, and the page (list) it stands for. */
const CHANNELS = {
  jobs: {
    list: PATHS.jobs,
    en: {
      title: 'KidVenture Vietnam – Open positions',
      description: 'Jobs open now at KidVenture Vietnam and KidVenture City Hanoi.',
    },
    vi: {
      title: 'KidVenture Việt Nam – Vị trí đang tuyển',
      description: 'Các vị trí đang tuyển dụng tại KidVenture Việt Nam và KidVenture City Hà Nội.',
    },
  },
  news: {
    list: PATHS.press,
    en: {
      title: 'KidVenture Vietnam – Press releases',
      description: 'News and press releases from KidVenture Vietnam.',
    },
    vi: {
      title: 'KidVenture Việt Nam – Thông cáo báo chí',
      description: 'Tin tức và thông cáo báo chí của KidVenture Việt Nam.',
    },
  },
} satisfies Record<FeedKind, unknown>;

/** The pages whose heads announce a feed: the job list and job pages, the press list and news pages. */
const FEED_OF_PAGE: Partial<Record<RouteId, FeedKind>> = {
  jobs: 'jobs',
  job: 'jobs',
  press: 'news',
  news: 'news',
};

/** The feed a page announces in its head, in the page's language; none for other pages. */
export function feedLinkOf(route: RouteId, locale: Locale) {
  const kind = FEED_OF_PAGE[route];
  return kind && { href: localePath(locale, FEED_PATHS[kind]), title: CHANNELS[kind][locale].title };
}

const excerptOf = (html: string) => {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
};

/** When a row was last written: its edit, or its creation when never edited. */
const changedAt = (row: Row) => new Date(String(row.modifyDt ?? row.createDt));

/**
 * The RSS 2.0 feed of the open jobs or the press releases in one language: the public list's
 * rows (visitors' rules: on, not deleted, inside the date window), newest first, at most 50, each
 * linking its page on `origin`. Built with `feed` (escaping, RFC 822 dates, atom:link self).
 */
export async function rssFeed(
  services: Services,
  { kind, locale, origin }: { kind: FeedKind; locale: Locale; origin: string },
): Promise<string> {
  const localeCd: LocaleCd = locale === 'vi' ? 'VI' : 'EN';
  const type = kind === 'jobs' ? 'job' : 'news';
  const { list } = await services[type].list({ localeCd, pageCnt: FEED_SIZE }, null);
  const channel = CHANNELS[kind];
  const feed = new Feed({
    id: `${origin}${localePath(locale, channel.list)}`,
    link: `${origin}${localePath(locale, channel.list)}`,
    title: channel[locale].title,
    description: channel[locale].description,
    language: locale,
    generator: false,
    feedLinks: { rss: `${origin}${localePath(locale, FEED_PATHS[kind])}` },
    // The newest change among the items: the feed changes when they do, not at every request.
    updated: list.length ? new Date(Math.max(...list.map((row) => changedAt(row).getTime()))) : new Date(),
  });
  for (const row of list) {
    const id = Number(row[kind === 'jobs' ? 'jobNo' : 'newsNo']);
    const link = `${origin}${localePath(locale, kind === 'jobs' ? PATHS.job(id) : PATHS.news(id))}`;
    // No id or guid: the link is the guid then, isPermaLink="true".
    feed.addItem({
      title: String(row.title),
      link,
      date: new Date(String(row.createDt)),
      description: excerptOf(String(row.contents ?? '')),
    });
  }
  return feed.rss2();
}
