import { CONTENT_TYPES } from '../../common/content-types.ts';

/**
 * Admin paths, kept apart from the public route table so public pages never load them.
 * Spec section 2: /admin/{menu}/{page}[/{pageNo}] for lists, …/add and
 * …/detail/{id}; the deleted items of a board are at …/trash[/{pageNo}]. A section key is
 * '{menu}/{page}', e.g. 'board/news'.
 */
export const ADMIN_SECTION_KEYS = [
  ...Object.values(CONTENT_TYPES).map((type) => type.adminSection),
  'user/auth',
  'user/ip',
  'user/history',
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTION_KEYS)[number];

export const ADMIN_PATHS = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  list: (section: AdminSectionKey, pageNo = 1) =>
    pageNo > 1 ? `/admin/${section}/${pageNo}` : `/admin/${section}`,
  add: (section: AdminSectionKey) => `/admin/${section}/add`,
  detail: (section: AdminSectionKey, id: number) => `/admin/${section}/detail/${id}`,
  trash: (section: AdminSectionKey, pageNo = 1) =>
    pageNo > 1 ? `/admin/${section}/trash/${pageNo}` : `/admin/${section}/trash`,
} as const;

export type AdminRoute =
  | { kind: 'login' }
  | { kind: 'dashboard' }
  | { kind: 'notFound' }
  | { kind: 'list'; section: AdminSectionKey; pageNo: number }
  | { kind: 'trash'; section: AdminSectionKey; pageNo: number }
  | { kind: 'add'; section: AdminSectionKey }
  | { kind: 'detail'; section: AdminSectionKey; id: number };

export function parseAdminPath(pathname: string): AdminRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2);
  if (parts.length === 0 || parts[0] === 'dashboard') return { kind: 'dashboard' };
  if (parts[0] === 'login' && parts.length === 1) return { kind: 'login' };
  const section = `${parts[0]}/${parts[1]}` as AdminSectionKey;
  if (!ADMIN_SECTION_KEYS.includes(section)) return { kind: 'notFound' };
  const [, , third, fourth] = parts;
  const isPageNo = (part: string | undefined) => !!part && /^\d{1,6}$/.test(part) && Number(part) >= 1;
  if (third === 'trash' && parts.length <= 4 && (fourth === undefined || isPageNo(fourth)))
    return { kind: 'trash', section, pageNo: fourth === undefined ? 1 : Number(fourth) };
  if (third === undefined) return { kind: 'list', section, pageNo: 1 };
  if (third === 'add' && fourth === undefined) return { kind: 'add', section };
  if (third === 'detail' && fourth && /^\d{1,10}$/.test(fourth) && parts.length === 4)
    return { kind: 'detail', section, id: Number(fourth) };
  if (/^\d{1,6}$/.test(third) && Number(third) >= 1 && fourth === undefined)
    return { kind: 'list', section, pageNo: Number(third) };
  return { kind: 'notFound' };
}
