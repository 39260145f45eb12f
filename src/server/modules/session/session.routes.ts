import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginSchema } from '../../../common/schemas/admin.ts';
import { requireAuth, SESSION_COOKIE } from '../../http/access.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import type { Login } from './login.service.ts';
import { ABSOLUTE_MS, type SessionService } from './session.service.ts';

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

/** Login, logout and "who am I" under /api/user; the token also comes back as an HttpOnly cookie. */
export function registerSessionRoutes(
  app: FastifyInstance,
  { login, sessions }: { login: Login; sessions: SessionService },
): void {
  app.post('/api/user/login', { config: { recordsOwnHistory: true } }, async (request, reply) => {
    const { loginId, password } = parseOrThrow(loginSchema, request.body);
    const user = await login({ loginId, password, ip: request.clientIp, url: request.url });
    reply.setCookie(SESSION_COOKIE, user.token, { ...cookieOptions(request), maxAge: ABSOLUTE_MS / 1000 });
    return ok(user);
  });

  app.post('/api/user/logout', async (request, reply) => {
    const auth = requireAuth(request);
    await sessions.revoke(auth.token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return ok('OK');
  });

  /** The signed-in administrator, so the admin app can restore its session from the cookie. */
  app.get('/api/user/me', async (request) => {
    const { user, settings } = requireAuth(request);
    return ok({ id: user.userNo, userNo: user.userNo, username: user.username, settings });
  });
}
