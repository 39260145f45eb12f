import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * The policy headers as a browser gets them from the real server (decision 046): no 'unsafe-inline'
 * on any answer, a page's inline style element allowed by its hash on that page alone, and the
 * Permissions-Policy on pages, the API and static files.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => server.api.raw(path, { method: 'GET' });
const styleSrcOf = (csp: string | null) =>
  (csp ?? '')
    .split(';')
    .find((directive) => directive.startsWith('style-src '))
    ?.split(' ')
    .slice(1);
const inlineStyles = (html: string) => [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]!);
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers on the API', () => {
  it.each(['/healthz', '/api/job', '/api/no-such-route', '/robots.txt'])(
    '%s: a CSP with no unsafe source, styles from the site only, and the Permissions-Policy',
    async (path) => {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy');
      expect(csp).not.toContain("'unsafe-");
      expect(styleSrcOf(csp)).toEqual(["'self'"]);
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS);
    },
  );
});

describe.skipIf(!isSiteBuilt)('security headers on pages and files (needs npm run build)', () => {
  it.each([
    '/',
    '/vi',
    '/career/jobs',
    '/company/about/ci',
    '/news/events',
    '/partner/partnership-inquiry',
    '/no-such-page',
  ])('%s allows its own inline style element by its hash, and nothing unsafe', async (path) => {
    const res = await get(path);
    const csp = res.headers.get('content-security-policy');
    expect(csp).not.toContain("'unsafe-");
    const styles = inlineStyles(res.text);
    expect(styles.length).toBeGreaterThan(0);
    expect(styleSrcOf(csp)).toEqual(["'self'", ...styles.map(hashOf)]);
    // No style attribute anywhere in the page's own markup.
    expect(res.text).not.toMatch(/<[a-z][^>]*\sstyle="/i);
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS);
  });

  it('answers a page from the micro-cache with the same policy as when it was rendered', async () => {
    const first = await get('/company/history');
    const again = await get('/company/history');
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it("runs the back-office's zod setting before its modules: zod's eval probe would break the CSP", async () => {
    const html = (await get('/admin')).text;
    const classic = html.indexOf('<script src="/zod-jitless.js"></script>');
    expect(classic).toBeGreaterThan(-1);
    expect(classic).toBeLessThan(html.indexOf('<script type="module"'));
    expect((await get('/zod-jitless.js')).text).toContain('jitless = true');
  });

  it('sends static files and the back-office page with the Permissions-Policy and no unsafe source', async () => {
    for (const path of [
      '/favicon.svg',
      '/manifest.webmanifest',
      '/zod-jitless.js',
      '/admin',
      '/admin/news',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).not.toContain("'unsafe-");
      expect(styleSrcOf(res.headers.get('content-security-policy')), path).toEqual(["'self'"]);
      expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS);
    }
  });
});
