import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PoolCounts } from '../db/index.ts';
import { metricsRegistry } from './registry.ts';

/** Request duration buckets, in seconds: from a cached answer, the quickest, to a login, the slowest. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Read at each scrape; every one may fail without failing the others. */
export interface MetricSources {
  /** Mail outbox rows neither sent nor given up (NaN is reported when the query fails). */
  outboxBacklog: () => Promise<number>;
  /** null on SQLite, which has one connection and no pool. */
  databasePool: () => PoolCounts | null;
  dialect: string;
}

/**
 * The series the site exports, one registry per app. Request, cache and refusal counters are
 * counted as things happen; process, pool and backlog values are read at each scrape.
 */
export function appMetrics() {
  const registry = metricsRegistry();
  const requests = registry.counter(
    'kv_http_requests_total',
    'HTTP requests answered, by route pattern and status',
  );
  const durations = registry.histogram(
    'kv_http_request_duration_seconds',
    'Time from the request arriving to its answer being sent, by route pattern and status',
    DURATION_BUCKETS,
  );
  const cache = registry.counter(
    'kv_micro_cache_lookups_total',
    'Public answers looked up in the micro-cache: hit (served from memory or joined a load in flight) or miss (loaded)',
  );
  const refusals = registry.counter(
    'kv_rate_limit_refusals_total',
    'Requests refused with 429, by limit: client (per-client bucket) or the database limits (login-fail, password-fail, qna)',
  );

  return {
    registry,

    request({
      method,
      route,
      status,
      seconds,
    }: {
      method: string;
      route: string;
      status: number;
      seconds: number;
    }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },

    cacheLookup(isHit: boolean): void {
      cache.inc({ result: isHit ? 'hit' : 'miss' });
    },

    limitRefused(limit: string): void {
      refusals.inc({ limit });
    },

    /** Adds the series read at scrape time; returns what stops the event-loop monitor. */
    watch(sources: MetricSources): () => void {
      const outbox = registry.gauge(
        'kv_mail_outbox_pending',
        'Staff e-mails waiting in mail_outbox (not sent, not given up)',
      );
      const database = registry.gauge('kv_database_info', 'The database the instance runs on (value 1)');
      const pool = registry.gauge(
        'kv_db_pool_connections',
        'PostgreSQL pool connections by state: total open, idle (SQLite has one connection and no pool)',
      );
      const poolWaiting = registry.gauge(
        'kv_db_pool_waiting_requests',
        'Queries waiting for a PostgreSQL pool connection',
      );
      database.set({ dialect: sources.dialect }, 1);
      const stopWatchingProcess = watchProcess(registry);

      registry.collect(async () => {
        outbox.set({}, await sources.outboxBacklog().catch(() => Number.NaN));
        const stats = sources.databasePool();
        if (!stats) return;
        pool.set({ state: 'total' }, stats.total);
        pool.set({ state: 'idle' }, stats.idle);
        poolWaiting.set({}, stats.waiting);
      });
      return stopWatchingProcess;
    },
  };
}

export type AppMetrics = ReturnType<typeof appMetrics>;

/**
 * The usual process series, under the names Prometheus client libraries use, so existing
 * dashboards read them: memory, CPU seconds, event-loop delay, start time and uptime.
 */
function watchProcess(registry: ReturnType<typeof metricsRegistry>): () => void {
  const resident = registry.gauge('process_resident_memory_bytes', 'Resident memory size in bytes');
  const heapUsed = registry.gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes');
  const heapTotal = registry.gauge('nodejs_heap_size_total_bytes', 'V8 heap reserved, in bytes');
  const external = registry.gauge(
    'nodejs_external_memory_bytes',
    'Memory of C++ objects bound to JavaScript, in bytes',
  );
  const cpu = registry.sampledCounter(
    'process_cpu_seconds_total',
    'User and system CPU time spent, in seconds',
  );
  const cpuUser = registry.sampledCounter(
    'process_cpu_user_seconds_total',
    'User CPU time spent, in seconds',
  );
  const cpuSystem = registry.sampledCounter(
    'process_cpu_system_seconds_total',
    'System CPU time spent, in seconds',
  );
  const lagMean = registry.gauge(
    'nodejs_eventloop_lag_mean_seconds',
    'Mean event-loop delay since the previous scrape',
  );
  const lagP99 = registry.gauge(
    'nodejs_eventloop_lag_p99_seconds',
    '99th percentile of the event-loop delay since the previous scrape',
  );
  const lagMax = registry.gauge(
    'nodejs_eventloop_lag_max_seconds',
    'Longest event-loop delay since the previous scrape',
  );
  const start = registry.gauge(
    'process_start_time_seconds',
    'Start time of the process since the Unix epoch, in seconds',
  );
  const uptime = registry.gauge('process_uptime_seconds', 'Seconds since the process started');

  const startSeconds = Math.round((Date.now() - process.uptime() * 1000) / 1000);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();

  registry.collect(() => {
    const memory = process.memoryUsage();
    resident.set({}, memory.rss);
    heapUsed.set({}, memory.heapUsed);
    heapTotal.set({}, memory.heapTotal);
    external.set({}, memory.external);
    const usage = process.cpuUsage();
    cpuUser.set(usage.user / 1e6);
    cpuSystem.set(usage.system / 1e6);
    cpu.set((usage.user + usage.system) / 1e6);
    // The monitor reports nanoseconds; with no sample yet (a scrape right after start) it reports NaN.
    const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
    lagMean.set({}, seconds(delay.mean));
    lagP99.set({}, seconds(delay.percentile(99)));
    lagMax.set({}, seconds(delay.max));
    delay.reset();
    start.set({}, startSeconds);
    uptime.set({}, Math.round(process.uptime()));
  });
  return () => delay.disable();
}
