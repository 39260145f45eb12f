import { ADMIN_PATHS, type AdminSectionKey, parseAdminPath } from '../../../common/admin-paths.ts';

/**
 * The last list view of each section in this tab (sessionStorage), so List links and the return
 * after a save land on the same search, sort and page.
 */
const KEY = 'kv-admin-list:';

export function rememberListPath(section: AdminSectionKey, path: string): void {
  try {
    sessionStorage.setItem(KEY + section, path);
  } catch {
    // Storage refused (private mode, quota): List links fall back to the plain list.
  }
}

/** The remembered list URL of the section, or its first page when none (or a foreign one) is stored. */
export function listPathOf(section: AdminSectionKey): string {
  try {
    const path = sessionStorage.getItem(KEY + section);
    if (path?.startsWith('/admin/')) {
      const url = new URL(path, window.location.origin);
      const route = parseAdminPath(url.pathname, url.search);
      if (route.kind === 'list' && route.section === section) return url.pathname + url.search;
    }
  } catch {
    // As above.
  }
  return ADMIN_PATHS.list(section);
}
