import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_CALL_HEADER } from '../../common/http-headers.ts';
import { normalizeIp } from '../../common/ip.ts';
import { can, type Page, type Right } from '../../common/permissions.ts';
import type { Auth } from '../auth.ts';
import type { Config } from '../env.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { HistoryService } from '../modules/history/history.service.ts';
import type { Touch } from '../modules/session/session.service.ts';
import type { ResolveAdmin } from './admin-caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator, when the request carried a valid token. */
    auth: Auth | null;
    /** Whether the request carried a token at all (such requests are admin requests). */
    hasToken: boolean;
    clientIp: string;
    /** What the history should add to the URL, e.g. the ids a restore brought back. */
    historyNote: string;
    /** The revision the call's save made, named by its history entry (decision 040). */
    historyRevision: number | null;
  }
}

const isAdminCall = (request: FastifyRequest) => request.headers[ADMIN_CALL_HEADER.toLowerCase()] === '1';

function isSameOrigin(request: FastifyRequest, config: Readonly<Config>): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === `${request.protocol}://${request.host}` || origin === config.publicUrl;
}

/**
 * A request that carries a token (a bearer token, or the session cookie on a call the admin app
 * marked) is an admin request: `resolveAdmin` (admin-caller.ts) names the administrator or the
 * 401/403 that stops them (dead token, address not allowed, two-factor setup owed outside the routes
 * marked for it), and, when the token came from the cookie, a write must come from our own origin
 * (403). Every such request is written to the access history, refused ones included. Anything else
 * is a visitor's.
 */
export function registerAccess(
  app: FastifyInstance,
  deps: { config: Readonly<Config>; history: HistoryService; resolveAdmin: ResolveAdmin },
): void {
  const { config, history, resolveAdmin } = deps;

  app.decorateRequest('auth', null);
  app.decorateRequest('hasToken', false);
  app.decorateRequest('clientIp', '');
  app.decorateRequest('historyNote', '');
  app.decorateRequest('historyRevision', null);

  app.addHook('onRequest', async (request) => {
    request.clientIp = normalizeIp(request.ip ?? '');
    // Pages and public images ignore the cookie the browser sends along with them.
    if (!/^\/(api|file)\//.test(request.url)) return;
    const route = request.routeOptions.config;
    const resolving = resolveAdmin(request, {
      // Logging in replaces the session cookie the browser still holds, an ended one included.
      isCookieCounted: isAdminCall(request) && !route?.ignoresSessionCookie,
      touch: route?.sessionTouch,
      isAllowedBeforeTwoFactor: route?.allowedBeforeTwoFactor,
    });
    if (!resolving) return;
    const call = await resolving;
    request.hasToken = true;
    request.auth = call.auth;
    if (call.refusal) throw call.refusal;
    if (
      call.fromCookie &&
      !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
      !isSameOrigin(request, config)
    )
      throw forbidden('Cross-site request refused');
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
export function requirePermission(request: FastifyRequest, action: Right, page: Page): Auth {
  const auth = requireAuth(request);
  if (!can(auth.settings, action, page)) throw forbidden();
  return auth;
}

/** For public reads: null for visitors, the administrator (with read right, else 403) for token holders. */
export function optionalReader(request: FastifyRequest, page: Page): Auth | null {
  return request.hasToken ? requirePermission(request, 'r', page) : null;
}
