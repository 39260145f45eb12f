import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { parseSettings } from '../../common/permissions.ts';
import type { Auth } from '../auth.ts';
import { forbidden, type HttpError, unauthorized } from '../errors.ts';
import type { AccountService } from '../modules/account/account.service.ts';
import type { IpService } from '../modules/ip/ip.service.ts';
import type { SessionService, Touch } from '../modules/session/session.service.ts';
import { type TwoFactorService, totpSetupRequired } from '../modules/two-factor/two-factor.service.ts';

export const SESSION_COOKIE = 'kv_session';

/**
 * The session a request names: a bearer token always; the session cookie only where it counts. On
 * /api and /file that is a call the admin app marked (ADMIN_CALL_HEADER), so a public read or an
 * inquiry answers the same whatever cookie the browser sends along; admin pages (the preview) take
 * the cookie as it comes, since a navigation carries no custom header.
 */
function tokenOf(
  request: FastifyRequest,
  { isCookieCounted }: { isCookieCounted: boolean },
): { token: string; fromCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), fromCookie: false };
  const cookie = isCookieCounted ? request.cookies[SESSION_COOKIE] : undefined;
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/**
 * What a request's token comes to: the administrator, or the refusal that stops them. A refusal
 * after the account is known still names it (the access history records who was refused).
 */
export type AdminCall = { fromCookie: boolean } & (
  | { auth: Auth; refusal: null }
  | { auth: Auth | null; refusal: HttpError }
);

export interface AdminCallOptions {
  /** Whether the session cookie counts as a token (else only a bearer token does). */
  isCookieCounted: boolean;
  /** How the request moves the session's idle clock (default 'auto'). */
  touch?: Touch | undefined;
  /** The route answers an account that must still set up two-factor (decision 038). */
  isAllowedBeforeTwoFactor?: boolean | undefined;
}

/**
 * Null at once when the request carries no token (a visitor's request costs no promise), else the
 * administrator it names or why not.
 */
export type ResolveAdmin = (request: FastifyRequest, options: AdminCallOptions) => Promise<AdminCall> | null;

/**
 * The one place a request's administrator is resolved, for the API, the files and the admin pages
 * alike: a live session (401), a live account (401), an address on the IP allow-list (403) and,
 * unless the route allows it, no two-factor setup still owed (403 `totp_setup_required`,
 * decision 038). Whether a cookie write comes from our own origin is the API's own check
 * (`access.ts`).
 */
export function adminResolver(deps: {
  sessions: SessionService;
  accounts: AccountService;
  ips: IpService;
  twoFactor: TwoFactorService;
}): ResolveAdmin {
  const { sessions, accounts, ips, twoFactor } = deps;
  const resolve = async (
    request: FastifyRequest,
    { token, fromCookie }: { token: string; fromCookie: boolean },
    { touch, isAllowedBeforeTwoFactor }: AdminCallOptions,
  ): Promise<AdminCall> => {
    const userNo = await sessions.resolve(token, touch);
    const user = userNo === null ? undefined : await accounts.findLive({ userNo });
    if (!user) return { fromCookie, auth: null, refusal: unauthorized() };
    const auth: Auth = { user, settings: parseSettings(user.mgtsettings), token };
    if (!(await ips.isPermitted(request.clientIp)))
      return { fromCookie, auth, refusal: forbidden('Access from this IP address is not allowed') };
    if (!isAllowedBeforeTwoFactor && (await twoFactor.mustSetUp(user)))
      return { fromCookie, auth, refusal: totpSetupRequired() };
    return { fromCookie, auth, refusal: null };
  };
  return (request, options) => {
    const found = tokenOf(request, options);
    return found ? resolve(request, found, options) : null;
  };
}
