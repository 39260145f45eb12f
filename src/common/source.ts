/**
 * Where an applicant came from (decision 054): the `source` (or `utm_source`) of a job or apply
 * URL, carried through the form into `application.source`. Lower-cased, diacritics dropped (đ → d),
 * every run of other characters than a–z, 0–9 and '-' made one '-', no '-' at either end, at most
 * 40 characters; 'direct' when nothing is left (or nothing was sent).
 */
export const DIRECT_SOURCE = 'direct';
export const SOURCE_MAX_LENGTH = 40;

export function normaliseSource(value: unknown): string {
  if (typeof value !== 'string') return DIRECT_SOURCE;
  const source = value
    .slice(0, 200)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .slice(0, SOURCE_MAX_LENGTH)
    .replace(/-+$/, '');
  return source || DIRECT_SOURCE;
}

/** The source of a page's query: `source`, else `utm_source`. */
export const sourceOfQuery = (query: Record<string, string | undefined>): string =>
  normaliseSource(query.source || query.utm_source);

/** A link's query carrying the source on (the job page's link to the apply page); none for direct. */
export const sourceQuery = (source: string): string => (source === DIRECT_SOURCE ? '' : `?source=${source}`);
