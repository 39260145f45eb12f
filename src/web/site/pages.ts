import type { ComponentType } from 'react';
import type { Translate } from '../lib/i18n.tsx';
import type { Locale } from '../lib/paths.ts';

/** What the server hands to the page, in the HTML and to hydration alike. */
export interface PageProps<D = null> {
  locale: Locale;
  path: string;
  params: Record<string, string>;
  /** What the page's loader (its `*.server.ts` file) returned; null for pages without one. */
  data: D;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph. */
  image?: string;
}

/**
 * What every page module under src/web/site exports. Modules are picked by route id at run time,
 * so their data arrives here untyped; each page types it with its loader's result.
 */
export interface PageModule {
  default: ComponentType<PageProps<unknown>>;
  meta: (props: PageProps<unknown>, t: Translate) => PageMeta;
}
