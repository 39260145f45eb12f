import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatusCd } from '../../../common/codes.ts';
import {
  type ApplicationReport,
  applicationReportQuerySchema,
} from '../../../common/schemas/application-report.ts';
import type { Db } from '../../db/index.ts';
import { parseOrThrow } from '../../errors.ts';
import { requirePermission } from '../../http/access.ts';
import { ok } from '../../http/reply.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import { applicationResource } from './application.resource.ts';
import { type ReportScope, reportRepository } from './report.repository.ts';

const DAY_MS = 86_400_000;
const HIRED: ApplicationStatusCd = '50';

/** The middle value (the mean of the two middle ones), in days with one decimal; null for none. */
export function medianDays(durationsMs: number[]): number | null {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round((median / DAY_MS) * 10) / 10;
}

type EventRow = { applicationNo: number; statusCd: string; createdAt: string };

/**
 * The completed stays per status and the times to hire (decision 055), from the events in order:
 * a stay runs from the event entering a status to the next event leaving it (an event repeating
 * the status it is in changes nothing); a stay not yet left is not counted. A hired application's
 * time (`hiredArrivals`: its number and arrival) runs from its arrival to its last move to 50.
 */
export function staysAndHires(events: readonly EventRow[], hiredArrivals: ReadonlyMap<number, string>) {
  const stays = new Map<string, number[]>();
  const lastHire = new Map<number, number>();
  let no = 0;
  let status = '';
  let enteredAt = 0;
  for (const event of events) {
    if (event.applicationNo !== no) {
      no = event.applicationNo;
      status = '';
    }
    if (event.statusCd === status) continue;
    const at = Date.parse(event.createdAt);
    if (status) {
      const list = stays.get(status);
      if (list) list.push(Math.max(0, at - enteredAt));
      else stays.set(status, [Math.max(0, at - enteredAt)]);
    }
    status = event.statusCd;
    enteredAt = at;
    if (status === HIRED && hiredArrivals.has(no)) lastHire.set(no, at);
  }
  const hires = [...lastHire].map(([applicationNo, at]) =>
    Math.max(0, at - Date.parse(hiredArrivals.get(applicationNo)!)),
  );
  return { stays, hires };
}

/** The hiring report (GET /api/application/report): counts in SQL, the medians from one ordered read of the events. */
export function applicationReportService(db: Db) {
  const repo = reportRepository(db);
  return {
    async report(query: unknown): Promise<ApplicationReport> {
      const { from, to, jobNo } = parseOrThrow(applicationReportQuerySchema, query);
      const scope: ReportScope = { from: from || undefined, to: to || undefined, jobNo: jobNo || undefined };
      const [statuses, sources, hired, events] = await Promise.all([
        repo.countsByStatus(scope),
        repo.countsBySource(scope),
        repo.hiredArrivals(scope),
        repo.eventsInOrder(scope),
      ]);
      const arrivals = new Map(hired.map((row) => [row.applicationNo, row.createDt]));
      const { stays, hires } = staysAndHires(events, arrivals);
      const countOf = new Map(statuses.map((row) => [row.statusCd, Number(row.count)]));
      return {
        byStatus: APPLICATION_STATUSES.codes.map((statusCd) => ({ statusCd, count: countOf.get(statusCd) ?? 0 })),
        bySource: sources
          .map((row) => ({ source: row.source, applications: Number(row.applications), hired: Number(row.hired) }))
          .sort((a, b) => b.applications - a.applications || a.source.localeCompare(b.source)),
        medianDaysToHire: medianDays(hires),
        medianDaysInStatus: Object.fromEntries(
          APPLICATION_STATUSES.codes.map((statusCd) => [statusCd, medianDays(stays.get(statusCd) ?? [])]),
        ) as ApplicationReport['medianDaysInStatus'],
      };
    },
  };
}

const days = z.number().nullable().meta({ description: 'Days, one decimal; null when there is none' });

const REPORT_DOC: RouteDoc = {
  tag: 'Application',
  summary: 'The hiring report: applications by status and by source, median days to hire and in each status',
  description:
    'from/to (YYYY-MM-DD, days in Vietnam, inclusive, each optional) bound the day the application arrived; jobNo one job. Live applications only. byStatus counts their current statuses; bySource their sources and how many are hired (50); medianDaysToHire runs from arrival to the move to 50; medianDaysInStatus counts stays that have ended (decision 055).',
  access: 'admin',
  right: `r${applicationResource.page}`,
  query: named('ApplicationReportQuery', applicationReportQuerySchema),
  data: named(
    'ApplicationReport',
    z.object({
      byStatus: z.array(z.object({ statusCd: z.enum(APPLICATION_STATUSES.codes), count: z.number().int() })),
      bySource: z.array(
        z.object({ source: z.string(), applications: z.number().int(), hired: z.number().int() }),
      ),
      medianDaysToHire: days,
      medianDaysInStatus: z.record(z.enum(APPLICATION_STATUSES.codes), days),
    }),
  ),
};

export function registerApplicationReport(app: FastifyInstance, { db }: { db: Db }): void {
  const reports = applicationReportService(db);
  app.get(`${applicationResource.api}/report`, { config: { api: REPORT_DOC } }, async (request) => {
    requirePermission(request, 'r', applicationResource.page);
    return ok(await reports.report(request.query));
  });
}
