import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolCounts } from '../db/index.ts';
import type { TaskState } from '../task-health.ts';

/** Request duration buckets, in seconds: from a cached answer, the quickest, to a login, the slowest. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Read at each scrape; every one may fail without failing the others. */
export interface MetricSources {
  /** Mail outbox rows neither sent nor given up (NaN is reported when the query fails). */
  outboxBacklog: () => Promise<number>;
  /** Seconds the most overdue e-mail has waited (0 when none is due; NaN is reported when the query fails). */
  oldestQueuedMailAge: () => Promise<number>;
  /** The background loops of this instance, read from memory: answered while the database is away. */
  tasks: () => TaskState[];
  /** null on SQLite, which has one connection and no pool. */
  databasePool: () => PoolCounts | null;
  dialect: string;
}

type Collect = (this: Gauge) => void | Promise<void>;

/**
 * The series the site exports, one prom-client registry per app (tests run several apps in one
 * process, so the library's global registry is not used). Request, cache and refusal counters are
 * counted as things happen; process, pool and backlog values are read at each scrape.
 */
export function appMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const gauge = (name: string, help: string, collect?: Collect, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers, ...(collect && { collect }) });

  const requestLabels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'kv_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: requestLabels,
    registers,
  });
  const durations = new Histogram({
    name: 'kv_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern and status',
    labelNames: requestLabels,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const cache = new Counter({
    name: 'kv_micro_cache_lookups_total',
    help: 'Public answers looked up in the micro-cache: hit (served from memory or joined a load in flight) or miss (loaded)',
    labelNames: ['result'],
    registers,
  });
  const refusals = new Counter({
    name: 'kv_rate_limit_refusals_total',
    help: 'Requests refused with 429, by limit: client (per-client bucket) or the database limits (login-fail, password-fail, qna)',
    labelNames: ['limit'],
    registers,
  });

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
      // prom-client runs the collect functions side by side, in the order of registration. The
      // outbox queries run one after the other and the pool is read once they are answered, so
      // they, holding or awaiting a connection, are not reported as the pool's load.
      let outboxRead: Promise<unknown> = Promise.resolve();
      const readOutbox = (query: () => Promise<number>) => {
        const read = outboxRead.then(query).catch(() => Number.NaN);
        outboxRead = read;
        return read;
      };
      gauge(
        'kv_mail_outbox_pending',
        'Staff e-mails waiting in mail_outbox (not sent, not given up)',
        async function () {
          this.set(await readOutbox(sources.outboxBacklog));
        },
      );
      gauge(
        'kv_mail_outbox_oldest_queued_age_seconds',
        'Seconds the most overdue e-mail in mail_outbox has waited since it fell due (0 when none is due)',
        async function () {
          this.set(await readOutbox(sources.oldestQueuedMailAge));
        },
      );
      // Labelled by task, as the registry reports them now: a loop no longer set up leaves no sample.
      const taskGauge = (name: string, help: string, read: (state: TaskState) => number) =>
        gauge(
          name,
          help,
          function () {
            this.reset();
            for (const state of sources.tasks()) this.set({ task: state.task }, read(state));
          },
          ['task'],
        );
      taskGauge(
        'kv_task_last_success_age_seconds',
        'Seconds since each background loop of this instance last completed a check (since the start if never)',
        (state) => state.lastSuccessAgeSeconds,
      );
      taskGauge(
        'kv_task_stalled_after_seconds',
        'Age of the last success beyond which a background loop counts as stalled',
        (state) => state.stalledAfterSeconds,
      );
      gauge('kv_database_info', 'The database the instance runs on (value 1)', undefined, ['dialect']).set(
        { dialect: sources.dialect },
        1,
      );
      // A labelled gauge shows no sample until set: SQLite, without a pool, shows none.
      gauge(
        'kv_db_pool_connections',
        'PostgreSQL pool connections by state: total open, idle (SQLite has one connection and no pool)',
        async function () {
          await outboxRead;
          const stats = sources.databasePool();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
        },
        ['state'],
      );
      // Unlabelled, it would show 0 on SQLite: registered only where there is a pool.
      if (sources.databasePool())
        gauge(
          'kv_db_pool_waiting_requests',
          'Queries waiting for a PostgreSQL pool connection',
          async function () {
            await outboxRead;
            this.set(sources.databasePool()?.waiting ?? 0);
          },
        );
      if (sources.databasePool())
        gauge(
          'kv_db_hears_other_writes',
          "1 while the instance hears other instances' writes at once (decision 068); 0 while it keeps list facts for 2 seconds only",
          async function () {
            await outboxRead;
            this.set(sources.databasePool()?.hearsOtherWrites ? 1 : 0);
          },
        );
      return watchProcess(gauge, registers);
    },
  };
}

export type AppMetrics = ReturnType<typeof appMetrics>;

/**
 * The usual process series, under the names Prometheus client libraries use, so existing
 * dashboards read them: memory, CPU seconds, event-loop delay, start time and uptime. Written here
 * rather than with prom-client's default collectors, which add some thirty other series and read
 * the event-loop delay with their own names and help texts.
 */
function watchProcess(
  gauge: (name: string, help: string, collect?: Collect) => Gauge,
  registers: Registry[],
): () => void {
  let memory = process.memoryUsage();
  let cpu = process.cpuUsage();
  // process.memoryUsage() is read once per scrape, by the first of the memory gauges.
  gauge('process_resident_memory_bytes', 'Resident memory size in bytes', function () {
    memory = process.memoryUsage();
    this.set(memory.rss);
  });
  gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes', function () {
    this.set(memory.heapUsed);
  });
  gauge('nodejs_heap_size_total_bytes', 'V8 heap reserved, in bytes', function () {
    this.set(memory.heapTotal);
  });
  gauge('nodejs_external_memory_bytes', 'Memory of C++ objects bound to JavaScript, in bytes', function () {
    this.set(memory.external);
  });

  /** A counter read from the process at each scrape: its value is replaced, never counted here. */
  const sampledCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  sampledCounter('process_cpu_seconds_total', 'User and system CPU time spent, in seconds', () => {
    cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1e6;
  });
  sampledCounter('process_cpu_user_seconds_total', 'User CPU time spent, in seconds', () => cpu.user / 1e6);
  sampledCounter(
    'process_cpu_system_seconds_total',
    'System CPU time spent, in seconds',
    () => cpu.system / 1e6,
  );

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The monitor reports nanoseconds; with no sample yet (a scrape right after start) it reports NaN.
  const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
  gauge('nodejs_eventloop_lag_mean_seconds', 'Mean event-loop delay since the previous scrape', function () {
    this.set(seconds(delay.mean));
  });
  gauge(
    'nodejs_eventloop_lag_p99_seconds',
    '99th percentile of the event-loop delay since the previous scrape',
    function () {
      this.set(seconds(delay.percentile(99)));
    },
  );
  // The last of the three: it starts the next interval.
  gauge(
    'nodejs_eventloop_lag_max_seconds',
    'Longest event-loop delay since the previous scrape',
    function () {
      this.set(seconds(delay.max));
      delay.reset();
    },
  );

  const startSeconds = Math.round((Date.now() - process.uptime() * 1000) / 1000);
  gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch, in seconds').set(
    startSeconds,
  );
  gauge('process_uptime_seconds', 'Seconds since the process started', function () {
    this.set(Math.round(process.uptime()));
  });
  return () => delay.disable();
}
