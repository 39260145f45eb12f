import type { Db } from '../../db/index.ts';
import type { PublicIds } from '../content/service.ts';

/** Which record references a stored attachment, and under what name it was sent. */
export function fileRepository(db: Db) {
  return {
    /**
     * A live job holding the file; with `publicJobs` (the job service's public ids), only one
     * visitors may see.
     */
    findJobAttachment: (fileUrl: string, publicJobs: PublicIds | null) => {
      let jobs = db
        .selectFrom('job')
        .select('fileName')
        .where('fileUrl', '=', fileUrl)
        .where('delYn', '=', 'N');
      if (publicJobs) jobs = jobs.where('jobNo', 'in', publicJobs);
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
