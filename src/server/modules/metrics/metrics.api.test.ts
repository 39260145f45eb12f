import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetrics, sampleValue } from '../../test/metrics-text.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * GET /metrics on both databases. The server believes X-Forwarded-For from the loopback test
 * client, so a request can come from an address outside the allow-list (which holds 127.0.0.1).
 */
const TOKEN = 'metrics-token-0123456789abcdef';
const outsider = { 'x-forwarded-for': '203.0.113.77' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: TOKEN,
    },
  });
});
afterAll(() => server?.close());

const scrapeOf = async (instance: TestServer) => {
  const res = await instance.api.get('/metrics');
  expect(res.status).toBe(200);
  return parseMetrics(res.text).samples;
};
const scrape = () => scrapeOf(server);

describe('GET /metrics', () => {
  it('answers the text format, never cached, with the process and database series', async () => {
    const res = await server.api.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { samples, types } = parseMetrics(res.text);
    expect(types.get('kv_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('process_cpu_seconds_total')).toBe('counter');
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    const start = sampleValue(samples, 'process_start_time_seconds')!;
    expect(
      Math.abs(start + sampleValue(samples, 'process_uptime_seconds')! - Date.now() / 1000),
    ).toBeLessThan(3);
    const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
    expect(sampleValue(samples, 'kv_database_info', { dialect })).toBe(1);
    if (dialect === 'postgres') {
      expect(sampleValue(samples, 'kv_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'kv_db_pool_waiting_requests')).toBe(0);
    } else expect(sampleValue(samples, 'kv_db_pool_connections', { state: 'total' })).toBeUndefined();
  });

  it('counts requests by route pattern and status, not by raw URL', async () => {
    const labels = { method: 'GET', route: '/api/news/:id', status: '404' };
    const before = sampleValue(await scrape(), 'kv_http_requests_total', labels) ?? 0;
    for (const id of [999_001, 999_002, 999_003])
      expect((await server.api.get(`/api/news/${id}`)).status).toBe(404);
    const after = await scrape();
    expect(sampleValue(after, 'kv_http_requests_total', labels)).toBe(before + 3);
    expect(sampleValue(after, 'kv_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(after.some((s) => s.labels.route?.includes('999001'))).toBe(false);
    await server.api.get('/no/such/page/at/all');
    expect(
      sampleValue(await scrape(), 'kv_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts micro-cache hits and misses of public answers', async () => {
    const before = await scrape();
    const hits = sampleValue(before, 'kv_micro_cache_lookups_total', { result: 'hit' }) ?? 0;
    const misses = sampleValue(before, 'kv_micro_cache_lookups_total', { result: 'miss' }) ?? 0;
    const query = { localeCd: 'EN', pageNo: 1, pageCnt: 7 };
    await server.api.get('/api/faq', query);
    await server.api.get('/api/faq', query);
    const after = await scrape();
    expect(sampleValue(after, 'kv_micro_cache_lookups_total', { result: 'miss' })).toBe(misses + 1);
    expect(sampleValue(after, 'kv_micro_cache_lookups_total', { result: 'hit' })).toBe(hits + 1);
  });

  it('reports the mail outbox rows still waiting, not those given up', async () => {
    const row = { qnaNo: null, payload: '{}', createdAt: new Date().toISOString(), attempts: 0 };
    const nextAttemptAt = new Date(Date.now() + 3_600_000).toISOString();
    await server.deps.db
      .insertInto('mail_outbox')
      .values([
        { ...row, nextAttemptAt },
        { ...row, nextAttemptAt },
        { ...row, nextAttemptAt, failedAt: nextAttemptAt, payload: null },
      ])
      .execute();
    expect(sampleValue(await scrape(), 'kv_mail_outbox_pending')).toBe(2);
  });

  it('reports how long the most overdue e-mail has waited, not one held for later nor one given up', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const row = { qnaNo: null, payload: '{}', createdAt: at(-7_200_000), attempts: 0 };
    expect(sampleValue(await scrape(), 'kv_mail_outbox_oldest_queued_age_seconds')).toBe(0);
    await server.deps.db
      .insertInto('mail_outbox')
      .values([
        { ...row, nextAttemptAt: at(-600_000) },
        { ...row, nextAttemptAt: at(-3_600_000), failedAt: at(-60_000), payload: null },
        { ...row, nextAttemptAt: at(86_400_000) },
      ])
      .execute();
    expect(sampleValue(await scrape(), 'kv_mail_outbox_oldest_queued_age_seconds')).toBeCloseTo(600, -1);
    await server.deps.db.deleteFrom('mail_outbox').where('nextAttemptAt', '<', at(0)).execute();
  });

  it('is refused (403) outside the allow-list without the token, served with it', async () => {
    const refused = await server.api.get('/metrics', {}, outsider);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('kv_');
    const wrong = await server.api.get('/metrics', {}, { ...outsider, authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(403);
    const allowed = await server.api.get('/metrics', {}, { ...outsider, authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(parseMetrics(allowed.text).samples.length).toBeGreaterThan(20);
  });
});

describe('GET /metrics with the per-client limit on', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      env: {
        TRUST_PROXY: '127.0.0.1',
        METRICS_TOKEN: TOKEN,
        RATE_LIMIT_PER_MINUTE: '60',
        RATE_LIMIT_BURST: '8',
      },
    });
  });
  afterAll(() => limited?.close());

  it('counts refusals of the per-client limit and of the database limits, and is never limited itself', async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.20' };
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await limited.api.get('/api/faq', {}, visitor)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    for (let i = 0; i < 6; i++)
      await limited.api.post('/api/user/login', { loginId: 'admin', password: 'Wrong-Pass1!' });
    for (let i = 0; i < 10; i++)
      expect(
        (await limited.api.get('/metrics', {}, { ...visitor, authorization: `Bearer ${TOKEN}` })).status,
      ).toBe(200);
    const samples = await scrapeOf(limited);
    expect(sampleValue(samples, 'kv_rate_limit_refusals_total', { limit: 'client' })).toBe(2);
    expect(sampleValue(samples, 'kv_rate_limit_refusals_total', { limit: 'login-fail' })).toBe(1);
  });
});

describe('GET /metrics with the allow-list turned off', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ env: { ADMIN_IP_ALLOWLIST: 'off' } });
  });
  afterAll(() => open?.close());

  it('is not opened to everyone: without METRICS_TOKEN nobody reads it', async () => {
    expect((await open.api.get('/metrics')).status).toBe(403);
  });
});
