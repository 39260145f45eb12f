import { sql } from 'kysely';
import { type Db, dialectOf } from '../../db/index.ts';

/** The privacy notice's versions: read and appended, never changed. */
export function privacyNoticeRepository(db: Db) {
  return {
    latest: () =>
      db.selectFrom('privacy_notice').selectAll().orderBy('versionNo', 'desc').limit(1).executeTakeFirst(),

    find: (versionNo: number) =>
      db.selectFrom('privacy_notice').selectAll().where('versionNo', '=', versionNo).executeTakeFirst(),

    /** Every version's number and date, newest first. */
    listed: () =>
      db
        .selectFrom('privacy_notice')
        .select(['versionNo', 'publishedAt'])
        .orderBy('versionNo', 'desc')
        .execute(),

    /**
     * In a publication's transaction, before it reads the version in force: on PostgreSQL a second
     * publication at the same moment waits here until the first has committed, then reads its number
     * (else both would take the same one and the second fail on the key). Visitors' reads never wait.
     * SQLite runs one write transaction at a time already.
     */
    lockForPublication: async (): Promise<void> => {
      if (dialectOf(db) === 'postgres') await sql`lock table privacy_notice in exclusive mode`.execute(db);
    },

    /** Version numbers are given here (the highest plus one), so a failed insert leaves no gap. */
    async insert(values: {
      contentsEn: string;
      contentsVi: string;
      publishedAt: string;
      publishedBy: string;
    }) {
      const top = await db
        .selectFrom('privacy_notice')
        .select((eb) => eb.fn.max('versionNo').as('top'))
        .executeTakeFirst();
      const versionNo = Number(top?.top ?? 0) + 1;
      await db
        .insertInto('privacy_notice')
        .values({ versionNo, ...values })
        .execute();
      return versionNo;
    },
  };
}
