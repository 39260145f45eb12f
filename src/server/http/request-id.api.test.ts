import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

const GENERATED = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

/** A server whose log lines (JSON, level info) the test reads. */
async function loggedServer(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const server = await startTestServer({ env: { LOG_LEVEL: 'info', ...env }, logStream });
  return { server, lines };
}

describe('X-Request-Id', () => {
  let direct: Awaited<ReturnType<typeof loggedServer>>;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await loggedServer();
    proxied = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await direct?.server.close();
    await proxied?.close();
  });

  it('comes back on every answer, refusals and unknown paths included, new for each request', async () => {
    const { api, admin } = direct.server;
    const answers = [
      await api.get('/api/news', { localeCd: 'EN' }),
      await api.get('/api/news', { pageNo: 'abc' }),
      await api.get('/api/auth'),
      await api.get('/api/nothing-here'),
      await api.raw('/api/news/%E0%A4%A', { method: 'GET' }),
      await admin.get('/api/auth'),
      await api.get('/healthz'),
    ];
    const ids = answers.map((res) => res.headers.get('x-request-id'));
    expect(answers.map((res) => res.status)).toEqual([200, 400, 401, 404, 400, 200, 200]);
    for (const id of ids) expect(id).toMatch(GENERATED);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is written in every log line of its request', async () => {
    const res = await direct.server.api.get('/api/job', { localeCd: 'VI' });
    const id = res.headers.get('x-request-id');
    const ofRequest = direct.lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const mentioning = direct.lines.filter((line) => JSON.stringify(line).includes('/api/job?localeCd=VI'));
    expect(mentioning.every((line) => line.reqId === id)).toBe(true);
  });

  it('is not chosen by a client that is not a trusted proxy', async () => {
    const res = await direct.server.api.get('/api/news', {}, { 'x-request-id': 'chosen-by-client' });
    expect(res.headers.get('x-request-id')).toMatch(GENERATED);
  });

  it("is the trusted proxy's own id when it sends one that is safe to log", async () => {
    const { api } = proxied;
    const fromProxy = await api.get('/api/news', {}, { 'x-request-id': 'f3a1c9e0b2d44c5e9a7b6c1d2e3f4a5b' });
    expect(fromProxy.headers.get('x-request-id')).toBe('f3a1c9e0b2d44c5e9a7b6c1d2e3f4a5b');
    for (const unsafe of ['two words', 'x'.repeat(129), '"quoted"'])
      expect(
        (await api.get('/api/news', {}, { 'x-request-id': unsafe })).headers.get('x-request-id'),
      ).toMatch(GENERATED);
  });
});

describe('a 500 answer', () => {
  it('names the request id in the envelope and in the log line of the error', async () => {
    const { server, lines } = await loggedServer();
    try {
      await server.deps.db.destroy();
      const res = await server.api.get('/api/news', { localeCd: 'EN', searchText: 'no database' });
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id')!;
      expect(res.body).toEqual({
        success: false,
        message: `Something went wrong. Please try again. Reference: ${id}`,
        code: 'internal',
        requestId: id,
      });
      const failed = lines.find((line) => line.msg === 'request failed');
      expect(failed).toMatchObject({ reqId: id, level: 50 });
    } finally {
      await server.close().catch(() => {});
    }
  });
});
