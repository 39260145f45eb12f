import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import { createServer } from '../../server.ts';
import { parseMetrics, sampleValue } from '../../test/metrics-text.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';
import { mailEnv, startSmtp, type TestSmtp } from '../../test/smtp.ts';

describe('health probes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close().catch(() => undefined);
  });

  it('/healthz answers while the process runs; /readyz while the database answers', async () => {
    const health = await server.api.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect((await server.api.get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when the database is gone, /healthz still 200', async () => {
    await server.deps.db.destroy();
    const ready = await server.api.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    expect(ready.text).not.toMatch(/at |Error/);
    expect((await server.api.get('/healthz')).status).toBe(200);
  });
});

describe('deep health: the background loops (decision 062)', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  let server: TestServer;
  let smtp: TestSmtp;
  // The app's clock, moved by the test: a loop's age is read on it.
  let clockMs = Date.now();
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({
      env: mailEnv(smtp.port, { METRICS_TOKEN: TOKEN }),
      outboxTiming: { pollMs: 20 },
      now: () => new Date(clockMs),
    });
  });
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await smtp?.close();
  });
  const metricsOf = async () => {
    const res = await server.api.get('/metrics', {}, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    return parseMetrics(res.text).samples;
  };

  it('lists each loop with its age and threshold while all run; plain /healthz is unchanged', async () => {
    clockMs += 3_600_000;
    // The sender's next poll brings its age back to nothing.
    await expect
      .poll(
        async () => (await server.api.get('/healthz', { deep: 1 })).body.tasks?.[0]?.lastSuccessAgeSeconds,
      )
      .toBe(0);
    const deep = await server.api.get('/healthz', { deep: 1 });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-store');
    expect(deep.body).toEqual({
      status: 'ok',
      tasks: [{ task: 'mail-outbox', lastSuccessAgeSeconds: 0, stalledAfterSeconds: 20, stalled: false }],
      oldestQueuedMailAgeSeconds: 0,
    });
    for (const query of [{}, { deep: 0 }, { deep: 'yes' }] as Array<Record<string, string | number>>)
      expect((await server.api.get('/healthz', query)).body).toEqual({ status: 'ok' });
    expect(sampleValue(await metricsOf(), 'kv_task_last_success_age_seconds', { task: 'mail-outbox' })).toBe(
      0,
    );
  });

  it('answers 503 stalled once the outbox loop has failed for longer than its threshold; /readyz and /metrics say why', async () => {
    await server.deps.db.destroy();
    // Every poll now fails; the last one that answered is behind us.
    await new Promise((resolve) => setTimeout(resolve, 200));
    clockMs += 19_000;
    expect((await server.api.get('/healthz', { deep: 1 })).status).toBe(200);
    clockMs += 2_000;
    const deep = await server.api.get('/healthz', { deep: 1 });
    expect(deep.status).toBe(503);
    expect(deep.body).toEqual({
      status: 'stalled',
      tasks: [{ task: 'mail-outbox', lastSuccessAgeSeconds: 21, stalledAfterSeconds: 20, stalled: true }],
      oldestQueuedMailAgeSeconds: null,
    });
    clockMs += 60_000;
    const samples = await metricsOf();
    expect(sampleValue(samples, 'kv_task_last_success_age_seconds', { task: 'mail-outbox' })).toBe(81);
    expect(sampleValue(samples, 'kv_task_stalled_after_seconds', { task: 'mail-outbox' })).toBe(20);
    expect(sampleValue(samples, 'kv_mail_outbox_oldest_queued_age_seconds')).toBeNaN();
    expect((await server.api.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.api.get('/readyz')).status).toBe(503);
  });
});

describe('deep health of a server running all its loops', () => {
  it('lists the outbox, both purges and the job alerts, none stalled at the start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-test-'));
    // Nothing listens on port 9: the loops are set up all the same, and no check is due yet.
    const config = loadConfig({
      NODE_ENV: 'test',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1:9',
      CDN_PURGE_URL: 'http://127.0.0.1:9/purge',
      ...mailEnv(9),
    });
    const { app } = await createServer(config, {
      withDemoContent: false,
      log: () => {},
      schedulesPurge: true,
    });
    try {
      const deep = await app.inject({ url: '/healthz?deep=1' });
      expect(deep.statusCode).toBe(200);
      const tasks = deep.json().tasks as Array<{
        task: string;
        stalledAfterSeconds: number;
        stalled: boolean;
      }>;
      expect(
        tasks.map(({ task, stalledAfterSeconds, stalled }) => [task, stalledAfterSeconds, stalled]).sort(),
      ).toEqual([
        ['job-alerts', 360, false],
        ['mail-outbox', 20, false],
        ['retention-purge', 900, false],
        ['schedule-purge', 45, false],
      ]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown (what main.ts does on SIGTERM)', () => {
  it('finishes a request in flight, then refuses new ones', async () => {
    const server = await startTestServer();
    // Resolves once the server has read the request's headers: the request is in flight.
    const received = new Promise<void>((resolve) => server.httpServer.once('request', () => resolve()));
    const inFlight = server.api.post('/api/user/login', { loginId: 'admin', password: ADMIN_PASSWORD });
    await received;
    const closing = server.close();
    expect((await inFlight).status).toBe(200);
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

describe('a drained stop (what main.ts does on SIGTERM)', () => {
  it('is not ready at once, answers as usual closing each connection, then stops listening', async () => {
    const server = await startTestServer();
    const stopped = server.app.stopGracefully({ drainMs: 400 });
    const ready = await server.api.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', reason: 'stopping' });
    const list = await server.api.get('/api/news', { localeCd: 'EN' });
    expect(list.status).toBe(200);
    expect(list.headers.get('connection')).toBe('close');
    expect((await server.api.get('/healthz')).status).toBe(200);
    await stopped;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    await server.close();
  });

  it('finishes a request in flight when it stops listening, before the database closes', async () => {
    const server = await startTestServer();
    const received = new Promise<void>((resolve) => server.httpServer.once('request', () => resolve()));
    const inFlight = server.api.post('/api/user/login', { loginId: 'admin', password: ADMIN_PASSWORD });
    await received;
    const stopped = server.app.stopGracefully({ drainMs: 0 });
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    await stopped;
    await server.close();
  });
});
