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

    /**
     * Each application in scope with its arrival, its current status and its events in order as
     * one text: `<statusCd><createdAt>` joined by commas (statuses are two characters). One row an
     * application rather than one an event: a third of the rows to read (decision 055).
     * `string_agg(… order by …)` is the same words on PostgreSQL and SQLite (3.44 and later).
     */
    eventsByApplication: (scope: ReportScope) =>
      db
        .selectFrom('application as a')
        .innerJoin('application_event as e', 'e.applicationNo', 'a.applicationNo')
        .select([
          'a.createDt',
          'a.statusCd',
          sql<string>`string_agg(${sql.ref('e.statusCd')} || ${sql.ref('e.createdAt')}, ',' order by ${sql.ref('e.eventNo')})`.as(
            'events',
          ),
        ])
        .where(inScope(scope))
        .groupBy(['a.applicationNo', 'a.createDt', 'a.statusCd'])
        .execute(),
  };
}
