/**
 * `npm run bench:memory` (decision 016): the server's heap settings side by side in one run, on the
 * bench's SQLite data with the micro-cache on, as the site runs. Four settings: the young generation
 * capped (`--max-semi-space-size=4`) or left to V8, and the forced collection of a quiet server
 * (memory-trim.ts, which needs `--expose-gc`) on or off. Each round starts the server afresh under
 * each setting in turn (three rounds, so a busier moment of the host hits every setting alike) and
 * loads it: the micro-cached first page and a different title search each request (the services and
 * the database), closed loop, 50 connections; then the resident set at the end of the load and after
 * 8 quiet seconds. The median round of each setting is printed. Needs `npm run build`.
 */
import { openBenchDatabase } from './databases.ts';
import { DURATION, type LoadResult, load, markdownTable } from './load.ts';
import { prepare } from './seed.ts';
import { withServer } from './server.ts';
import { residentMb } from './soak.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ROUNDS = 3;
const QUIET_MS = 8_000;

const SETTINGS = [
  {
    name: 'young generation capped, forced collections (decision 016)',
    flags: ['--max-semi-space-size=4', '--expose-gc'],
  },
  { name: 'young generation capped, no forced collections', flags: ['--max-semi-space-size=4'] },
  { name: "V8's young generation, forced collections", flags: ['--expose-gc'] },
  { name: "V8's young generation, no forced collections", flags: [] },
];

interface Measured {
  cached: LoadResult;
  search: LoadResult;
  loadedMb: number;
  quietMb: number;
}

const TERMS = ['số', 'so', 'tức số', 'tuc so'];
const search = (n: number) =>
  `/api/job?localeCd=VI&searchText=${encodeURIComponent(`${TERMS[n % 4]} ${Math.floor(Math.random() * ROWS)}`)}`;

async function measure(base: string, pid: number): Promise<Measured> {
  await load(`${base}/api/news?localeCd=EN`); // warm-up
  const cached = await load(`${base}/api/news?localeCd=EN&pageNo=1`);
  const searched = await load(`${base}/api/job`, search);
  const loadedMb = residentMb(pid);
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  return { cached, search: searched, loadedMb, quietMb: residentMb(pid) };
}

const medianBy = <T>(items: T[], key: (item: T) => number) =>
  [...items].sort((a, b) => key(a) - key(b))[items.length >> 1]!;

async function main() {
  const database = openBenchDatabase('sqlite');
  const data = await database.create(ROWS);
  try {
    await prepare(data, ROWS);
    const results = SETTINGS.map(() => [] as Measured[]);
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, setting] of SETTINGS.entries()) {
        const measured = await withServer(data, {}, measure, setting.flags);
        results[i]!.push(measured);
        console.log(`round ${round + 1}, ${setting.name}: ${JSON.stringify(measured)}`);
      }
    const rows = SETTINGS.map((setting, i) => {
      const runs = results[i]!;
      const cached = medianBy(runs, (r) => r.cached.rps).cached;
      const searched = medianBy(runs, (r) => r.search.rps).search;
      const mb = (key: 'loadedMb' | 'quietMb') => medianBy(runs, (r) => r[key])[key].toFixed(0);
      return [
        setting.name,
        `${cached.rps} req/s (p50 ${cached.p50} ms, p99 ${cached.p99} ms)`,
        `${searched.rps} req/s (p50 ${searched.p50} ms, p99 ${searched.p99} ms)`,
        `${mb('loadedMb')} MB, ${mb('quietMb')} MB`,
      ];
    });
    console.log(
      `\nSQLite, ${ROWS.toLocaleString('en')} rows per locale, autocannon -c 50 -d ${DURATION}, median of ${ROUNDS} rounds:\n`,
    );
    console.log(
      markdownTable(
        [
          'setting',
          'micro-cached first page',
          'a different search each request',
          'resident: end of load, 8 s later',
        ],
        rows,
      ),
    );
  } finally {
    await data.remove();
    database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
