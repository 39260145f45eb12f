/** API throughput and login time over 10,000 news items and 10,000 jobs per locale. */
import path from 'node:path';
import { foldForSearch } from '../src/common/text.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { localFileStore } from '../src/server/storage/file-store.ts';
import { seedAdminTables } from './admin.ts';
import { load, loadRow, type Row } from './load.ts';

export const ROWS = 10_000;
export const PASSWORD = 'Bench-Pass1!';

/** A data folder with the demo content plus ROWS news items and jobs per locale, and ROWS rows in every other admin list. */
export async function prepare(dataDir: string) {
  const { db, dialect } = openDatabase({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
  await migrate(db, dialect);
  const store = localFileStore(path.join(dataDir, 'uploads'));
  await seed({ db, store, adminId: 'admin', adminPassword: PASSWORD, withDemoContent: true, log: () => {} });
  const now = Date.now();
  for (const localeCd of ['EN', 'VI'])
    for (let start = 0; start < ROWS; start += 500) {
      const batch = Array.from({ length: 500 }, (_, k) => {
        const i = start + k;
        const title = `${localeCd === 'VI' ? 'Tin tức số' : 'News item'} ${i}`;
        const contents = `<p>${title}: ${'KidVenture City Hanoi opens new job experiences for children. '.repeat(4)}</p>`;
        return {
          localeCd,
          useYn: 'Y',
          delYn: 'N',
          createId: 'bench',
          createDt: new Date(now - (ROWS - i) * 60_000).toISOString(),
          title,
          contents,
          titleSearch: foldForSearch(title),
          contentsSearch: foldForSearch(contents),
        };
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('news')
          .values(batch.map((r) => ({ ...r, typeCd: '10', thumbnailUrl: '' })))
          .execute();
        await trx
          .insertInto('job')
          .values(
            batch.map((r) => ({ ...r, dateCd: '20', startDt: null, endDt: null, fileUrl: '', fileName: '' })),
          )
          .execute();
      });
    }
  await seedAdminTables(db);
  await db.destroy();
}

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

export async function benchApi(base: string): Promise<Row[]> {
  const jobs = (await (await fetch(`${base}/api/job?localeCd=EN&pageCnt=1`)).json()) as {
    data: { list: Array<{ jobNo: number }> };
  };
  const job = jobs.data.list[0]!.jobNo;
  await load(`${base}/api/news?localeCd=EN`); // warm-up
  return [
    loadRow(
      'GET /api/news page 1 (list of 10 + total)',
      await load(`${base}/api/news?localeCd=EN&pageNo=1`),
      '≥ 3000 req/s, p99 ≤ 30 ms',
    ),
    loadRow(
      'GET /api/news, a different page each request (no cache hit)',
      await load(`${base}/api/news`, (n) => `/api/news?localeCd=EN&pageNo=${(n % 1000) + 1}`),
      '—',
    ),
    loadRow('GET /api/job/{jobNo}', await load(`${base}/api/job/${job}`), '≥ 5000 req/s'),
    loadRow(
      'GET /api/job?searchText=…, a different search each request',
      await load(`${base}/api/job`, (n) => `/api/job?localeCd=VI&searchText=so%20${n % 10000}`),
      '—',
    ),
    ['POST /api/user/login (median of 20)', `${(await loginTimes(base, 20)).toFixed(1)} ms`, '≤ 100 ms'],
  ];
}
