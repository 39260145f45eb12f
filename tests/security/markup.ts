import { Window } from 'happy-dom';

/**
 * Finds what could run script in a piece of HTML, reading it as a browser would (entities decoded,
 * tags re-balanced), never running it.
 */
const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    disableComputedStyleRendering: true,
  },
});

const ACTIVE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'svg',
  'math',
  'style',
  'template',
  'noscript',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'background',
  'data',
  'xlink:href',
  'poster',
]);

/** http(s), mailto, tel or a same-site reference; never protocol-relative ('//x', '/\\x'), which browsers read as another host. */
export function isSafeUrl(value: string): boolean {
  // Browsers drop these before reading the scheme: 'java\tscript:' is javascript:.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const url = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '');
  if (/^[\\/][\\/]/.test(url)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return /^(?:https?|mailto|tel):/i.test(url);
  return true;
}

export interface MarkupOptions {
  /** Elements a whole page legitimately carries: the state JSON, JSON-LD, module scripts, its head. */
  isPage?: boolean;
}

/** The script-capable constructs in the HTML; [] when it is inert. */
export function unsafeMarkup(html: string, { isPage = false }: MarkupOptions = {}): string[] {
  const problems: string[] = [];
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('*')) {
    const tag = element.localName;
    if (ACTIVE_TAGS.has(tag) && !(isPage && isPageElement(element))) problems.push(`<${tag}> element`);
    if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
      problems.push('meta refresh');
    for (const { name, value: raw } of Array.from(element.attributes)) {
      const value = raw ?? '';
      if (/^on/i.test(name)) problems.push(`${name} on <${tag}>`);
      if (URL_ATTRIBUTES.has(name.toLowerCase()) && !isSafeUrl(value))
        problems.push(`${name}="${value.slice(0, 60)}" on <${tag}>`);
      if (name === 'style' && /expression\s*\(|javascript:|url\s*\(\s*['"]?\s*(?!https?:|\/)/i.test(value))
        problems.push(`style="${value.slice(0, 60)}" on <${tag}>`);
    }
  }
  // What the parser saw must be what the text says: no script tag hidden from it.
  const scriptTags = (html.match(/<script\b/gi) ?? []).length;
  const scriptElements = document.querySelectorAll('script').length;
  if (scriptTags !== scriptElements)
    problems.push(`${scriptTags} <script tags but ${scriptElements} script elements`);
  // In a stored fragment no attribute value may even spell these (on a page, escaped text in a meta
  // description may, so pages rely on the parsed checks above).
  if (!isPage && /<[a-z][^<>]*\son[a-z]+\s*=/i.test(html))
    problems.push('an on…= attribute in the markup text');
  if (!isPage && /<[a-z][^<>]*javascript:/i.test(html)) problems.push('javascript: inside a tag');
  return problems;
}

/** Head and script elements a server-rendered page is built with (src/server/render/document.ts). */
function isPageElement(element: { localName: string; getAttribute(name: string): string | null }): boolean {
  const type = element.getAttribute('type');
  switch (element.localName) {
    case 'script':
      return (
        type === 'application/ld+json' ||
        (type === 'application/json' &&
          ['page-state', 'page-messages'].includes(element.getAttribute('id') ?? '')) ||
        (type === 'module' && /^\/assets\/[\w.-]+\.js$/.test(element.getAttribute('src') ?? ''))
      );
    case 'meta':
    case 'link':
    case 'form':
      // Head tags and the site's search forms; their URLs and attributes are still checked above.
      return true;
    case 'svg':
    case 'style':
      // The site's own icons and critical CSS; their attributes are still checked above.
      return true;
    default:
      return false;
  }
}
