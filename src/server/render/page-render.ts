import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../common/paths.ts';
import type { PublicSettings } from '../../common/public-settings.ts';
import type { PageState } from '../../web/site/App.tsx';
import type { PageDataReader, PostedForm } from '../../web/site/page-data.ts';
import { firstInOutage, isDatabaseUnavailable } from '../db/unavailable.ts';
import { type StoredAnswer, storedAnswer } from '../http/stored-answer.ts';
import { documentStyleSources, renderDocument } from './document.ts';
import { PLAIN_ERROR_PAGE_STYLES, plainErrorPage } from './error-page.ts';
import { feedLinkOf } from './feeds.ts';
import type { Renderer, SiteBundle } from './site-bundle.ts';

/** One page to render: its language, English path and the reader its loader gets. */
export interface PageRequest {
  locale: Locale;
  path: string;
  /** The request's query string: the parameters its route declares reach the loader. */
  search?: string;
  read: PageDataReader;
  /** The page's own form, refused: the page shows it again with this status (a 4xx). */
  posted?: { form: PostedForm; status: number };
  /** Shown with the preview marker; never indexed, stored or cached. */
  isPreview?: boolean;
  /** The id of the item previewed. */
  previewId?: number;
  /** Never indexed, stored or cached (a refused preview). */
  isPrivate?: boolean;
  /** Key of the public micro-cache; none: rendered every time. */
  cacheKey?: string;
}

/**
 * A rendered page: its status, its HTML, ready to send (and to keep), and the CSP sources of the
 * inline styles it carries (decision 046).
 */
export type RenderedPage = { status: number; answer: StoredAnswer; styles: string[] };

const cleanPathOf = (enPath: string) => (enPath.length > 1 ? enPath.replace(/\/+$/, '') : enPath);

/**
 * The renderer a request's page is made with: the bundle's, unless a plugin registered around the
 * app chose another for this request (`request.pageRenderer`; the test server's does).
 */
export async function rendererFor(bundle: SiteBundle, request: FastifyRequest): Promise<Renderer> {
  const renderer = await bundle.renderer();
  return request.pageRenderer?.(renderer) ?? renderer;
}

/**
 * Makes pages into HTML documents: a page with its loader's data (200, the 404 page when the
 * loader finds nothing, the closed job's page with 410), and the error page of a page that failed
 * (500).
 */
export function pageRendering({
  bundle,
  settings,
  origin,
}: {
  bundle: SiteBundle;
  settings: PublicSettings;
  /** The configured public origin (decision 045). */
  origin: string;
}) {
  const isOutageNew = firstInOutage();
  const renderPage = async (request: FastifyRequest, page: PageRequest): Promise<RenderedPage> => {
    const { locale, path: enPath, read, isPreview = false, posted } = page;
    const renderer = await rendererFor(bundle, request);
    const route = renderer.matchRoute(enPath, page.search);
    const loaded = await renderer.loadPage(route, { locale, origin, read, settings, posted: posted?.form });
    const found = 'data' in loaded ? loaded : null;
    // A record whose time is over has its own page, answered 410 (decision 060).
    const gone = 'gone' in loaded ? loaded.gone : null;
    const shown = found ? route : { id: gone ?? ('notFound' as const), params: {} };
    const state: PageState = {
      route: shown.id,
      locale,
      path: cleanPathOf(enPath),
      params: shown.params,
      data: found?.data ?? null,
      ...(isPreview ? { isPreview, previewId: page.previewId } : {}),
      ...(found?.alternates ? { alternates: found.alternates } : {}),
    };
    const { html, meta, messages } = renderer.render(state);
    const assets = bundle.pageAssets(renderer.PAGE_FILES[shown.id]!, locale);
    const body = renderDocument({
      locale,
      path: state.path,
      origin,
      title: meta.title,
      description: meta.description,
      image: found?.image ?? meta.image,
      preloadImage: meta.preloadImage,
      ogType: found?.ogType ?? 'website',
      jsonLd: isPreview ? [] : (found?.jsonLd ?? []),
      isIndexable: Boolean(found) && !isPreview && !page.isPrivate,
      hasAlternates: !found?.isSingleLanguage || Boolean(found.alternates),
      alternates: found?.alternates,
      feed: found ? feedLinkOf(shown.id, locale) : undefined,
      html,
      state,
      messages,
      assets,
    });
    return {
      status: found ? (posted?.status ?? 200) : gone ? 410 : 404,
      answer: storedAnswer(body),
      styles: documentStyleSources(assets),
    };
  };

  /**
   * A page whose loader or rendering failed: the site's error page in the page's language with a
   * reference that is logged with the error, HTTP 500 (503 while the database is out of reach);
   * plain HTML if even that cannot render.
   */
  const errorPage = async (
    request: FastifyRequest,
    { locale, path: enPath }: Pick<PageRequest, 'locale' | 'path'>,
    error: unknown,
  ): Promise<RenderedPage> => {
    // The request id: in the X-Request-Id header, in this log line (reqId) and on the page.
    const reference = request.id;
    // A database restart is no fault to investigate: 503 (page.routes.ts adds Retry-After), a warning.
    const status = isDatabaseUnavailable(error) ? 503 : 500;
    if (status === 503)
      request.log[isOutageNew() ? 'warn' : 'debug'](
        { reason: (error as Error).message, reference },
        'page failed: database unavailable',
      );
    else request.log.error({ err: error, reference }, 'page failed');
    const state: PageState = {
      route: 'serverError',
      locale,
      path: cleanPathOf(enPath),
      params: {},
      data: { reference, unavailable: status === 503 },
    };
    try {
      const renderer = await rendererFor(bundle, request);
      const { html, meta, messages } = renderer.render(state);
      const assets = bundle.pageAssets(renderer.PAGE_FILES.serverError!, locale);
      const body = renderDocument({
        locale,
        path: state.path,
        origin,
        title: meta.title,
        description: meta.description,
        isIndexable: false,
        hasAlternates: false,
        html,
        state,
        messages,
        assets,
      });
      return { status, answer: storedAnswer(body), styles: documentStyleSources(assets) };
    } catch (renderError) {
      request.log.error({ err: renderError, reference }, 'the error page failed too');
      return {
        status,
        answer: storedAnswer(plainErrorPage(locale, reference)),
        styles: PLAIN_ERROR_PAGE_STYLES,
      };
    }
  };

  return { renderPage, errorPage };
}
