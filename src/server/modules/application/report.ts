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

/** An application's arrival, current status and events in order (`<statusCd><createdAt>,…`). */
type ApplicationEvents = { createDt: string; statusCd: string; events: string };

/**
 * The completed stays per status and the times to hire (decision 055): a stay runs from the event
 * entering a status to the next event leaving it (an event repeating the status it is in changes
 * nothing); a stay not yet left is not counted. A hired application's time runs from its arrival
 * to its last move to 50.
 */
export function staysAndHires(applications: readonly ApplicationEvents[]) {
  const stays = new Map<string, number[]>();
  const hires: number[] = [];
  for (const { createDt, statusCd: currentCd, events } of applications) {
    let status = '';
    let enteredAt = 0;
    let hiredAt = 0;
    for (const event of events.split(',')) {
      const next = event.slice(0, 2);
      if (next === status) continue;
      const at = Date.parse(event.slice(2));
      if (status) {
        const list = stays.get(status);
        if (list) list.push(Math.max(0, at - enteredAt));
        else stays.set(status, [Math.max(0, at - enteredAt)]);
      }
      status = next;
      enteredAt = at;
      if (status === HIRED) hiredAt = at;
    }
    if (currentCd === HIRED && hiredAt) hires.push(Math.max(0, hiredAt - Date.parse(createDt)));
  }
  return { stays, hires };
}

/** The hiring report (GET /api/application/report): counts in SQL, the medians from one read of the events. */
export function applicationReportService(db: Db) {
  const repo = reportRepository(db);
  return {
    async report(query: unknown): Promise<ApplicationReport> {
      const { from, to, jobNo } = parseOrThrow(applicationReportQuerySchema, query);
      const scope: ReportScope = { from: from || undefined, to: to || undefined, jobNo: jobNo || undefined };
      const [statuses, sources, applications] = await Promise.all([
        repo.countsByStatus(scope),
        repo.countsBySource(scope),
        repo.eventsByApplication(scope),
      ]);
      const { stays, hires } = staysAndHires(applications);
      const countOf = new Map(statuses.map((row) => [row.statusCd, Number(row.count)]));
      return {
        byStatus: APPLICATION_STATUSES.codes.map((statusCd) => ({
          statusCd,
          count: countOf.get(statusCd) ?? 0,
        })),
        bySource: sources
          .map((row) => ({
            source: row.source,
            applications: Number(row.applications),
            hired: Number(row.hired),
          }))
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
