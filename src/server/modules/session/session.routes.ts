import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginSchema } from '../../../common/schemas/admin.ts';
import { parseOrThrow, unauthorized } from '../../errors.ts';
import { requireAuth } from '../../http/access.ts';
import { SESSION_COOKIE } from '../../http/admin-caller.ts';
import { ok } from '../../http/reply.ts';
import type { RetentionService } from '../retention/retention.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { browserName } from './browser-name.ts';
import { SESSION_DOCS as docs } from './docs.ts';
import type { Login } from './login.service.ts';
import { ABSOLUTE_MS, type SessionService } from './session.service.ts';

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

/**
 * Login, logout and "who am I" under /api/user; the token also comes back as an HttpOnly cookie.
 * Login answers the spec's fields; "who am I" adds the session clock and the retention periods,
 * which the admin's guidance states.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  {
    login,
    sessions,
    retention,
    twoFactor,
  }: {
    login: Login;
    sessions: SessionService;
    retention: Pick<RetentionService, 'policy'>;
    twoFactor: TwoFactorService;
  },
): void {
  app.post(
    '/api/user/login',
    { config: { recordsOwnHistory: true, ignoresSessionCookie: true, api: docs.login } },
    async (request, reply) => {
      const { loginId, password, totp } = parseOrThrow(loginSchema, request.body);
      const user = await login({
        loginId,
        password,
        totp,
        ip: request.clientIp,
        browser: browserName(request.headers['user-agent']),
        url: request.url,
      });
      reply.setCookie(SESSION_COOKIE, user.token, { ...cookieOptions(request), maxAge: ABSOLUTE_MS / 1000 });
      return ok(user);
    },
  );

  app.post(
    '/api/user/logout',
    { config: { allowedBeforeTwoFactor: true, api: docs.logout } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await sessions.revoke(auth.token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return ok('OK');
    },
  );

  const statusOf = async (request: FastifyRequest) => {
    const status = await sessions.status(requireAuth(request).token);
    if (!status) throw unauthorized();
    return status;
  };

  /**
   * The signed-in administrator, so the admin app can restore its session from the cookie, with
   * the session's idle window and time left so its warning matches the server, and how long
   * inquiries and history are kept.
   */
  app.get('/api/user/me', { config: { allowedBeforeTwoFactor: true, api: docs.me } }, async (request) => {
    const { user, settings } = requireAuth(request);
    const session = await statusOf(request);
    return ok({
      id: user.userNo,
      userNo: user.userNo,
      username: user.username,
      settings,
      session,
      retention: retention.policy,
      twoFactorSetupRequired: await twoFactor.mustSetUp(user),
    });
  });

  /** Time left, without extending the session (the admin checks before it warns). */
  app.get(
    '/api/user/session',
    { config: { sessionTouch: 'none', allowedBeforeTwoFactor: true, api: docs.status } },
    async (request) => ok(await statusOf(request)),
  );

  /** Keep-alive: the idle window starts again now (the 8-hour cap stays). */
  app.post(
    '/api/user/session',
    { config: { sessionTouch: 'now', allowedBeforeTwoFactor: true, api: docs.extend } },
    async (request) => ok(await statusOf(request)),
  );
}
