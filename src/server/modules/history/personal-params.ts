import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { APPLICATIONS } from '../application/application.resource.ts';
import { INQUIRIES } from '../qna/qna.resource.ts';

/** Query parameters whose values are never stored nor logged: secrets, and a person's address or number. */
const MASKED_PARAMS = new Set(['password', 'token', 'pw', 'pass', 'secret', 'email', 'phone']);

/** The admin screen of a declared type, by its API path. */
const adminSectionOf = (api: string) =>
  Object.values(CONTENT_TYPES).find((type) => type.api === api)!.adminSection;

/**
 * The lists whose search looks for a person (decision 050), by what they search over: the
 * submissions people send (inquiries: their title and words; applications: the applicant's name and
 * address), every search type of each, their CSV export included; and the access history's URL
 * search, since URLs name people. Accounts (staff names), permitted addresses and the boards'
 * searches look for no outside person; the personal data screen sends `email`/`phone`, masked above.
 * The admin screens keep a list's search in their address, which a reload sends to the server.
 */
const PERSON_SEARCHES: ReadonlyArray<{ paths: readonly string[]; types?: readonly string[] }> = [
  ...[INQUIRIES, APPLICATIONS].map(({ resource }) => ({
    paths: [resource.api, ADMIN_PATHS.list(adminSectionOf(resource.api))],
  })),
  { paths: ['/api/history', ADMIN_PATHS.list('user/history')], types: ['url'] },
];

const PARAM = /([?&])([^=&\s#]*)=([^&\s#]*)/g;

const paramValue = (query: string, name: string) => new RegExp(`[?&]${name}=([^&\\s#]*)`).exec(query)?.[1];

/** Whether a call is a search for a person, so its `searchText` names them. */
function isPersonSearch(path: string, query: string): boolean {
  // The API's list and export, and the admin screen's list, Trash and pages (their query rides along).
  const search = PERSON_SEARCHES.find((list) =>
    list.paths.some((base) => path === base || path.startsWith(`${base}/`)),
  );
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
  return maskQueryValues(
    url,
    (name) => MASKED_PARAMS.has(name.toLowerCase()) || (isSearch && name === 'searchText'),
  );
}

/** `url` with the value of each query parameter `isMasked` picks replaced by `***`. */
export const maskQueryValues = (url: string, isMasked: (name: string, value: string) => boolean): string =>
  url.replace(PARAM, (param, sep: string, name: string, value: string) =>
    isMasked(name, value) ? `${sep}${name}=***` : param,
  );
