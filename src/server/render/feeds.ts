import { Feed } from 'feed';
import type { LocaleCd } from '../../common/codes.ts';
import type { ContentType } from '../../common/content-declaration.ts';
import { BOARD_TYPES, type BoardTypeName } from '../../common/content-types.ts';
import { type Locale, localePath, PATHS, type RouteId } from '../../common/paths.ts';
import { htmlToText } from '../../common/text.ts';
import type { Row } from '../modules/content/resource.ts';
import feedsEn from '../../web/locales/en/feeds.json' with { type: 'json' };
import feedsVi from '../../web/locales/vi/feeds.json' with { type: 'json' };
import type { Services } from './loaders.ts';

/** A board type with a feed: its items have pages of their own, which the feed links. */
export interface FeedType {
  name: BoardTypeName;
  idField: string;
  feed: NonNullable<ContentType['feed']>;
  pages: { list: string; item: (id: number) => string };
}

const FEEDS: FeedType[] = (BOARD_TYPES as readonly ContentType[]).flatMap(({ name, idField, feed, pages }) =>
  feed && pages?.item
    ? [{ name: name as BoardTypeName, idField, feed, pages: { list: pages.list, item: pages.item } }]
    : [],
);

/** The feeds, each served in both languages (site-files.routes.ts). */
export const feedTypes = (): readonly FeedType[] => FEEDS;

/** At most this many items: the newest, which is what a feed reader polls for. */
const FEED_SIZE = 50;
const EXCERPT_MAX = 300;

/** The channels' texts: the site catalogue's `feeds` section, read on the server. */
const TEXTS: Record<Locale, Record<string, Record<string, string>>> = { en: feedsEn, vi: feedsVi };

/** A key of the `feeds` section ('job.title') in one language. */
function channelText(locale: Locale, key: string): string {
  const [group, name] = key.split('.') as [string, string];
  const text = TEXTS[locale][group]?.[name];
  if (text === undefined) throw new Error(`Missing feeds text ${locale}/${key}`);
  return text;
}

/** The feed a page announces in its head, in the page's language: its type's list and item pages'. */
export function feedLinkOf(route: RouteId, locale: Locale) {
  const built = (PATHS as Record<string, unknown>)[route];
  const type = FEEDS.find(
    ({ pages }) => built !== undefined && (pages.list === built || pages.item === built),
  );
  return type && { href: localePath(locale, type.feed.path), title: channelText(locale, type.feed.title) };
}

const excerptOf = (html: string) => {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
};

/** When a row was last written: its edit, or its creation when never edited. */
const changedAt = (row: Row) => new Date(String(row.modifyDt ?? row.createDt));

/**
 * The RSS 2.0 feed of a type (the open jobs, the press releases) in one language: the public list's
 * rows (visitors' rules: on, not deleted, inside the date window), newest first, at most 50, each
 * linking its page on `origin`. Built with `feed` (escaping, RFC 822 dates, atom:link self).
 */
export async function rssFeed(
  services: Services,
  { type, locale, origin }: { type: FeedType; locale: Locale; origin: string },
): Promise<string> {
  const localeCd: LocaleCd = locale === 'vi' ? 'VI' : 'EN';
  const { list } = await services[type.name].list({ localeCd, pageCnt: FEED_SIZE }, null);
  const { feed: declared, pages } = type;
  const feed = new Feed({
    id: `${origin}${localePath(locale, pages.list)}`,
    link: `${origin}${localePath(locale, pages.list)}`,
    title: channelText(locale, declared.title),
    description: channelText(locale, declared.description),
    language: locale,
    generator: false,
    feedLinks: { rss: `${origin}${localePath(locale, declared.path)}` },
    // The newest change among the items: the feed changes when they do, not at every request.
    updated: list.length ? new Date(Math.max(...list.map((row) => changedAt(row).getTime()))) : new Date(),
  });
  for (const row of list) {
    const id = Number(row[type.idField]);
    const link = `${origin}${localePath(locale, pages.item(id))}`;
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
