import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * The site has one origin, PUBLIC_URL (decision 045): no page, sitemap, feed or calendar copies the
 * Host or X-Forwarded-Host a request names, even from the trusted proxy, and a page asked for under
 * a forged name is not kept for the next visitor under the real one.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');
const ATTACKER = 'attacker.example';
const FORGERIES: Record<string, string>[] = [
  { 'x-forwarded-host': ATTACKER },
  { host: ATTACKER },
  { host: `${ATTACKER}:8443` },
];

let server: TestServer;
let jobNo: number;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  jobNo = (await server.admin.form('/api/job', { localeCd: 'EN', title: 'Ticket desk', dateCd: '20' })).body
    .data;
});
afterAll(() => server?.close());

/** A GET from the trusted proxy (the test client's address) with these headers. */
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await server.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, text: res.body };
};

describe('links are made from PUBLIC_URL only', () => {
  it.each([
    '/robots.txt',
    '/sitemap.xml',
    '/career/jobs/feed.xml',
    '/vi/news/feed.xml',
    '/news/events/calendar.ics',
  ])('%s names the configured origin whatever Host or X-Forwarded-Host say', async (path) => {
    for (const headers of FORGERIES) {
      const res = await get(path, headers);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(server.url);
      expect(res.text).not.toContain(ATTACKER);
    }
  });

  it.skipIf(!isSiteBuilt)(
    'a page: canonical, og:url, hreflang and its feed link, and the next visitor gets no forged copy',
    async () => {
      const linksOn = (text: string) =>
        [...text.matchAll(/<(?:link|meta) [^>]*(?:href|content)="(https?:\/\/[^"]*)"/g)].map((m) => m[1]!);
      for (const path of ['/', '/vi/career/jobs', `/career/jobs-detail/${jobNo}`, '/no/such/page'])
        for (const headers of FORGERIES) {
          const forged = await get(path, headers);
          expect(forged.text.includes(ATTACKER), path).toBe(false);
          if (forged.status === 200) {
            expect(linksOn(forged.text).length, path).toBeGreaterThan(1);
            for (const link of linksOn(forged.text))
              expect(link.startsWith(`${server.url}/`), link).toBe(true);
          }
          // The next visitor, under the real name, gets nothing the forged request left behind.
          const clean = await get(path);
          expect(clean.text.includes(ATTACKER), path).toBe(false);
        }
    },
  );
});
