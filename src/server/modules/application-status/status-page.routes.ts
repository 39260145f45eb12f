import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { applicantStageOf } from '../../../common/application-status.ts';
import { LOCALES, type LocaleCd } from '../../../common/codes.ts';
import { localePath, MAIL_PATHS, splitLocale } from '../../../common/paths.ts';
import { HttpError, parseOrThrow } from '../../errors.ts';
import { PRIVATE } from '../../http/cdn.ts';
import { readForm } from '../../http/multipart.ts';
import { ok } from '../../http/reply.ts';
import { STATUS_PAGE_DOCS as docs } from './docs.ts';
import type { StatusPageService } from './status-page.service.ts';

const STATUS_PAGE = MAIL_PATHS.applicationStatus;
const queryOf = z.object({ localeCd: z.enum(LOCALES, { error: 'localeCd must be EN or VI' }).optional() });
const tokenOf = (request: FastifyRequest) =>
  String((request.params as { token?: unknown }).token ?? '').slice(0, 100);

/** Never kept by a cache, never indexed: the answer belongs to the token's holder. */
const keepPrivate = (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('Cache-Control', PRIVATE).header('X-Robots-Tag', 'noindex, nofollow');
  return Promise.resolve(payload);
};

/**
 * The page's two buttons, posted by a browser without scripts (decision 053): each form carries
 * `action` (withdraw or erase) and the box `confirm` ticked. The browser is sent (303) to the
 * page saying it is withdrawn, to the page saying the data is erased, or back to the page asking to
 * tick the box. A token that opens nothing goes back to its page, which is the 404.
 */
async function registerButtons(app: FastifyInstance, statusPages: StatusPageService) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', keepPrivate);
  const press = async (request: FastifyRequest, reply: FastifyReply) => {
    await statusPages.assertUnderLimit(request.clientIp);
    if (request.isMultipart()) request.body = (await readForm(request, [])).fields;
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const pathname = request.url.split('?')[0]!;
    const action = fields.action === 'erase' ? 'erase' : 'withdraw';
    if (fields.confirm !== 'Y') return reply.redirect(`${pathname}?confirm=${action}`, 303);
    const token = tokenOf(request);
    const outcome = await (action === 'erase' ? statusPages.erase(token) : statusPages.withdraw(token)).then(
      () => action,
      (error: unknown) => {
        if (error instanceof HttpError && (error.status === 404 || error.status === 409)) return 'refused';
        throw error;
      },
    );
    if (outcome === 'erase')
      return reply.redirect(localePath(splitLocale(pathname).locale, MAIL_PATHS.applicationErased), 303);
    return reply.redirect(outcome === 'withdraw' ? `${pathname}?withdrawn=1` : pathname, 303);
  };
  for (const locale of ['en', 'vi'] as const) app.post(localePath(locale, STATUS_PAGE), press);
}

/** The status page's API (decision 053). */
async function registerApi(app: FastifyInstance, statusPages: StatusPageService) {
  app.addHook('onSend', keepPrivate);
  app.get('/api/application/status/:token', { config: { api: docs.view } }, async (request) => {
    const { localeCd } = parseOrThrow(queryOf, request.query);
    await statusPages.assertUnderLimit(request.clientIp);
    const { view, localeCd: applied } = await statusPages.view(tokenOf(request));
    const locale = (localeCd ?? applied) as LocaleCd;
    return ok({
      jobTitle: view.jobTitle,
      statusCd: view.statusCd,
      statusNm: applicantStageOf(view.statusCd, locale),
      appliedAt: view.appliedAt,
      messages: view.messages,
    });
  });
  app.post('/api/application/status/:token/withdraw', { config: { api: docs.withdraw } }, async (request) => {
    await statusPages.assertUnderLimit(request.clientIp);
    return ok(await statusPages.withdraw(tokenOf(request)));
  });
}

/**
 * Applicants' status pages (decision 053): the API, the page's buttons, and the page's lookups
 * counted against the same limit (the page itself is rendered with the site's pages).
 */
export function registerStatusPageRoutes(app: FastifyInstance, statusPages: StatusPageService): void {
  const pagePath = /^\/(vi\/)?career\/applications\/[^/?]+/;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && pagePath.test(request.url))
      await statusPages.assertUnderLimit(request.clientIp);
  });
  // Their own plugins, so the urlencoded parser and the private headers serve these routes alone.
  app.register(async (scope) => registerApi(scope, statusPages));
  app.register(async (scope) => registerButtons(scope, statusPages));
}
