import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedApplication } from '../../test/application-rows.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * The hiring report (decision 055) against figures the test works out on its own: the counts by a
 * direct SQL count over the seeded rows, the medians from the seed's own plan of stays.
 */
let server: TestServer;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SOURCES = ['direct', 'facebook', 'topcv', 'school-fair'];
/** Paths an application takes through the statuses, each step after some hours. */
const PATHS = [
  ['10'],
  ['10', '20'],
  ['10', '20', '30'],
  ['10', '20', '30', '40', '50'],
  ['10', '60'],
  ['10', '20', '20', '30', '50'],
  ['10', '70'],
];
const JOBS = [9101, 9102, 9103];

interface Seeded {
  createDt: string;
  jobNo: number;
  source: string;
  statusCd: string;
  isLive: boolean;
  /** Completed stays in ms by status, and the time to hire. */
  stays: [string, number][];
  toHire: number | null;
}
const seeded: Seeded[] = [];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (below: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % below;
  };
}

async function seed() {
  const { db } = server.deps;
  const pick = random(38);
  const start = Date.parse('2026-01-10T00:00:00Z');
  // The edges of February in Vietnam (UTC+7): the first counts in February, the second in March.
  const fixed = ['2026-01-31T17:30:00.000Z', '2026-02-28T17:30:00.000Z', '2026-01-31T16:30:00.000Z'];
  for (let i = 0; i < 150; i++) {
    const createAt = i < fixed.length ? Date.parse(fixed[i]!) : start + pick(80 * 24) * HOUR;
    const path = PATHS[pick(PATHS.length)]!;
    const times = [createAt];
    for (let step = 1; step < path.length; step++) times.push(times[step - 1]! + (1 + pick(24 * 20)) * HOUR);
    const row: Seeded = {
      createDt: new Date(createAt).toISOString(),
      jobNo: JOBS[pick(JOBS.length)]!,
      source: SOURCES[pick(SOURCES.length)]!,
      statusCd: path.at(-1)!,
      isLive: i % 29 !== 5,
      stays: [],
      toHire: null,
    };
    // The plan's stays: a repeated status continues its stay.
    let from = 0;
    for (let step = 1; step < path.length; step++)
      if (path[step] !== path[step - 1]) {
        row.stays.push([path[from]!, times[step]! - times[from]!]);
        from = step;
      }
    if (row.statusCd === '50') row.toHire = times[path.lastIndexOf('50')]! - createAt;
    seeded.push(row);
    const { applicationNo } = await db
      .insertInto('application')
      .values(
        storedApplication({
          i,
          jobNo: row.jobNo,
          statusCd: row.statusCd,
          source: row.source,
          createDt: row.createDt,
          isLive: row.isLive,
        }),
      )
      .returning('applicationNo')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('application_event')
      .values(
        path.map((statusCd, step) => ({
          applicationNo,
          fromStatusCd: step ? path[step - 1]! : null,
          statusCd,
          byId: step ? 'admin' : null,
          createdAt: new Date(times[step]!).toISOString(),
        })),
      )
      .execute();
  }
}

const report = async (query: Record<string, string | number> = {}) => {
  const res = await server.admin.get('/api/application/report', query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    byStatus: { statusCd: string; count: number }[];
    bySource: { source: string; applications: number; hired: number }[];
    medianDaysToHire: number | null;
    medianDaysInStatus: Record<string, number | null>;
  };
};

/** Direct SQL over the seeded rows: live ones created in [from, before), of the job. */
async function sqlCounts(scope: { from?: string; before?: string; jobNo?: number }) {
  const { db } = server.deps;
  const where = sql.join(
    [
      sql`"delYn" = 'N'`,
      ...(scope.from ? [sql`"createDt" >= ${scope.from}`] : []),
      ...(scope.before ? [sql`"createDt" < ${scope.before}`] : []),
      ...(scope.jobNo ? [sql`"jobNo" = ${scope.jobNo}`] : []),
    ],
    sql` and `,
  );
  const statuses = await sql<{ statusCd: string; n: string | number }>`
    select "statusCd", count(*) as n from application where ${where} group by "statusCd"`.execute(db);
  const sources = await sql<{ source: string; n: string | number; hired: string | number }>`
    select source, count(*) as n, count(case when "statusCd" = '50' then 1 end) as hired
    from application where ${where} group by source`.execute(db);
  return {
    byStatus: Object.fromEntries(statuses.rows.map((r) => [r.statusCd, Number(r.n)])),
    bySource: Object.fromEntries(sources.rows.map((r) => [r.source, [Number(r.n), Number(r.hired)]])),
  };
}

function planMedian(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return Math.round((m / DAY) * 10) / 10;
}

function planMedians(rows: Seeded[]) {
  const inStatus: Record<string, number | null> = {};
  for (const code of ['10', '20', '30', '40', '50', '60', '70'])
    inStatus[code] = planMedian(rows.flatMap((r) => r.stays.filter(([s]) => s === code).map(([, ms]) => ms)));
  return { toHire: planMedian(rows.flatMap((r) => (r.toHire === null ? [] : [r.toHire]))), inStatus };
}

function asFigures(data: Awaited<ReturnType<typeof report>>) {
  return {
    byStatus: Object.fromEntries(data.byStatus.filter((r) => r.count).map((r) => [r.statusCd, r.count])),
    bySource: Object.fromEntries(data.bySource.map((r) => [r.source, [r.applications, r.hired]])),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await seed();
});
afterAll(() => server?.close());

describe('the hiring report', () => {
  it('counts every live application by status and by source, as a direct SQL count does', async () => {
    const data = await report();
    expect(data.byStatus.map((r) => r.statusCd)).toEqual(['10', '20', '30', '40', '50', '60', '70']);
    expect(asFigures(data)).toEqual(await sqlCounts({}));
    const live = seeded.filter((r) => r.isLive);
    expect(data.byStatus.reduce((sum, r) => sum + r.count, 0)).toBe(live.length);
    expect(data.medianDaysToHire).toBe(planMedians(live).toHire);
    expect(data.medianDaysInStatus).toEqual(planMedians(live).inStatus);
    // Sources by their count of applications, most first.
    const counts = data.bySource.map((r) => r.applications);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('takes from/to as Vietnamese days, both inclusive, and a job', async () => {
    const from = '2026-01-31T17:00:00.000Z';
    const before = '2026-02-28T17:00:00.000Z';
    const data = await report({ from: '2026-02-01', to: '2026-02-28' });
    expect(asFigures(data)).toEqual(await sqlCounts({ from, before }));
    const inFebruary = seeded.filter((r) => r.isLive && r.createDt >= from && r.createDt < before);
    expect(inFebruary.some((r) => r.createDt === '2026-01-31T17:30:00.000Z')).toBe(true);
    expect(inFebruary.some((r) => r.createDt === '2026-02-28T17:30:00.000Z')).toBe(false);
    expect(data.byStatus.reduce((sum, r) => sum + r.count, 0)).toBe(inFebruary.length);
    expect(data.medianDaysInStatus).toEqual(planMedians(inFebruary).inStatus);

    const jobNo = JOBS[1]!;
    const ofJob = await report({ jobNo, to: '2026-02-28' });
    expect(asFigures(ofJob)).toEqual(await sqlCounts({ before, jobNo }));
    const rows = seeded.filter((r) => r.isLive && r.jobNo === jobNo && r.createDt < before);
    expect(ofJob.medianDaysToHire).toBe(planMedians(rows).toHire);
  });

  it('answers zeros and nulls for a range without applications', async () => {
    const data = await report({ from: '2030-01-01', to: '2030-01-31' });
    expect(data.byStatus.every((r) => r.count === 0)).toBe(true);
    expect(data).toMatchObject({ bySource: [], medianDaysToHire: null });
    expect(Object.values(data.medianDaysInStatus).every((v) => v === null)).toBe(true);
  });

  it('refuses a wrong date or job, and callers without the Application read right', async () => {
    expect((await server.admin.get('/api/application/report', { from: '2026-02-30' })).status).toBe(400);
    expect((await server.admin.get('/api/application/report', { jobNo: 'x' })).status).toBe(400);
    const outsider = await server.loginAs(['rBoardNews']);
    expect((await outsider.get('/api/application/report')).status).toBe(403);
    expect((await server.api.get('/api/application/report')).status).toBe(401);
  });
});
