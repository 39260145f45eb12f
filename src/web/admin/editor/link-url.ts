/**
 * Link addresses the editor accepts: the schemes the server's sanitizer keeps (http, https, mailto,
 * tel) and site-relative paths. Protocol-relative `//host` addresses are refused, as on the server.
 */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SCHEME = /^([a-z][a-z0-9+.-]*:)/i;
const LOOKS_LIKE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i;
const LOOKS_LIKE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

export function isAllowedHref(href: string): boolean {
  if (href === '' || href !== href.trim() || /[\s\p{Cc}]/u.test(href)) return false;
  if (href.startsWith('//') || href.startsWith('\\')) return false;
  const scheme = SCHEME.exec(href)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/**
 * What an editor typed into the link box, as an address the editor may store, or null when it is not
 * one. `www.example.com` becomes `https://www.example.com`, `hr@example.com` a mailto: link.
 */
export function normalizeHref(input: string): string | null {
  const href = input.trim();
  if (LOOKS_LIKE_EMAIL.test(href)) return `mailto:${href}`;
  if (!SCHEME.test(href) && LOOKS_LIKE_DOMAIN.test(href)) return `https://${href}`;
  return isAllowedHref(href) ? href : null;
}
