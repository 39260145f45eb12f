import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { HeldUploadTable } from '../../db/schema.ts';
import type { RowOwner } from '../submission/submission.service.ts';

/**
 * What only applications have: the counts per job and the CVs held for refused forms (the rest is
 * the submission engine's).
 */
export function applicationRepository(db: Db) {
  return {
    /** Live applications per job, for the staff job list. */
    countsByJob: () =>
      db
        .selectFrom('application')
        .select(['jobNo', sql<number>`count(*)`.as('count')])
        .where('delYn', '=', 'N')
        .groupBy('jobNo')
        .execute(),

    /**
     * The jobs live applications are for, each with its count and the title its newest application
     * recorded (a job renamed since keeps one entry), by title: the staff list's job filter.
     */
    jobsApplied: () =>
      db
        .selectFrom('application as a')
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('application')
              .select((inner) => [
                'jobNo',
                inner.fn.max('applicationNo').as('lastNo'),
                inner.fn.countAll<number>().as('count'),
              ])
              .where('delYn', '=', 'N')
              .groupBy('jobNo')
              .as('c'),
          (join) => join.onRef('c.lastNo', '=', 'a.applicationNo'),
        )
        .select(['a.jobNo', 'a.jobTitle', 'c.count'])
        .orderBy('a.jobTitle')
        .orderBy('a.jobNo')
        .execute(),

    /** Where live applications came from, with their counts, most first. */
    sources: () =>
      db
        .selectFrom('application')
        .select((eb) => ['source', eb.fn.countAll<number>().as('count')])
        .where('delYn', '=', 'N')
        .groupBy('source')
        .orderBy('count', 'desc')
        .orderBy('source')
        .execute(),

    /** A job's screening questions as staff set them (JSON text). */
    questionsOf: (jobNo: number) =>
      db.selectFrom('job').select('questions').where('jobNo', '=', jobNo).executeTakeFirst(),

    holdUpload: (row: Insertable<HeldUploadTable>) => db.insertInto('held_upload').values(row).execute(),

    /** The CVs held for forms sent with this address or number (a person's erasure, decision 050). */
    heldFrom: (owner: RowOwner) =>
      db
        .selectFrom('held_upload')
        .select(['id', 'fileUrl'])
        .where(
          'phones' in owner
            ? (eb) => eb('senderPhone', 'in', owner.phones)
            : (eb) => eb('senderEmail', '=', owner.email),
        )
        .execute(),

    /** The held CV of a token, taken out of the holding table (so it is used once). */
    takeHeldUpload: (tokenHash: string) =>
      db
        .deleteFrom('held_upload')
        .where('tokenHash', '=', tokenHash)
        .returning(['fileUrl', 'fileName'])
        .executeTakeFirst(),

    heldBefore: (before: string, limit: number) =>
      db
        .selectFrom('held_upload')
        .select(['id', 'fileUrl'])
        .where('createdAt', '<', before)
        .orderBy('id')
        .limit(limit)
        .execute(),

    removeHeld: (ids: number[]) => db.deleteFrom('held_upload').where('id', 'in', ids).executeTakeFirst(),
  };
}
