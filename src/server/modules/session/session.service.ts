import { createHash, randomBytes } from 'node:crypto';
import type { SessionEntry } from '../../../common/sessions.ts';
import type { Db } from '../../db/index.ts';
import type { SessionTable } from '../../db/schema.ts';
import { sessionRepository } from './session.repository.ts';

/**
 * Opaque 256-bit tokens; the database keeps only their SHA-256, so a leaked table grants nothing.
 * A session ends after SESSION_IDLE_MINUTES (30 by default) without a request or 8 hours in all,
 * on logout, or when its account changes.
 */
export const ABSOLUTE_MS = 8 * 60 * 60 * 1000;

/**
 * How a request treats the session's idle clock: 'auto' writes lastSeenAt at most once per touch
 * interval (writing on every request would turn each read into a write), 'now' always (the admin's
 * keep-alive), 'none' never (the admin asking how long it has left must not extend it).
 */
export type Touch = 'auto' | 'now' | 'none';

/** What the admin app needs to warn before the session ends. */
export interface SessionStatus {
  idleMinutes: number;
  /** Seconds until the session ends unless a request comes first. */
  expiresIn: number;
  /** False when the 8-hour cap, which no request extends, comes before the idle end. */
  canExtend: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionService(db: Db, { idleMs }: { idleMs: number }) {
  const repo = sessionRepository(db);
  // A tenth of the idle window, at most a minute: a request always leaves most of the window ahead.
  const touchEveryMs = Math.min(60 * 1000, idleMs / 10);
  const endsAt = (session: Pick<SessionTable, 'lastSeenAt' | 'expiresAt'>) =>
    Math.min(Date.parse(session.expiresAt), Date.parse(session.lastSeenAt) + idleMs);

  return {
    /** A new session for the account, noting where it began (the address and a browser name). */
    async create(userNo: number, origin: { ip: string; browser: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await repo.insert({
        tokenHash: hashToken(token),
        publicId: randomBytes(12).toString('base64url'),
        userNo,
        ipaddress: origin.ip.slice(0, 64),
        browser: origin.browser.slice(0, 100),
        createdAt: new Date(now).toISOString(),
        lastSeenAt: new Date(now).toISOString(),
        expiresAt: new Date(now + ABSOLUTE_MS).toISOString(),
      });
      return token;
    },

    /** The account number behind a live token, or null when the token is unknown or expired. */
    async resolve(token: string, touch: Touch = 'auto'): Promise<number | null> {
      if (token.length > 200) return null;
      const tokenHash = hashToken(token);
      const session = await repo.find(tokenHash);
      if (!session) return null;
      const now = Date.now();
      if (endsAt(session) <= now) {
        await repo.remove(tokenHash);
        return null;
      }
      const isDue = Date.parse(session.lastSeenAt) + touchEveryMs <= now;
      if (touch === 'now' || (touch === 'auto' && isDue))
        await repo.touch(tokenHash, new Date(now).toISOString());
      return session.userNo;
    },

    /** How long a live session has left; null when it is gone. */
    async status(token: string): Promise<SessionStatus | null> {
      const session = await repo.find(hashToken(token));
      if (!session) return null;
      const idleEnd = Date.parse(session.lastSeenAt) + idleMs;
      const end = endsAt(session);
      return {
        idleMinutes: idleMs / 60_000,
        expiresIn: Math.max(0, Math.floor((end - Date.now()) / 1000)),
        canExtend: end === idleEnd,
      };
    },

    /** The account's live sessions, newest first; `current` marks the one holding `token`. */
    async list(userNo: number, token?: string): Promise<{ list: SessionEntry[]; total: number }> {
      const currentHash = token === undefined ? undefined : hashToken(token);
      const now = Date.now();
      const list = (await repo.listForUser(userNo))
        .filter((session) => endsAt(session) > now)
        .map((session) => ({
          id: session.publicId ?? '',
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          ipaddress: session.ipaddress,
          browser: session.browser,
          current: session.tokenHash === currentHash,
        }));
      return { list, total: list.length };
    },

    /** Ends one of the account's sessions by its public id; false when it has none by that id. */
    async revokeById(userNo: number, publicId: string): Promise<boolean> {
      const result = await repo.removeByPublicId(userNo, publicId);
      return Number(result.numDeletedRows) > 0;
    },

    revoke: async (token: string) => {
      await repo.remove(hashToken(token));
    },

    revokeForUsers: async (userNos: number[]) => {
      if (userNos.length) await repo.removeForUsers(userNos);
    },

    /**
     * Deletes the sessions that have ended by `now` (the rule `resolve` applies: idle window or
     * 8-hour cap), which nobody can use any more but would otherwise stay in the table for good.
     */
    async removeEnded(now: Date): Promise<number> {
      const idleSince = new Date(now.getTime() - idleMs).toISOString();
      return Number((await repo.removeEnded(now.toISOString(), idleSince)).numDeletedRows);
    },

    /** Every session of the account except the one holding `keptToken` (a password change). */
    revokeOthers: async (userNo: number, keptToken: string) => {
      await repo.removeForUserExcept(userNo, hashToken(keptToken));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
