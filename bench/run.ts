/**
 * `npm run bench`: API, page and Lighthouse figures on this machine, printed as one table and written
 * to docs/benchmarks.md. The built server runs in its own process over a SQLite file (or
 * BENCH_DATABASE_URL) holding 10,000 news items and jobs per locale; autocannon loads it from here.
 * Set BENCH_SKIP_LIGHTHOUSE=1 to leave Lighthouse out, BENCH_SKIP_SOAK=1 to leave out the five-minute
 * soak (SOAK_SECONDS and SOAK_RATE change its length and offered rate).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_FLAGS, SERVER_ENTRY, serverEnv } from '../src/server/process-options.ts';
import { benchAdminLists } from './admin.ts';
import { benchApi, PASSWORD, prepare, ROWS } from './api.ts';
import { DURATION, type Row } from './load.ts';
import { benchSite, scriptBytes } from './site.ts';
import { benchSoak, residentMb } from './soak.ts';

const PORT = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}`;

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const NOTES = `Public GET answers and rendered pages are kept for 2 s in memory (src/server/http/micro-cache.ts) and
cleared by any write through the same process, so repeated requests for the same page are served
without the database; the "different page" and "different search" rows show the database path on
every request. Login time is mostly argon2id hashing (19 MiB, 2 iterations). Lighthouse runs its
default mobile profile (simulated slow 4G, 4× CPU slowdown) in headless Debian Chromium, three
runs per page; the run with the median performance score is shown. Admin list times are 20 sequential
requests with a token (no cache), measured from the client on the same machine. The soak offers a
fixed rate (autocannon overallRate, 20 connections) of mixed requests: 25% pages, 20% first pages of
lists, 10% random list pages, 10% a different title search each time (with and without diacritics),
10% details, 5% inquiries (multipart, each from its own address), 17% admin reads and 3% admin
writes (new news items); memory is the server's resident set, sampled every 10 s.`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-bench-'));
  console.log(`Seeding ${ROWS} news items and ${ROWS} jobs per locale…`);
  await prepare(dataDir);
  // Started as `npm start` starts it (src/server/process-options.ts).
  const server = spawn(process.execPath, [...NODE_FLAGS, SERVER_ENTRY], {
    env: serverEnv({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      // All load comes from one address: the bench measures the server, not the per-client limit.
      RATE_LIMIT_PER_MINUTE: '0',
      // The soak's inquiries name their own addresses in X-Forwarded-For (ten an hour per address).
      TRUST_PROXY: '127.0.0.1',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer();
    const job = (await (await fetch(`${base}/api/job?localeCd=EN&pageCnt=1`)).json()) as {
      data: { list: Array<{ jobNo: number }> };
    };
    const rows: Row[] = [
      ...(await benchApi(base)),
      ...(await benchAdminLists(base)),
      [
        'JavaScript for /admin before the editor (gzip)',
        `${((await scriptBytes(base, '/admin/login')) / 1024).toFixed(1)} KB`,
        '≤ 160 KB',
      ],
      ...(await benchSite(base, [
        '/',
        '/career/jobs',
        `/career/jobs-detail/${job.data.list[0]!.jobNo}`,
        '/news/press-release',
        '/vi',
      ])),
      ['Server resident memory after the load runs', `${residentMb(server.pid!).toFixed(0)} MB`, '≤ 150 MB'],
      ...(process.env.BENCH_SKIP_SOAK ? [] : await benchSoak(base, server.pid!)),
    ];
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const header = `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite (WAL)'}, ${ROWS} rows per locale, autocannon -c 50 -d ${DURATION}.`;
    const table = [
      '| measurement | result | budget |',
      '| --- | --- | --- |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
    console.log(`\n${header}\n\n${table}\n`);
    fs.writeFileSync(
      'docs/benchmarks.md',
      `# Benchmarks\n\nWritten by \`npm run bench\` (bench/run.ts). Rerun it to refresh; figures vary with the machine.\n\n${header}\n\n${table}\n\n${NOTES}\n`,
    );
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
