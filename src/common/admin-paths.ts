import { CONTENT_TYPES } from './content-types.ts';
import type { PublicContentType } from './rows.ts';

/**
 * Admin paths, kept apart from the public route table so public pages never load them.
 * Spec section 2: /admin/{menu}/{page}[/{pageNo}] for lists, …/add and
 * …/detail/{id}; the deleted items of a board are at …/trash[/{pageNo}]. A section key is
 * '{menu}/{page}', e.g. 'board/news'. A list's search, sort and filters ride in its query string
 * (/admin/board/news/2?searchType=title&searchText=x&sort=title&order=asc), so back, reload and
 * links keep the view.
 */
export const ADMIN_SECTION_KEYS = [
  ...Object.values(CONTENT_TYPES).map((type) => type.adminSection),
  'user/auth',
  'user/ip',
  'user/history',
  'user/privacy',
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTION_KEYS)[number];

/** Query parameters of a list view, by name (the API's own names; ListScreen decides which apply). */
export type ListQueryState = Record<string, string>;

/** The query string of a list view: empty values left out, keys in the given order. */
export function listSearch(state: ListQueryState = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const ADMIN_PATHS = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  /** The signed-in administrator's own password. */
  password: '/admin/password',
  /** The signed-in administrator's two-factor sign-in and sessions (decision 038). */
  security: '/admin/security',
  /** The API reference, read from GET /api/openapi.json. */
  apiReference: '/admin/api-reference',
  /** The media library (decision 036): its pages (searched by ?searchText=) and each item. */
  media: (pageNo = 1, state?: ListQueryState) =>
    (pageNo > 1 ? `/admin/media/${pageNo}` : '/admin/media') + listSearch(state),
  mediaItem: (mediaNo: number) => `/admin/media/detail/${mediaNo}`,
  /** The privacy notice: its versions, and publishing a new one (decision 039). */
  privacyNotice: '/admin/privacy-notice',
  /** Review before publish (decision 058): the drafts awaiting review and the per-type setting. */
  review: '/admin/review',
  /** The e-mails the outbox gave up on, by page (decision 063). */
  failedMails: (pageNo = 1) => (pageNo > 1 ? `/admin/mail/failed/${pageNo}` : '/admin/mail/failed'),
  list: (section: AdminSectionKey, pageNo = 1, state?: ListQueryState) =>
    (pageNo > 1 ? `/admin/${section}/${pageNo}` : `/admin/${section}`) + listSearch(state),
  add: (section: AdminSectionKey) => `/admin/${section}/add`,
  detail: (section: AdminSectionKey, id: number) => `/admin/${section}/detail/${id}`,
  /** An item's edit screen with one of its versions open in its History (a history entry's link). */
  revision: (section: AdminSectionKey, id: number, revisionNo: number) =>
    `/admin/${section}/detail/${id}?revision=${revisionNo}`,
  /** A board item on its public page, hidden or not, for signed-in readers (served by the server). */
  preview: (type: PublicContentType, id: number) => `/admin/preview/${type}/${id}`,
  trash: (section: AdminSectionKey, pageNo = 1, state?: ListQueryState) =>
    (pageNo > 1 ? `/admin/${section}/trash/${pageNo}` : `/admin/${section}/trash`) + listSearch(state),
  /** The applications' stage e-mail templates, per status and language. */
  applicationTemplates: '/admin/board/application/templates',
} as const;

export type AdminRoute =
  | { kind: 'login' }
  | { kind: 'dashboard' }
  | { kind: 'password' }
  | { kind: 'security' }
  | { kind: 'apiReference' }
  | { kind: 'media'; pageNo: number; query: ListQueryState }
  | { kind: 'mediaItem'; id: number }
  | { kind: 'privacyNotice' }
  | { kind: 'review' }
  | { kind: 'failedMails'; pageNo: number }
  | { kind: 'notFound' }
  | { kind: 'list'; section: AdminSectionKey; pageNo: number; query: ListQueryState }
  | { kind: 'trash'; section: AdminSectionKey; pageNo: number; query: ListQueryState }
  | { kind: 'add'; section: AdminSectionKey }
  | { kind: 'detail'; section: AdminSectionKey; id: number }
  | { kind: 'applicationTemplates' };

/** A positive whole number in the query string (`?revision=12`), else undefined. */
export function numberQuery(search: string, name: string): number | undefined {
  const value = new URLSearchParams(search).get(name) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** Parameters of a query string, at most 20 and 200 characters each (the search box's limit). */
function queryOf(search: string): ListQueryState {
  const query: ListQueryState = {};
  for (const [key, value] of [...new URLSearchParams(search)].slice(0, 20))
    if (key.length <= 30 && !Object.hasOwn(query, key)) query[key] = value.slice(0, 200);
  return query;
}

export function parseAdminPath(pathname: string, search = ''): AdminRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2);
  if (parts.length === 0 || parts[0] === 'dashboard') return { kind: 'dashboard' };
  if (parts[0] === 'login' && parts.length === 1) return { kind: 'login' };
  if (parts[0] === 'password' && parts.length === 1) return { kind: 'password' };
  if (parts[0] === 'security' && parts.length === 1) return { kind: 'security' };
  if (parts[0] === 'api-reference' && parts.length === 1) return { kind: 'apiReference' };
  if (parts[0] === 'privacy-notice' && parts.length === 1) return { kind: 'privacyNotice' };
  if (parts[0] === 'review' && parts.length === 1) return { kind: 'review' };
  if (parts[0] === 'media') return mediaRoute(parts.slice(1), search);
  if (parts[0] === 'mail' && parts[1] === 'failed' && parts.length <= 3) {
    const pageNo = parts[2] === undefined ? 1 : /^\d{1,6}$/.test(parts[2]) ? Number(parts[2]) : 0;
    return pageNo >= 1 ? { kind: 'failedMails', pageNo } : { kind: 'notFound' };
  }
  if (parts.join('/') === 'board/application/templates') return { kind: 'applicationTemplates' };
  const section = `${parts[0]}/${parts[1]}` as AdminSectionKey;
  if (!ADMIN_SECTION_KEYS.includes(section)) return { kind: 'notFound' };
  const [, , third, fourth] = parts;
  const isPageNo = (part: string | undefined) => !!part && /^\d{1,6}$/.test(part) && Number(part) >= 1;
  if (third === 'trash' && parts.length <= 4 && (fourth === undefined || isPageNo(fourth)))
    return {
      kind: 'trash',
      section,
      pageNo: fourth === undefined ? 1 : Number(fourth),
      query: queryOf(search),
    };
  if (third === undefined) return { kind: 'list', section, pageNo: 1, query: queryOf(search) };
  if (third === 'add' && fourth === undefined) return { kind: 'add', section };
  if (third === 'detail' && fourth && /^\d{1,10}$/.test(fourth) && parts.length === 4)
    return { kind: 'detail', section, id: Number(fourth) };
  if (/^\d{1,6}$/.test(third) && Number(third) >= 1 && fourth === undefined)
    return { kind: 'list', section, pageNo: Number(third), query: queryOf(search) };
  return { kind: 'notFound' };
}

/** /admin/media[/{pageNo}] and /admin/media/detail/{mediaNo}. */
function mediaRoute([first, second, ...rest]: string[], search: string): AdminRoute {
  if (rest.length > 0) return { kind: 'notFound' };
  if (first === undefined) return { kind: 'media', pageNo: 1, query: queryOf(search) };
  if (first === 'detail' && second && /^\d{1,10}$/.test(second))
    return { kind: 'mediaItem', id: Number(second) };
  if (second === undefined && /^\d{1,6}$/.test(first) && Number(first) >= 1)
    return { kind: 'media', pageNo: Number(first), query: queryOf(search) };
  return { kind: 'notFound' };
}
