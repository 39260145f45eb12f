import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../common/messages.ts';
import { loginSchema } from '../../../common/schemas/admin.ts';
import { requireAuth, SESSION_COOKIE, settingsOf } from '../../auth/access.ts';
import { recordAccess } from '../../auth/history.ts';
import { isPermittedIp } from '../../auth/ip-allowlist.ts';
import { verifyPassword } from '../../auth/password.ts';
import { countRecent, recordHit } from '../../auth/rate-limit.ts';
import { ABSOLUTE_MS, createSession, revokeToken } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import {
  badRequest,
  forbidden,
  HttpError,
  parseOrThrow,
  tooManyRequests,
  unauthorized,
} from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;
const LOGIN_FAILED = 'The ID or password is incorrect';

export function registerUserRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  });

  /**
   * Login: the address the server observes (not the body's 'ip') must be on the allow-list, five
   * failures per account and address lock that pair for 15 minutes, and a wrong password reads and
   * takes the same as an unknown account. Every attempt lands in the access history.
   */
  app.post(
    '/api/user/login',
    { config: { recordsOwnHistory: true } },
    async (request, reply: FastifyReply) => {
      const { loginId, password } = parseOrThrow(loginSchema, request.body);
      const record = (statusCode: number) =>
        recordAccess(db, {
          ip: request.clientIp,
          account: loginId,
          method: 'POST',
          url: request.url,
          statusCode,
        });
      try {
        if (!loginId || !password) throw badRequest(MSG.fillIdPassword);
        if (loginId.length > 100 || password.length > 200) throw unauthorized(LOGIN_FAILED);
        if (!(await isPermittedIp(db, config, request.clientIp)))
          throw forbidden('Access from this IP address is not allowed');
        const failKey = `${loginId.toLowerCase()}|${request.clientIp}`;
        if ((await countRecent(db, 'login-fail', failKey, FAILURE_WINDOW_MS)) >= MAX_FAILURES)
          throw tooManyRequests('Too many failed logins. Please try again in 15 minutes.');
        const user = await db
          .selectFrom('admin_user')
          .selectAll()
          .where('username', '=', loginId)
          .where('delYn', '=', 'N')
          .where('useYn', '=', 'Y')
          .executeTakeFirst();
        if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
          await recordHit(db, 'login-fail', failKey);
          throw unauthorized(LOGIN_FAILED);
        }
        const token = await createSession(db, user.userNo);
        await record(200);
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: ABSOLUTE_MS / 1000 });
        return ok({
          id: user.userNo,
          userNo: user.userNo,
          username: user.username,
          settings: settingsOf(user),
          token,
        });
      } catch (error) {
        await record(error instanceof HttpError ? error.status : 500);
        throw error;
      }
    },
  );

  app.post('/api/user/logout', async (request, reply) => {
    const auth = requireAuth(request);
    await revokeToken(db, auth.token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return ok('OK');
  });

  /** The signed-in administrator, so the admin app can restore its session from the cookie. */
  app.get('/api/user/me', async (request) => {
    const { user, settings } = requireAuth(request);
    return ok({ id: user.userNo, userNo: user.userNo, username: user.username, settings });
  });
}
