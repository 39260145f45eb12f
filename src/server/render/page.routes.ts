import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import { type Locale, localePath, splitLocale } from '../../web/lib/paths.ts';
import { microCache } from '../http/micro-cache.ts';
import { sendStored } from '../http/stored-answer.ts';
import { pageReader, previewReader, type Services } from './loaders.ts';
import type { PageRequest, pageRendering, RenderedPage } from './page-render.ts';
import { findPreview, type PreviewAccess } from './preview.ts';
import type { SiteBundle } from './site-bundle.ts';

/** The groups of public pages under their English path (and under /vi). */
const PAGE_GROUPS = ['company', 'career', 'partner', 'news'];

/**
 * The public pages in both languages and an administrator's preview of one item: each rendered,
 * or answered from the public micro-cache, with a failure answered by the error page. Returns the
 * handler of a public page, for the paths no route matched.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  {
    bundle,
    rendering: { renderPage, errorPage },
    services,
    access,
    originOf,
  }: {
    bundle: SiteBundle;
    rendering: ReturnType<typeof pageRendering>;
    services: Services;
    access: PreviewAccess;
    originOf: (request: FastifyRequest) => string;
  },
) {
  const pages = microCache<RenderedPage>();

  /**
   * Renders a page; a failure becomes the error page. Errors, 404s, previews and pages made with
   * a renderer a plugin chose are never stored.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: PageRequest) => {
    const produce = () => renderPage(request, page);
    const isStored = page.cacheKey && bundle.isCacheable && !request.pageRenderer;
    const rendered = await (isStored ? pages.get(page.cacheKey!, produce) : produce()).catch(
      (error: unknown) => errorPage(request, page, error),
    );
    const isPrivate = page.isPreview || page.isPrivate;
    if (isPrivate) reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply
      .status(rendered.status)
      .header('Cache-Control', isPrivate || rendered.status >= 500 ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8');
    return sendStored(request, reply, rendered.answer);
  };

  const publicPage = async (request: FastifyRequest, reply: FastifyReply) => {
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
  app.get('/', publicPage);
  app.get('/vi', publicPage);
  app.get('/vi/*', publicPage);
  for (const group of PAGE_GROUPS) app.get(`/${group}/*`, publicPage);
  return publicPage;
}
