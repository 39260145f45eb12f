import type { Locale } from '../../common/paths.ts';
import { localePath } from '../../common/paths.ts';
import { styleSource } from '../http/security-headers.ts';
import type { PreloadImage } from '../../web/site/pages.ts';
import type { PageAssets } from './site-bundle.ts';

export interface DocumentParts {
  locale: Locale;
  /** English path of the page, for canonical and hreflang links. */
  path: string;
  origin: string;
  title: string;
  description: string;
  image?: string | undefined;
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  /** False for 404s and other pages that must not be indexed or given alternates. */
  isIndexable: boolean;
  hasAlternates: boolean;
  /** The English path of the page in each language when it differs by language (a linked record). */
  alternates?: Record<Locale, string> | undefined;
  html: string;
  state: unknown;
  /** The catalogue sections the page was rendered with, for hydration. */
  messages: unknown;
  /** The RSS feed the page announces (job and news pages), in its language. */
  feed?: { href: string; title: string } | undefined;
  /** The page's largest paint when it is an image: fetched first, before styles and scripts. */
  preloadImage?: PreloadImage | undefined;
  /**
   * The site entry, the page's own module (imported by the entry), their imports, the text of their
   * style sheets, written into the head so that no style sheet request delays the first paint, and
   * the font files the first screen needs.
   */
  assets: PageAssets;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: '<' escaped so no text can close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Style sheet text inside <style>: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The CSP sources of the page's one inline `<style>` element (decision 046): its hash, which the
 * page's answer adds to its policy. The same text makes the same hash, worked out once.
 */
const styleSources = new Map<string, string[]>();
export function documentStyleSources(assets: Pick<PageAssets, 'css'>): string[] {
  let sources = styleSources.get(assets.css);
  if (!sources) {
    sources = [styleSource(styleText(assets.css))];
    styleSources.set(assets.css, sources);
  }
  return sources;
}

function preloadLink(image: PreloadImage): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(image.href)}"`,
    ...(image.srcset ? [`imagesrcset="${escapeHtml(image.srcset)}"`] : []),
    ...(image.sizes ? [`imagesizes="${escapeHtml(image.sizes)}"`] : []),
    ...(image.type ? [`type="${escapeHtml(image.type)}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')}>`;
}

/** The whole HTML document around a rendered page: SEO head, styles, state and the client entry. */
/**
 * The page's scripts: with a boot script, only it, naming the site entry and its imports for later
 * (decision 023); otherwise the entry's module scripts themselves.
 */
function scriptTags({ boot, scripts, preloads }: DocumentParts['assets']): string {
  if (boot)
    return `<script type="module" src="${boot}" data-entry="${scripts.join(' ')}" data-preloads="${preloads.join(' ')}"></script>`;
  return scripts.map((src) => `<script type="module" src="${src}"></script>`).join('');
}

export function renderDocument(p: DocumentParts): string {
  // Origin and path come from the request: escaped like any other text in an attribute.
  const url = (locale: Locale) =>
    escapeHtml(`${p.origin}${localePath(locale, p.alternates?.[locale] ?? p.path)}`);
  const image = p.image
    ? p.image.startsWith('http')
      ? p.image
      : `${p.origin}${p.image}`
    : `${p.origin}/icon-512.png`;
  const seo = p.isIndexable
    ? [
        `<link rel="canonical" href="${url(p.locale)}">`,
        ...(p.hasAlternates
          ? [
              `<link rel="alternate" hreflang="en" href="${url('en')}">`,
              `<link rel="alternate" hreflang="vi" href="${url('vi')}">`,
              `<link rel="alternate" hreflang="x-default" href="${url('en')}">`,
            ]
          : []),
      ]
    : ['<meta name="robots" content="noindex">'];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(p.preloadImage ? [preloadLink(p.preloadImage)] : []),
    ...p.assets.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`,
    ),
    `<style>${styleText(p.assets.css)}</style>`,
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    ...seo,
    ...(p.feed
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(p.feed.title)}" href="${escapeHtml(p.origin + p.feed.href)}">`,
        ]
      : []),
    `<meta property="og:type" content="${p.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="KidVenture Vietnam">`,
    `<meta property="og:title" content="${escapeHtml(p.title)}">`,
    `<meta property="og:description" content="${escapeHtml(p.description)}">`,
    `<meta property="og:url" content="${url(p.locale)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${p.locale === 'vi' ? 'vi_VN' : 'en_US'}">`,
    `<meta property="og:locale:alternate" content="${p.locale === 'vi' ? 'en_US' : 'vi_VN'}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="theme-color" content="#c8451f">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...(p.assets.boot ? [] : p.assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`)),
    ...(p.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return `<!doctype html><html lang="${p.locale}"><head>${head.join('')}</head><body><div id="root">${p.html}</div><script id="page-state" type="application/json" data-module="${p.assets.page}">${scriptJson(p.state)}</script><script id="page-messages" type="application/json">${scriptJson(p.messages)}</script>${scriptTags(p.assets)}</body></html>`;
}
