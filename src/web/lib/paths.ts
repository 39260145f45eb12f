/**
 * Every public path in one place. English lives at the spec's paths, Vietnamese under /vi
 * (DECISIONS 2.3), so links are always built through `localePath`.
 */
export type Locale = 'en' | 'vi';
export const LOCALES: Locale[] = ['en', 'vi'];

export const PATHS = {
  home: '/',
  about: '/company/about',
  aboutTab: (tab: AboutTab) => `/company/about/${tab}`,
  mission: '/company/mission',
  history: '/company/history',
  location: '/company/location',
  people: '/career/people',
  hr: '/career/hr',
  jobs: '/career/jobs',
  faqs: '/career/faqs',
  job: (jobNo: number) => `/career/jobs-detail/${jobNo}`,
  partners: '/partner/partner-company',
  inquiry: '/partner/partnership-inquiry',
  press: '/news/press-release',
  videos: '/news/videos',
  news: (newsNo: number) => `/news/detail/${newsNo}`,
} as const;

export const ABOUT_TABS = ['introduction', 'business-area', 'ci'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/vi' : `/vi${path}`;
}

/** Splits '/vi/career/jobs' into its locale and the English path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/vi' || pathname === '/vi/') return { locale: 'vi', path: '/' };
  if (pathname.startsWith('/vi/')) return { locale: 'vi', path: pathname.slice(3) };
  return { locale: 'en', path: pathname };
}

export interface MenuGroup {
  key: 'company' | 'career' | 'partner' | 'news';
  items: Array<{ key: string; path: string }>;
}

/** The four menu groups of header and footer (spec 2, 'Menu labels'). */
export const MENU: MenuGroup[] = [
  {
    key: 'company',
    items: [
      { key: 'about', path: PATHS.about },
      { key: 'mission', path: PATHS.mission },
      { key: 'history', path: PATHS.history },
      { key: 'location', path: PATHS.location },
    ],
  },
  {
    key: 'career',
    items: [
      { key: 'people', path: PATHS.people },
      { key: 'hr', path: PATHS.hr },
      { key: 'jobs', path: PATHS.jobs },
      { key: 'faqs', path: PATHS.faqs },
    ],
  },
  {
    key: 'partner',
    items: [
      { key: 'partners', path: PATHS.partners },
      { key: 'inquiry', path: PATHS.inquiry },
    ],
  },
  {
    key: 'news',
    items: [
      { key: 'press', path: PATHS.press },
      { key: 'videos', path: PATHS.videos },
    ],
  },
];

/** The menu group a path belongs to, for breadcrumbs, 'Learn more' and the header colour. */
export function groupOf(path: string): MenuGroup | undefined {
  const first = path.split('/')[1];
  return MENU.find((g) => g.key === first);
}

/** Detail pages belong to their list: '/career/jobs-detail/7' → '/career/jobs'. */
export function listPathOf(path: string): string | undefined {
  if (path.startsWith('/career/jobs-detail/')) return PATHS.jobs;
  if (path.startsWith('/news/detail/')) return PATHS.press;
  return undefined;
}

/**
 * Admin paths (spec section 2): /admin/{menu}/{page}[/{pageNo}] for lists, …/add and
 * …/detail/{id}. A section key is '{menu}/{page}', e.g. 'board/news'.
 */
export const ADMIN_SECTION_KEYS = [
  'main/banner',
  'board/recruit',
  'board/faq',
  'board/news',
  'board/video',
  'board/partner',
  'qna/qna',
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
} as const;

export type AdminRoute =
  | { kind: 'login' }
  | { kind: 'dashboard' }
  | { kind: 'notFound' }
  | { kind: 'list'; section: AdminSectionKey; pageNo: number }
  | { kind: 'add'; section: AdminSectionKey }
  | { kind: 'detail'; section: AdminSectionKey; id: number };

export function parseAdminPath(pathname: string): AdminRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2);
  if (parts.length === 0 || parts[0] === 'dashboard') return { kind: 'dashboard' };
  if (parts[0] === 'login' && parts.length === 1) return { kind: 'login' };
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
