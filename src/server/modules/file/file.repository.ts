import type { Db } from '../../db/index.ts';
import type { PublicIds } from '../content/service.ts';

/** Which record references a stored attachment, its number and the name it was sent under. */
export function fileRepository(db: Db) {
  return {
    /**
     * A live job holding the file; with `publicJobs` (the job service's public ids), only one
     * visitors may see.
     */
    findJobAttachment: (fileUrl: string, publicJobs: PublicIds | null) => {
      let jobs = db
        .selectFrom('job')
        .select(['jobNo as no', 'fileName'])
        .where('fileUrl', '=', fileUrl)
        .where('delYn', '=', 'N');
      if (publicJobs) jobs = jobs.where('jobNo', 'in', publicJobs);
      return jobs.executeTakeFirst();
    },

    /** A live inquiry's attachment. */
    findInquiryAttachment: (fileUrl: string) =>
      db
        .selectFrom('qna')
        .select(['qnaNo as no', 'fileName'])
        .where('fileUrl', '=', fileUrl)
        .where('delYn', '=', 'N')
        .executeTakeFirst(),

    /** A live application's CV. */
    findCv: (fileUrl: string) =>
      db
        .selectFrom('application')
        .select(['applicationNo as no', 'fileName'])
        .where('fileUrl', '=', fileUrl)
        .where('delYn', '=', 'N')
        .executeTakeFirst(),
  };
}
