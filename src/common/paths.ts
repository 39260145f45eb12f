import { DIRECT_SOURCE, sourceOfQuery } from './source.ts';

/**
 * Every public path in one place. English lives at the spec's paths, Vietnamese under /vi (one
 * URL per language, each linking the other), so links are always built through `localePath`.
 */
export type Locale = 'en' | 'vi';
export const LOCALES: Locale[] = ['en', 'vi'];

export const ABOUT_TABS = ['introduction', 'business-area', 'ci'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

/** What each `:param` of a path accepts: 'id' is a record number of 1 to 10 digits. */
const PARAMS = { jobNo: 'id', newsNo: 'id', eventNo: 'id', tab: ABOUT_TABS, token: 'token' } as const;
type ParamName = keyof typeof PARAMS;
type ParamValue<N extends ParamName> = (typeof PARAMS)[N] extends readonly string[]
  ? (typeof PARAMS)[N][number]
  : (typeof PARAMS)[N] extends 'token'
    ? string
    : number;

interface RouteDef {
  /** English path; `:name` is a parameter, `:name?` an optional last segment. None for notFound, jobClosed and serverError. */
  path?: string;
  /** Detail pages belong to a list page: breadcrumbs and the language switch lead there. */
  list?: string;
}

/**
 * The public URLs, each written once: matching and the link builders (`PATHS`) derive from this
 * table. Adding a page is one entry here, one in the site's route table (`site/pages.ts`) and the
 * page module (with its `*Page.server.ts` loader if it shows data). First match wins.
 */
// Route ids, not board types: `job` and `news` are the pages of one item.
const ROUTES = {
  home: { path: '/' },
  about: { path: '/company/about/:tab?' },
  mission: { path: '/company/mission' },
  history: { path: '/company/history' },
  location: { path: '/company/location' },
  people: { path: '/career/people' },
  hr: { path: '/career/hr' },
  jobs: { path: '/career/jobs' },
  faqs: { path: '/career/faqs' },
  job: { path: '/career/jobs-detail/:jobNo', list: 'jobs' },
  /** A job's application form alone, for phones (the job's page holds it too). */
  apply: { path: '/career/apply/:jobNo', list: 'jobs' },
  partners: { path: '/partner/partner-company' },
  inquiry: { path: '/partner/partnership-inquiry' },
  press: { path: '/news/press-release' },
  videos: { path: '/news/videos' },
  /** Park events and hiring days (decision 044), upcoming or `?when=past`. */
  events: { path: '/news/events' },
  event: { path: '/news/events/:eventNo', list: 'events' },
  news: { path: '/news/detail/:newsNo', list: 'press' },
  /** The privacy notice in force; `?version=N` an earlier one (decision 039). */
  privacy: { path: '/privacy' },
  notFound: {},
  /** The page of a job past its deadline (HTTP 410, decision 060); it has no URL of its own. */
  jobClosed: {},
  /** The page a failed page is answered with (HTTP 500); it has no URL of its own. */
  serverError: {},
} as const satisfies Record<string, RouteDef>;

/**
 * Pages only e-mails link to, their token in the query (job alerts): matched by the server like
 * ROUTES but apart from them, and named by server code only, so the browser's bundles, which carry
 * ROUTES for their links, leave them out. They hold a visitor's token: never cached, stored or
 * indexed.
 */
export const MAIL_PATHS = {
  jobAlertConfirm: '/career/jobs/alerts/confirm',
  jobAlertUnsubscribe: '/career/jobs/alerts/unsubscribe',
  /** The link in every e-mail to an applicant or alert subscriber: withdraw consent (decision 051). */
  privacyWithdraw: '/privacy/withdraw',
  /** An applicant's status page, its token in the path (decision 053). */
  applicationStatus: '/career/applications/:token',
  /** Where the status page's "Delete my data" leads: the page itself is gone. */
  applicationErased: '/career/applications/erased',
} as const;

export const isMailRoute = (id: RouteId) => Object.hasOwn(MAIL_PATHS, id);

export type RouteId = keyof typeof ROUTES | keyof typeof MAIL_PATHS;
type PathOf<K extends RouteId> = K extends keyof typeof ROUTES
  ? (typeof ROUTES)[K] extends { path: infer P extends string }
    ? P
    : never
  : never;
type PublicRouteId = { [K in RouteId]: PathOf<K> extends never ? never : K }[RouteId];

/**
 * The link builder a path gives: the path itself without parameters, a function of the one
 * parameter otherwise, and for an optional last segment the path without it.
 */
type Builder<P extends string> = P extends `${infer Base}/:${string}?`
  ? Base
  : P extends `${string}/:${infer N extends ParamName}`
    ? (value: ParamValue<N>) => string
    : P;

const PARAM = /^:(\w+)(\?)?$/;

/** Puts the parameters into a path; a missing optional segment is left out. */
function fill(path: string, params: Partial<Record<ParamName, string | number>>): string {
  const segments = path.split('/').flatMap((segment) => {
    const param = PARAM.exec(segment);
    if (!param) return [segment];
    const value = params[param[1] as ParamName];
    return value === undefined ? [] : [String(value)];
  });
  return segments.join('/') || '/';
}

function builderOf(path: string): string | ((value: string | number) => string) {
  const param = PARAM.exec(path.slice(path.lastIndexOf('/') + 1));
  if (!param) return path;
  if (param[2]) return fill(path, {});
  return (value) => fill(path, { [param[1] as ParamName]: value });
}

const publicRoutes = Object.entries(ROUTES).flatMap(([id, route]) =>
  'path' in route ? [{ id: id as PublicRouteId, ...route }] : [],
);

export const PATHS = {
  ...(Object.fromEntries(publicRoutes.map((route) => [route.id, builderOf(route.path)])) as {
    [K in PublicRouteId]: Builder<PathOf<K>>;
  }),
  aboutTab: (tab: AboutTab) => fill(ROUTES.about.path, { tab }),
};

/** The English path pattern of a route (`/career/apply/:jobNo`), as the server registers it. */
export const routePattern = (id: PublicRouteId): string => ROUTES[id].path;

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
  /** The query parameters the route declares, as sent (the first of each, at most 200 characters). */
  query: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path's regular expression and the names of its groups, in order. */
function compile(path: string): { pattern: RegExp; names: ParamName[] } {
  const names: ParamName[] = [];
  const body = path
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = PARAM.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      const name = param[1] as ParamName;
      names.push(name);
      const accepts = PARAMS[name];
      const group = `/(${accepts === 'id' ? '\\d{1,10}' : accepts === 'token' ? '[A-Za-z0-9_-]{43}' : accepts.join('|')})`;
      return param[2] ? `(?:${group})?` : group;
    })
    .join('');
  return { pattern: new RegExp(`^${body}$`), names };
}

// Compiled on first use, so bundles that only build links (the admin) skip the work.
let compiled:
  | Array<{ id: RouteId; pattern: RegExp; names: ParamName[]; query: readonly string[] }>
  | undefined;

/**
 * The query parameters each page reads (its search, filters and page, a form's outcome; decision
 * 030): only these reach its loader and the key of the page cache, so other parameters cannot make
 * every request a new page. Apart from ROUTES because only the server matches routes: the
 * browser's bundles, which carry ROUTES for their links, leave this out.
 */
const ROUTE_QUERIES: Partial<Record<RouteId, readonly string[]>> = {
  history: ['year'],
  jobs: ['q', 'in', 'type', 'location', 'department', 'page', 'alert'],
  faqs: ['page'],
  inquiry: ['sent'],
  // Where applicants came from (decision 054): carried into the apply form.
  job: ['source', 'utm_source'],
  apply: ['sent', 'source', 'utm_source'],
  press: ['page'],
  events: ['when', 'kind', 'page'],
  privacy: ['version'],
  jobAlertConfirm: ['token', 'confirmed', 'expired'],
  jobAlertUnsubscribe: ['token', 'unsubscribed'],
  privacyWithdraw: ['token', 'withdrawn', 'expired'],
  applicationStatus: ['withdrawn', 'confirm'],
};

/** The declared parameters of a query string, in the route's order: what makes its page differ. */
function queryOf(names: readonly string[], search: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (!names.length || !search) return query;
  const sent = new URLSearchParams(search);
  for (const name of names) {
    const value = sent.get(name);
    if (value !== null) query[name] = value.slice(0, 200);
  }
  return query;
}

/**
 * A query's source as one normalised `source` (decision 054: `utm_source` folded in, none for
 * direct), so that the spellings of one source make one page in the page cache, not one each.
 */
function withOneSource(query: Record<string, string>): Record<string, string> {
  if (query.source === undefined && query.utm_source === undefined) return query;
  const { source: _, utm_source: __, ...rest } = query;
  const source = sourceOfQuery(query);
  return source === DIRECT_SOURCE ? rest : { ...rest, source };
}

/**
 * Matches an English path (locale prefix already removed); a trailing slash is tolerated.
 * `search` is the query string (`?q=…` or `q=…`), of which the route's declared parameters are kept.
 */
export function matchRoute(path: string, search = ''): RouteMatch {
  compiled ??= [
    ...publicRoutes,
    ...Object.entries(MAIL_PATHS).map(([id, path]) => ({ id: id as RouteId, path })),
  ].map((route) => ({
    id: route.id,
    query: ROUTE_QUERIES[route.id] ?? [],
    ...compile(route.path),
  }));
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of compiled) {
    const m = route.pattern.exec(clean);
    if (m) {
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        if (m[i + 1]) params[name] = m[i + 1]!;
      });
      return { id: route.id, params, query: withOneSource(queryOf(route.query, search)) };
    }
  }
  return { id: 'notFound', params: {}, query: {} };
}

/** `?a=1&b=2` of the parameters given, empty when there are none (for links and cache keys). */
export function queryString(query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

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
  // The menu's sections, not board types.
  key: 'company' | 'career' | 'partner' | 'news';
  items: Array<{ key: string; path: string }>;
}

/** A menu entry's key is its route id, which is also the catalogue key of its label (`menu.<id>`). */
type MenuPage = {
  [K in keyof typeof PATHS]: (typeof PATHS)[K] extends string ? K : never;
}[keyof typeof PATHS];
const menuGroup = (key: MenuGroup['key'], pages: MenuPage[]): MenuGroup => ({
  key,
  items: pages.map((page) => ({ key: page, path: PATHS[page] })),
});

/** The four menu groups of header and footer (spec 2, 'Menu labels'). */
export const MENU: MenuGroup[] = [
  menuGroup('company', ['about', 'mission', 'history', 'location']),
  menuGroup('career', ['people', 'hr', 'jobs', 'faqs']),
  menuGroup('partner', ['partners', 'inquiry']),
  menuGroup('news', ['press', 'videos', 'events']),
];

/** The menu group a path belongs to, for breadcrumbs, 'Learn more' and the header colour. */
export function groupOf(path: string): MenuGroup | undefined {
  const first = path.split('/')[1];
  return MENU.find((g) => g.key === first);
}

/** Detail pages belong to their list: '/career/jobs-detail/7' → '/career/jobs'. */
export function listPathOf(path: string): string | undefined {
  for (const route of publicRoutes)
    if ('list' in route && path.startsWith(route.path.slice(0, route.path.indexOf(':'))))
      return PATHS[route.list];
  return undefined;
}
