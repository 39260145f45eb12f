/**
 * What counting one request costs: `appMetrics().request()` (a labelled counter and a labelled
 * histogram, the work of the onResponse hook on every answer), called a million times over a
 * dozen label sets as a mixed site would send them, then one scrape. Prints the median of five
 * passes in nanoseconds per request. Run alone: `npx tsx bench/metrics-hot-path.ts`
 * (decision 025 compares the home-made registry with prom-client by it).
 */
import { appMetrics } from '../src/server/metrics/app-metrics.ts';

const ROUTES = ['/api/news', '/api/news/:id', '/api/faq', '/', '/news/*', '(unmatched)'];
const LABELS = ROUTES.flatMap((route) =>
  [200, 404].map((status) => ({ method: 'GET', route, status, seconds: 0 })),
);
const CALLS = 1_000_000;
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

const passes: number[] = [];
for (let pass = 0; pass < 5; pass++) {
  const metrics = appMetrics();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    const labels = LABELS[i % LABELS.length]!;
    labels.seconds = (i % 100) / 10_000;
    metrics.request(labels);
  }
  passes.push(((performance.now() - started) * 1e6) / CALLS);
  if (!(await metrics.registry.metrics()).includes('kv_http_requests_total')) throw new Error('no series');
}
console.log(
  `request() ${median(passes).toFixed(0)} ns per call (passes: ${passes.map((p) => p.toFixed(0)).join(', ')})`,
);
