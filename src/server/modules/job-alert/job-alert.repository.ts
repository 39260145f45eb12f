import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, JobAlertTable } from '../../db/schema.ts';
import type { PublicIds } from '../content/service.ts';

export type JobAlert = Selectable<JobAlertTable>;

/** What an alert e-mail says about a job, and what the alerts' filters match it by. */
const LIVE_JOB_COLUMNS = [
  'jobNo',
  'localeCd',
  'title',
  'contents',
  'dateCd',
  'startDt',
  'endDt',
  'employmentType',
  'location',
  'department',
  'titleSearch',
  'contentsSearch',
  'locationSearch',
  'departmentSearch',
] as const;

/** How many job numbers one statement of `listLiveUnannounced` looks at. */
const JOB_RANGE = 2000;

/** Job numbers from `from` up to `to` (not included). */
const inRange =
  ({ from, to }: { from: number; to: number }) =>
  (eb: ExpressionBuilder<Database, 'job'>) =>
    eb.and([eb('jobNo', '>=', from), eb('jobNo', '<', to)]);

/** A job no check has announced yet. */
const notAnnounced = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'job'>) =>
  not(
    exists(
      selectFrom('job_alert_announced')
        .select('job_alert_announced.jobNo')
        .whereRef('job_alert_announced.jobNo', '=', 'job.jobNo'),
    ),
  );

/** The `job_alert` rows, and the jobs announced to them (`job_alert_announced`). */
export function jobAlertRepository(db: Db) {
  return {
    findByFilterKey: (filterKey: string) =>
      db.selectFrom('job_alert').selectAll().where('filterKey', '=', filterKey).executeTakeFirst(),

    findByToken: (token: string) =>
      db.selectFrom('job_alert').selectAll().where('token', '=', token).executeTakeFirst(),

    /** Inserts unless the same address and filters are there already (a sign-up racing this one). */
    insertOnce: (row: Insertable<JobAlertTable>) =>
      db
        .insertInto('job_alert')
        .values(row)
        .onConflict((oc) => oc.column('filterKey').doNothing())
        .executeTakeFirst(),

    confirm: (alertNo: number, confirmedAt: string) =>
      db
        .updateTable('job_alert')
        .set({ confirmedAt })
        .where('alertNo', '=', alertNo)
        .where('confirmedAt', 'is', null)
        .execute(),

    removeByToken: (token: string) =>
      db.deleteFrom('job_alert').where('token', '=', token).executeTakeFirst(),

    /** Every alert of an address, in any case, oldest first. */
    listByEmail: (email: string) =>
      db
        .selectFrom('job_alert')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .orderBy('alertNo')
        .execute(),

    /** Every alert of an address, written as signed up or in another case. */
    removeByEmail: (email: string) =>
      db
        .deleteFrom('job_alert')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst(),

    removeUnconfirmedCreatedBefore: (before: string) =>
      db
        .deleteFrom('job_alert')
        .where('confirmedAt', 'is', null)
        .where('createdAt', '<', before)
        .executeTakeFirst(),

    listConfirmedBy: (at: string) =>
      db.selectFrom('job_alert').selectAll().where('confirmedAt', '<=', at).orderBy('alertNo').execute(),

    /**
     * The jobs among `publicJobs` (the job service's public ids: the public list's rule) that no
     * check has announced yet, oldest first. Asked a range of job numbers at a time: one statement
     * over every job (200,000 at the bench's largest) held SQLite's event loop for its whole scan
     * every two minutes, 60-90 ms at 20,000 jobs (decision 067), and the connection lets other work
     * in between (db/sqlite/dialect.ts). A range is read whole only when one of its job numbers
     * is not announced, which the two primary keys alone tell: read whole every time, each range
     * took 15-20 ms on PostgreSQL at 100,000 jobs per language (1.5 s every two minutes), where the
     * question alone takes about 2 ms (decision 068).
     */
    async listLiveUnannounced(publicJobs: PublicIds) {
      const { first, last } = await db
        .selectFrom('job')
        .select((eb) => [eb.fn.min('jobNo').as('first'), eb.fn.max('jobNo').as('last')])
        .executeTakeFirstOrThrow();
      const live = [];
      for (let from = Number(first ?? 1); from <= Number(last ?? 0); from += JOB_RANGE) {
        const range = { from, to: from + JOB_RANGE };
        const isAnyNew = await db
          .selectFrom('job')
          .select('jobNo')
          .where(inRange(range))
          .where(notAnnounced)
          .limit(1)
          .executeTakeFirst();
        if (!isAnyNew) continue;
        live.push(
          ...(await db
            .selectFrom('job')
            .select(LIVE_JOB_COLUMNS)
            .where(inRange(range))
            .where('jobNo', 'in', publicJobs.where(inRange(range)))
            .where(notAnnounced)
            .orderBy('jobNo')
            .execute()),
        );
      }
      return live;
    },

    /**
     * Marks a job announced; false when another check (another instance) did first, whose
     * transaction then holds the job's e-mails.
     */
    /**
     * Marks jobs announced that no alert matches (no e-mails to queue with them), a thousand to a
     * statement: a board filled at once (an import) is marked in a few statements, not one
     * transaction per job.
     */
    async markAnnouncedSilently(jobNos: number[], announcedAt: string): Promise<void> {
      for (let from = 0; from < jobNos.length; from += 1000)
        await db
          .insertInto('job_alert_announced')
          .values(jobNos.slice(from, from + 1000).map((jobNo) => ({ jobNo, announcedAt, mailCount: 0 })))
          .onConflict((oc) => oc.column('jobNo').doNothing())
          .execute();
    },

    async markAnnounced(row: { jobNo: number; announcedAt: string; mailCount: number }): Promise<boolean> {
      const result = await db
        .insertInto('job_alert_announced')
        .values(row)
        .onConflict((oc) => oc.column('jobNo').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type LiveJob = Awaited<
  ReturnType<ReturnType<typeof jobAlertRepository>['listLiveUnannounced']>
>[number];
