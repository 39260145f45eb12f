import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { sessionRepository } from './session.repository.ts';

/**
 * Opaque 256-bit tokens; the database keeps only their SHA-256, so a leaked table grants nothing.
 * A session ends after 30 minutes idle or 8 hours in all, on logout, or when its account changes.
 */
export const IDLE_MS = 30 * 60 * 1000;
export const ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** Writing lastSeenAt on every request would turn each read into a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionService(db: Db) {
  const repo = sessionRepository(db);
  return {
    async create(userNo: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await repo.insert({
        tokenHash: hashToken(token),
        userNo,
        createdAt: new Date(now).toISOString(),
        lastSeenAt: new Date(now).toISOString(),
        expiresAt: new Date(now + ABSOLUTE_MS).toISOString(),
      });
      return token;
    },

    /** The account number behind a live token, or null when the token is unknown or expired. */
    async resolve(token: string): Promise<number | null> {
      if (token.length > 200) return null;
      const tokenHash = hashToken(token);
      const session = await repo.find(tokenHash);
      if (!session) return null;
      const now = Date.now();
      if (Date.parse(session.expiresAt) <= now || Date.parse(session.lastSeenAt) + IDLE_MS <= now) {
        await repo.remove(tokenHash);
        return null;
      }
      if (Date.parse(session.lastSeenAt) + TOUCH_EVERY_MS <= now)
        await repo.touch(tokenHash, new Date(now).toISOString());
      return session.userNo;
    },

    revoke: async (token: string) => {
      await repo.remove(hashToken(token));
    },

    revokeForUsers: async (userNos: number[]) => {
      if (userNos.length) await repo.removeForUsers(userNos);
    },

    /** Every session of the account except the one holding `keptToken` (a password change). */
    revokeOthers: async (userNo: number, keptToken: string) => {
      await repo.removeForUserExcept(userNo, hashToken(keptToken));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
