import { openDatabase } from '../db/index.ts';
import type { Config } from '../env.ts';
import { accountService } from '../modules/account/account.service.ts';
import { rateLimitService } from '../modules/rate-limit/rate-limit.service.ts';
import { sessionService } from '../modules/session/session.service.ts';
import { twoFactorService } from '../modules/two-factor/two-factor.service.ts';
import { assertDatabaseExists } from './reset-password.ts';

/**
 * `npm run admin:reset-2fa -- <loginId>`: for when an administrator lost their authenticator and
 * their recovery codes and no System Manager can reset it. Turns the live account's two-factor off,
 * drops its recovery codes and ends its sessions, on the configured database.
 */
export async function resetAdminTwoFactor(config: Readonly<Config>, loginId: string): Promise<void> {
  assertDatabaseExists(config);
  const { db } = openDatabase(config);
  try {
    const sessions = sessionService(db, { idleMs: config.sessionIdleMs });
    const rateLimit = rateLimitService(db);
    const accounts = accountService({ db, sessions, rateLimit });
    const twoFactor = twoFactorService({ db, accounts, sessions });
    if ((await twoFactor.resetByLoginId(loginId)) === null)
      throw new Error(
        `No administrator with the login ID '${loginId}' (IDs are case-sensitive; deleted accounts cannot be reset). Nothing was changed.`,
      );
  } finally {
    await db.destroy();
  }
}
