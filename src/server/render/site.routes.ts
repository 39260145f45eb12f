import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import { type Locale, localePath, splitLocale } from '../../web/lib/paths.ts';
import type { PageState } from '../../web/site/App.tsx';
import type { PageDataReader } from '../../web/site/page-data.ts';
import { type Config, publicSettingsOf } from '../env.ts';
import { microCache } from '../http/micro-cache.ts';
import { publicOrigin } from '../http/origin.ts';
import { type StoredAnswer, sendStored, storedAnswer } from '../http/stored-answer.ts';
import { adminShell } from './admin-shell.ts';
import { registerBuiltBundle } from './built-bundle.ts';
import { renderDocument } from './document.ts';
import { plainErrorPage } from './error-page.ts';
import { pageReader, previewReader, type Services } from './loaders.ts';
import { findPreview, type PreviewAccess } from './preview.ts';
import type { Renderer, SiteBundle } from './site-bundle.ts';
import { sitemap } from './sitemap.ts';

/** One page to render: its language, English path and the reader its loader gets. */
interface PageRequest {
  locale: Locale;
  path: string;
  read: PageDataReader;
  /** Shown with the preview marker; never indexed, stored or cached. */
  isPreview?: boolean;
  /** The id of the item previewed. */
  previewId?: number;
  /** Never indexed, stored or cached (a refused preview). */
  isPrivate?: boolean;
  /** Key of the public micro-cache; none: rendered every time. */
  cacheKey?: string;
}

const cleanPathOf = (enPath: string) => (enPath.length > 1 ? enPath.replace(/\/+$/, '') : enPath);

/**
 * Tests only: the server hands this the `X-Test-Fault` header only when NODE_ENV=test (see
 * `faultOf` in registerSite), so a test can make a page fail: `loader` fails its loader, `render`
 * its rendering, `all` the error page's rendering too. Any other value or none changes nothing.
 */
function withTestFault(renderer: Renderer, fault: string | undefined): Renderer {
  const fail = () => {
    throw new Error(`Test fault: ${fault}`);
  };
  if (fault === 'loader') return { ...renderer, loadPage: async () => fail() };
  if (fault === 'render')
    return {
      ...renderer,
      render: (state) => (state.route === 'serverError' ? renderer.render(state) : fail()),
    };
  if (fault === 'all') return { ...renderer, render: fail };
  return renderer;
}

/**
 * The pages' code and the browser's files: from Vite over the sources in development (`npm run
 * dev`; Vite, a development package, is loaded only then), otherwise from the build.
 */
async function registerBundle(app: FastifyInstance, config: Config): Promise<SiteBundle | null> {
  if (config.env !== 'development') return registerBuiltBundle(app);
  const { registerViteBundle } = await import('./vite-bundle.ts');
  return registerViteBundle(app, { dataDir: config.dataDir });
}

/** Unknown API, file and asset paths (and every path before the site is built) answer the envelope. */
const notFoundEnvelope = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ success: false, message: 'Not found', code: 'not_found' });

/** The public website: server-rendered pages in both languages, static assets, SEO files. */
export async function registerSite(
  app: FastifyInstance,
  { config, services, access }: { config: Config; services: Services; access: PreviewAccess },
) {
  const bundle = await registerBundle(app, config);
  const settings = publicSettingsOf(config);
  const originOf = (request: FastifyRequest) => publicOrigin(request, config);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /file/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemap(services, originOf(request))),
  );
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.type('application/manifest+json').send({
      name: 'KidVenture Vietnam',
      short_name: 'KidVenture',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#c8451f',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    }),
  );

  if (!bundle) {
    app.log.warn('The website is not built (npm run build); pages answer a plain notice.');
    const notice = (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>KidVenture Vietnam</title><h1>KidVenture Vietnam</h1><p>The website is not built yet: run <code>npm run build</code>. The API is up.</p>',
        );
    app.get('/', notice);
    app.get('/vi', notice);
    app.setNotFoundHandler(notFoundEnvelope);
    return;
  }

  const pages = microCache<{ status: number; answer: StoredAnswer }>();
  /** With NODE_ENV=test only: the fault a test asks for (see `withTestFault`). */
  const faultOf = (request: FastifyRequest) => {
    const fault = config.env === 'test' ? request.headers['x-test-fault'] : undefined;
    return typeof fault === 'string' ? fault : undefined;
  };
  const rendererFor = async (request: FastifyRequest) =>
    withTestFault(await bundle.renderer(), faultOf(request));

  const renderPage = async (request: FastifyRequest, page: PageRequest) => {
    const { locale, path: enPath, read, isPreview = false } = page;
    const renderer = await rendererFor(request);
    const route = renderer.matchRoute(enPath);
    const origin = originOf(request);
    const loaded = await renderer.loadPage(route, { locale, origin, read, settings });
    const found = 'data' in loaded ? loaded : null;
    const shown = found ? route : { id: 'notFound' as const, params: {} };
    const state: PageState = {
      route: shown.id,
      locale,
      path: cleanPathOf(enPath),
      params: shown.params,
      data: found?.data ?? null,
      ...(isPreview ? { isPreview, previewId: page.previewId } : {}),
    };
    const { html, meta, messages } = renderer.render(state);
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
      isIndexable: Boolean(found) && !isPreview,
      hasAlternates: !found?.isSingleLanguage,
      html,
      state,
      messages,
      assets: bundle.pageAssets(renderer.PAGE_FILES[shown.id]!, locale),
    });
    return { status: found ? 200 : 404, answer: storedAnswer(body) };
  };

  /**
   * A page whose loader or rendering failed: the site's error page in the page's language with a
   * reference that is logged with the error, HTTP 500; plain HTML if even that cannot render.
   */
  const errorPage = async (request: FastifyRequest, locale: Locale, enPath: string, error: unknown) => {
    // The request id: in the X-Request-Id header, in this log line (reqId) and on the page.
    const reference = request.id;
    request.log.error({ err: error, reference }, 'page failed');
    const state: PageState = {
      route: 'serverError',
      locale,
      path: cleanPathOf(enPath),
      params: {},
      data: { reference },
    };
    try {
      const renderer = await rendererFor(request);
      const { html, meta, messages } = renderer.render(state);
      const body = renderDocument({
        locale,
        path: state.path,
        origin: originOf(request),
        title: meta.title,
        description: meta.description,
        isIndexable: false,
        hasAlternates: false,
        html,
        state,
        messages,
        assets: bundle.pageAssets(renderer.PAGE_FILES.serverError!, locale),
      });
      return { status: 500, answer: storedAnswer(body) };
    } catch (renderError) {
      request.log.error({ err: renderError, reference }, 'the error page failed too');
      return { status: 500, answer: storedAnswer(plainErrorPage(locale, reference)) };
    }
  };

  /** Renders a page; a failure becomes the error page. Errors, 404s and previews are never stored. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest & { cacheKey?: string },
  ) => {
    const produce = () => renderPage(request, page);
    const rendered = await (page.cacheKey && bundle.isCacheable && !faultOf(request)
      ? pages.get(page.cacheKey, produce)
      : produce()
    ).catch((error: unknown) => errorPage(request, page.locale, page.path, error));
    const isPrivate = page.isPreview || page.isPrivate;
    if (isPrivate) reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply
      .status(rendered.status)
      .header('Cache-Control', isPrivate || rendered.status >= 500 ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8');
    return sendStored(request, reply, rendered.answer);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    if (/^\/(vi\/)?company\/about\/?$/.test(pathname))
      return reply.redirect(localePath(splitLocale(pathname).locale, '/company/about/introduction'), 301);
    const { locale, path } = splitLocale(pathname);
    return sendPage(request, reply, {
      locale,
      path,
      read: pageReader(services, locale),
      cacheKey: `${originOf(request)}${pathname}`,
    });
  };

  // An administrator's look at one item on its public page, public or not (decision: preview).
  app.get<{ Params: { type: string; id: string } }>('/admin/preview/:type/:id', async (request, reply) => {
    const item = await findPreview(request, { access, services });
    if (!item)
      return sendPage(request, reply, {
        locale: 'en',
        path: request.url.split('?')[0]!,
        read: pageReader(services, 'en'),
        isPrivate: true,
      });
    const locale: Locale = item.row.localeCd === 'VI' ? 'vi' : 'en';
    return sendPage(request, reply, {
      locale,
      path: item.path,
      read: previewReader(pageReader(services, locale), item),
      isPreview: true,
      previewId: Number(item.row[CONTENT_TYPES[item.type].idField]),
    });
  });
  app.get('/', handler);
  app.get('/vi', handler);

  const adminPage = adminShell(bundle.adminAssets);
  const admin = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(adminPage);
  app.get('/admin', admin);
  app.get('/admin/*', admin);
  app.get('/vi/*', handler);
  for (const group of ['company', 'career', 'partner', 'news']) app.get(`/${group}/*`, handler);
  app.setNotFoundHandler((request, reply) => {
    if (/^\/(api|file|uploads|assets)(\/|$)/.test(request.url) || request.method !== 'GET')
      return notFoundEnvelope(request, reply);
    if (bundle.serveUnmatched?.(request, reply)) return;
    return handler(request, reply);
  });
}
