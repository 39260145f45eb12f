import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import {
  isMailRoute,
  type Locale,
  localePath,
  matchRoute,
  queryString,
  type RouteId,
  routePattern,
  splitLocale,
} from '../../common/paths.ts';
import { minuteOf } from '../../common/schedule-times.ts';
import { type Clock, systemClock } from '../clock.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { HttpError } from '../errors.ts';
import { type CdnSettings, PRIVATE, SITE_TAG } from '../http/cdn.ts';
import { frameworkRefusal, isFormLimit } from '../http/error-handler.ts';
import { type MicroCacheOptions, microCache } from '../http/micro-cache.ts';
import { allowInlineStyles } from '../http/security-headers.ts';
import { sendStored } from '../http/stored-answer.ts';
import type { StatusPageService } from '../modules/application-status/status-page.service.ts';
import type { PrivacyNoticeService } from '../modules/privacy-notice/privacy-notice.service.ts';
import { pageReader, previewReader, type Services, taggingReader } from './loaders.ts';
import type { PageRequest, pageRendering, RenderedPage } from './page-render.ts';
import { findPreview, type PreviewAccess } from './preview.ts';
import type { SiteBundle } from './site-bundle.ts';

/** The groups of public pages under their English path (and under /vi): URL sections, not board types. */
const PAGE_GROUPS = ['company', 'career', 'partner', 'news'];

/**
 * What a page's own form does with what a browser posted (decision 030): read the request into
 * `fields` (text fields as they arrive) and act, or throw an HttpError the page shows with the form.
 * `params` are the page's path parameters (the job of an apply page).
 * It may name the query of the page the browser is sent to (`?sent=1` otherwise): the job list
 * keeps its filters.
 */
export type PageForm = (
  request: FastifyRequest,
  fields: Record<string, unknown>,
  params: Record<string, string>,
) => Promise<unknown>;

/** What a PageForm may resolve to instead of nothing: the query of the page to send the browser to. */
export interface PageFormDone {
  query: Record<string, string>;
}

/** The pages whose forms a browser may post to them, without scripts: the page id and its handler. */
export type PageForms = Partial<Record<RouteId, PageForm>>;

/** What was typed, as text: values that are not text (a file, an object) are left out. */
const textFieldsOf = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );

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
    notices,
    forms = {},
    cdn,
    now = systemClock,
    forgetOn,
    statusPages,
  }: {
    bundle: SiteBundle;
    rendering: ReturnType<typeof pageRendering>;
    services: Services;
    notices: PrivacyNoticeService;
    /** Applicants' status pages (decision 053). */
    statusPages?: Pick<StatusPageService, 'view'> | undefined;
    access: PreviewAccess;
    forms?: PageForms;
    /** What shared caches may keep (decision 041). */
    cdn: CdnSettings;
    /** The time visibility is judged at (decision 035). */
    now?: Clock | undefined;
    /** When the rendered pages kept in memory are forgotten (micro-cache.ts). */
    forgetOn?: MicroCacheOptions['forgetOn'];
  },
) {
  const pages = microCache<RenderedPage>({ forgetOn });
  const shared = () => ({ cdn, now: now().getTime() });
  const readerOf = (locale: Locale) => pageReader(services, locale, notices, statusPages);

  /**
   * Renders a page; a failure becomes the error page. Errors, 404s, previews and pages made with
   * a renderer a plugin chose are never stored.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: PageRequest, tag?: string) => {
    const isPrivate = page.isPreview || page.isPrivate;
    // A public page is tagged with its route and what it read, and kept by shared caches no longer
    // than the next scheduled change of the types it read (decision 041).
    const produce = async () => {
      const seen = taggingReader(page.read);
      const rendered = await renderPage(request, { ...page, read: seen.reader });
      if (isPrivate) return rendered;
      const changes = await Promise.all([...seen.types].map((type) => services[type].nextChange()));
      rendered.answer.tags = [SITE_TAG, ...(tag ? [tag] : []), ...seen.tags];
      rendered.answer.changesAt = Math.min(...changes.map((at) => at ?? Number.POSITIVE_INFINITY));
      return rendered;
    };
    const isStored = page.cacheKey && bundle.isCacheable && !request.pageRenderer;
    const rendered = await (isStored ? pages.get(page.cacheKey!, produce) : produce()).catch(
      (error: unknown) => errorPage(request, page, error),
    );
    if (isPrivate) reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (rendered.status === 503) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    reply.status(rendered.status).type('text/html; charset=utf-8');
    if (isPrivate || rendered.status >= 500) reply.header('Cache-Control', PRIVATE);
    allowInlineStyles(reply, rendered.styles);
    return sendStored(request, reply, rendered.answer, shared());
  };

  const publicPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    if (/^\/(vi\/)?company\/about\/?$/.test(pathname))
      return reply.redirect(localePath(splitLocale(pathname).locale, '/company/about/introduction'), 301);
    const { locale, path } = splitLocale(pathname);
    const route = matchRoute(path, search);
    // A page an e-mail links to carries the visitor's token: never stored, cached or indexed.
    const isPrivate = isMailRoute(route.id);
    return sendPage(
      request,
      reply,
      {
        locale,
        path,
        search,
        read: readerOf(locale),
        isPrivate,
        // The parameters the page declares, in its order: any others leave the page as it is.
        // The minute is part of the key: a page stored the minute before an item's publication or
        // take-down is not served after it (decision 035). No request header is: the site has one
        // origin (decision 045).
        cacheKey: isPrivate ? undefined : `${minuteOf(now())} ${pathname}${queryString(route.query)}`,
      },
      route.id,
    );
  };

  /**
   * A page's form refused: the page again with the form as typed (`fields`, those read before the
   * refusal) and the reason, with the refusal's status; the framework's own limits (a body over
   * the limit, too many fields, files or parts) are the 413 the API answers. Anything else is the
   * error page. Such a page holds what a visitor typed: never stored, cached or indexed.
   */
  const refusedForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { error, fields }: { error: unknown; fields: Record<string, unknown> },
  ) => {
    const { locale, path } = splitLocale(request.url.split('?')[0]!);
    const page = { locale, path, read: readerOf(locale), isPrivate: true };
    const refusal = error instanceof HttpError ? error : frameworkRefusal(error);
    if (!refusal) {
      const failed = await errorPage(request, page, error);
      if (failed.status === 503) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      reply.status(failed.status).header('Cache-Control', PRIVATE).type('text/html; charset=utf-8');
      allowInlineStyles(reply, failed.styles);
      return sendStored(request, reply, failed.answer, shared());
    }
    reply.headers(refusal.headers);
    const code = isFormLimit(error) ? ('form_too_large' as const) : refusal.code;
    const posted = {
      form: { fields: textFieldsOf(fields), error: { code, message: refusal.message } },
      status: refusal.status,
    };
    return sendPage(request, reply, { ...page, posted });
  };

  /**
   * A page's form posted by a browser (without scripts, or before they ran): on success the browser
   * is sent to the page with `?sent=1` (303, so a reload does not post again); a refusal shows the
   * page again with the form as typed (`refusedForm`).
   */
  const postedForm = (form: PageForm) => async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const fields: Record<string, unknown> = {};
    let done: PageFormDone | undefined;
    try {
      done = (await form(request, fields, matchRoute(splitLocale(pathname).path).params)) as
        | PageFormDone
        | undefined;
    } catch (error) {
      return refusedForm(request, reply, { error, fields });
    }
    return reply.redirect(`${pathname}${queryString(done?.query ?? { sent: '1' })}`, 303);
  };
  /** A body refused before the form is read (over the body limit): the page with its form, empty. */
  const bodyRefused = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (!isFormLimit(error)) throw error;
    return refusedForm(request, reply, { error, fields: {} });
  };
  for (const [id, form] of Object.entries(forms) as Array<[RouteId, PageForm]>) {
    const path = routePattern(id as Parameters<typeof routePattern>[0]);
    app.post(path, { errorHandler: bodyRefused }, postedForm(form));
    app.post(localePath('vi', path), { errorHandler: bodyRefused }, postedForm(form));
  }

  // An administrator's look at one item on its public page, public or not (decision: preview).
  app.get<{ Params: { type: string; id: string } }>('/admin/preview/:type/:id', async (request, reply) => {
    const item = await findPreview(request, { access, services });
    if (!item)
      return sendPage(request, reply, {
        locale: 'en',
        path: request.url.split('?')[0]!,
        read: readerOf('en'),
        isPrivate: true,
      });
    const locale: Locale = item.row.localeCd === 'VI' ? 'vi' : 'en';
    return sendPage(request, reply, {
      locale,
      path: item.path,
      read: previewReader(readerOf(locale), item),
      isPreview: true,
      previewId: Number(item.row[CONTENT_TYPES[item.type].idField]),
    });
  });
  app.get('/', publicPage);
  app.get('/vi', publicPage);
  app.get('/vi/*', publicPage);
  app.get(routePattern('privacy'), publicPage);
  for (const group of PAGE_GROUPS) app.get(`/${group}/*`, publicPage);
  return publicPage;
}
