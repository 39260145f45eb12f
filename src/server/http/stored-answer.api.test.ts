import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawGet as get } from '../test/client.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * Cached public answers (pages and visitors' API reads) are kept as bytes and compressed at most
 * once per encoding; a client sees the same answer whatever encoding it takes (decision 022).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withDemoContent: true });
});
afterAll(() => server?.close());

const rawGet = (path: string, headers: Record<string, string>) => get(`${server.url}${path}`, headers);

const decoded = {
  br: (b: Buffer) => zlib.brotliDecompressSync(b).toString(),
  gzip: (b: Buffer) => zlib.gunzipSync(b).toString(),
};

/** Pages need the built site (npm run build); the API's answers do not. */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');
const pages = isSiteBuilt ? ['/', '/vi/career/jobs'] : [];

describe.each([...pages, '/api/news?localeCd=EN', '/api/job?localeCd=VI'])(
  'a cached public answer, %s',
  (path) => {
    it('is the same text in br, in gzip and plain, and says it varies by Accept-Encoding', async () => {
      const plain = await rawGet(path, {});
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await rawGet(path, { 'accept-encoding': `${encoding}, identity;q=0.5` });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(res.body.length).toBeLessThan(plain.body.length / 2);
        expect(decoded[encoding](res.body)).toBe(plain.body.toString());
      }
    });
  },
);

describe.each([...pages, '/api/news?localeCd=EN', '/api/faq?localeCd=VI'])(
  'validators of a public answer, %s',
  (path) => {
    it('carries a strong ETag per encoding and answers 304 to a client holding it', async () => {
      const tags = new Set<string>();
      for (const encoding of ['', 'br', 'gzip']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const first = await rawGet(path, headers);
        expect(first.status).toBe(200);
        const tag = String(first.headers.etag);
        expect(tag).toMatch(/^"[\w-]{27}(-br|-gzip)?"$/);
        expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
        tags.add(tag);

        for (const sent of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
          const again = await rawGet(path, { ...headers, 'if-none-match': sent });
          expect(again.status, sent).toBe(304);
          expect(again.body.length).toBe(0);
          expect(again.headers.etag).toBe(tag);
          expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        }
        expect((await rawGet(path, { ...headers, 'if-none-match': '"stale"' })).status).toBe(200);
      }
      // Each encoding is a representation of its own.
      expect(tags.size).toBe(3);
    });
  },
);

it('gives a changed answer a new ETag; staff reads and refusals get none', async () => {
  const path = '/api/faq?localeCd=EN&pageCnt=50';
  const before = await rawGet(path, {});
  const created = await server.admin.post('/api/faq', {
    localeCd: 'EN',
    typeCd: '10',
    title: 'Can we bring a birthday cake?',
    contents: '<p>Yes, to the party rooms.</p>',
    useYn: 'Y',
  });
  expect(created.status, created.text).toBe(200);
  await vi.waitFor(async () => {
    const after = await rawGet(path, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
  const staff = await server.admin.get('/api/faq', { localeCd: 'EN' });
  expect(staff.headers.get('etag')).toBeNull();
  const missing = await rawGet('/api/faq/999999', {});
  expect(missing.status).toBe(404);
  expect(missing.headers.etag).toBeUndefined();
});

it.skipIf(!isSiteBuilt)(
  'compresses a cached page once per encoding, however many clients ask for it (needs npm run build)',
  async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      await rawGet('/company/history', {}); // the page is rendered and kept
      for (let i = 0; i < 5; i++)
        expect(
          (await rawGet('/company/history', { 'accept-encoding': 'br' })).headers['content-encoding'],
        ).toBe('br');
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
  },
);
