import type { Db } from '../../db/index.ts';

/** The queries that erase inquiries for good, the trash included (the retention purge). */
export function inquiryErasureRepository(db: Db) {
  return {
    /** Up to `limit` inquiries received before `before`, deleted or not, oldest first. */
    listReceivedBefore: (before: string, limit: number) =>
      db
        .selectFrom('qna')
        .select(['qnaNo', 'fileUrl'])
        .where('createDt', '<', before)
        .orderBy('qnaNo')
        .limit(limit)
        .execute(),

    remove: (qnaNos: number[]) => db.deleteFrom('qna').where('qnaNo', 'in', qnaNos).executeTakeFirst(),
  };
}
