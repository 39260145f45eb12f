import type { Db } from '../db/index.ts';

const SECRET_PARAMS = /([?&](?:password|token|pw|pass|secret)=)[^&]*/gi;

/** Append-only access history: no API deletes it (DECISIONS 2.7). */
export async function recordAccess(
  db: Db,
  entry: { ip: string; account: string; method: string; url: string; statusCode: number },
): Promise<void> {
  await db
    .insertInto('access_history')
    .values({
      ipaddress: entry.ip,
      userid: entry.account.slice(0, 100),
      url: `${entry.method} ${entry.url.replace(SECRET_PARAMS, '$1***')}`.slice(0, 1000),
      statusCode: entry.statusCode,
      createdAt: new Date().toISOString(),
    })
    .execute();
}
