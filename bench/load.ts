import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadResult {
  rps: number;
  p99: number;
  /** Requests that failed or timed out (10 s); reported, not hidden. */
  errors: number;
}

/** autocannon -c 50 against one URL, or with `vary` a fresh path each request so no cache answers. */
export async function load(url: string, vary?: (n: number) => string): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration: DURATION,
    ...(vary ? { requests: [{ setupRequest: (req) => ({ ...req, path: vary(n++) }) }] } : {}),
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return {
    rps: Math.round(result.requests.average),
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
