import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../../src/server/test/fixtures.ts';
import { startTestServer, type TestServer } from '../../src/server/test/server.ts';
import { multipartText } from './arbitraries.ts';
import { isEnvelope, type RawRequest, send } from './http.ts';
import { unsafeMarkup } from './markup.ts';

/**
 * Defects this suite found, each kept with its smallest input and fixed on the server: these tests
 * keep them fixed. A newly found one may be pinned as `it.fails` until its fix lands.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let auth: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  auth = { authorization: `Bearer ${server.admin.token}` };
});
afterAll(() => server?.close());

const call = (request: RawRequest) => send(server.url, request);

/** Every list that takes searchType and searchText. */
const SEARCHABLE_LISTS = [
  '/api/job',
  '/api/news',
  '/api/faq',
  '/api/video',
  '/api/qna',
  '/api/auth',
  '/api/ip',
  '/api/history',
];

describe('defects found by this suite stay fixed', () => {
  it('GET /api/banner and /api/job with a typeCd answer a list or 400, not 500', async () => {
    for (const path of ['/api/banner?typeCd=10', '/api/job?typeCd=10'])
      for (const headers of [{}, auth])
        expect([200, 400], path).toContain((await call({ method: 'GET', path, headers })).status);
  });

  it('a malformed multipart body answers 400, not 500, on every route that reads a form', async () => {
    const truncated = multipartText([{ name: 'title', value: 'x' }], 'b', 'no-end');
    const bodies: Array<[string, string | Buffer]> = [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=', 'x'],
      ['multipart/form-data; boundary=b', truncated],
      ['multipart/form-data; boundary=b', multipartText([{ name: 'title', value: 'x' }], 'b', 'bare-lf')],
    ];
    const routes: Array<[string, Record<string, string>]> = [
      ['/api/news', auth],
      ['/api/banner', auth],
      ['/file/upload', auth],
      ['/api/qna', {}],
    ];
    for (const [path, headers] of routes)
      for (const [contentType, body] of bodies) {
        const res = await call({
          method: 'POST',
          path,
          headers: { ...headers, 'content-type': contentType },
          body,
        });
        expect([400, 413, 415], `${path} ${contentType} → ${res.status}`).toContain(res.status);
      }
  });

  it("the router's refusals (undecodable path, over-long id) answer the envelope", async () => {
    for (const path of ['/api/news/%zz', `/api/news/${'1'.repeat(400)}`]) {
      const res = await call({ method: 'GET', path });
      expect(res.status, path).toBeLessThan(500);
      expect(isEnvelope(res.json), `${path} → ${res.text.slice(0, 120)}`).toBe(true);
    }
  });

  it.skipIf(!isSiteBuilt)(
    'a page does not copy a forged Host header into its markup (canonical, hreflang, og:url)',
    async () => {
      const res = await call({
        method: 'GET',
        path: '/',
        headers: { host: 'x"><img src=x onerror=alert(1)>' },
      });
      expect(res.status).toBe(200);
      expect(unsafeMarkup(res.text, { isPage: true })).toEqual([]);
    },
  );

  it.skipIf(!isSiteBuilt)('a page does not copy a raw path into og:url unescaped', async () => {
    for (const path of ['/news/detail/"><script>alert(1)</script>', '/"><script>alert(1)</script>']) {
      const res = await call({ method: 'GET', path });
      expect(res.status, path).toBe(404);
      expect(unsafeMarkup(res.text, { isPage: true }), path).toEqual([]);
    }
  });

  it("a banner's site-relative link cannot point off-site ('/\\evil.example' is //evil.example to a browser)", async () => {
    const res = await server.admin.form('/api/banner', {
      ...{ localeCd: 'EN', title: 'Off-site', linkUrl: '/\\evil.example' },
      bannerImg: await pngFile(),
    });
    expect(res.status).toBe(400);
  });

  // Found by the fuzzing: list-query.ts looked searchType up with columns[type], which also found
  // Object.prototype members ('constructor' answered 500); it now takes the lists' own keys only.
  it('a searchType naming an Object.prototype member answers 400, not 500, on every searchable list', async () => {
    for (const list of SEARCHABLE_LISTS)
      for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        const path = `${list}?searchType=${type}&searchText=a`;
        expect((await call({ method: 'GET', path, headers: auth })).status, path).toBe(400);
      }
    for (const list of ['/api/job', '/api/news', '/api/faq', '/api/video']) {
      const path = `${list}?searchType=constructor&searchText=a`;
      expect((await call({ method: 'GET', path })).status, `${path} as a visitor`).toBe(400);
    }
  });

  it('a JSON body whose length is a hostile object answers 400, not 500 (a zod check threw)', async () => {
    const body = '{"partnerNo":["x"],"length":{"toString":"x","valueOf":1}}';
    for (const path of ['/api/partner', '/api/news', '/api/qna']) {
      const res = await call({
        method: 'DELETE',
        path,
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      });
      expect(res.status, path).toBe(400);
    }
  });

  it('a search term with a NUL byte answers 400, not 500 (an FTS5 query cannot quote it), on every list', async () => {
    for (const list of SEARCHABLE_LISTS)
      for (const headers of list.match(/job|news|faq|video/) ? [{}, auth] : [auth]) {
        const path = `${list}?searchText=a%00bc`;
        const res = await call({ method: 'GET', path, headers });
        expect(res.status, path).toBe(400);
        expect(res.json, path).toMatchObject({ message: 'searchText must not contain a NUL character' });
      }
  });

  it('a sort naming an Object.prototype member or a column off the whitelist answers 400 on every list', async () => {
    const lists = [
      '/api/banner',
      '/api/job',
      '/api/news',
      '/api/faq',
      '/api/video',
      '/api/partner',
      '/api/qna',
      '/api/auth',
      '/api/ip',
      '/api/history',
    ];
    for (const list of lists)
      for (const sort of ['constructor', 'toString', '__proto__', 'titleSearch', 'delYn', '1', 'title desc'])
        expect(
          (await call({ method: 'GET', path: `${list}?sort=${encodeURIComponent(sort)}`, headers: auth }))
            .status,
          `${list} ${sort}`,
        ).toBe(400);
  });
});
