import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale, RouteMatch } from '../../common/paths.ts';
import type { PageState } from '../../web/site/App.tsx';
import type { Loaded, LoaderContext } from '../../web/site/page-data.ts';
import type { PageMeta } from '../../web/site/pages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Another renderer for this request's page, which a plugin registered around the app may
     * choose (page-render.ts `rendererFor`); none by default. A page made so is never stored.
     */
    pageRenderer?: (renderer: Renderer) => Renderer;
  }
}

/** What src/web/entry-server.tsx exports. */
export interface Renderer {
  render(state: PageState): { html: string; meta: PageMeta; messages: unknown };
  matchRoute(path: string, search?: string): RouteMatch;
  loadPage(route: RouteMatch, context: Omit<LoaderContext, 'params' | 'query'>): Promise<Loaded<unknown>>;
  PAGE_FILES: Record<string, string>;
}

/** The files the back-office's HTML names: module scripts, module preloads and style sheets. */
export interface AdminAssets {
  scripts: string[];
  preloads: string[];
  styles: string[];
}

/**
 * What a public page's HTML carries: the site entry's scripts, the page's own module (imported by
 * the entry), their imports as module preloads, the text of their style sheets (written into the
 * head, so no style sheet request delays the first paint; decision 017) and the font files the
 * first screen draws with.
 */
export interface PageAssets {
  /**
   * The small script that starts `scripts` (with `preloads`) after the page has loaded (decision
   * 023); without it (development) the HTML names them itself.
   */
  boot?: string;
  scripts: string[];
  page: string;
  preloads: string[];
  css: string;
  fonts: string[];
}

/**
 * Where the public pages' renderer and the browser's files come from: the build under dist/web
 * (built-bundle.ts), or Vite's dev server over the sources in development (vite-bundle.ts).
 */
export interface SiteBundle {
  /** The server renderer: the same module every time from the build, the current sources in development. */
  renderer(): Promise<Renderer>;
  /** What the page made by that page module needs in the browser, in that language. */
  pageAssets(pageFile: string, locale: Locale): PageAssets;
  adminAssets: AdminAssets;
  /** False in development: a page made from the sources must show an edit on the next reload. */
  isCacheable: boolean;
  /**
   * Answers a GET that no route matched when the path is one of the bundle's own files (Vite's
   * modules in development) and says true; false leaves it to the pages.
   */
  serveUnmatched?(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * In development, the paths Vite's dev server answers: its client and module ids, the sources and
 * pre-bundled dependencies as modules, and files with an extension (src/web/public, CSS, images).
 * API, file and upload paths never reach it.
 */
export const isViteFile = (pathname: string) =>
  /^\/(@|src\/|node_modules\/|__vite)/.test(pathname) ||
  (/\.[a-z\d]+$/i.test(pathname) && !/^\/(api|file|uploads)\//.test(pathname));
