/**
 * The floor (decision 066): Fastify sending the very answer the site sent, the same status,
 * headers and bytes, in a process of its own with Node's default settings, loaded in the same run
 * and in alternation with the site. The ratio says how much of the site's time is HTTP itself and
 * how much is the site's own work; a machine that is busier in one round slows both.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { type LoadResult, load, type Vary } from './load.ts';

/** Headers that belong to one connection or moment, which the floor's Fastify writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Rounds of site-then-floor; the medians count. */
const ROUNDS = 3;

export interface FloorFigure {
  /** Every round's run of the site, for its own cell. */
  siteRuns: LoadResult[];
  site: LoadResult;
  floor: LoadResult;
  /** The site's median rate as a share of the floor's (0–1). */
  ratio: number;
}

/** The answer the site gives to GET `url`, as a load client sees it (no compression asked for). */
async function recorded(url: string) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  const body = Buffer.from(await res.arrayBuffer()).toString('base64');
  return { status: res.status, headers, body };
}

async function startFloor(answer: Awaited<ReturnType<typeof recorded>>) {
  const port = 3440 + Math.floor(Math.random() * 50);
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL('./floor-server.mjs', import.meta.url)), String(port)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  server.stdin.end(JSON.stringify(answer));
  const [chunk] = (await once(server.stdout, 'data')) as [Buffer];
  if (!chunk.toString().includes('ready')) throw new Error('the floor server did not start');
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}

const median = (runs: LoadResult[]) => [...runs].sort((a, b) => a.rps - b.rps)[runs.length >> 1]!;

/**
 * The site at `url` (with `vary`, a fresh path each request) against the floor answering what the
 * site answered to `url`: three alternated closed-loop rounds each, 50 connections.
 */
export async function againstFloor(url: string, vary?: Vary): Promise<FloorFigure> {
  const floor = await startFloor(await recorded(url));
  const floorUrl = new URL(new URL(url).pathname + new URL(url).search, floor.base).href;
  try {
    await load(floorUrl); // warm-up
    const siteRuns: LoadResult[] = [];
    const floorRuns: LoadResult[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      siteRuns.push(await load(url, vary));
      floorRuns.push(await load(floorUrl, vary));
    }
    const site = median(siteRuns);
    const floorRun = median(floorRuns);
    return { siteRuns, site, floor: floorRun, ratio: site.rps / floorRun.rps };
  } finally {
    await floor.stop();
  }
}

export const floorText = (f: FloorFigure) =>
  `${Math.round(f.ratio * 100)} % of the floor (site ${f.site.rps} req/s, p50 ${f.site.p50} ms, p99 ${f.site.p99} ms; Fastify sending the same answer ${f.floor.rps} req/s, p99 ${f.floor.p99} ms)`;
