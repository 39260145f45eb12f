import type { Locale } from '../lib/paths.ts';

/**
 * The public routes. `page` names the module under src/web/site that renders it; the server's
 * loaders fill `data` for the same ids.
 */
export type RouteId =
  | 'home'
  | 'about'
  | 'mission'
  | 'history'
  | 'location'
  | 'people'
  | 'hr'
  | 'jobs'
  | 'faqs'
  | 'job'
  | 'partners'
  | 'inquiry'
  | 'press'
  | 'videos'
  | 'news'
  | 'notFound';

interface RouteDef {
  id: RouteId;
  pattern: RegExp;
  /** Names of the captured groups, in order. */
  params?: string[];
}

const ROUTES: RouteDef[] = [
  { id: 'home', pattern: /^\/$/ },
  { id: 'about', pattern: /^\/company\/about(?:\/(introduction|business-area|ci))?$/, params: ['tab'] },
  { id: 'mission', pattern: /^\/company\/mission$/ },
  { id: 'history', pattern: /^\/company\/history$/ },
  { id: 'location', pattern: /^\/company\/location$/ },
  { id: 'people', pattern: /^\/career\/people$/ },
  { id: 'hr', pattern: /^\/career\/hr$/ },
  { id: 'jobs', pattern: /^\/career\/jobs$/ },
  { id: 'faqs', pattern: /^\/career\/faqs$/ },
  { id: 'job', pattern: /^\/career\/jobs-detail\/(\d{1,10})$/, params: ['jobNo'] },
  { id: 'partners', pattern: /^\/partner\/partner-company$/ },
  { id: 'inquiry', pattern: /^\/partner\/partnership-inquiry$/ },
  { id: 'press', pattern: /^\/news\/press-release$/ },
  { id: 'videos', pattern: /^\/news\/videos$/ },
  { id: 'news', pattern: /^\/news\/detail\/(\d{1,10})$/, params: ['newsNo'] },
];

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

/** Matches an English path (locale prefix already removed); a trailing slash is tolerated. */
export function matchRoute(path: string): RouteMatch {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of ROUTES) {
    const m = route.pattern.exec(clean);
    if (m) {
      const params: Record<string, string> = {};
      route.params?.forEach((name, i) => {
        if (m[i + 1]) params[name] = m[i + 1]!;
      });
      return { id: route.id, params };
    }
  }
  return { id: 'notFound', params: {} };
}

/** What the server hands to the page, in the HTML and to hydration alike. */
export interface PageProps<D = unknown> {
  locale: Locale;
  path: string;
  params: Record<string, string>;
  data: D;
}
