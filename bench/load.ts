import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadResult {
  rps: number;
  p99: number;
  /** Requests that failed or timed out (10 s); reported, not hidden. */
  errors: number;
}

/** A fresh path for the n-th request, so that no cache can answer it. */
export type Vary = (n: number) => string;

const varied = (vary?: Vary) => {
  let n = 0;
  return vary ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: vary(n++) }) }] } : {};
};

/** Closed loop: autocannon -c 50 against one URL, or with `vary` a fresh path each request. */
export async function load(url: string, vary?: Vary): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 50, duration: DURATION, ...varied(vary) });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

export interface OpenLoadResult {
  /** Requests per second sent and answered, against the `rate` offered. */
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Open loop: `rate` requests per second offered whatever the answers take (autocannon overallRate
 * over 20 connections, each sending every 20/rate s), so the latency is the server's, not a queue's.
 * A connection waits for its answer before its next request, so a server slower than 20/rate s per
 * answer shows as an achieved rate below the offered one.
 */
export async function openLoad(url: string, vary: Vary, rate: number): Promise<OpenLoadResult> {
  const result = await autocannon({
    url,
    connections: 20,
    overallRate: rate,
    duration: DURATION,
    ...varied(vary),
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return {
    achieved: Math.round(result.requests.total / DURATION),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

export type Row = [name: string, result: string, budget: string];

export const loadRow = (name: string, r: LoadResult, budget: string): Row => [
  name,
  `${r.rps} req/s, p99 ${r.p99} ms${r.errors ? `, ${r.errors} timed out` : ''}`,
  budget,
];

/** One Markdown table: a header row and the rows under it. */
export function markdownTable(head: string[], rows: string[][]): string {
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
