import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpAt } from '../modules/two-factor/totp.ts';
import type { ApiClient } from '../test/client.ts';
import { pngFile } from '../test/fixtures.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

// Pages render through the built SSR entry; `npm test` builds first, a bare vitest run may not.
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let hiddenJob: number;
let hiddenBanner: number;
let hiddenVideo: number;
let offPartner: number;
let hiddenFaq: number;
let viNews: number;

beforeAll(async () => {
  server = await startTestServer();
  const { admin } = server;
  const id = async (res: Promise<{ status: number; body: { data: number } }>) => {
    const { status, body } = await res;
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  hiddenJob = await id(
    admin.form('/api/job', { localeCd: 'EN', title: 'Secret night guide', dateCd: '20', useYn: 'N' }),
  );
  hiddenBanner = await id(
    admin.form('/api/banner', {
      localeCd: 'EN',
      title: 'Winter camp banner',
      useYn: 'N',
      bannerImg: await pngFile(),
    }),
  );
  // A public featured video, and a hidden one that should take its place in the preview.
  await id(
    admin.form('/api/video', {
      localeCd: 'EN',
      title: 'Public film',
      typeCd: '00',
      youtubeId: 'aaaaaaaaaaa',
      dateCd: '20',
    }),
  );
  hiddenVideo = await id(
    admin.form('/api/video', {
      localeCd: 'EN',
      title: 'Hidden film',
      typeCd: '00',
      youtubeId: 'bbbbbbbbbbb',
      dateCd: '30',
    }),
  );
  offPartner = await id(
    admin.form('/api/partner', {
      localeCd: 'EN',
      name: 'Quiet Foods',
      typeCd: '30',
      useYn: 'N',
      partnerImg: await pngFile('logo.png'),
    }),
  );
  hiddenFaq = await id(
    admin.post('/api/faq', {
      localeCd: 'EN',
      title: 'Can I bring a pet?',
      contents: '<p>No</p>',
      useYn: 'N',
    }),
  );
  viNews = await id(
    admin.post('/api/news', { localeCd: 'VI', title: 'Tin nội bộ', contents: '<p>Nội dung</p>', useYn: 'N' }),
  );
});
afterAll(() => server?.close());

const page = (path: string, client?: ApiClient, headers: Record<string, string> = {}) =>
  (client ?? server.api).raw(path, { method: 'GET', headers });
const stateOf = (html: string) =>
  JSON.parse(/<script id="page-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);
const NOINDEX = '<meta name="robots" content="noindex">';
const MARKER = 'Preview — not public';

describe.skipIf(!isSiteBuilt)('preview on site (needs npm run build)', () => {
  it('shows a hidden job to a signed-in reader, marked, noindex and never stored', async () => {
    const res = await page(`/admin/preview/job/${hiddenJob}`, server.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.text).toContain(NOINDEX);
    expect(res.text).not.toContain('rel="canonical"');
    expect(res.text).not.toContain('application/ld+json');
    expect(res.text).toContain(MARKER);
    expect(res.text).toContain('Secret night guide');
    const state = stateOf(res.text);
    expect(state).toMatchObject({
      route: 'job',
      locale: 'en',
      isPreview: true,
      path: `/career/jobs-detail/${hiddenJob}`,
    });
    expect(state.data.job).not.toHaveProperty('createId');
  });

  it('answers 404 to visitors, stale sessions and administrators without the read right', async () => {
    const newsOnly = await server.loginAs(['rBoardNews', 'eBoardNews']);
    for (const [who, client] of [
      ['visitor', server.api],
      ['stale token', server.api.withToken('not-a-session')],
      ['no BoardRecruit right', newsOnly],
    ] as const) {
      const res = await page(`/admin/preview/job/${hiddenJob}`, client);
      expect(res.status, who).toBe(404);
      expect(res.headers.get('cache-control'), who).toBe('private, no-store');
      expect(res.text, who).toContain(NOINDEX);
      expect(res.text, who).not.toContain(MARKER);
      expect(res.text, who).not.toContain('Secret night guide');
    }
    // The public page of the hidden job stays a 404 for everyone, the administrator included.
    expect((await page(`/career/jobs-detail/${hiddenJob}`)).status).toBe(404);
    expect((await page(`/career/jobs-detail/${hiddenJob}`, server.admin)).status).toBe(404);
    // The reader of one board previews it; another board stays closed.
    expect((await page(`/admin/preview/news/${viNews}`, newsOnly)).status).toBe(200);
  });

  it('answers 404 to an account that must still set up two-factor, as the API refuses it', async () => {
    // Two-factor required for every account (decision 038) needs its manager to have it on.
    const manager = await server.loginAs(['0ALL'], 'System Manager');
    const reader = await server.loginAs(['rBoardRecruit']);
    const setup = await manager.post('/api/user/2fa/setup');
    const enabled = await manager.post('/api/user/2fa/enable', {
      totp: totpAt(setup.body.data.secret, Date.now()),
      password: ADMIN_PASSWORD,
    });
    expect(enabled.status, enabled.text).toBe(200);
    expect((await page(`/admin/preview/job/${hiddenJob}`, reader)).status).toBe(200);
    expect((await manager.post('/api/user/2fa/policy', { required: true })).status).toBe(200);
    try {
      expect((await reader.get(`/api/job/${hiddenJob}`)).body.code).toBe('totp_setup_required');
      const refused = await page(`/admin/preview/job/${hiddenJob}`, reader);
      expect(refused.status).toBe(404);
      expect(refused.text).not.toContain('Secret night guide');
      // The account that has two-factor still previews.
      const shown = await page(`/admin/preview/job/${hiddenJob}`, manager);
      expect(shown.status).toBe(200);
      expect(shown.text).toContain('Secret night guide');
    } finally {
      expect((await manager.post('/api/user/2fa/policy', { required: false })).status).toBe(200);
    }
  });

  it('answers 404 for unknown types, ids and the inquiries, which have no public page', async () => {
    for (const path of ['/admin/preview/qna/1', '/admin/preview/job/999999', '/admin/preview/job/abc']) {
      const res = await page(path, server.admin);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain(MARKER);
    }
  });

  it('shows list items on the page where they appear, in their own language', async () => {
    const home = stateOf((await page(`/admin/preview/banner/${hiddenBanner}`, server.admin)).text);
    expect(home).toMatchObject({ route: 'home', isPreview: true });
    expect(home.data.banners[0]).toMatchObject({ bannerNo: hiddenBanner, title: 'Winter camp banner' });

    const videos = stateOf((await page(`/admin/preview/video/${hiddenVideo}`, server.admin)).text);
    expect(videos.route).toBe('videos');
    // The previewed featured video is the one featured.
    expect(videos.data.list.filter((v: { typeCd: string }) => v.typeCd === '00')).toEqual([
      expect.objectContaining({ videoNo: hiddenVideo, title: 'Hidden film' }),
    ]);

    const partners = stateOf((await page(`/admin/preview/partner/${offPartner}`, server.admin)).text);
    expect(partners.route).toBe('partners');
    expect(partners.data.list.map((p: { name: string }) => p.name)).toContain('Quiet Foods');

    const faqPage = (await page(`/admin/preview/faq/${hiddenFaq}`, server.admin)).text;
    const faqs = stateOf(faqPage);
    expect(faqs.route).toBe('faqs');
    expect(faqs.data.list[0]).toMatchObject({ faqNo: hiddenFaq, title: 'Can I bring a pet?' });
    // The previewed question is the one open, with its answer shown.
    expect(faqPage.match(/<details[^>]* open=""/g)).toHaveLength(1);
    expect(faqPage).toMatch(/<details[^>]* open=""[^>]*>(?:(?!<\/details>).)*Can I bring a pet\?/s);

    const news = await page(`/admin/preview/news/${viNews}`, server.admin);
    expect(news.text).toContain('<html lang="vi">');
    expect(news.text).toContain('Xem trước — chưa công khai');
    expect(stateOf(news.text)).toMatchObject({
      route: 'news',
      locale: 'vi',
      data: { item: { newsNo: viNews } },
    });
  });

  it('leaves the public pages and their cache as they were', async () => {
    await page(`/admin/preview/banner/${hiddenBanner}`, server.admin);
    await page(`/admin/preview/faq/${hiddenFaq}`, server.admin);
    const home = await page('/');
    expect(home.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=/);
    expect(home.text).not.toContain(MARKER);
    const banners = stateOf(home.text).data.banners.map((b: { bannerNo: number }) => b.bannerNo);
    expect(banners).not.toContain(hiddenBanner);
    const faqs = stateOf((await page('/career/faqs')).text).data.list.map((f: { faqNo: number }) => f.faqNo);
    expect(faqs).not.toContain(hiddenFaq);
  });

  it('records the preview in the access history of the administrator', async () => {
    const viewer = await server.loginAs(['rBoardRecruit']);
    await page(`/admin/preview/job/${hiddenJob}`, viewer);
    // The history is written as the response completes: wait for the row.
    await vi.waitFor(
      async () => {
        const res = await server.admin.get('/api/history', {
          pageCnt: 100,
          searchType: 'account',
          searchText: viewer.username,
        });
        const urls = res.body.data.list.map((h: { url: string }) => h.url);
        expect(urls).toContain(`GET /admin/preview/job/${hiddenJob}`);
      },
      { timeout: 3000, interval: 50 },
    );
  });
});

describe.skipIf(!isSiteBuilt)('the error page of a failing public page (needs npm run build)', () => {
  const reference = /<code>([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})<\/code>/;

  it('answers an HTML page with status 500 and a reference in the language of the URL', async () => {
    for (const [path, lang, title] of [
      ['/career/jobs', 'en', 'Something went wrong'],
      ['/vi/career/jobs', 'vi', 'Đã xảy ra lỗi'],
    ] as const) {
      for (const fault of ['loader', 'render']) {
        const res = await page(path, undefined, { 'x-test-fault': fault });
        expect(res.status, `${path} ${fault}`).toBe(500);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(res.text).toContain(`<html lang="${lang}">`);
        expect(res.text).toContain(title);
        expect(res.text).toContain(NOINDEX);
        expect(res.text).toMatch(reference);
        expect(stateOf(res.text)).toMatchObject({ route: 'serverError', locale: lang });
        expect(stateOf(res.text).data.reference).toBe(reference.exec(res.text)![1]);
        expect(res.headers.get('x-request-id'), 'the reference is the request id').toBe(
          reference.exec(res.text)![1],
        );
      }
    }
  });

  it('answers 503 with Retry-After, never cached, when the database is out of reach', async () => {
    const res = await page('/vi/career/jobs', undefined, { 'x-test-fault': 'database' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(stateOf(res.text)).toMatchObject({
      route: 'serverError',
      locale: 'vi',
      data: { unavailable: true },
    });
    // Not a fault to report: the page says to try again, without a reference to quote.
    expect(res.text).toContain('Chúng tôi sẽ trở lại ngay');
    expect(res.text).not.toContain('not-found__reference">');
  });

  it('falls back to plain HTML when even the error page cannot render', async () => {
    const res = await page('/vi/news/press-release', undefined, { 'x-test-fault': 'all' });
    expect(res.status).toBe(500);
    expect(res.text).toContain('<html lang="vi">');
    expect(res.text).toContain('Đã xảy ra lỗi');
    expect(res.text).toContain(`<strong>${res.headers.get('x-request-id')}</strong>`);
  });

  it('gives each failure its own reference and never caches it', async () => {
    const first = await page('/company/mission', undefined, { 'x-test-fault': 'loader' });
    const second = await page('/company/mission', undefined, { 'x-test-fault': 'loader' });
    expect(reference.exec(first.text)![1]).not.toBe(reference.exec(second.text)![1]);
    expect((await page('/company/mission')).status).toBe(200);
  });

  it('keeps API answers JSON', async () => {
    const res = await server.api.get('/api/job', {}, { 'x-test-fault': 'loader' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const missing = await server.api.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('is not the app’s: a server without the test servers’ plugin (page-faults.ts) ignores X-Test-Fault', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const res = await production.api.raw('/career/jobs', {
        method: 'GET',
        headers: { 'x-test-fault': 'all' },
      });
      expect(res.status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
