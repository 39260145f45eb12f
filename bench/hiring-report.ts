/**
 * The hiring report's cell: `APPLICATIONS` applications with their status events (about three
 * each, over a year, from four sources and a hundred jobs) inserted in bulk, then the report service
 * called in the bench's own process (SQL, the ordered read of the events and the medians; no
 * HTTP), for all of them and for one quarter. Run alone with `npx tsx bench/hiring-report.ts`
 * (BENCH_DATABASES as for the bench).
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { applicationReportService } from '../src/server/modules/application/report.ts';
import { storedApplication } from '../src/server/test/application-rows.ts';
import { type BenchData, type DatabaseName, openBenchDatabase } from './databases.ts';

export const APPLICATIONS = 50_000;
const BUDGET_MS = 1000;
const BATCH = 1000;
const HOUR = 3_600_000;
const SOURCES = ['direct', 'facebook', 'topcv', 'school-fair'];
const PATHS = [
  ['10'],
  ['10', '20'],
  ['10', '20', '30'],
  ['10', '20', '30', '40', '50'],
  ['10', '60'],
  ['10', '20', '60'],
];

/** `count` applications and their events, a thousand to an INSERT, in one transaction a batch. */
export async function seedApplications(db: Db, count: number): Promise<void> {
  const yearAgo = Date.now() - 365 * 24 * HOUR;
  for (let start = 0; start < count; start += BATCH)
    await db.transaction().execute(async (trx) => {
      const plans = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
        const i = start + k;
        const path = PATHS[i % PATHS.length]!;
        const times = [yearAgo + ((i * 7919) % (360 * 24)) * HOUR];
        for (let step = 1; step < path.length; step++)
          times.push(times[step - 1]! + (1 + ((i * step * 31) % 500)) * HOUR);
        return { i, path, times };
      });
      const ids = await trx
        .insertInto('application')
        .values(
          plans.map(({ i, path, times }) =>
            storedApplication({
              i,
              jobNo: 1 + (i % 100),
              statusCd: path.at(-1)!,
              source: SOURCES[i % SOURCES.length]!,
              createDt: new Date(times[0]!).toISOString(),
            }),
          ),
        )
        .returning('applicationNo')
        .execute();
      await trx
        .insertInto('application_event')
        .values(
          plans.flatMap(({ path, times }, k) =>
            path.map((statusCd, step) => ({
              applicationNo: ids[k]!.applicationNo,
              fromStatusCd: step ? path[step - 1]! : null,
              statusCd,
              byId: step ? 'bench' : null,
              createdAt: new Date(times[step]!).toISOString(),
            })),
          ),
        )
        .execute();
    });
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1]!;

/** Seeds the applications into the bench's database and times the report: median of 5, whole and a quarter. */
export async function benchHiringReport(data: BenchData) {
  const { db, dialect } = openDatabase(data);
  try {
    await seedApplications(db, APPLICATIONS);
    // As autovacuum would in time, and as the bench does after its own seeding.
    if (dialect === 'postgres') await sql`vacuum analyze application, application_event`.execute(db);
    const reports = applicationReportService(db);
    const time = async (query: Record<string, string>) => {
      await reports.report(query);
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await reports.report(query);
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const all = await time({});
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 91 * 24 * HOUR).toISOString().slice(0, 10);
    const quarter = await time({ from, to });
    return {
      text: `${all.toFixed(0)} ms (one quarter ${quarter.toFixed(0)} ms)`,
      meets: all <= BUDGET_MS && quarter <= BUDGET_MS,
    };
  } finally {
    await db.destroy();
  }
}

/** Alone: a fresh, migrated database per configuration, the applications, the report's times. */
async function main() {
  const names = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as DatabaseName[];
  for (const name of names) {
    const database = openBenchDatabase(name);
    try {
      const data = await database.create(APPLICATIONS);
      try {
        const { db, dialect } = openDatabase(data);
        await migrate(db, dialect);
        await db.destroy();
        const figure = await benchHiringReport(data);
        console.log(
          `${database.label}: hiring report, ${APPLICATIONS.toLocaleString('en')} applications: ${figure.text}${figure.meets ? '' : ' ✗'}`,
        );
      } finally {
        await data.remove();
      }
    } finally {
      database.close();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
