import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

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
