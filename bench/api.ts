/** Cached public reads (the micro-cache on, as the site runs) and the login time. */
import { PASSWORD } from './seed.ts';
import { againstFloor, type FloorFigure, floorText } from './floor.ts';
import { load, loadRow, type Row } from './load.ts';

async function loginTimes(base: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'admin', password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** The micro-cached first page against Fastify sending the same answer (bench/floor.ts). */
function cachedAgainstFloor(f: FloorFigure): Row {
  return [
    'GET /api/news page 1 (list of 10 + total, from the micro-cache), against the floor',
    floorText(f),
    '≥ 3000 req/s, p99 ≤ 30 ms, ≥ 60 % of the floor',
  ];
}

/** The cached public reads (the micro-cache on, as the site runs) and the login. */
export async function benchApi(base: string): Promise<Row[]> {
  const jobs = (await (await fetch(`${base}/api/job?localeCd=EN&pageCnt=1`)).json()) as {
    data: { list: Array<{ jobNo: number }> };
  };
  const job = jobs.data.list[0]!.jobNo;
  await load(`${base}/api/news?localeCd=EN`); // warm-up
  return [
    cachedAgainstFloor(await againstFloor(`${base}/api/news?localeCd=EN&pageNo=1`)),
    loadRow(
      'GET /api/job/{jobNo} (from the micro-cache)',
      await load(`${base}/api/job/${job}`),
      '≥ 5000 req/s',
    ),
    ['POST /api/user/login (median of 20)', `${(await loginTimes(base, 20)).toFixed(1)} ms`, '≤ 100 ms'],
  ];
}
