import type { Db } from '../../db/index.ts';

/** The application a status page shows, found by its token's hash, and what it was sent. */
export function statusPageRepository(db: Db) {
  return {
    /** The live application (not in the Trash) whose token hashes to `tokenHash`. */
    findLive: (tokenHash: string) =>
      db
        .selectFrom('application')
        .select([
          'applicationNo',
          'jobTitle',
          'statusCd',
          'localeCd',
          'name',
          'email',
          'phone',
          'coverLetter',
          'fileName',
          'answers',
          'createDt',
        ])
        .where('statusTokenHash', '=', tokenHash)
        .where('delYn', '=', 'N')
        .executeTakeFirst(),

    /** The e-mails sent to the applicant, newest first. */
    sentMessages: (applicationNo: number) =>
      db
        .selectFrom('application_message')
        .select(['subject', 'body', 'sentAt', 'sendAt'])
        .where('applicationNo', '=', applicationNo)
        .where('status', '=', 'sent')
        .orderBy('sentAt', 'desc')
        .orderBy('messageNo', 'desc')
        .execute(),

    /** A live application's sealed token (null: sent before status pages), or undefined when none. */
    sealedOf: (applicationNo: number) =>
      db
        .selectFrom('application')
        .select(['statusTokenSealed'])
        .where('applicationNo', '=', applicationNo)
        .where('delYn', '=', 'N')
        .executeTakeFirst(),

    /** Gives an application sent before status pages its token; false when it has one already. */
    setTokenIfNone: async (
      applicationNo: number,
      token: { statusTokenHash: string; statusTokenSealed: string },
    ): Promise<boolean> => {
      const result = await db
        .updateTable('application')
        .set(token)
        .where('applicationNo', '=', applicationNo)
        .where('statusTokenHash', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
