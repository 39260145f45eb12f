import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  codeKind,
  passwordConfirmSchema,
  TWO_FACTOR_MSG,
  totpConfirmSchema,
  twoFactorPolicySchema,
  withoutSeparators,
} from '../../../common/schemas/two-factor.ts';
import type { Auth } from '../../auth.ts';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AdminUser } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, parseOrThrow } from '../../errors.ts';
import { type AccountService, isSystemManager } from '../account/account.service.ts';
import type { SessionService } from '../session/session.service.ts';
import { matchStep, newSecret, otpauthUri } from './totp.ts';
import { twoFactorRepository } from './two-factor.repository.ts';

const ISSUER = 'KidVenture';
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Recovery codes are 50 random bits each, so a plain SHA-256 is enough to keep them unreadable. */
const hashCode = (code: string) =>
  createHash('sha256').update(withoutSeparators(code).toLowerCase()).digest('hex');

/** Ten new codes, "abcde-fghij", to show once. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Two-factor sign-in (decision 038): each account's TOTP, set up with a first code, its ten
 * one-time recovery codes, the site-wide "required for every account" setting and a System
 * Manager's reset. Secrets and codes are answered only to their owner, at setup.
 */
export function twoFactorService({
  db,
  accounts,
  sessions,
  now = systemClock,
}: {
  db: Db;
  accounts: AccountService;
  sessions: SessionService;
  /** The clock codes are checked against (tests move it). */
  now?: Clock;
}) {
  const repo = twoFactorRepository(db);

  const isEnabled = async (userNo: number) => !!(await repo.find(userNo))?.secret;

  /** The account's password again, wrong guesses limited like the password change's. */
  const checkPassword = async (auth: Auth, body: unknown) =>
    accounts.confirmPassword(auth, parseOrThrow(passwordConfirmSchema, body).password);

  const issueRecoveryCodes = async (userNo: number) => {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userNo, codes.map(hashCode));
    return codes;
  };

  const resetAccount = async (userNo: number) => {
    await repo.remove(userNo);
    await sessions.revokeForUsers([userNo]);
  };

  return {
    isEnabled,
    isRequired: repo.isRequired,

    /** Whether this account may only finish setting up two-factor (required for all, not yet on). */
    mustSetUp: async (user: AdminUser) => (await repo.isRequired()) && !(await isEnabled(user.userNo)),

    /**
     * The login's second step: a six-digit code of a step after the last accepted one (±1 step of
     * drift), or an unused recovery code. True when it signs in; each code works once.
     */
    async verifyLogin(userNo: number, code: string): Promise<boolean> {
      const row = await repo.find(userNo);
      if (!row?.secret) return false;
      const kind = codeKind(code);
      if (kind === 'totp') {
        const step = matchStep(row.secret, withoutSeparators(code), now().getTime());
        return step !== null && (await repo.takeStep(userNo, step));
      }
      return kind === 'recovery' && (await repo.takeRecoveryCode(userNo, hashCode(code)));
    },

    async status(auth: Auth) {
      const { userNo } = auth.user;
      const enabled = await isEnabled(userNo);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await repo.countRecoveryCodes(userNo) : 0,
        required: await repo.isRequired(),
      };
    },

    /** A new pending secret, its otpauth URI and the QR code of that URI as SVG. */
    async setup(auth: Auth) {
      if (await isEnabled(auth.user.userNo)) throw conflict('Two-factor sign-in is already on');
      const secret = newSecret();
      await repo.setPending(auth.user.userNo, secret);
      const uri = otpauthUri({ issuer: ISSUER, account: auth.user.username, secret });
      const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUri: uri, qrSvg };
    },

    /**
     * The first code confirms the pending secret, with the password again; answers the ten
     * recovery codes, shown once. The account's other sessions, opened with a password alone,
     * end; this one stays (decision 048).
     */
    async enable(auth: Auth, body: unknown) {
      const { totp, password } = parseOrThrow(totpConfirmSchema, body);
      const { userNo } = auth.user;
      const row = await repo.find(userNo);
      if (row?.secret) throw conflict('Two-factor sign-in is already on');
      if (!row?.pendingSecret) throw conflict('Start the setup first');
      await accounts.confirmPassword(auth, password);
      const step = matchStep(row.pendingSecret, totp, now().getTime());
      if (step === null) throw badRequest(TWO_FACTOR_MSG.wrongCode);
      const codes = newRecoveryCodes();
      await repo.enable(userNo, {
        secret: row.pendingSecret,
        step,
        at: now().toISOString(),
        codeHashes: codes.map(hashCode),
      });
      await sessions.revokeOthers(userNo, auth.token);
      return { recoveryCodes: codes };
    },

    /** Off for oneself, with the password; refused while it is required for every account. */
    async disable(auth: Auth, body: unknown) {
      await checkPassword(auth, body);
      if (await repo.isRequired())
        throw conflict('Two-factor sign-in is required for every account; it cannot be turned off');
      if (!(await isEnabled(auth.user.userNo))) throw conflict('Two-factor sign-in is not on');
      await repo.remove(auth.user.userNo);
      return { affectedRows: 1 };
    },

    /** Ten new recovery codes, with the password; the old ones stop working. */
    async regenerateRecoveryCodes(auth: Auth, body: unknown) {
      await checkPassword(auth, body);
      if (!(await isEnabled(auth.user.userNo))) throw conflict('Two-factor sign-in is not on');
      return { recoveryCodes: await issueRecoveryCodes(auth.user.userNo) };
    },

    /**
     * A System Manager requires two-factor of every account, or stops requiring it. Their own must
     * be on first, or they would shut themselves out of everything but the setup.
     */
    async setPolicy(auth: Auth, body: unknown) {
      if (!isSystemManager(auth)) throw forbidden('Only a System Manager can require two-factor sign-in');
      const { required } = parseOrThrow(twoFactorPolicySchema, body);
      if (required && !(await isEnabled(auth.user.userNo)))
        throw conflict('Turn on two-factor sign-in for your own account first');
      await repo.setRequired(required);
      return { required };
    },

    /** Another account's two-factor status, for a System Manager. */
    async statusOf(userNo: number, auth: Auth) {
      if (!isSystemManager(auth)) throw forbidden();
      if (!(await accounts.findLive({ userNo }))) throw notFound();
      const enabled = await isEnabled(userNo);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await repo.countRecoveryCodes(userNo) : 0,
        required: await repo.isRequired(),
      };
    },

    /** A System Manager turns another account's two-factor off; its codes and sessions end. */
    async reset(userNo: number, auth: Auth) {
      if (!isSystemManager(auth))
        throw forbidden("Only a System Manager can reset another account's two-factor");
      if (userNo === auth.user.userNo)
        throw conflict('Turn your own two-factor off on the Security page, which asks for your password');
      if (!(await accounts.findLive({ userNo }))) throw notFound();
      await resetAccount(userNo);
      return { affectedRows: 1 };
    },

    /** `npm run admin:reset-2fa -- <loginId>`: the account number reset, or null when no live account. */
    async resetByLoginId(loginId: string): Promise<number | null> {
      const user = await accounts.findLive({ username: loginId });
      if (!user) return null;
      await resetAccount(user.userNo);
      return user.userNo;
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;

/** The refusal of a right password without its second factor: no session yet. */
export const totpRequired = () => new HttpError(401, TWO_FACTOR_MSG.totpRequired, 'totp_required');
/** The refusal of every other call while a required setup is unfinished. */
export const totpSetupRequired = () =>
  new HttpError(403, TWO_FACTOR_MSG.setupRequired, 'totp_setup_required');
