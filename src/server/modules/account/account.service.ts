import { networkOf } from '../../../common/ip.ts';
import { MSG } from '../../../common/messages.ts';
import { ALL, can, describeSettings, joinSettings, parseSettings } from '../../../common/permissions.ts';
import {
  adminCreateSchema,
  adminUpdateSchema,
  PASSWORD_MSG,
  passwordChangeSchema,
  passwordSetSchema,
  usernameCheckSchema,
} from '../../../common/schemas/admin.ts';
import { deleteBodySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/index.ts';
import { assertVersion, versionOf } from '../../db/row-version.ts';
import type { AdminUser } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from '../../errors.ts';
import { staffList } from '../list-query.ts';
import type { Limit, RateLimitService } from '../rate-limit/rate-limit.service.ts';
import type { SessionService } from '../session/session.service.ts';
import { accountRepository } from './account.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** What the API shows of an administrator: never the password hash. */
export function presentAdmin(user: AdminUser) {
  const settings = parseSettings(user.mgtsettings);
  return {
    id: user.userNo,
    userNo: user.userNo,
    username: user.username,
    manager: user.manager,
    email: user.email,
    contact: user.contact,
    role: user.role,
    mgtsettings: settings,
    adminBoard: describeSettings(settings),
    localeCd: user.localeCd,
    createDt: user.createDt,
    /** The version this shows: a save naming an older one is refused (decision 057). */
    version: versionOf(user),
  };
}

const LAST_ALL = 'This is the last account with full access (0ALL); it cannot lose it or be deleted';
const deleteBody = deleteBodySchema('id');
/** Wrong current passwords: as many as the login allows, per account, in the same window. */
export const PASSWORD_FAIL: Limit = { bucket: 'password-fail', max: 5, windowMs: 15 * 60 * 1000 };

/**
 * Failed logins (a wrong password or two-factor code) are counted per account and network (an IPv4
 * address or an IPv6 /64: `networkOf`) under this bucket; keys start with the account.
 */
export const LOGIN_FAILURES = {
  bucket: 'login-fail',
  max: 5,
  windowMs: 15 * 60 * 1000,
  key: (loginId: string, ip: string) => `${loginId.toLowerCase()}|${networkOf(ip)}`,
};

/**
 * A System Manager (the role) with the edit right of User/Authority: who may set another account's
 * password, reset its two-factor and see or end its sessions.
 */
export const isSystemManager = (auth: Auth) =>
  auth.user.role === 'System Manager' && can(auth.settings, 'e', 'UserAuthority');

/** Administrator accounts: the rules of creating, changing and deleting them, and checking a login. */
export function accountService({
  db,
  sessions,
  rateLimit,
}: {
  db: Db;
  sessions: SessionService;
  rateLimit: RateLimitService;
}) {
  const repo = accountRepository(db);

  const storePassword = async (userNo: number, password: string, by: string) =>
    repo.update(userNo, {
      passwordHash: await hashPassword(password),
      modifyId: by,
      modifyDt: new Date().toISOString(),
    });

  /** A new password lifts the lock that failed logins put on the account (on every address). */
  const unlockLogin = (username: string) =>
    rateLimit.forget(LOGIN_FAILURES.bucket, LOGIN_FAILURES.key(username, ''));

  /**
   * The signed-in account's password again (ASVS V7.5.1, decision 048): a wrong one is a 400 and
   * counts towards PASSWORD_FAIL, a missing one is a 400 that counts nothing.
   */
  const confirmPassword = async (auth: Auth, password: string) => {
    if (!password) throw badRequest(MSG.fillAllFields);
    const key = String(auth.user.userNo);
    await rateLimit.assertUnder(PASSWORD_FAIL, key, PASSWORD_MSG.tooManyTries);
    if (!(await verifyPassword(auth.user.passwordHash, password))) {
      await rateLimit.recordHit(PASSWORD_FAIL.bucket, key);
      throw badRequest(PASSWORD_MSG.wrongCurrent);
    }
  };

  const load = async (id: number) => {
    const user = await repo.findById(id, { delYn: 'N' });
    if (!user) throw notFound();
    return user;
  };

  /** Whether taking 0ALL from these accounts would leave no live account holding it. */
  const takesLastAll = async (userNos: number[]) => {
    const holders = (await repo.listLiveSettings())
      .filter((r) => parseSettings(r.mgtsettings).includes(ALL))
      .map((r) => r.userNo);
    return holders.some((h) => userNos.includes(h)) && holders.every((h) => userNos.includes(h));
  };

  return {
    /** The one lookup of a live administrator, for logins, sessions and duplicate checks. */
    findLive: repo.findLive,

    confirmPassword,

    /** The live account whose password matches, or null; both failures take the same time. */
    async authenticate(username: string, password: string): Promise<AdminUser | null> {
      const user = await repo.findLive({ username });
      return (await verifyPassword(user?.passwordHash, password)) && user ? user : null;
    },

    list: (query: unknown) =>
      staffList(repo, query, { search: { id: 'username', manager: 'managerSearch' }, present: presentAdmin }),

    get: async (id: number) => presentAdmin(await load(id)),

    /** Duplication check: [] when the ID is free, [account] when taken. */
    async checkDuplicate(body: unknown) {
      const { username } = parseOrThrow(usernameCheckSchema, body);
      const user = await repo.findLive({ username });
      return user ? [presentAdmin(user)] : [];
    },

    async create(body: unknown, auth: Auth) {
      const input = parseOrThrow(adminCreateSchema, body);
      if (await repo.findLive({ username: input.username })) throw conflict(MSG.userTaken);
      const insertId = await repo.insert({
        username: input.username,
        passwordHash: await hashPassword(String(input.password)),
        manager: input.manager,
        managerSearch: foldForSearch(input.manager),
        email: input.email,
        contact: input.contact,
        role: input.role,
        mgtsettings: joinSettings(input.mgtsettings),
        localeCd: input.localeCd ?? 'EN',
        useYn: 'Y',
        delYn: 'N',
        createId: auth.user.username,
        createDt: new Date().toISOString(),
      });
      return { affectedRows: 1, insertId };
    },

    /**
     * ID and password are fixed once created; a change of rights ends the account's sessions. Your
     * own e-mail changes only with your current password (decision 048).
     */
    async update(id: number, fields: unknown, auth: Auth, _clientIp?: string, expected?: number) {
      const user = await load(id);
      assertVersion(user, expected);
      const body = (fields ?? {}) as Record<string, unknown>;
      if (body.password !== undefined && body.password !== '') throw badRequest(MSG.passwordFixed);
      if (body.username !== undefined && body.username !== user.username)
        throw badRequest('The ID cannot be changed');
      const input = parseOrThrow(adminUpdateSchema, { ...presentAdmin(user), ...body, password: undefined });
      if (user.userNo === auth.user.userNo && input.email !== user.email)
        await confirmPassword(auth, input.currentPassword);
      if (!input.mgtsettings.includes(ALL) && (await takesLastAll([user.userNo]))) throw conflict(LAST_ALL);
      const settings = joinSettings(input.mgtsettings);
      await repo.update(
        user.userNo,
        {
          manager: input.manager,
          managerSearch: foldForSearch(input.manager),
          email: input.email,
          contact: input.contact,
          role: input.role,
          mgtsettings: settings,
          ...(input.localeCd ? { localeCd: input.localeCd } : {}),
          modifyId: auth.user.username,
          modifyDt: new Date().toISOString(),
        },
        expected,
      );
      if (settings !== user.mgtsettings || input.role !== user.role)
        await sessions.revokeForUsers([user.userNo]);
      return { affectedRows: 1 };
    },

    /**
     * The signed-in administrator's own password, given the current one. Every other session of the
     * account ends; this one stays. Wrong guesses are limited like logins.
     */
    async changeOwnPassword(body: unknown, auth: Auth) {
      const input = parseOrThrow(passwordChangeSchema, body);
      await confirmPassword(auth, input.currentPassword);
      await storePassword(auth.user.userNo, input.newPassword, auth.user.username);
      await sessions.revokeOthers(auth.user.userNo, auth.token);
      return { affectedRows: 1 };
    },

    /** A System Manager sets another account's password; that account's sessions all end. */
    async setPassword(id: number, body: unknown, auth: Auth) {
      if (!isSystemManager(auth)) throw forbidden("Only a System Manager can set another account's password");
      const user = await load(id);
      if (user.userNo === auth.user.userNo) throw conflict(PASSWORD_MSG.useOwnForm);
      const { newPassword } = parseOrThrow(passwordSetSchema, body);
      await storePassword(user.userNo, newPassword, auth.user.username);
      await sessions.revokeForUsers([user.userNo]);
      await unlockLogin(user.username);
      return { affectedRows: 1 };
    },

    /** Another live account's sessions, for a System Manager (decision 038). */
    async sessionsOf(id: number, auth: Auth) {
      if (!isSystemManager(auth)) throw forbidden("Only a System Manager can see another account's sessions");
      return sessions.list((await load(id)).userNo);
    },

    /** A System Manager ends every session of another account (or all of their own). */
    async endSessionsOf(id: number, auth: Auth) {
      if (!isSystemManager(auth)) throw forbidden("Only a System Manager can end another account's sessions");
      await sessions.revokeForUsers([(await load(id)).userNo]);
      return 'OK';
    },

    /**
     * The reset command (`npm run admin:reset-password`), for when nobody can sign in: the live
     * account's new password, its sessions ended. null when no live account has this login ID.
     */
    async resetPassword(username: string, password: string): Promise<number | null> {
      const user = await repo.findLive({ username });
      if (!user) return null;
      await storePassword(user.userNo, password, 'reset-password');
      await sessions.revokeForUsers([user.userNo]);
      await unlockLogin(user.username);
      return user.userNo;
    },

    async remove(body: unknown, auth: Auth) {
      const ids = parseOrThrow(deleteBody, body);
      if (ids.includes(auth.user.userNo)) throw conflict('You cannot delete your own account');
      if (await takesLastAll(ids)) throw conflict(LAST_ALL);
      const deleted = await repo.softDelete(ids, auth.user.username);
      if (!deleted.length) throw notFound('Nothing to delete');
      await sessions.revokeForUsers(deleted);
      return { affectedRows: deleted.length };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
