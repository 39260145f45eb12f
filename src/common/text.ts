/**
 * Search folding: lower case, no diacritics, đ → d, collapsed white space, so that
 * 'tuyen dung' finds 'Tuyển dụng' on SQLite and PostgreSQL alike: text is folded in JavaScript and stored folded, so neither database needs collations or extensions.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of an HTML fragment, for searching inside rich-text contents. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A URL folded for search: percent-escapes and '+' decoded first, so 'tiếng việt' finds '?q=Ti%E1%BA%BFng+Vi%E1%BB%87t'. */
export function foldUrlForSearch(url: string): string {
  let decoded = url.replace(/\+/g, ' ');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A malformed escape: search the text as it was sent.
  }
  return foldForSearch(decoded);
}
