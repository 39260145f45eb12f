import { CONTENT_TYPES } from '../../common/content-types.ts';

/**
 * Admin paths, kept apart from the public route table so public pages never load them.
 * Spec section 2: /admin/{menu}/{page}[/{pageNo}] for lists, …/add and
 * …/detail/{id}. A section key is '{menu}/{page}', e.g. 'board/news'.
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
  /** The signed-in administrator's own password. */
  password: '/admin/password',
  list: (section: AdminSectionKey, pageNo = 1) =>
    pageNo > 1 ? `/admin/${section}/${pageNo}` : `/admin/${section}`,
  add: (section: AdminSectionKey) => `/admin/${section}/add`,
  detail: (section: AdminSectionKey, id: number) => `/admin/${section}/detail/${id}`,
} as const;

export type AdminRoute =
  | { kind: 'login' }
  | { kind: 'dashboard' }
  | { kind: 'password' }
  | { kind: 'notFound' }
  | { kind: 'list'; section: AdminSectionKey; pageNo: number }
  | { kind: 'add'; section: AdminSectionKey }
  | { kind: 'detail'; section: AdminSectionKey; id: number };

export function parseAdminPath(pathname: string): AdminRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2);
  if (parts.length === 0 || parts[0] === 'dashboard') return { kind: 'dashboard' };
  if (parts[0] === 'login' && parts.length === 1) return { kind: 'login' };
  if (parts[0] === 'password' && parts.length === 1) return { kind: 'password' };
  const section = `${parts[0]}/${parts[1]}` as AdminSectionKey;
  if (!ADMIN_SECTION_KEYS.includes(section)) return { kind: 'notFound' };
  const [, , third, fourth] = parts;
  if (third === undefined) return { kind: 'list', section, pageNo: 1 };
  if (third === 'add' && fourth === undefined) return { kind: 'add', section };
  if (third === 'detail' && fourth && /^\d{1,10}$/.test(fourth) && parts.length === 4)
    return { kind: 'detail', section, id: Number(fourth) };
  if (/^\d{1,6}$/.test(third) && Number(third) >= 1 && fourth === undefined)
    return { kind: 'list', section, pageNo: Number(third) };
  return { kind: 'notFound' };
}
