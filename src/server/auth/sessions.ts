import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { AdminUser } from '../db/schema.ts';

/**
 * Opaque 256-bit tokens; the database keeps only their SHA-256, so a leaked table grants nothing.
 * A session ends after 30 minutes idle or 8 hours in all, on logout, or when its account changes.
 */
export const IDLE_MS = 30 * 60 * 1000;
export const ABSOLUTE_MS = 8 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userNo: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('session')
    .values({
      tokenHash: hashToken(token),
      userNo,
      createdAt: new Date(now).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: new Date(now + ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The live account behind a token, or null when the token is unknown, expired or its account gone. */
export async function resolveSession(db: Db, token: string): Promise<AdminUser | null> {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  const session = await db
    .selectFrom('session')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!session) return null;
  const now = Date.now();
  if (Date.parse(session.expiresAt) <= now || Date.parse(session.lastSeenAt) + IDLE_MS <= now) {
    await db.deleteFrom('session').where('tokenHash', '=', tokenHash).execute();
    return null;
  }
  const user = await db
    .selectFrom('admin_user')
    .selectAll()
    .where('userNo', '=', session.userNo)
    .where('delYn', '=', 'N')
    .where('useYn', '=', 'Y')
    .executeTakeFirst();
  if (!user) return null;
  if (Date.parse(session.lastSeenAt) + TOUCH_EVERY_MS <= now)
    await db
      .updateTable('session')
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where('tokenHash', '=', tokenHash)
      .execute();
  return user;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('session').where('tokenHash', '=', hashToken(token)).execute();
}

export async function revokeUserSessions(db: Db, userNos: number[]): Promise<void> {
  if (userNos.length) await db.deleteFrom('session').where('userNo', 'in', userNos).execute();
}
