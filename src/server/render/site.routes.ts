import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import { type Locale, localePath, type RouteMatch, splitLocale } from '../../web/lib/paths.ts';
import type { PageState } from '../../web/site/App.tsx';
import type { Loaded, LoaderContext, PageDataReader } from '../../web/site/page-data.ts';
import type { PageMeta } from '../../web/site/pages.ts';
import { type Config, publicSettingsOf } from '../env.ts';
import { microCache } from '../http/micro-cache.ts';
import { publicOrigin } from '../http/origin.ts';
import { adminShell } from './admin-shell.ts';
import { renderDocument } from './document.ts';
import { plainErrorPage } from './error-page.ts';
import { pageReader, previewReader, type Services } from './loaders.ts';
import { findPreview, type PreviewAccess } from './preview.ts';
import { sitemap } from './sitemap.ts';

/** What the built src/web/entry-server.tsx exports. */
interface Renderer {
  render(state: PageState): { html: string; meta: PageMeta; messages: unknown };
  matchRoute(path: string): RouteMatch;
  loadPage(route: RouteMatch, context: Omit<LoaderContext, 'params'>): Promise<Loaded<unknown>>;
  PAGE_FILES: Record<string, string>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const WEB_DIST = path.resolve('dist/web');

/** The built renderer and manifest, or null when `npm run build` has not run (API-only tests). */
async function loadBuild(): Promise<{ renderer: Renderer; manifest: Record<string, ManifestChunk> } | null> {
  const entry = path.join(WEB_DIST, 'server/entry-server.js');
  const manifestFile = path.join(WEB_DIST, 'client/.vite/manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;
  return {
    renderer: (await import(entry)) as Renderer,
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
  };
}

/** Static imports of the given manifest entries, entry first, each chunk once. */
function chunksOf(manifest: Record<string, ManifestChunk>, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const files: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.push(manifest[key]!);
    for (const dep of manifest[key]!.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

const url = (file: string) => `/${file}`;
const cssFilesOf = (files: ManifestChunk[]) => [...new Set(files.flatMap((f) => f.css ?? []))];
const stylesOf = (files: ManifestChunk[]) => cssFilesOf(files).map(url);

/** The built style sheets' text, read once per file. */
const cssText = new Map<string, string>();
const readCss = (file: string) => {
  if (!cssText.has(file)) cssText.set(file, fs.readFileSync(path.join(WEB_DIST, 'client', file), 'utf8'));
  return cssText.get(file)!;
};

/**
 * The font files the first screen draws with (src/web/styles/fonts.css): both weights of the Latin
 * subset, and on Vietnamese pages their subset too. Preloaded, they are fetched with the page's
 * first requests instead of after its first layout, which narrows the moment when text drawn in the
 * fallback font reflows as they swap in.
 */
const FIRST_SCREEN_FONTS: Record<Locale, string[]> = {
  en: ['latin-400', 'latin-700'],
  vi: ['latin-400', 'latin-700', 'vietnamese-400', 'vietnamese-700'],
};
const fontFile = (manifest: Record<string, ManifestChunk>, name: string) =>
  manifest[`node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-${name}-normal.woff2`]?.file;

/**
 * Scripts, module preloads and style sheet text a page needs, from Vite's manifest. The site's
 * styles and the page's section's (about 6-9 KB compressed) travel inside the HTML (decision 017).
 */
function assetsFor(manifest: Record<string, ManifestChunk>, pageFile: string, locale: Locale) {
  const entry = 'src/web/entry-client.tsx';
  const page = `src/web/${pageFile.replace('./', '')}`;
  const files = chunksOf(manifest, [entry, page]);
  return {
    scripts: [url(manifest[entry]!.file)],
    page: url(manifest[page]!.file),
    preloads: files.slice(1).map((f) => url(f.file)),
    css: cssFilesOf(files).map(readCss).join('\n'),
    fonts: FIRST_SCREEN_FONTS[locale].flatMap((name) => fontFile(manifest, name) ?? []).map(url),
  };
}

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

/** Unknown API, file and asset paths (and every path before the site is built) answer the envelope. */
const notFoundEnvelope = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ success: false, message: 'Not found', code: 'not_found' });

/** The public website: server-rendered pages in both languages, static assets, SEO files. */
export async function registerSite(
  app: FastifyInstance,
  { config, services, access }: { config: Config; services: Services; access: PreviewAccess },
) {
  const build = await loadBuild();
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

  if (!build) {
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

  await app.register(fastifyStatic, {
    root: path.join(WEB_DIST, 'client'),
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders: (res, file) => {
      res.header(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      );
    },
  });
  app.get('/assets/*', (request, reply) =>
    reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
  );

  const pages = microCache<{ status: number; body: string }>();
  /** With NODE_ENV=test only: the fault a test asks for (see `withTestFault`). */
  const faultOf = (request: FastifyRequest) => {
    const fault = config.env === 'test' ? request.headers['x-test-fault'] : undefined;
    return typeof fault === 'string' ? fault : undefined;
  };
  const rendererFor = (request: FastifyRequest) => withTestFault(build.renderer, faultOf(request));

  const renderPage = async (request: FastifyRequest, page: PageRequest) => {
    const { locale, path: enPath, read, isPreview = false } = page;
    const renderer = rendererFor(request);
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
      assets: assetsFor(build.manifest, build.renderer.PAGE_FILES[shown.id]!, locale),
    });
    return { status: found ? 200 : 404, body };
  };

  /**
   * A page whose loader or rendering failed: the site's error page in the page's language with a
   * reference that is logged with the error, HTTP 500; plain HTML if even that cannot render.
   */
  const errorPage = (request: FastifyRequest, locale: Locale, enPath: string, error: unknown) => {
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
      const { html, meta, messages } = rendererFor(request).render(state);
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
        assets: assetsFor(build.manifest, build.renderer.PAGE_FILES.serverError!, locale),
      });
      return { status: 500, body };
    } catch (renderError) {
      request.log.error({ err: renderError, reference }, 'the error page failed too');
      return { status: 500, body: plainErrorPage(locale, reference) };
    }
  };

  /** Renders a page; a failure becomes the error page. Errors, 404s and previews are never stored. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest & { cacheKey?: string },
  ) => {
    const produce = () => renderPage(request, page);
    const rendered = await (page.cacheKey && !faultOf(request)
      ? pages.get(page.cacheKey, produce)
      : produce()
    ).catch((error: unknown) => errorPage(request, page.locale, page.path, error));
    const isPrivate = page.isPreview || page.isPrivate;
    if (isPrivate) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return reply
      .status(rendered.status)
      .header('Cache-Control', isPrivate || rendered.status >= 500 ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(rendered.body);
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

  const adminFiles = chunksOf(build.manifest, ['src/web/admin/entry-admin.tsx']);
  const adminPage = adminShell({
    script: url(adminFiles[0]!.file),
    preloads: adminFiles.slice(1).map((f) => url(f.file)),
    styles: stylesOf(adminFiles),
  });
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
    return handler(request, reply);
  });
}
