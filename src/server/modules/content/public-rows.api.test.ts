import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

// The videos and news pages render through the built SSR entry; `npm test` builds first.
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const page = (path: string) => server.api.raw(path, { method: 'GET' });
const lastmodOf = (xml: string, path: string) =>
  new RegExp(`<loc>[^<]*${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('the public video list is unpaged', () => {
  const COUNT = 105;
  const titles: string[] = [];
  beforeAll(async () => {
    const add = async (title: string, typeCd: string) => {
      const res = await server.admin.post('/api/video', {
        localeCd: 'VI',
        typeCd,
        dateCd: '20',
        title,
        youtubeId: 'dQw4w9WgXcQ',
      });
      expect(res.status, res.text).toBe(200);
    };
    await add('Video nổi bật', '00');
    for (let i = 1; i <= COUNT; i++) {
      titles.push(`Video số ${i}`);
      await add(`Video số ${i}`, '10');
    }
  }, 120_000);

  it('answers every visible video to a visitor, featured first', async () => {
    const res = await server.api.get('/api/video', { localeCd: 'VI' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(COUNT + 1);
    expect(res.body.data.list).toHaveLength(COUNT + 1);
    expect(res.body.data.list[0]).toMatchObject({ typeCd: '00', title: 'Video nổi bật' });
    expect(res.body.data.list.at(-1)).toMatchObject({ title: 'Video số 1' });
    // Staff lists stay paged.
    expect((await server.admin.get('/api/video', { localeCd: 'VI' })).body.data.list).toHaveLength(10);
  });

  it.skipIf(!isSiteBuilt)('shows every one on the videos page, the oldest included', async () => {
    const res = await page('/vi/news/videos');
    expect(res.status).toBe(200);
    for (const title of ['Video nổi bật', 'Video số 1', `Video số ${COUNT}`])
      expect(res.text).toContain(title);
  });
});

describe('public rows carry modifyDt', () => {
  it('null until edited, then the time of the edit; who edited stays private', async () => {
    const id = (
      await server.admin.post('/api/news', { localeCd: 'EN', title: 'Fresh news', contents: '<p>x</p>' })
    ).body.data;
    const before = (await server.api.get(`/api/news/${id}`)).body.data;
    expect(before).toMatchObject({ newsNo: id, modifyDt: null });
    await server.admin.post(`/api/news/${id}`, { title: 'Edited news' });
    const after = (await server.api.get(`/api/news/${id}`)).body.data;
    expect(Date.parse(after.modifyDt)).toBeGreaterThan(Date.parse(after.createDt));
    const listed = (await server.api.get('/api/news', { localeCd: 'EN' })).body.data.list;
    expect(listed.find((r: { newsNo: number }) => r.newsNo === id)).toMatchObject({
      modifyDt: after.modifyDt,
    });
    for (const row of [after, ...listed]) {
      expect(row).not.toHaveProperty('modifyId');
      expect(row).not.toHaveProperty('createId');
    }
  });

  it('gives the sitemap its lastmod: the last edit, or the creation when never edited', async () => {
    const { admin, deps } = server;
    const created = '2024-03-04T05:06:07.000Z';
    const edited = (await admin.post('/api/news', { localeCd: 'EN', title: 'Old news, edited' })).body.data;
    const untouched = (await admin.post('/api/news', { localeCd: 'EN', title: 'Old news' })).body.data;
    const job = (await admin.form('/api/job', { localeCd: 'EN', title: 'Old job', dateCd: '20' })).body.data;
    const editedJob = (await admin.form('/api/job', { localeCd: 'VI', title: 'Việc cũ', dateCd: '20' })).body
      .data;
    await deps.db
      .updateTable('news')
      .set({ createDt: created })
      .where('newsNo', 'in', [edited, untouched])
      .execute();
    await deps.db
      .updateTable('job')
      .set({ createDt: created })
      .where('jobNo', 'in', [job, editedJob])
      .execute();
    await admin.post(`/api/news/${edited}`, { title: 'Old news, edited today' });
    await admin.form(`/api/job/${editedJob}`, { title: 'Việc cũ, đã sửa' });
    const today = new Date().toISOString().slice(0, 10);

    const xml = (await page('/sitemap.xml')).text;
    expect(lastmodOf(xml, `/news/detail/${untouched}`)).toBe('2024-03-04');
    expect(lastmodOf(xml, `/news/detail/${edited}`)).toBe(today);
    expect(lastmodOf(xml, `/career/jobs-detail/${job}`)).toBe('2024-03-04');
    expect(lastmodOf(xml, `/vi/career/jobs-detail/${editedJob}`)).toBe(today);
  });

  it.skipIf(!isSiteBuilt)("gives a news article's JSON-LD its dateModified", async () => {
    const id = (
      await server.admin.post('/api/news', { localeCd: 'EN', title: 'Structured', contents: '<p>x</p>' })
    ).body.data;
    const first = jsonLd((await page(`/news/detail/${id}`)).text)[0];
    expect(first.dateModified).toBe(first.datePublished);
    await server.admin.post(`/api/news/${id}`, { title: 'Structured, edited' });
    const row = (await server.api.get(`/api/news/${id}`)).body.data;
    const second = jsonLd((await page(`/news/detail/${id}`)).text)[0];
    expect(second).toMatchObject({ datePublished: row.createDt, dateModified: row.modifyDt });
    expect(second.dateModified).not.toBe(second.datePublished);
  });
});
