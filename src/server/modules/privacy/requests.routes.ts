import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localePath, MAIL_PATHS } from '../../../common/paths.ts';
import { HttpError, notFound } from '../../errors.ts';
import { requirePermission } from '../../http/access.ts';
import { readForm } from '../../http/multipart.ts';
import { ok } from '../../http/reply.ts';
import { PRIVACY_DOCS as docs } from './docs.ts';
import type { PrivacyRequestService } from './requests.service.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

/** A request's number in the path; anything else names no request. */
function requestNoOf(request: FastifyRequest): number {
  const raw = (request.params as { requestNo: string }).requestNo;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw notFound(`There is no request ${raw.slice(0, 20)}`);
  return Number(raw);
}

/**
 * The button of the withdrawal page (decision 051), posted by a browser without scripts: the page
 * again (303) saying the data is erased, or that the link is gone. Form bodies are read here only.
 */
async function registerWithdrawalPage(app: FastifyInstance, withdrawal: WithdrawalService) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const withdraw = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.isMultipart()) request.body = (await readForm(request, [])).fields;
    const token = (request.body as Record<string, unknown> | undefined)?.token;
    const outcome = await withdrawal.withdraw(typeof token === 'string' ? token.slice(0, 100) : '').then(
      () => 'withdrawn=1',
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return 'expired=1';
        throw error;
      },
    );
    return reply.header('Cache-Control', 'no-store').redirect(`${request.url.split('?')[0]}?${outcome}`, 303);
  };
  for (const locale of ['en', 'vi'] as const)
    app.post(localePath(locale, MAIL_PATHS.privacyWithdraw), withdraw);
}

/** People's requests about their data on the clock (decision 051), and the withdrawal link's button. */
export function registerPrivacyRequestRoutes(
  app: FastifyInstance,
  { requests, withdrawal }: { requests: PrivacyRequestService; withdrawal: WithdrawalService },
): void {
  app.get('/api/privacy/requests', { config: { api: docs.requests } }, async (request) => {
    requirePermission(request, 'r', 'UserPrivacy');
    return ok(await requests.list(request.query));
  });

  app.post('/api/privacy/requests', { config: { api: docs.logRequest } }, async (request) => {
    const auth = requirePermission(request, 'e', 'UserPrivacy');
    const requestNo = await requests.log(request.body, auth);
    request.historyNote = `request=${requestNo}`;
    return ok(requestNo);
  });

  app.post(
    '/api/privacy/requests/:requestNo',
    { config: { api: docs.setRequestStatus } },
    async (request) => {
      const auth = requirePermission(request, 'e', 'UserPrivacy');
      const status = (request.body as { status?: unknown } | null)?.status;
      if (typeof status === 'string') request.historyNote = `status=${status.slice(0, 20)}`;
      return ok(await requests.setStatus(requestNoOf(request), request.body, auth));
    },
  );

  // Its own plugin, so the urlencoded parser serves this route alone.
  app.register(async (scope) => registerWithdrawalPage(scope, withdrawal));
}
