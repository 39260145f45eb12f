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

  /** By the application's number, or by its row when the caller has read it (no second read). */
  async function statusPageUrl(
    application: number | { applicationNo: number; statusTokenSealed: string | null },
    localeCd: string,
  ): Promise<string> {
    const applicationNo = typeof application === 'number' ? application : application.applicationNo;
    const sealed =
      typeof application === 'number'
        ? (await repo.sealedOf(applicationNo))?.statusTokenSealed
        : application.statusTokenSealed;
    if (sealed === undefined) return '';
    if (sealed) {
      const token = unsealStatusToken(sealed, key);
      return token ? statusPageAddress(publicUrl, localeCd, token) : '';
    }
    const { token, ...stored } = newStatusToken(key);
    // Two callers at once: the first one's token stands, the second reads it.
    if (await repo.setTokenIfNone(applicationNo, stored))
      return statusPageAddress(publicUrl, localeCd, token);
    return statusPageUrl(applicationNo, localeCd);
  }

  return { key, statusPageUrl };
}

export type StatusPageLinks = ReturnType<typeof statusPageLinks>;
