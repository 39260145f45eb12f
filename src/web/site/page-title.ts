import type { Translate } from '../lib/i18n.tsx';
import type { PageMeta } from './pages.ts';

/**
 * A page's own title followed by the site name ('Mission | KidVenture Vietnam'), so browser tabs,
 * bookmarks and search results say whose page it is in the visitor's language.
 */
export function pageTitle(t: Translate, title: string): string {
  return `${title} | ${t('meta.titleSuffix')}`;
}

/** What a page's meta() returns; an empty image (a news item without a thumbnail) is left out. */
export function pageMeta(
  t: Translate,
  { title, description, image }: { title: string; description: string; image?: string | null },
): PageMeta {
  return { title: pageTitle(t, title), description, ...(image ? { image } : {}) };
}
