/**
 * `npm run bench`: API throughput and login time on this machine, printed as one table and written
 * to docs/benchmarks.md. The server runs in its own process over a SQLite file (or BENCH_DATABASE_URL)
 * holding 10,000 news items and 10,000 job postings per locale; autocannon loads it from here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { foldForSearch } from '../src/common/text.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { localFileStore } from '../src/server/storage/file-store.ts';

const ROWS = 10_000;
const PORT = 3900 + Math.floor(Math.random() * 90);
const PASSWORD = 'Bench-Pass1!';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

async function prepare(dataDir: string) {
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
  await db.destroy();
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/banner`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Loads one URL, or with `vary` a fresh query each request so no cache can answer it. */
async function load(url: string, vary?: (n: number) => string) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration: DURATION,
    ...(vary ? { requests: [{ setupRequest: (req) => ({ ...req, path: vary(n++) }) }] } : {}),
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function loginTimes(count: number) {
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

const NOTES = `Public GET answers are kept for 2 s in memory (src/server/http/micro-cache.ts) and cleared by
any write through the same process, so repeated requests for the same page are served without the
database; the "different page" and "different search" rows show the database path on every request.
Login time is mostly argon2id hashing (19 MiB, 2 iterations).`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-bench-'));
  console.log(`Seeding ${ROWS} news items and ${ROWS} jobs per locale…`);
  await prepare(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer();
    const jobs = (await (await fetch(`${base}/api/job?localeCd=EN&pageCnt=1`)).json()) as {
      data: { list: Array<{ jobNo: number }> };
    };
    const job = jobs.data.list[0]!.jobNo;
    await load(`${base}/api/news?localeCd=EN`); // warm-up
    const rows = [
      [
        'GET /api/news page 1 (list of 10 + total)',
        await load(`${base}/api/news?localeCd=EN&pageNo=1`),
        '≥ 3000 req/s, p99 ≤ 30 ms',
      ],
      [
        'GET /api/news, a different page each request (no cache hit)',
        await load(`${base}/api/news`, (n) => `/api/news?localeCd=EN&pageNo=${(n % 1000) + 1}`),
        '—',
      ],
      ['GET /api/job/{jobNo}', await load(`${base}/api/job/${job}`), '≥ 5000 req/s'],
      [
        'GET /api/job?searchText=…, a different search each request',
        await load(`${base}/api/job`, (n) => `/api/job?localeCd=VI&searchText=so%20${n % 10000}`),
        '—',
      ],
    ] as const;
    const login = await loginTimes(20);
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const header = `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite (WAL)'}, ${ROWS} rows per locale, autocannon -c 50 -d ${DURATION}.`;
    const table = [
      '| measurement | result | budget |',
      '| --- | --- | --- |',
      ...rows.map(([name, r, budget]) => `| ${name} | ${r.rps} req/s, p99 ${r.p99} ms | ${budget} |`),
      `| POST /api/user/login (median of 20) | ${login.toFixed(1)} ms | ≤ 100 ms |`,
    ].join('\n');
    console.log(`\n${header}\n\n${table}\n`);
    const doc = `# Benchmarks\n\nWritten by \`npm run bench\` (bench/api.ts). Rerun it to refresh; figures vary with the machine.\n\n${header}\n\n${table}\n\n${NOTES}\n`;
    fs.writeFileSync('docs/benchmarks.md', doc);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
