import fs from 'node:fs';
import path from 'node:path';
import { isValidPassword } from '../../common/schemas/admin.ts';
import { openDatabase } from '../db/index.ts';
import type { Config } from '../env.ts';
import { accountService } from '../modules/account/account.service.ts';
import { generatePassword } from '../modules/account/password.ts';
import { rateLimitService } from '../modules/rate-limit/rate-limit.service.ts';
import { sessionService } from '../modules/session/session.service.ts';

export const POLICY_TEXT =
  'The password must be 8 to 16 characters with an upper-case letter, a lower-case letter, a digit and a special character.';

/**
 * `npm run admin:reset-password -- <loginId>`: for when nobody can sign in. Gives the live account a
 * new password (the one given, or a generated one), ends its sessions and lifts a lock after failed
 * logins, on the configured database.
 */
export async function resetAdminPassword(
  config: Readonly<Config>,
  loginId: string,
  chosen?: string,
): Promise<{ password: string; isGenerated: boolean }> {
  if (chosen !== undefined && !isValidPassword(chosen)) throw new Error(POLICY_TEXT);
  assertDatabaseExists(config);
  const { db } = openDatabase(config);
  try {
    const accounts = accountService({
      db,
      sessions: sessionService(db, { idleMs: config.sessionIdleMs }),
      rateLimit: rateLimitService(db),
    });
    const password = chosen ?? generatePassword();
    if ((await accounts.resetPassword(loginId, password)) === null)
      throw new Error(
        `No administrator with the login ID '${loginId}' (IDs are case-sensitive; deleted accounts cannot be reset). Nothing was changed.`,
      );
    return { password, isGenerated: chosen === undefined };
  } finally {
    await db.destroy();
  }
}

/** The reset commands work on the site's database, never on a new empty one. */
export function assertDatabaseExists(config: Readonly<Config>): void {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'site.db')))
    throw new Error(
      `No database at ${path.join(config.dataDir, 'site.db')}: set DATA_DIR (or DATABASE_URL) as the site runs with.`,
    );
}

/** The new password from standard input: typed twice without echo at a terminal, else the first line. */
export async function readPassword(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await askHidden(input, 'New password: ');
  const again = await askHidden(input, 'New password again: ');
  if (first !== again) throw new Error('The two passwords differ. Nothing was changed.');
  return first;
}

function askHidden(input: NodeJS.ReadStream, question: string): Promise<string> {
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
          process.stdout.write('\n');
          return resolve(value);
        }
        if (char === '\u0003') {
          input.setRawMode(false);
          process.stdout.write('\n');
          return reject(new Error('Cancelled. Nothing was changed.'));
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    input.on('data', onData);
  });
}
