import { describe, expect, it } from 'vitest';
import { parseMetrics, sampleValue } from '../test/metrics-text.ts';
import { appMetrics, type MetricSources } from './app-metrics.ts';

/**
 * The exposition scrapers and dashboards read: names, types and help texts as decision 019 and
 * the README name them (kept when the registry became prom-client, decision 025).
 */
const FAMILIES = `
# HELP kv_http_requests_total HTTP requests answered, by route pattern and status
# TYPE kv_http_requests_total counter
# HELP kv_http_request_duration_seconds Time from the request arriving to its answer being sent, by route pattern and status
# TYPE kv_http_request_duration_seconds histogram
# HELP kv_micro_cache_lookups_total Public answers looked up in the micro-cache: hit (served from memory or joined a load in flight) or miss (loaded)
# TYPE kv_micro_cache_lookups_total counter
# HELP kv_rate_limit_refusals_total Requests refused with 429, by limit: client (per-client bucket) or the database limits (login-fail, password-fail, qna)
# TYPE kv_rate_limit_refusals_total counter
# HELP kv_mail_outbox_pending Staff e-mails waiting in mail_outbox (not sent, not given up)
# TYPE kv_mail_outbox_pending gauge
# HELP kv_mail_outbox_oldest_queued_age_seconds Seconds the most overdue e-mail in mail_outbox has waited since it fell due (0 when none is due)
# TYPE kv_mail_outbox_oldest_queued_age_seconds gauge
# HELP kv_task_last_success_age_seconds Seconds since each background loop of this instance last completed a check (since the start if never)
# TYPE kv_task_last_success_age_seconds gauge
# HELP kv_task_stalled_after_seconds Age of the last success beyond which a background loop counts as stalled
# TYPE kv_task_stalled_after_seconds gauge
# HELP kv_database_info The database the instance runs on (value 1)
# TYPE kv_database_info gauge
# HELP kv_db_pool_connections PostgreSQL pool connections by state: total open, idle (SQLite has one connection and no pool)
# TYPE kv_db_pool_connections gauge
# HELP kv_db_pool_waiting_requests Queries waiting for a PostgreSQL pool connection
# TYPE kv_db_pool_waiting_requests gauge
# HELP kv_db_hears_other_writes 1 while the instance hears other instances' writes at once (decision 068); 0 while it keeps list facts for 2 seconds only
# TYPE kv_db_hears_other_writes gauge
# HELP process_resident_memory_bytes Resident memory size in bytes
# TYPE process_resident_memory_bytes gauge
# HELP nodejs_heap_size_used_bytes V8 heap in use, in bytes
# TYPE nodejs_heap_size_used_bytes gauge
# HELP nodejs_heap_size_total_bytes V8 heap reserved, in bytes
# TYPE nodejs_heap_size_total_bytes gauge
# HELP nodejs_external_memory_bytes Memory of C++ objects bound to JavaScript, in bytes
# TYPE nodejs_external_memory_bytes gauge
# HELP process_cpu_seconds_total User and system CPU time spent, in seconds
# TYPE process_cpu_seconds_total counter
# HELP process_cpu_user_seconds_total User CPU time spent, in seconds
# TYPE process_cpu_user_seconds_total counter
# HELP process_cpu_system_seconds_total System CPU time spent, in seconds
# TYPE process_cpu_system_seconds_total counter
# HELP nodejs_eventloop_lag_mean_seconds Mean event-loop delay since the previous scrape
# TYPE nodejs_eventloop_lag_mean_seconds gauge
# HELP nodejs_eventloop_lag_p99_seconds 99th percentile of the event-loop delay since the previous scrape
# TYPE nodejs_eventloop_lag_p99_seconds gauge
# HELP nodejs_eventloop_lag_max_seconds Longest event-loop delay since the previous scrape
# TYPE nodejs_eventloop_lag_max_seconds gauge
# HELP process_start_time_seconds Start time of the process since the Unix epoch, in seconds
# TYPE process_start_time_seconds gauge
# HELP process_uptime_seconds Seconds since the process started
# TYPE process_uptime_seconds gauge
`
  .trim()
  .split('\n');

const postgres: MetricSources = {
  outboxBacklog: async () => 2,
  oldestQueuedMailAge: async () => 0,
  tasks: () => [],
  databasePool: () => ({ total: 3, idle: 1, waiting: 0, hearsOtherWrites: true }),
  dialect: 'postgres',
};

async function scrape(metrics: ReturnType<typeof appMetrics>) {
  const text = await metrics.registry.metrics();
  return { text, ...parseMetrics(text) };
}

describe('the site metrics', () => {
  it('keep every family with its name, type and help text, in order', async () => {
    const metrics = appMetrics();
    const stop = metrics.watch(postgres);
    const { text } = await scrape(metrics);
    stop();
    expect(text.split('\n').filter((line) => line.startsWith('# '))).toEqual(FAMILIES);
    expect(metrics.registry.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('count a request in the counter and the duration histogram, by method, route and status', async () => {
    const metrics = appMetrics();
    for (const seconds of [0.0005, 0.003, 3])
      metrics.request({ method: 'GET', route: '/api/news/:id', status: 200, seconds });
    metrics.request({ method: 'POST', route: 'say "hi"\\\n', status: 403, seconds: 0.02 });
    metrics.cacheLookup(true);
    metrics.cacheLookup(false);
    metrics.cacheLookup(true);
    metrics.limitRefused('client');
    const { text, samples } = await scrape(metrics);

    const news = { method: 'GET', route: '/api/news/:id', status: '200' };
    expect(sampleValue(samples, 'kv_http_requests_total', news)).toBe(3);
    const buckets = samples.filter(
      (s) => s.name === 'kv_http_request_duration_seconds_bucket' && s.labels.route === news.route,
    );
    expect(buckets.map((b) => [b.labels.le, b.value])).toEqual([
      ['0.001', 1],
      ['0.0025', 1],
      ['0.005', 2],
      ['0.01', 2],
      ['0.025', 2],
      ['0.05', 2],
      ['0.1', 2],
      ['0.25', 2],
      ['0.5', 2],
      ['1', 2],
      ['2.5', 2],
      ['5', 3],
      ['10', 3],
      ['+Inf', 3],
    ]);
    expect(sampleValue(samples, 'kv_http_request_duration_seconds_sum', news)).toBeCloseTo(3.0035);
    expect(sampleValue(samples, 'kv_http_requests_total', { route: 'say "hi"\\\n' })).toBe(1);
    expect(text).toContain('route="say \\"hi\\"\\\\\\n"');
    expect(sampleValue(samples, 'kv_micro_cache_lookups_total', { result: 'hit' })).toBe(2);
    expect(sampleValue(samples, 'kv_micro_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(sampleValue(samples, 'kv_rate_limit_refusals_total', { limit: 'client' })).toBe(1);
  });

  it('read the outbox, the pool and the process at each scrape', async () => {
    const metrics = appMetrics();
    let backlog = 2;
    let hears = true;
    const stop = metrics.watch({
      ...postgres,
      outboxBacklog: async () => backlog,
      databasePool: () => ({ total: 3, idle: 1, waiting: 0, hearsOtherWrites: hears }),
    });
    const first = (await scrape(metrics)).samples;
    expect(sampleValue(first, 'kv_mail_outbox_pending')).toBe(2);
    expect(sampleValue(first, 'kv_db_hears_other_writes')).toBe(1);
    backlog = 5;
    hears = false;
    const { samples } = await scrape(metrics);
    expect(sampleValue(samples, 'kv_db_hears_other_writes')).toBe(0);
    stop();
    expect(sampleValue(samples, 'kv_mail_outbox_pending')).toBe(5);
    expect(sampleValue(samples, 'kv_database_info', { dialect: 'postgres' })).toBe(1);
    expect(sampleValue(samples, 'kv_db_pool_connections', { state: 'idle' })).toBe(1);
    expect(sampleValue(samples, 'kv_db_pool_waiting_requests')).toBe(0);
    const cpu = sampleValue(samples, 'process_cpu_seconds_total')!;
    const parts =
      sampleValue(samples, 'process_cpu_user_seconds_total')! +
      sampleValue(samples, 'process_cpu_system_seconds_total')!;
    expect(cpu).toBeGreaterThan(0);
    expect(cpu).toBeCloseTo(parts, 6);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('read the pool after the outbox count, so that query is not counted as the pool load', async () => {
    const metrics = appMetrics();
    let isCounting = false;
    const stop = metrics.watch({
      ...postgres,
      outboxBacklog: async () => {
        isCounting = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        isCounting = false;
        return 0;
      },
      // While the count runs, its query holds the pool's one connection and another waits.
      databasePool: () => ({
        total: 1,
        idle: isCounting ? 0 : 1,
        waiting: isCounting ? 1 : 0,
        hearsOtherWrites: true,
      }),
      dialect: 'postgres',
    });
    const { samples } = await scrape(metrics);
    stop();
    expect(sampleValue(samples, 'kv_db_pool_connections', { state: 'idle' })).toBe(1);
    expect(sampleValue(samples, 'kv_db_pool_waiting_requests')).toBe(0);
  });

  it('show no pool series on SQLite, and NaN when the outbox cannot be read', async () => {
    const metrics = appMetrics();
    const stop = metrics.watch({
      outboxBacklog: () => Promise.reject(new Error('database gone')),
      oldestQueuedMailAge: () => Promise.reject(new Error('database gone')),
      tasks: () => [],
      databasePool: () => null,
      dialect: 'sqlite',
    });
    const { samples, types } = await scrape(metrics);
    stop();
    expect(sampleValue(samples, 'kv_database_info', { dialect: 'sqlite' })).toBe(1);
    expect(samples.filter((s) => s.name.startsWith('kv_db_pool'))).toEqual([]);
    expect(types.has('kv_db_pool_waiting_requests')).toBe(false);
    expect(types.has('kv_db_hears_other_writes')).toBe(false);
    expect(sampleValue(samples, 'kv_mail_outbox_pending')).toBeNaN();
    expect(sampleValue(samples, 'kv_mail_outbox_oldest_queued_age_seconds')).toBeNaN();
  });

  it('read the oldest queued e-mail after the count, and the pool after both', async () => {
    const metrics = appMetrics();
    const order: string[] = [];
    const query = (name: string, value: number) => async () => {
      order.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} ends`);
      return value;
    };
    const stop = metrics.watch({
      ...postgres,
      outboxBacklog: query('count', 3),
      oldestQueuedMailAge: query('oldest', 42.5),
      databasePool: () => {
        order.push('pool');
        return { total: 1, idle: 1, waiting: 0, hearsOtherWrites: true };
      },
    });
    order.length = 0;
    const { samples } = await scrape(metrics);
    stop();
    expect(sampleValue(samples, 'kv_mail_outbox_oldest_queued_age_seconds')).toBe(42.5);
    expect(order.slice(0, 5)).toEqual(['count starts', 'count ends', 'oldest starts', 'oldest ends', 'pool']);
  });

  it('show the age and threshold of each background loop and threshold, labelled by task, as the registry reports them', async () => {
    const metrics = appMetrics();
    let tasks = [
      { task: 'mail-outbox', lastSuccessAgeSeconds: 0.4, stalledAfterSeconds: 20, isStalled: false },
      { task: 'retention-purge', lastSuccessAgeSeconds: 1000, stalledAfterSeconds: 900, isStalled: true },
    ];
    const stop = metrics.watch({ ...postgres, tasks: () => tasks });
    let { samples } = await scrape(metrics);
    expect(sampleValue(samples, 'kv_task_last_success_age_seconds', { task: 'mail-outbox' })).toBe(0.4);
    expect(sampleValue(samples, 'kv_task_last_success_age_seconds', { task: 'retention-purge' })).toBe(1000);
    expect(sampleValue(samples, 'kv_task_stalled_after_seconds', { task: 'mail-outbox' })).toBe(20);
    tasks = tasks.slice(1);
    ({ samples } = await scrape(metrics));
    stop();
    expect(samples.filter((s) => s.name === 'kv_task_last_success_age_seconds').map((s) => s.labels)).toEqual(
      [{ task: 'retention-purge' }],
    );
  });
});
