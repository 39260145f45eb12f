import { APPLICATIONS } from '../application/application.resource.ts';
import { INQUIRIES } from '../qna/qna.resource.ts';

/** Query parameters whose values are never stored nor logged: secrets, and a person's address or number. */
const MASKED_PARAMS = new Set(['password', 'token', 'pw', 'pass', 'secret', 'email', 'phone']);

/**
 * The lists whose search looks for a person (decision 050), by what they search over: the
 * submissions people send (inquiries: their title and words; applications: the applicant's name and
 * address), every search type of each, their CSV export included; and the access history's URL
 * search, since URLs name people. Accounts (staff names), permitted addresses and the boards'
 * searches look for no outside person; the personal data screen sends `email`/`phone`, masked above.
 */
const PERSON_SEARCHES: ReadonlyArray<{ api: string; types?: readonly string[] }> = [
  ...[INQUIRIES, APPLICATIONS].map((kind) => ({ api: kind.resource.api })),
  { api: '/api/history', types: ['url'] },
];

const PARAM = /([?&])([^=&\s#]*)=([^&\s#]*)/g;

const paramValue = (query: string, name: string) => new RegExp(`[?&]${name}=([^&\\s#]*)`).exec(query)?.[1];

/** Whether a call is a search for a person, so its `searchText` names them. */
function isPersonSearch(path: string, query: string): boolean {
  const search = PERSON_SEARCHES.find((list) => path === list.api || path.startsWith(`${list.api}/`));
  // The history searches by IP address when no type is named.
  return !!search && (!search.types || search.types.includes(paramValue(query, 'searchType') ?? ''));
}

/**
 * A URL as the access history stores it and the process log writes it: the values of secrets,
 * `email` and `phone` and of a person search's `searchText` become `***`.
 */
export function maskPersonalParams(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const path = url.slice(0, start).replace(/^[A-Z]+ /, '');
  const isSearch = isPersonSearch(path, url.slice(start));
  return url.replace(PARAM, (whole, sep: string, name: string) =>
    MASKED_PARAMS.has(name.toLowerCase()) || (isSearch && name === 'searchText')
      ? `${sep}${name}=***`
      : whole,
  );
}
