import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/server/test/server.ts';
import { type Nginx, startNginx } from './nginx.ts';

/**
 * The site behind a real shared cache (decision 041): Debian's nginx with the configuration of
 * docs/deploy.md as shipped (tests/proxy/nginx.ts). What the origin sees is counted from its own
 * request log. s-maxage is short here (CDN_MAX_AGE=3) so that expiry fits in a test.
 */
const MAX_AGE = 3;
const PAGES = ['/', '/vi', '/career/jobs', '/api/news?localeCd=EN', '/api/faq?localeCd=VI'];

/** Origin requests by URL, from the server's request log. */
const seen = new Map<string, number>();
/** Origin answers 304 (a cache's copy still good). */
let unchanged = 0;
let server: TestServer;
let nginx: Nginx;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as {
          msg?: string;
          req?: { url?: string };
          res?: { statusCode?: number };
        };
        if (entry.msg === 'incoming request' && entry.req?.url)
          seen.set(entry.req.url, (seen.get(entry.req.url) ?? 0) + 1);
        if (entry.msg === 'request completed' && entry.res?.statusCode === 304) unchanged += 1;
      }
      done();
    },
  });
  server = await startTestServer({
    withDemoContent: true,
    logStream,
    env: { LOG_LEVEL: 'info', CDN_MAX_AGE: String(MAX_AGE), TRUST_PROXY: '127.0.0.1' },
  });
  nginx = await startNginx({ upstreams: [new URL(server.url).host] });
});
afterAll(async () => {
  await nginx?.stop();
  await server?.close().catch(() => {});
});

const originCount = (paths: readonly string[]) => paths.reduce((sum, path) => sum + (seen.get(path) ?? 0), 0);

/** A visitor's GET through the cache: status, body, X-Cache. */
async function visit(path: string, coding = 'br', headers: Record<string, string> = {}) {
  const res = await fetch(`${nginx.url}${path}`, {
    headers: { 'accept-encoding': coding || 'identity', ...headers },
  });
  return {
    status: res.status,
    text: await res.text(),
    cache: res.headers.get('x-cache'),
    headers: res.headers,
  };
}

/**
 * A GET naming `host` as its Host, which fetch will not send: the status, or null when nginx closed
 * the connection without an answer.
 */
function withHost(path: string, host: string): Promise<number | null> {
  const { port } = new URL(nginx.url);
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? null));
    });
    req.on('error', () => resolve(null));
  });
}

/** `total` visitor requests over `paths`, `concurrency` at a time, as browsers send them (br). */
async function load(paths: readonly string[], total: number, concurrency = 32) {
  let next = 0;
  const statuses = new Map<number, number>();
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const { status } = await visit(paths[i % paths.length]!);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, seconds: (Date.now() - started) / 1000 };
}

describe('nginx with the shipped configuration in front of the site', () => {
  it('lets the origin see at most one request per page per s-maxage under load', async () => {
    seen.clear();
    const total = 10_000;
    const { statuses, seconds } = await load(PAGES, total);
    expect([...statuses.keys()], nginx.errors()).toEqual([200]);
    const origin = originCount(PAGES);
    // Each page is fetched once, then once more per s-maxage that passed (a refresh asks with its
    // ETag and gets a 304).
    const windows = Math.ceil(seconds / MAX_AGE) + 1;
    for (const path of PAGES) {
      expect(seen.get(path), path).toBeGreaterThanOrEqual(1);
      expect(seen.get(path), path).toBeLessThanOrEqual(windows);
    }
    console.log(
      `shared cache: ${total} visitor requests on ${PAGES.length} pages in ${seconds.toFixed(1)} s ` +
        `(${Math.round(total / seconds)}/s), ${origin} reached the origin ` +
        `(${((origin / total) * 10_000).toFixed(1)} per 10,000; s-maxage ${MAX_AGE} s)`,
    );
  });

  it('refreshes an expired copy with its ETag (a 304 from the origin) and shows an edit within s-maxage', async () => {
    const path = '/api/faq?localeCd=EN&pageCnt=50';
    await visit(path);
    expect((await visit(path)).cache).toBe('HIT');
    const faq = (await server.admin.get('/api/faq', { localeCd: 'EN' })).body.data.list[0] as {
      faqNo: number;
      title: string;
    };
    const title = `Opening hours, updated ${Date.now()}`;
    expect((await server.admin.post(`/api/faq/${faq.faqNo}`, { title })).status).toBe(200);
    const edited = Date.now();
    let shown: number | undefined;
    while (Date.now() - edited < (MAX_AGE + 3) * 1000) {
      if ((await visit(path)).text.includes(title)) {
        shown = Date.now() - edited;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(shown, 'the edit never showed through the cache').toBeDefined();
    // s-maxage (nginx counts whole seconds), plus the one visitor who gets the stale copy while
    // nginx fetches the new one.
    expect(shown!).toBeLessThanOrEqual(MAX_AGE * 1000 + 2000);

    // Unchanged, an expired copy is served once more while nginx asks the origin with If-None-Match;
    // the origin's 304 renews it.
    const notModified = unchanged;
    const body = (await visit(path)).text;
    const caches: Array<string | null> = [];
    const since = Date.now();
    while (!caches.includes('STALE') && Date.now() - since < (MAX_AGE + 2) * 1000) {
      const res = await visit(path);
      expect(res.text).toBe(body);
      caches.push(res.cache);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(caches).toContain('STALE');
    await expect.poll(() => unchanged).toBeGreaterThan(notModified);
    expect((await visit(path)).cache).toBe('HIT');
  });

  it('never keeps what staff see, nor shows it to a visitor', async () => {
    const hidden = await server.admin.post('/api/faq', {
      localeCd: 'EN',
      typeCd: '10',
      title: 'Staff only: the draft about lockers',
      contents: '<p>Not yet.</p>',
      useYn: 'N',
    });
    expect(hidden.status).toBe(200);
    const path = '/api/faq?localeCd=EN&pageCnt=100';
    const token = { authorization: `Bearer ${server.admin.token}` };
    const staff = await visit(path, 'br', token);
    expect(staff.text).toContain('Staff only');
    expect(staff.cache).toBe('BYPASS');
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect((await visit(path, 'br', token)).cache).toBe('BYPASS');
    expect((await visit(path)).text).not.toContain('Staff only');

    seen.clear();
    for (let i = 0; i < 3; i++) {
      const shell = await visit('/admin/board/faq');
      expect(shell.status).toBe(200);
      expect(shell.cache).not.toBe('HIT');
    }
    expect(seen.get('/admin/board/faq')).toBe(3);
  });

  it("cannot be poisoned by X-Forwarded-Host or a forged Host: the next visitor gets the site's own links", async () => {
    const ATTACKER = 'attacker.example';
    for (const path of ['/career/faqs', '/news/press-release?page=1', '/sitemap.xml', '/news/feed.xml']) {
      for (const coding of ['br', 'gzip', '']) {
        const forged = await visit(path, coding, {
          'x-forwarded-host': ATTACKER,
          'x-forwarded-proto': 'https',
        });
        expect(forged.status, path).toBe(200);
        expect(forged.text, path).not.toContain(ATTACKER);
      }
      // Another name, or one with a port: the server that takes unknown names closes the connection.
      for (const host of [ATTACKER, `${ATTACKER}:443`, `${ATTACKER}.`, '10.0.0.1'])
        expect(await withHost(path, host), `${path} Host: ${host}`).toBeNull();
      const clean = await visit(path);
      // Pages are kept: the copy the next visitor gets is the clean one.
      if (!path.endsWith('.xml')) expect(clean.cache, path).toBe('HIT');
      expect(clean.text, path).not.toContain(ATTACKER);
      expect(clean.text, path).toContain(server.url);
    }
  });

  it('serves its stale copies when no instance answers (stale-if-error)', async () => {
    const copies = new Map<string, string>();
    for (const path of PAGES) copies.set(path, (await visit(path)).text);
    await server.close();
    // Past s-maxage (nginx counts it in whole seconds).
    await new Promise((resolve) => setTimeout(resolve, MAX_AGE * 1000 + 1500));
    for (const path of PAGES) {
      const res = await visit(path);
      expect(res.status, `${path}: ${nginx.errors()}`).toBe(200);
      expect(res.cache).toBe('STALE');
      expect(res.text).toBe(copies.get(path));
    }
    // A page never cached has nothing to fall back on.
    expect((await visit('/company/history')).status).toBe(502);
  });
});
