import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet as get } from '../test/client.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * The whole app sends a visitor's micro-cached answer again before its route runs (decision 067):
 * the same bytes and headers with a request id of its own, per Accept-Encoding; never to staff,
 * never past a write, never past the client limit, and a revalidation still gets its 304.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_CACHE_MS: '60000' } });
});
afterAll(() => server?.close());

const rawGet = (path: string, headers: Record<string, string> = {}) => get(`${server.url}${path}`, headers);

const LIST = '/api/news?localeCd=EN&pageNo=1';
const withoutMoment = ({ date: _date, 'x-request-id': _id, ...rest }: IncomingHttpHeaders) => rest;
const titles = (body: Buffer) =>
  (JSON.parse(body.toString()) as { data: { list: { title: string }[] } }).data.list.map((r) => r.title);

describe('an early answer in the app', () => {
  it('is the same answer, headers and all, with its own request id, per encoding', async () => {
    // Enough to be compressed (over 1 KB).
    const contents = `<p>${'Children guide visitors up the clock tower. '.repeat(30)}</p>`;
    await server.admin.post('/api/news', { localeCd: 'EN', title: 'Clock tower tours', contents });
    const first = await rawGet(LIST);
    const again = await rawGet(LIST);
    expect(first.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(withoutMoment(again.headers)).toEqual(withoutMoment(first.headers));
    expect(again.headers['x-request-id']).toMatch(/\S/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(titles(again.body)).toContain('Clock tower tours');

    const brotli = await rawGet(LIST, { 'accept-encoding': 'br' });
    const brotliAgain = await rawGet(LIST, { 'accept-encoding': 'br' });
    expect(brotliAgain.headers['content-encoding']).toBe('br');
    expect(brotliAgain.body.equals(brotli.body)).toBe(true);
    expect(zlib.brotliDecompressSync(brotliAgain.body).equals(first.body)).toBe(true);
  });

  it('is not what staff get at the same address', async () => {
    await rawGet(LIST);
    const staff = await server.admin.get('/api/news', { localeCd: 'EN', pageNo: '1' });
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect(staff.body.data.list[0]).toHaveProperty('version');
    expect(JSON.parse((await rawGet(LIST)).body.toString()).data.list[0]).not.toHaveProperty('version');
  });

  it('is not sent again after a write, and a revalidation gets 304', async () => {
    const held = await rawGet(LIST);
    await server.admin.post('/api/news', { localeCd: 'EN', title: 'Night market opens' });
    const after = await rawGet(LIST);
    expect(titles(after.body)).toContain('Night market opens');
    expect(titles(held.body)).not.toContain('Night market opens');
    const revalidated = await rawGet(LIST, { 'if-none-match': String(after.headers.etag) });
    expect(revalidated.status).toBe(304);
  });
});

describe('the client limit', () => {
  it('refuses a visitor past the limit even where an early answer is held', async () => {
    const limited = await startTestServer({
      env: { PUBLIC_CACHE_MS: '60000', RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '3' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await limited.api.raw('/api/news?localeCd=EN', { method: 'GET' })).status);
      expect(statuses[0]).toBe(200);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
