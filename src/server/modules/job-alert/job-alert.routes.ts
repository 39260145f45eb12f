import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localePath, MAIL_PATHS, queryString } from '../../../common/paths.ts';
import { HttpError } from '../../errors.ts';
import { readForm } from '../../http/multipart.ts';
import { ok } from '../../http/reply.ts';
import type { PageFormDone } from '../../render/page.routes.ts';
import { JOB_ALERT_DOCS as docs } from './docs.ts';
import type { JobAlertService } from './job-alert.service.ts';

type Deps = { jobAlerts: JobAlertService };

/** The job list's filters a sign-up names, which its page keeps after the form is posted. */
const LIST_FILTERS = ['q', 'in', 'type', 'location', 'department'] as const;

/** `List-Unsubscribe=One-Click`: a mail provider's one-click unsubscribe (RFC 8058), not a browser. */
const isOneClick = (body: unknown) =>
  !!body && typeof body === 'object' && (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click';

/** The token of a confirm or unsubscribe link: in the posted form, else in the link's query. */
function tokenOf(request: FastifyRequest): string {
  const fromBody = (request.body as Record<string, unknown> | undefined)?.token;
  const fromQuery = (request.query as Record<string, unknown>).token;
  const token = typeof fromBody === 'string' ? fromBody : fromQuery;
  return typeof token === 'string' ? token.slice(0, 100) : '';
}

/**
 * The sign-up form of the job list posted by a browser (without scripts, or before they ran;
 * decision 030): the same limit and rules as POST /api/job-alert. The browser is sent back to the
 * list as it was filtered, with `alert=sent`.
 */
export const jobAlertPageForm =
  ({ jobAlerts }: Deps) =>
  async (request: FastifyRequest, fields: Record<string, unknown>): Promise<PageFormDone> => {
    const refusal = await jobAlerts.assertUnderLimit(request.clientIp).then(
      () => null,
      (error: unknown) => error,
    );
    const form = await readForm(request, [], fields);
    if (refusal) throw refusal;
    await jobAlerts.signUp(form.fields);
    const kept = LIST_FILTERS.flatMap((name) => {
      const value = form.fields[name];
      return typeof value === 'string' && value.trim() ? [[name, value.trim()]] : [];
    });
    return { query: { ...Object.fromEntries(kept), alert: 'sent' } };
  };

/**
 * The buttons of the pages the alert e-mails link to: posted by a browser, they answer with the
 * page again (303) saying what happened. Form bodies as a browser or a mail provider sends them
 * (urlencoded or multipart) are read here only.
 */
async function registerLinkPages(app: FastifyInstance, jobAlerts: JobAlertService) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
  const form = async (request: FastifyRequest) => {
    if (request.isMultipart()) request.body = (await readForm(request, [])).fields;
  };

  /** Confirms, then shows the page saying so (with the unsubscribe link), or that the link is gone. */
  const confirm = async (request: FastifyRequest, reply: FastifyReply) => {
    await form(request);
    const token = tokenOf(request);
    const outcome = await jobAlerts.confirm(token).then(
      () => ({ token, confirmed: '1' }),
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return { expired: '1' };
        throw error;
      },
    );
    return reply.redirect(`${pathOf(request)}${queryString(outcome)}`, 303);
  };

  /**
   * One-click from a mail provider (RFC 8058): 200 and a line of text; no session, no CSRF check:
   * the token is the proof. The page's button: the page again, saying it is done.
   */
  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    await form(request);
    await jobAlerts.unsubscribe(tokenOf(request));
    if (isOneClick(request.body))
      return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Unsubscribed');
    return reply.redirect(`${pathOf(request)}?unsubscribed=1`, 303);
  };

  for (const locale of ['en', 'vi'] as const) {
    app.post(localePath(locale, MAIL_PATHS.jobAlertConfirm), confirm);
    app.post(localePath(locale, MAIL_PATHS.jobAlertUnsubscribe), unsubscribe);
  }
}

export function registerJobAlertRoutes(app: FastifyInstance, { jobAlerts }: Deps): void {
  /** A visitor's sign-up; the limit is checked before anything is stored. */
  app.post('/api/job-alert', { config: { api: docs.signUp } }, async (request) => {
    await jobAlerts.assertUnderLimit(request.clientIp);
    await jobAlerts.signUp(request.body);
    return ok('OK' as const);
  });
  // Its own plugin, so the urlencoded parser serves these routes alone.
  app.register(async (scope) => registerLinkPages(scope, jobAlerts));
}
