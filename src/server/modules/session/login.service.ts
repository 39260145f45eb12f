import { MSG } from '../../../common/messages.ts';
import { parseSettings } from '../../../common/permissions.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../errors.ts';
import { type AccountService, LOGIN_FAILURES } from '../account/account.service.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { IpService } from '../ip/ip.service.ts';
import type { RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { type TwoFactorService, totpRequired } from '../two-factor/two-factor.service.ts';
import type { SessionService } from './session.service.ts';

const LOGIN_FAILED = 'The ID or password is incorrect';
const CODE_FAILED = 'The code is incorrect or was already used';

interface LoginDeps {
  accounts: AccountService;
  sessions: SessionService;
  ips: IpService;
  rateLimit: RateLimitService;
  history: HistoryService;
  twoFactor: TwoFactorService;
}

/**
 * Login: the address the server observes (not one the body claims) must be on the allow-list, five
 * failures per account and network lock that pair for 15 minutes, and a wrong password reads and
 * takes the same as an unknown account. With two-factor on, the right password alone answers 401
 * `totp_required` and no session; a wrong code counts as a failure like a wrong password. Every
 * attempt lands in the access history (never the password or the code).
 */
export function loginService({ accounts, sessions, ips, rateLimit, history, twoFactor }: LoginDeps) {
  return async function login(attempt: {
    loginId: string;
    password: string;
    totp: string;
    ip: string;
    browser: string;
    url: string;
  }) {
    const { loginId, password, totp, ip } = attempt;
    const record = (statusCode: number) =>
      history.record({ ip, account: loginId, method: 'POST', url: attempt.url, statusCode });
    try {
      if (!loginId || !password) throw badRequest(MSG.fillIdPassword);
      if (loginId.length > 100 || password.length > 200) throw unauthorized(LOGIN_FAILED);
      if (!(await ips.isPermitted(ip))) throw forbidden('Access from this IP address is not allowed');
      const failKey = LOGIN_FAILURES.key(loginId, ip);
      await rateLimit.assertUnder(
        LOGIN_FAILURES,
        failKey,
        'Too many failed logins. Please try again in 15 minutes.',
      );
      const user = await accounts.authenticate(loginId, password);
      if (!user) {
        await rateLimit.recordHit(LOGIN_FAILURES.bucket, failKey);
        throw unauthorized(LOGIN_FAILED);
      }
      if (await twoFactor.isEnabled(user.userNo)) {
        if (!totp) throw totpRequired();
        if (!(await twoFactor.verifyLogin(user.userNo, totp))) {
          await rateLimit.recordHit(LOGIN_FAILURES.bucket, failKey);
          throw unauthorized(CODE_FAILED);
        }
      }
      const token = await sessions.create(user.userNo, { ip, browser: attempt.browser });
      await record(200);
      return {
        id: user.userNo,
        userNo: user.userNo,
        username: user.username,
        settings: parseSettings(user.mgtsettings),
        token,
      };
    } catch (error) {
      await record(error instanceof HttpError ? error.status : 500);
      throw error;
    }
  };
}

export type Login = ReturnType<typeof loginService>;
