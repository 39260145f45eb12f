import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

/**
 * What shared caches may do with each answer (decision 041): public pages and
 * public API reads carry `public, max-age=0, s-maxage, stale-while-revalidate, stale-if-error` and
 * tags naming what they show, capped at the next scheduled change; staff answers, answers setting a
 * cookie and errors other than 404 are `private, no-store`; a save tells the purge hook its tags.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
const PRIVATE = 'private, no-store';

/** The server's clock: 2031-05-20 10:00:20 in Vietnam (UTC+7) until a test moves it. */
let clock = Date.parse('2031-05-20T10:00:20+07:00');
const setVietnamTime = (local: string) => {
  clock = Date.parse(`${local}+07:00`);
};

/** The purge hook's other end: every POST it received. */
const purges: Array<{ tags: string[]; authorization: string | undefined }> = [];
const hook = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    purges.push({ ...JSON.parse(body), authorization: request.headers.authorization });
    response.end('{}');
  });
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    withDemoContent: true,
    now: () => new Date(clock),
    env: {
      CDN_PURGE_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge`,
      CDN_PURGE_TOKEN: 'purge-secret-1234',
    },
  });
});
afterAll(async () => {
  await server?.close();
  hook.close();
});

const tagsOf = (headers: Headers) => ({
  cacheTag: headers.get('cache-tag')?.split(',') ?? [],
  surrogateKey: headers.get('surrogate-key')?.split(' ') ?? [],
});

describe('a public answer', () => {
  it('may be kept by shared caches for s-maxage and names what it shows', async () => {
    const list = await server.api.get('/api/news', { localeCd: 'EN' });
    expect(list.headers.get('cache-control')).toBe(PUBLIC);
    expect(tagsOf(list.headers)).toEqual({ cacheTag: ['site', 'news'], surrogateKey: ['site', 'news'] });

    const id = list.body.data.list[0].newsNo as number;
    const one = await server.api.get(`/api/news/${id}`);
    expect(one.headers.get('cache-control')).toBe(PUBLIC);
    expect(tagsOf(one.headers).cacheTag).toEqual(['site', `news-${id}`]);

    const notice = await server.api.get('/api/privacy/notice');
    expect(notice.headers.get('cache-control')).toBe(PUBLIC);
    expect(notice.headers.get('etag')).toMatch(/^"/);
    expect(tagsOf(notice.headers).cacheTag).toEqual(['site', 'privacy']);
  });

  it.skipIf(!isSiteBuilt)('is a page tagged with its route and every type and item it read', async () => {
    const home = await server.api.raw('/', { method: 'GET' });
    expect(home.headers.get('cache-control')).toBe(PUBLIC);
    const { cacheTag, surrogateKey } = tagsOf(home.headers);
    expect(cacheTag).toEqual(surrogateKey);
    expect(cacheTag.slice(0, 2)).toEqual(['site', 'home']);
    expect(cacheTag).toEqual(expect.arrayContaining(['banner', 'news']));

    const newsList = await server.api.get('/api/news', { localeCd: 'VI' });
    const id = newsList.body.data.list[0].newsNo as number;
    const detail = await server.api.raw(`/vi/news/detail/${id}`, { method: 'GET' });
    expect(detail.status).toBe(200);
    expect(tagsOf(detail.headers).cacheTag).toEqual(expect.arrayContaining(['site', `news-${id}`]));

    const privacy = await server.api.raw('/privacy', { method: 'GET' });
    expect(tagsOf(privacy.headers).cacheTag).toEqual(expect.arrayContaining(['privacy']));

    // A missing page is public too (a link shared widely still spares the site), without a validator.
    const missing = await server.api.raw('/news/detail/99999999', { method: 'GET' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(PUBLIC);
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('what only staff see, what sets a cookie and errors', () => {
  const expectPrivate = (res: { headers: Headers }, what: string) => {
    expect(res.headers.get('cache-control'), what).toBe(PRIVATE);
    expect(res.headers.get('cache-tag'), what).toBeNull();
    expect(res.headers.get('surrogate-key'), what).toBeNull();
  };

  it('is private, no-store', async () => {
    expectPrivate(await server.admin.get('/api/news', { localeCd: 'EN' }), 'a bearer token');
    const login = await server.api.post('/api/user/login', { loginId: 'admin', password: ADMIN_PASSWORD });
    expect(login.headers.get('set-cookie')).toContain('kv_session=');
    expectPrivate(login, 'a login setting the cookie');
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expectPrivate(
      await server.api.get('/api/news', { localeCd: 'EN' }, { cookie, 'x-kv-admin': '1' }),
      'the admin app',
    );
    expectPrivate(await server.api.get('/api/news', { pageNo: 'x' }), 'a 400');
    expectPrivate(await server.api.get('/api/user/me'), 'a 401');
    expectPrivate(await server.api.post('/api/news', {}), 'a 401 to a write');
    if (isSiteBuilt) {
      expectPrivate(await server.api.raw('/admin/board/news', { method: 'GET' }), 'the admin shell');
      expectPrivate(await server.api.raw('/admin', { method: 'GET' }), 'the admin shell');
      const failing = await server.api.raw('/', { method: 'GET', headers: { 'x-test-fault': 'render' } });
      expect(failing.status).toBe(500);
      expectPrivate(failing, 'a 500 page');
    }
  });
});

describe('scheduled items', () => {
  it('cap s-maxage at the time they appear or disappear, with no stale copy past it', async () => {
    setVietnamTime('2031-05-20T10:00:20');
    const created = await server.admin.post('/api/news', {
      localeCd: 'EN',
      typeCd: '10',
      title: 'Opening at half past ten',
      contents: '<p>Soon</p>',
      publishAt: '2031-05-20T10:30',
    });
    expect(created.status, created.text).toBe(200);
    expect((await server.api.get('/api/news', { localeCd: 'EN' })).headers.get('cache-control')).toBe(PUBLIC);

    setVietnamTime('2031-05-20T10:29:35');
    const soon = await server.api.get('/api/news', { localeCd: 'EN' });
    expect(soon.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=25, stale-while-revalidate=0, stale-if-error=86400',
    );
    // The same address again, answered early (decision 067): the time left counts down all the same,
    // and at the change the answer is not sent again.
    setVietnamTime('2031-05-20T10:29:50');
    const again = await server.api.get('/api/news', { localeCd: 'EN' });
    expect(again.headers.get('etag')).toBe(soon.headers.get('etag'));
    expect(again.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=10, stale-while-revalidate=0,/,
    );
    setVietnamTime('2031-05-20T10:30');
    const opened = await server.api.get('/api/news', { localeCd: 'EN' });
    expect(opened.body.data.list.map((row: { title: string }) => row.title)).toContain(
      'Opening at half past ten',
    );
    setVietnamTime('2031-05-20T10:29:35');
    // Types without a change ahead keep the full time; a page reading news is capped as the news list.
    expect((await server.api.get('/api/faq', { localeCd: 'EN' })).headers.get('cache-control')).toBe(PUBLIC);
    if (isSiteBuilt)
      expect(
        (await server.api.raw('/news/press-release', { method: 'GET' })).headers.get('cache-control'),
      ).toMatch(/s-maxage=25, stale-while-revalidate=0,/);

    // A job's window ending on its last day without an end time lasts until midnight.
    const job = await server.admin.post('/api/job', {
      localeCd: 'EN',
      title: 'Weekend guide',
      contents: '<p>Work</p>',
      dateCd: '10',
      startDt: '2031-05-01',
      endDt: '2031-05-20',
    });
    expect(job.status, job.text).toBe(200);
    setVietnamTime('2031-05-20T23:59:10');
    expect((await server.api.get('/api/job', { localeCd: 'EN' })).headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=50, stale-while-revalidate=0,/,
    );
    setVietnamTime('2031-05-21T09:00:00');
  });
});

describe('the purge hook (CDN_PURGE_URL)', () => {
  it('hears the tags of what each save changed, with its token, and nothing of refusals or private data', async () => {
    purges.length = 0;
    const created = await server.admin.post('/api/faq', {
      localeCd: 'EN',
      typeCd: '10',
      title: 'Is there parking?',
      contents: '<p>Yes.</p>',
      useYn: 'Y',
    });
    const id = created.body.data as number;
    await vi.waitFor(() =>
      expect(purges).toEqual([{ tags: ['faq', `faq-${id}`], authorization: 'Bearer purge-secret-1234' }]),
    );

    expect((await server.admin.post(`/api/faq/${id}`, { title: '' })).status).toBe(400);
    await server.admin.delete('/api/faq', { faqNo: [id] });
    await vi.waitFor(() =>
      expect(purges.map((p) => p.tags)).toEqual([
        ['faq', `faq-${id}`],
        ['faq', `faq-${id}`],
      ]),
    );

    // A delete of many items is told in calls of at most 30 tags (Cloudflare's limit).
    const many: number[] = [];
    for (let i = 0; i < 30; i++)
      many.push(
        (
          await server.admin.post('/api/faq', {
            localeCd: 'EN',
            typeCd: '10',
            title: `Batch ${i}`,
            contents: '<p>x</p>',
          })
        ).body.data as number,
      );
    await vi.waitFor(() => expect(purges.flatMap((p) => p.tags)).toContain(`faq-${many.at(-1)}`));
    purges.length = 0;
    expect((await server.admin.delete('/api/faq', { faqNo: many })).status).toBe(200);
    await vi.waitFor(() => expect(purges).toHaveLength(2));
    expect(purges.map((p) => p.tags.length).sort()).toEqual([1, 30]);
    expect(new Set(purges.flatMap((p) => p.tags))).toEqual(
      new Set(['faq', ...many.map((id) => `faq-${id}`)]),
    );

    const notice = await server.admin.post('/api/privacy/notice', {
      contentsEn: '## Who we are\nKidVenture.',
      contentsVi: '## Chúng tôi là ai\nKidVenture.',
    });
    expect(notice.status, notice.text).toBe(200);
    await vi.waitFor(() => expect(purges.at(-1)?.tags).toEqual(['privacy']));

    const inquiries = await server.admin.get('/api/qna', {});
    const inquiryNo = inquiries.body.data.list[0]?.qnaNo as number;
    const before = purges.length;
    expect((await server.admin.post(`/api/qna/${inquiryNo}`, { statusCd: '20' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(purges).toHaveLength(before);
  });
});

describe('settings', () => {
  it('CDN_MAX_AGE, CDN_STALE_WHILE_REVALIDATE and CDN_STALE_IF_ERROR shape the policy; 0 asks each time', async () => {
    const tuned = await startTestServer({
      sharing: server,
      env: { CDN_MAX_AGE: '300', CDN_STALE_WHILE_REVALIDATE: '30', CDN_STALE_IF_ERROR: '3600' },
    });
    const off = await startTestServer({ sharing: server, env: { CDN_MAX_AGE: '0' } });
    try {
      expect((await tuned.api.get('/api/faq', { localeCd: 'EN' })).headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=3600',
      );
      expect((await off.api.get('/api/faq', { localeCd: 'EN' })).headers.get('cache-control')).toBe(
        'public, no-cache',
      );
    } finally {
      await tuned.close();
      await off.close();
    }
  });
});
