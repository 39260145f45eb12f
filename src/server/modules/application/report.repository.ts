import { type ExpressionBuilder, sql } from 'kysely';
import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

/** The applications a report covers: live, arrived within the days, for the job (decision 055). */
export interface ReportScope {
  from?: string;
  to?: string;
  jobNo?: number;
}

/** The scope as a condition on `a` (the application table): createDt between the Vietnamese days. */
const inScope =
  ({ from, to, jobNo }: ReportScope) =>
  (eb: ExpressionBuilder<Database & { a: Database['application'] }, 'a'>) =>
    eb.and([
      eb('a.delYn', '=', 'N'),
      ...(from ? [eb('a.createDt', '>=', vietnamDayStartUtc(from))] : []),
      ...(to ? [eb('a.createDt', '<', vietnamDayStartUtc(addDays(to, 1)))] : []),
      ...(jobNo ? [eb('a.jobNo', '=', jobNo)] : []),
    ]);

/** The hiring report's reads: counts in SQL, the status stays as one ordered list of events. */
export function reportRepository(db: Db) {
  return {
    countsByStatus: (scope: ReportScope) =>
      db
        .selectFrom('application as a')
        .select(['a.statusCd', sql<number>`count(*)`.as('count')])
        .where(inScope(scope))
        .groupBy('a.statusCd')
        .execute(),

    countsBySource: (scope: ReportScope) =>
      db
        .selectFrom('application as a')
        .select([
          'a.source',
          sql<number>`count(*)`.as('applications'),
          sql<number>`sum(case when ${sql.ref('a.statusCd')} = '50' then 1 else 0 end)`.as('hired'),
        ])
        .where(inScope(scope))
        .groupBy('a.source')
        .execute(),

    /** The applications in scope now hired (50), with their arrival. */
    hiredArrivals: (scope: ReportScope) =>
      db
        .selectFrom('application as a')
        .select(['a.applicationNo', 'a.createDt'])
        .where(inScope(scope))
        .where('a.statusCd', '=', '50')
        .execute(),

    /**
     * Every event of the applications in scope, by application then in order (the event index's
     * order): the stays and the moves to 50 are read from it.
     */
    eventsInOrder: (scope: ReportScope) =>
      db
        .selectFrom('application_event as e')
        .innerJoin('application as a', 'a.applicationNo', 'e.applicationNo')
        .select(['e.applicationNo', 'e.statusCd', 'e.createdAt'])
        .where(inScope(scope))
        .orderBy('e.applicationNo')
        .orderBy('e.eventNo')
        .execute(),
  };
}
