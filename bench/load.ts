import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadResult {
  rps: number;
  p50: number;
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
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

export interface OpenLoadResult {
  /** Answers per second, from the first request sent to the last answer, against the `rate` offered. */
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Open loop: `rate` requests per second at evenly spaced times for DURATION s, whatever the answers
 * take (a constant arrival rate, as wrk2 and k6's constant-arrival-rate offer it), sent by
 * open-loop-client.mjs in a process of its own: each request on a free keep-alive connection, a new
 * one when all are busy, its latency counted from the time it was due, so a server that falls behind
 * shows in the figures instead of slowing the offer down. (Run in this process, the bench's own
 * garbage from seeding paused the client and inflated the p99 on the same server.) autocannon's
 * overallRate is not used here: it spreads the rate over a fixed set of connections whose timers
 * fire together, so the server sees bursts of 20 requests at once and the p99 measures the burst's
 * queue, not the server (docs/benchmarks.md has the /healthz figures).
 */
export async function openLoad(url: string, vary: Vary, rate: number): Promise<OpenLoadResult> {
  const paths = Array.from({ length: Math.round(rate * DURATION) }, (_, n) => vary(n));
  const client = spawn(
    process.execPath,
    [fileURLToPath(new URL('./open-loop-client.mjs', import.meta.url))],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let output = '';
  client.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  client.stdin.end(JSON.stringify({ url, paths, rate }));
  const [code] = (await once(client, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${url}: the open-loop client exited with ${code}`);
  const { refused, ...result } = JSON.parse(output) as OpenLoadResult & { refused: number };
  if (refused) throw new Error(`${url}: ${refused} non-2xx answers`);
  return result;
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
