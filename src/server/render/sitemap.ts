import { BOARD_TYPES, type BoardTypeName } from '../../common/content-types.ts';
import { LOCALES, type Locale, localePath, PATHS } from '../../common/paths.ts';
import type { Services } from './loaders.ts';

const STATIC_PATHS = [
  PATHS.home,
  PATHS.aboutTab('introduction'),
  PATHS.aboutTab('business-area'),
  PATHS.aboutTab('ci'),
  PATHS.mission,
  PATHS.history,
  PATHS.location,
  PATHS.people,
  PATHS.hr,
  PATHS.jobs,
  PATHS.faqs,
  PATHS.partners,
  PATHS.inquiry,
  PATHS.press,
  PATHS.videos,
  PATHS.privacy,
];

/** The board types whose items have pages of their own: each live item is listed. */
const ITEM_PAGES = BOARD_TYPES.flatMap((type) =>
  type.pages && 'item' in type.pages ? [{ name: type.name, pages: type.pages }] : [],
);

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Both languages of every static page, with alternates, plus every live item with a page of its own. */
export async function sitemap(services: Services, origin: string): Promise<string> {
  const urls: string[] = [];
  for (const path of STATIC_PATHS)
    for (const locale of LOCALES) {
      const alternates = LOCALES.map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${alt}" href="${xml(origin + localePath(alt, path))}"/>`,
      ).join('');
      urls.push(`<url><loc>${xml(origin + localePath(locale, path))}</loc>${alternates}</url>`);
    }
  for (const locale of LOCALES) {
    const localeCd = locale === 'vi' ? 'VI' : 'EN';
    const items = await Promise.all(ITEM_PAGES.map((type) => allPages(services, type.name, localeCd)));
    ITEM_PAGES.forEach((type, i) => {
      for (const row of items[i] ?? []) urls.push(entry(origin, locale, row, type.pages.item));
    });
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * A record's URL with its last edit (or its creation when never edited) as lastmod, and the pages
 * of both languages when it is linked to a translation visitors can see (decision 034).
 */
function entry(origin: string, locale: Locale, row: Record<string, unknown>, pathOf: (id: number) => string) {
  const translations = (row.translations ?? {}) as Partial<Record<'EN' | 'VI', number>>;
  const own = translations[locale === 'vi' ? 'VI' : 'EN']!;
  const alternates =
    translations.EN && translations.VI
      ? LOCALES.map((alt) => {
          const id = translations[alt === 'vi' ? 'VI' : 'EN']!;
          return `<xhtml:link rel="alternate" hreflang="${alt}" href="${xml(origin + localePath(alt, pathOf(id)))}"/>`;
        }).join('')
      : '';
  const lastmod = String(row.modifyDt ?? row.createDt).slice(0, 10);
  return `<url><loc>${xml(origin + localePath(locale, pathOf(own)))}</loc>${alternates}<lastmod>${lastmod}</lastmod></url>`;
}

async function allPages(services: Services, name: BoardTypeName, localeCd: string) {
  const rows: Array<Record<string, unknown>> = [];
  for (let pageNo = 1; pageNo <= 500; pageNo++) {
    const page = await services[name].list({ localeCd, pageCnt: 100, pageNo }, null, {
      withTranslations: true,
    });
    rows.push(...page.list);
    if (page.list.length < 100) break;
  }
  return rows;
}
