import type { Db } from '../../db/index.ts';
import { whereOpenAt } from '../../db/table-repository.ts';

/** Which record references a stored attachment, and under what name it was sent. */
export function fileRepository(db: Db) {
  return {
    /** A live job holding the file; with `publicAt` (a minute), only a job visitors may see then. */
    findJobAttachment: (fileUrl: string, publicAt: string | null) => {
      let jobs = db
        .selectFrom('job')
        .select('fileName')
        .where('fileUrl', '=', fileUrl)
        .where('delYn', '=', 'N');
      if (publicAt) jobs = jobs.where('useYn', '=', 'Y').where(whereOpenAt(publicAt));
      return jobs.executeTakeFirst();
    },

    /** A live inquiry's attachment or application's CV. */
    findAttachment: (table: 'qna' | 'application', fileUrl: string) =>
      db
        .selectFrom(table)
        .select('fileName')
        .where('fileUrl', '=', fileUrl)
        .where('delYn', '=', 'N')
        .executeTakeFirst(),
  };
}
