import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import { type Config, publicSettingsOf } from '../env.ts';
import { PRIVATE } from '../http/cdn.ts';
import type { MicroCacheOptions } from '../http/micro-cache.ts';
import { securityHeaders } from '../http/security-headers.ts';
import type { StatusPageService } from '../modules/application-status/status-page.service.ts';
import type { PrivacyNoticeService } from '../modules/privacy-notice/privacy-notice.service.ts';
import { publicImageOrigin } from '../storage/open-store.ts';
import { adminShell } from './admin-shell.ts';
import { registerBuiltBundle } from './built-bundle.ts';
import type { Services } from './loaders.ts';
import { type PageForms, registerPageRoutes } from './page.routes.ts';
import { pageRendering } from './page-render.ts';
import type { PreviewAccess } from './preview.ts';
import type { SiteBundle } from './site-bundle.ts';
import { registerSiteFiles } from './site-files.routes.ts';

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

/** Before `npm run build`: the home pages say so, the API works. */
function registerNotBuilt(app: FastifyInstance) {
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
}

/** The back-office's empty page under /admin, which its own script fills (with its own policy). */
function registerAdminShell(app: FastifyInstance, bundle: SiteBundle, config: Config) {
  const page = adminShell(bundle.adminAssets);
  const policy = securityHeaders({
    isDevelopment: config.env === 'development',
    isAdminPage: true,
    imageOrigin: publicImageOrigin(config),
  })['content-security-policy'];
  const admin = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Content-Security-Policy', policy)
      .header('Cache-Control', PRIVATE)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(page);
  app.get('/admin', admin);
  app.get('/admin/*', admin);
}

/** The public website: server-rendered pages in both languages, static assets, SEO files. */
export async function registerSite(
  app: FastifyInstance,
  {
    config,
    services,
    notices,
    access,
    forms,
    now,
    forgetOn,
    statusPages,
  }: {
    config: Config;
    services: Services;
    notices: PrivacyNoticeService;
    /** Applicants' status pages (decision 053). */
    statusPages?: Pick<StatusPageService, 'view'>;
    access: PreviewAccess;
    forms: PageForms;
    now?: Clock | undefined;
    /** When the rendered pages kept in memory are forgotten (micro-cache.ts). */
    forgetOn?: MicroCacheOptions['forgetOn'];
  },
) {
  const bundle = await registerBundle(app, config);
  // Every link is made from the configured origin, never from a request's Host (decision 045).
  const origin = config.publicUrl;
  registerSiteFiles(app, { services, origin });
  if (!bundle) return registerNotBuilt(app);

  const rendering = pageRendering({ bundle, settings: publicSettingsOf(config), origin });
  const publicPage = registerPageRoutes(app, {
    bundle,
    rendering,
    services,
    notices,
    access,
    forms,
    cdn: config.cdn,
    now,
    forgetOn,
    statusPages,
  });
  registerAdminShell(app, bundle, config);
  app.setNotFoundHandler((request, reply) => {
    if (/^\/(api|file|uploads|assets)(\/|$)/.test(request.url) || request.method !== 'GET')
      return notFoundEnvelope(request, reply);
    if (bundle.serveUnmatched?.(request, reply)) return;
    return publicPage(request, reply);
  });
}
