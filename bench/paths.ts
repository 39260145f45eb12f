/**
 * The table of database paths, for one database and row count: the server runs with
 * PUBLIC_CACHE_MS=0 (no micro-cache), so every request reaches the services and the database.
 * List totals are still reused as decision 015 allows (they are part of the database path).
 */
import { openDatabase } from '../src/server/db/index.ts';
import { contentServices } from '../src/server/modules/content/index.ts';
import { revisionService } from '../src/server/modules/revision/revision.service.ts';
import { localFileStore } from '../src/server/storage/file-store.ts';
import { benchAdminSearches } from './admin.ts';
import type { BenchData } from './databases.ts';
import { benchHiringReport } from './hiring-report.ts';
import { againstFloor, floorText } from './floor.ts';
import { type LoadResult, load, type OpenLoadResult, openLoad, type Vary } from './load.ts';

/** One cell of the table: its text, and whether it meets the budget (null: no budget at this size). */
export interface Figure {
  text: string;
  meets: boolean | null;
}

export interface BenchPath {
  name: string;
  budget: string;
}

export const PATHS = {
  firstClosed: {
    name: 'uncached list, first page: closed loop, 50 connections',
    budget: '≥ 3,000 req/s, ≥ 25 % of the floor',
  },
  firstOpen: { name: 'uncached list, first page: open loop, 500 req/s offered', budget: 'p99 ≤ 10 ms' },
  randomClosed: { name: 'uncached list, a random page: closed loop', budget: '≥ 2,000 req/s' },
  randomOpen: { name: 'uncached list, a random page: open loop, 500 req/s', budget: 'p99 ≤ 15 ms' },
  searchClosed: {
    name: 'search, a different term each request (with and without diacritics): closed loop',
    budget: '≥ 2,000 req/s at 10k rows, ≥ 1,000 at 100k',
  },
  searchOpen: { name: 'search, a different term each request: open loop, 300 req/s', budget: 'p99 ≤ 15 ms' },
  searchAlone: { name: 'one search alone, server time (median of 200)', budget: '≤ 2 ms at 10k rows' },
  adminSearch: {
    name: 'admin lists, page 1 with a search (median of 20, slowest of the ten lists)',
    budget: 'median ≤ 10 ms at 100k rows',
  },
  hiringReport: {
    name: 'hiring report, 50k applications (median of 5, in process)',
    budget: '≤ 1 s',
  },
} satisfies Record<string, BenchPath>;

export type PathKey = keyof typeof PATHS;

const randomInt = (below: number) => Math.floor(Math.random() * below);

/** A job title search as a visitor types it: `số 4711`, `so 4711`, `tức số 4711`, `tuc so 4711`. */
const TERM_FORMS = ['số', 'so', 'tức số', 'tuc so'];
const searchTerm = (n: number, rows: number) => `${TERM_FORMS[n % TERM_FORMS.length]} ${randomInt(rows)}`;

const NEWS_PAGE_SIZE = 10;

/** Runs of each load cell, closed or open loop; the median counts (the "median of three runs"). */
const RUNS = 3;

/** A closed-loop cell's p99 may be at most this many times its p50 (the budget). */
const TAIL_TO_MEDIAN = 5;

/** `/api/news` alternating between the locales: page 1, always the same query, never cached. */
const firstPage: Vary = (n) => `/api/news?localeCd=${n % 2 ? 'VI' : 'EN'}`;

/**
 * The service's own time for a visitor's job search, in process against the bench database: parse,
 * fold, the page and its count through the repository and the database, and the rows shaped for the
 * answer; no HTTP. Each call searches a different term, so no reused total helps it.
 */
async function searchServerTime(data: BenchData, rows: number) {
  const { db } = openDatabase(data);
  try {
    const jobs = contentServices({
      db,
      store: localFileStore(data.dataDir),
      revisions: revisionService(db),
    }).job;
    const times: number[] = [];
    for (let i = 0; i < 220; i++) {
      const started = performance.now();
      await jobs.list({ localeCd: 'VI', searchText: searchTerm(i, rows) }, null);
      if (i >= 20) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { median: times[times.length >> 1]!, p99: times[Math.floor(times.length * 0.99)]! };
  } finally {
    await db.destroy();
  }
}

/**
 * A closed-loop cell from its runs: the median run, with the slowest and the fastest. One run moved
 * by 10 to 15 % from one bench to the next on the 2-core host, where the load, the server and
 * PostgreSQL share the cores, which was as much as the cells' distance from their budgets. In
 * budget when the median reaches `least` req/s with no errors and its p99 is at most
 * TAIL_TO_MEDIAN × its p50 (a tail that long means requests wait on something other than their own work).
 */
export function closedFigure(runs: LoadResult[], least: number): Figure {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const r = sorted[sorted.length >> 1]!;
  const errorCount = runs.reduce((sum, run) => sum + run.errors, 0);
  const errors = errorCount ? `, ${errorCount} errors` : '';
  const range = `runs ${sorted[0]!.rps}–${sorted.at(-1)!.rps}`;
  return {
    text: `${r.rps} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms, ${range}${errors})`,
    meets: r.rps >= least && !errorCount && r.p99 <= TAIL_TO_MEDIAN * Math.max(r.p50, 1),
  };
}

/**
 * An open-loop cell from its runs: the run with the median p99, with the lowest and the highest. A
 * single run's p99 was decided by whether a stall of a few hundred milliseconds fell inside it (the
 * same path gave 8.2 ms in one bench and 40.7 ms in the next, with no change to it). In budget when
 * that run's p99 is at most `p99` ms and every run achieved 95 % of the offered rate with no errors.
 */
export function openFigure(runs: OpenLoadResult[], rate: number, p99: number): Figure {
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99);
  const r = sorted[sorted.length >> 1]!;
  const errorCount = runs.reduce((sum, run) => sum + run.errors, 0);
  const errors = errorCount ? `, ${errorCount} errors` : '';
  const isAchieved = runs.every((run) => run.achieved >= rate * 0.95);
  const range = `runs ${sorted[0]!.p99}–${sorted.at(-1)!.p99} ms`;
  return {
    text: `p99 ${r.p99} ms (p50 ${r.p50} ms, ${r.achieved} req/s achieved, ${range}${errors})`,
    meets: r.p99 <= p99 && isAchieved && !errorCount,
  };
}

export async function benchPaths(
  base: string,
  data: BenchData,
  rows: number,
): Promise<Record<PathKey, Figure>> {
  const is100k = rows >= 100_000;
  const randomPage: Vary = (n) =>
    `/api/news?localeCd=${n % 2 ? 'VI' : 'EN'}&pageNo=${1 + randomInt(rows / NEWS_PAGE_SIZE)}`;
  const search: Vary = (n) => `/api/job?localeCd=VI&searchText=${encodeURIComponent(searchTerm(n, rows))}`;
  const closed = async (vary: Vary, least: number): Promise<Figure> => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(`${base}/api/news`, vary));
    return closedFigure(runs, least);
  };
  /** The first page's cell, its runs alternated with the floor's (bench/floor.ts), the ratio beside it. */
  const closedAgainstFloor = async (vary: Vary, least: number, leastRatio: number): Promise<Figure> => {
    const f = await againstFloor(`${base}${vary(0)}`, vary);
    const figure = closedFigure(f.siteRuns, least);
    return { text: `${figure.text}; ${floorText(f)}`, meets: figure.meets && f.ratio >= leastRatio };
  };
  const open = async (vary: Vary, rate: number, p99: number): Promise<Figure> => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await openLoad(`${base}/api/news`, vary, rate));
    return openFigure(runs, rate, p99);
  };
  await load(`${base}/api/news`, firstPage); // warm-up
  const figures = {
    firstClosed: await closedAgainstFloor(firstPage, 3000, 0.25),
    firstOpen: await open(firstPage, 500, 10),
    randomClosed: await closed(randomPage, 2000),
    randomOpen: await open(randomPage, 500, 15),
    searchClosed: await closed(search, is100k ? 1000 : 2000),
    searchOpen: await open(search, 300, 15),
  };
  const alone = await searchServerTime(data, rows);
  const admin = await benchAdminSearches(base, rows);
  // Last: it adds its applications to the database.
  const hiringReport = await benchHiringReport(data);
  return {
    ...figures,
    searchAlone: {
      text: `${alone.median.toFixed(2)} ms (p99 ${alone.p99.toFixed(2)} ms)`,
      meets: rows <= 10_000 ? alone.median <= 2 : null,
    },
    adminSearch: {
      text: `${admin.slowest.median.toFixed(1)} ms (${admin.slowest.list}; fastest ${admin.fastest.median.toFixed(1)} ms, ${admin.fastest.list})`,
      meets: is100k ? admin.slowest.median <= 10 : null,
    },
    hiringReport,
  };
}
