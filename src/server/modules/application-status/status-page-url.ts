import type { Db } from '../../db/index.ts';
import { statusPageRepository } from './status-page.repository.ts';
import { newStatusToken, sealingKeyOf, statusPageAddress, unsealStatusToken } from './status-token.ts';

/**
 * The status page's link for any e-mail to an applicant (`{statusPage}` in stage e-mails; decision
 * 053), from the token sealed with their application. An application sent before status pages gets
 * its token now. '' when there is no such live application (deleted, erased) or its seal was made
 * with another key.
 */
export function statusPageLinks({ db, hashKey, publicUrl }: { db: Db; hashKey: string; publicUrl: string }) {
  const repo = statusPageRepository(db);
  const key = sealingKeyOf(hashKey);

  async function statusPageUrl(applicationNo: number, localeCd: string): Promise<string> {
    const row = await repo.sealedOf(applicationNo);
    if (!row) return '';
    if (row.statusTokenSealed) {
      const token = unsealStatusToken(row.statusTokenSealed, key);
      return token ? statusPageAddress(publicUrl, localeCd, token) : '';
    }
    const issued = newStatusToken(key);
    const { token, ...stored } = issued;
    // Two callers at once: the first one's token stands, the second reads it.
    if (await repo.setTokenIfNone(applicationNo, stored))
      return statusPageAddress(publicUrl, localeCd, token);
    return statusPageUrl(applicationNo, localeCd);
  }

  return { key, statusPageUrl };
}

export type StatusPageLinks = ReturnType<typeof statusPageLinks>;
