import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_CALL_HEADER } from '../../common/http-headers.ts';
import { normalizeIp } from '../../common/ip.ts';
import { type Action, can, type Page, parseSettings } from '../../common/permissions.ts';
import type { Auth } from '../auth.ts';
import type { Config } from '../env.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { AccountService } from '../modules/account/account.service.ts';
import type { HistoryService } from '../modules/history/history.service.ts';
import type { IpService } from '../modules/ip/ip.service.ts';
import type { SessionService, Touch } from '../modules/session/session.service.ts';
import { type TwoFactorService, totpSetupRequired } from '../modules/two-factor/two-factor.service.ts';

export const SESSION_COOKIE = 'kv_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator, when the request carried a valid token. */
    auth: Auth | null;
    /** Whether the request carried a token at all (such requests are admin requests). */
    hasToken: boolean;
    clientIp: string;
    /** What the history should add to the URL, e.g. the ids a restore brought back. */
    historyNote: string;
    /** The revision the call's save made, named by its history entry (issue 27, item 6). */
    historyRevision: number | null;
  }
}

/**
 * The session a request names: a bearer token always; the session cookie only where it counts. On
 * /api and /file that is a call the admin app marked (ADMIN_CALL_HEADER), so a public read or an
 * inquiry answers the same whatever cookie the browser sends along; admin pages (the preview) take
 * the cookie as it comes, since a navigation carries no custom header.
 */
export function tokenOf(
  request: FastifyRequest,
  { isCookieCounted }: { isCookieCounted: boolean },
): { token: string; fromCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), fromCookie: false };
  const cookie = isCookieCounted ? request.cookies[SESSION_COOKIE] : undefined;
  return cookie ? { token: cookie, fromCookie: true } : null;
}

const isAdminCall = (request: FastifyRequest) => request.headers[ADMIN_CALL_HEADER.toLowerCase()] === '1';

function isSameOrigin(request: FastifyRequest, config: Readonly<Config>): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === `${request.protocol}://${request.host}` || origin === config.publicUrl;
}

/**
 * A request that carries a token (a bearer token, or the session cookie on a call the admin app
 * marked) is an admin request: the token must be live (401), the address on the allow-list (403)
 * and, when the token came from the cookie, a write must come from our own origin (403); an account
 * that must still set up two-factor reaches only the routes marked for it (403). Every such
 * request is written to the access history, refused ones included. Anything else is a visitor's.
 */
export function registerAccess(
  app: FastifyInstance,
  deps: {
    config: Readonly<Config>;
    sessions: SessionService;
    accounts: AccountService;
    ips: IpService;
    history: HistoryService;
    twoFactor: TwoFactorService;
  },
): void {
  const { config, sessions, accounts, ips, history, twoFactor } = deps;

  app.decorateRequest('auth', null);
  app.decorateRequest('hasToken', false);
  app.decorateRequest('clientIp', '');
  app.decorateRequest('historyNote', '');
  app.decorateRequest('historyRevision', null);

  app.addHook('onRequest', async (request) => {
    request.clientIp = normalizeIp(request.ip ?? '');
    // Pages and public images ignore the cookie the browser sends along with them.
    if (!/^\/(api|file)\//.test(request.url)) return;
    // Logging in replaces the session cookie the browser still holds, an ended one included.
    const isCookieCounted = isAdminCall(request) && !request.routeOptions.config?.ignoresSessionCookie;
    const found = tokenOf(request, { isCookieCounted });
    if (!found) return;
    const userNo = await sessions.resolve(found.token, request.routeOptions.config?.sessionTouch);
    const user = userNo === null ? undefined : await accounts.findLive({ userNo });
    request.hasToken = true;
    if (!user) throw unauthorized();
    request.auth = { user, settings: parseSettings(user.mgtsettings), token: found.token };
    if (!(await ips.isPermitted(request.clientIp)))
      throw forbidden('Access from this IP address is not allowed');
    if (
      found.fromCookie &&
      !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
      !isSameOrigin(request, config)
    )
      throw forbidden('Cross-site request refused');
    if (!request.routeOptions.config?.allowedBeforeTwoFactor && (await twoFactor.mustSetUp(user)))
      throw totpSetupRequired();
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.hasToken || request.routeOptions.config?.recordsOwnHistory) return;
    await history
      .record({
        ip: request.clientIp,
        account: request.auth?.user.username ?? '',
        method: request.method,
        url: request.historyNote ? `${request.url} ${request.historyNote}` : request.url,
        statusCode: reply.statusCode,
        revisionNo: request.historyRevision,
      })
      .catch((err) => request.log.error({ err }, 'could not record access history'));
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    recordsOwnHistory?: boolean;
    /** The route does not look at the session cookie sent with it (login). */
    ignoresSessionCookie?: boolean;
    /** How the route's request moves the session's idle clock (default 'auto'). */
    sessionTouch?: Touch;
    /**
     * The route answers an account that must still set up two-factor (required for all, decision
     * 038): "who am I", logout, the session clock and the two-factor setup. Every other admin route
     * answers 403 `totp_setup_required` to it.
     */
    allowedBeforeTwoFactor?: boolean;
  }
}

/** The signed-in administrator, or 401. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in administrator holding the right, or 401/403. */
export function requirePermission(request: FastifyRequest, action: Action, page: Page): Auth {
  const auth = requireAuth(request);
  if (!can(auth.settings, action, page)) throw forbidden();
  return auth;
}

/** For public reads: null for visitors, the administrator (with read right, else 403) for token holders. */
export function optionalReader(request: FastifyRequest, page: Page): Auth | null {
  return request.hasToken ? requirePermission(request, 'r', page) : null;
}
