/** dd/mm/yyyy of an ISO date or instant, as the public pages show dates. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = value.length > 10 ? vietnamDay(value) : value;
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** The Vietnamese calendar day of an ISO instant. */
function vietnamDay(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** Plain text summary of rich-text HTML. */
export function summary(html: string, length = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')}…` : text;
}
