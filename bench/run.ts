/**
 * `npm run bench`: the database paths of every configuration (BENCH_DATABASES × BENCH_ROWS), then
 * on the first configuration the cached API, admin lists, pages, JavaScript, Lighthouse, memory and
 * soak, printed as two tables and written to docs/benchmarks.md. The built server runs in its own
 * process, started as `npm start` starts it; autocannon loads it from here. See docs/development.md (Scripts).
 */
import fs from 'node:fs';
import os from 'node:os';
import { benchAdminLists } from './admin.ts';
import { benchApi } from './api.ts';
import { type DatabaseName, openBenchDatabase } from './databases.ts';
import { hostSpeed, hostSpeedText } from './host.ts';
import { DURATION, markdownTable, type Row } from './load.ts';
import { benchPaths, type Figure, PATHS, type PathKey } from './paths.ts';
import { prepare } from './seed.ts';
import { withServer } from './server.ts';
import { benchSite, scriptBytes } from './site.ts';
import { benchSoak, residentMb } from './soak.ts';

const listOf = (value: string) => value.split(',').map((s) => s.trim());
const DATABASES = listOf(process.env.BENCH_DATABASES ?? 'sqlite,postgres') as DatabaseName[];
const ROW_COUNTS = listOf(process.env.BENCH_ROWS ?? '10000,100000').map(Number);
if (!DATABASES.every((d) => d === 'sqlite' || d === 'postgres'))
  throw new Error('BENCH_DATABASES must list sqlite and/or postgres');
if (!ROW_COUNTS.every((n) => Number.isInteger(n) && n > 0))
  throw new Error('BENCH_ROWS must list whole numbers of rows per locale');

/** Everything but the database paths, measured once, with the micro-cache on as the site runs. */
async function benchSiteRows(base: string, { pid, rows }: { pid: number; rows: number }): Promise<Row[]> {
  const job = (await (await fetch(`${base}/api/job?localeCd=EN&pageCnt=1`)).json()) as {
    data: { list: Array<{ jobNo: number }> };
  };
  return [
    ...(await benchApi(base)),
    ...(await benchAdminLists(base, rows)),
    [
      'JavaScript for /admin before the editor (gzip)',
      `${((await scriptBytes(base, '/admin/login')) / 1024).toFixed(1)} KB`,
      '≤ 160 KB',
    ],
    ...(await benchSite(base, [
      '/',
      '/career/jobs',
      `/career/jobs-detail/${job.data.list[0]!.jobNo}`,
      `/career/apply/${job.data.list[0]!.jobNo}`,
      '/news/press-release',
      '/vi',
    ])),
    ['Server resident memory after the load runs', `${residentMb(pid).toFixed(0)} MB`, '≤ 150 MB'],
    ...(process.env.BENCH_SKIP_SOAK ? [] : await benchSoak(base, { serverPid: pid, rows })),
  ];
}

const BENCHMARKS_FILE = 'docs/benchmarks.md';
/** From this heading on, docs/benchmarks.md is written by hand (figures measured outside the bench), and a rerun keeps it. */
const KEPT_HEADING = '## Figures quoted by earlier code comments';

function keptSections(): string {
  const old = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  const at = old.indexOf(KEPT_HEADING);
  return at < 0 ? '' : `\n${old.slice(at)}`;
}

const NOTES = `The data is the demo content written through the services, then each board's rows by the
services' bulk path (each row validated by its type's schema and derived by its type's \`derive\`,
as a save does, a thousand to an INSERT, no versions) and the other lists' rows inserted directly
with their folded search columns, search indexes kept by their triggers, the locales one after the other; on PostgreSQL the bench then runs \`VACUUM ANALYZE\` and \`CHECKPOINT\`,
as autovacuum and the checkpointer would in time, and on both the load's writes are flushed to the
disk (\`sync\`) before any measurement, as the kernel would within a minute. PostgreSQL is a throwaway
cluster on the same machine with its default durability, reached through its Unix socket (unless
\`BENCH_DATABASE_URL\` names a server). The first table runs the server with \`PUBLIC_CACHE_MS=0\` (no micro-cache), so every request
reaches the services and the database; list totals, page anchors and search matches are still
reused as the site reuses them (decision 015: until a write to their table, which SQLite's data
version and PostgreSQL's write announcements tell of another connection's, decision 068). Closed loop: autocannon, 50 connections, each sending its next request when the
answer arrives; three runs, the median shown with the slowest and fastest (one run varies by 10–15 %
on this host). Open loop: a fixed offered rate at evenly spaced times (bench/load.ts \`openLoad\`, a
constant arrival rate as wrk2 and k6 offer it: each request on a free keep-alive connection, its
latency counted from the time it was due, so falling behind shows); three runs, the run with the
median p99 shown with the lowest and highest p99; a p99 counts only when every run achieved the
offered rate. (autocannon's overallRate, used before, fires its connections' timers
together: 20 connections at 500 req/s gave /healthz a p99 of 9–12 ms, the queue of each burst.) First page: \`/api/news\` page 1, the locales
alternating; random page: a page of \`/api/news\` drawn uniformly from all of the locale's rows;
search: \`/api/job\` titles in Vietnamese (\`số 4711\`, \`so 4711\`, \`tức số 4711\`, \`tuc so 4711\`,
a random row number each request). One search alone: the job service's \`list\` called in the bench's
own process against the same database (parse, fold, page and count, rows shaped; no HTTP), 200
calls one after another, each a different term. Admin lists: page 1 of each of the ten lists with a
token, searched by a folded column for a different row each request (\`partner 4711\`), 20
sequential requests from the client on the same machine; the slowest list's median is shown.
✗ marks a figure outside its budget.

The second table runs on the first configuration with the micro-cache on (as the site runs): public
GET answers and rendered pages are kept for 2 s in memory (src/server/http/micro-cache.ts) and
forgotten when a write to a table they read commits (told by the database's write hook, decision 026);
a visitor's API answer the cache holds is sent again before its route runs (decision 067). Login time is mostly argon2id hashing (19 MiB, 2
iterations). Lighthouse runs its default mobile profile (simulated slow 4G, 4× CPU slowdown) in
headless Debian Chromium, three runs per page; the run with the median performance score is shown.
Admin list times are 20 sequential requests with a token (no cache), measured from the client on
the same machine. The soak offers a fixed rate (autocannon overallRate, 20 connections) of mixed
requests: 25% pages, 20% first pages of lists, 10% random list pages, 10% a different title search
each time (with and without diacritics), 10% details, 5% inquiries (multipart, each from its own
address), 17% admin reads and 3% admin writes (new news items); memory is the server's resident
set, sampled every 10 s.`;

const cell = (f: Figure | undefined) => (f ? `${f.text}${f.meets === false ? ' ✗' : ''}` : '—');

async function main() {
  const hostBefore = await hostSpeed();
  const columns: Array<{ label: string; figures: Record<PathKey, Figure> }> = [];
  let siteRows: Row[] = [];
  let siteLabel = '';
  for (const name of DATABASES) {
    const database = openBenchDatabase(name);
    try {
      for (const rows of ROW_COUNTS) {
        const label = `${database.label}, ${rows.toLocaleString('en')} rows`;
        const data = await database.create(rows);
        try {
          const started = performance.now();
          await prepare(data, rows);
          console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
          const figures = await withServer(data, { PUBLIC_CACHE_MS: '0' }, (base) =>
            benchPaths(base, data, rows),
          );
          columns.push({ label, figures });
          console.log(
            markdownTable(
              ['path', label],
              Object.entries(figures).map(([k, f]) => [k, cell(f)]),
            ),
          );
          if (!siteLabel) {
            siteLabel = label;
            siteRows = await withServer(data, {}, (base, pid) => benchSiteRows(base, { pid, rows }));
          }
        } finally {
          await data.remove();
        }
      }
    } finally {
      database.close();
    }
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const host = hostSpeedText(hostBefore, await hostSpeed());
  const machine = `${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}, autocannon -d ${DURATION}. The host at the start and the end (bench/host.ts; compare runs by these first): ${host}`;
  const paths = markdownTable(
    ['path', 'budget', ...columns.map((c) => c.label)],
    (Object.keys(PATHS) as PathKey[]).map((key) => [
      PATHS[key].name,
      PATHS[key].budget,
      ...columns.map((c) => cell(c.figures[key])),
    ]),
  );
  const site = markdownTable(['measurement', 'result', 'budget'], siteRows);
  const text = `Measured ${machine}. Rows per locale (news items and jobs; as many rows in every other admin list).\n\n${paths}\n\nThe rest on ${siteLabel}, the micro-cache on:\n\n${site}\n\n${NOTES}\n`;
  console.log(`\n${text}`);
  fs.writeFileSync(
    BENCHMARKS_FILE,
    `# Benchmarks\n\nWritten by \`npm run bench\` (bench/run.ts). Rerun it to refresh; figures vary with the machine.\n\n${text}${keptSections()}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
