import http from 'node:http';
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
  /** Answers per second, from the first request sent to the last answer, against the `rate` offered. */
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Open loop: `rate` requests per second at evenly spaced times for DURATION s, whatever the answers
 * take (a constant arrival rate, as wrk2 and k6's constant-arrival-rate offer it). Each request goes
 * out on a free keep-alive connection, a new one when all are busy, and its latency counts from the
 * time it was due, so a server (or this client) that falls behind shows in the figures instead of
 * slowing the offer down. autocannon's overallRate is not used here: it spreads the rate over a
 * fixed set of connections whose timers fire together, so the server sees bursts of 20 requests at
 * once and the p99 measures the burst's queue (20 connections at 500 req/s give a p99 of 9–12 ms
 * on /healthz, which answers in 0.1 ms; 1 connection gives 2 ms).
 */
export async function openLoad(url: string, vary: Vary, rate: number): Promise<OpenLoadResult> {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const latencies: number[] = [];
  let errors = 0;
  let refused = 0;
  const count = Math.round(rate * DURATION);
  const spacing = 1000 / rate;
  const started = performance.now();
  const answers: Promise<void>[] = [];
  const send = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get({ hostname, port, path, agent, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300) refused += 1;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  for (let n = 0; n < count; ) {
    for (; n < count && started + n * spacing <= performance.now(); n++)
      answers.push(send(vary(n), started + n * spacing));
    await new Promise((r) => setTimeout(r, Math.max(0, started + n * spacing - performance.now())));
  }
  await Promise.all(answers);
  const span = (performance.now() - started) / 1000;
  agent.destroy();
  if (refused) throw new Error(`${url}: ${refused} non-2xx answers`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  return { achieved: Math.round(latencies.length / span), p50: at(0.5), p99: at(0.99), errors };
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
