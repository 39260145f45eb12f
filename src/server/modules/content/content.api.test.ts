import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, vietnamDate } from '../../../common/dates.ts';
import { pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const today = vietnamDate();

describe('board content lifecycle (news)', () => {
  it('creates, lists, reads, updates partially and soft-deletes', async () => {
    const { admin, api } = server;
    const created = await admin.post('/api/news', {
      localeCd: 'EN',
      typeCd: '10',
      title: 'Tuyển dụng mùa hè',
      contents: '<p>Hello <strong>world</strong></p>',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, data: expect.any(Number) });
    const id = created.body.data;

    const publicList = await api.get('/api/news', { localeCd: 'EN' });
    expect(publicList.body.data.list.map((r: { newsNo: number }) => r.newsNo)).toContain(id);
    expect(publicList.body.data.list[0]).not.toHaveProperty('titleSearch');
    expect(publicList.body.data.list[0]).not.toHaveProperty('createId');

    const one = await api.get(`/api/news/${id}`);
    expect(one.body.data).toMatchObject({ newsNo: id, title: 'Tuyển dụng mùa hè', typeCdNm: 'General' });

    const updated = await admin.post(`/api/news/${id}`, { typeCd: '20' });
    expect(updated.body).toEqual({ success: true, data: 'OK' });
    const after = await admin.get(`/api/news/${id}`);
    expect(after.body.data).toMatchObject({ title: 'Tuyển dụng mùa hè', typeCd: '20', modifyId: 'admin' });

    const deleted = await admin.delete('/api/news', { newsNo: [id], LoginName: 'admin' });
    expect(deleted.body).toEqual({ success: true, data: [id] });
    expect((await api.get(`/api/news/${id}`)).status).toBe(404);
    expect((await admin.delete('/api/news', [id])).status).toBe(404);
  });

  it('searches ignoring case and Vietnamese diacritics', async () => {
    const { admin, api } = server;
    await admin.post('/api/news', {
      localeCd: 'VI',
      title: 'Khai trương khu Cứu hỏa',
      contents: '<p>Đội PCCC nhí</p>',
    });
    const byTitle = await api.get('/api/news', {
      localeCd: 'VI',
      searchType: 'title',
      searchText: 'CUU HOA',
    });
    expect(byTitle.body.data.total).toBe(1);
    const byContents = await api.get('/api/news', {
      localeCd: 'VI',
      searchType: 'contents',
      searchText: 'doi pccc',
    });
    expect(byContents.body.data.total).toBe(1);
    const wildcard = await api.get('/api/news', { localeCd: 'VI', searchText: '%' });
    expect(wildcard.body.data.total).toBe(0);
    expect((await api.get('/api/news', { searchType: 'nope', searchText: 'x' })).status).toBe(400);
  });

  it('sanitizes rich text on save and takes the first image as thumbnail', async () => {
    const { admin } = server;
    const upload = await admin.form('/file/upload', { file: await pngFile() });
    expect(upload.status).toBe(200);
    const location = upload.body.location as string;
    expect(location).toMatch(/^\/uploads\/img\//);
    const id = (
      await admin.post('/api/news', {
        localeCd: 'EN',
        title: 'XSS',
        contents: `<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">l</a><img src="${location}"><img src="https://evil.example/x.png"></p>`,
      })
    ).body.data;
    const row = (await admin.get(`/api/news/${id}`)).body.data;
    expect(row.contents).not.toMatch(/script|onclick|javascript:|evil\.example/);
    expect(row.contents).toContain(`<img src="${location}" />`);
    expect(row.thumbnailUrl).toBe(location);
  });
});

describe('public visibility', () => {
  it('hides OFF, deleted, hidden and out-of-window jobs from visitors whatever they send', async () => {
    const { admin, api } = server;
    const make = async (fields: Record<string, string>) =>
      (await admin.form('/api/job', { localeCd: 'EN', title: `Job ${JSON.stringify(fields)}`, ...fields }))
        .body.data;
    const open = await make({ dateCd: '10', startDt: addDays(today, -1), endDt: addDays(today, 5) });
    const always = await make({ dateCd: '20' });
    const hidden = await make({ dateCd: '30' });
    const past = await make({ dateCd: '10', startDt: addDays(today, -10), endDt: addDays(today, -1) });
    const future = await make({ dateCd: '10', startDt: addDays(today, 1), endDt: addDays(today, 5) });
    const off = await make({ dateCd: '20', useYn: 'N' });

    const visible = await api.get('/api/job', { localeCd: 'EN', useYn: 'N', delYn: 'Y', pageCnt: 100 });
    const ids = visible.body.data.list.map((r: { jobNo: number }) => r.jobNo);
    expect(ids).toEqual(expect.arrayContaining([open, always]));
    for (const id of [hidden, past, future, off]) {
      expect(ids).not.toContain(id);
      expect((await api.get(`/api/job/${id}`)).status).toBe(404);
      expect((await admin.get(`/api/job/${id}`)).status).toBe(200);
    }
    const adminIds = (await admin.get('/api/job', { localeCd: 'EN', pageCnt: 100 })).body.data.list.map(
      (r: { jobNo: number }) => r.jobNo,
    );
    expect(adminIds).toEqual(expect.arrayContaining([open, always, hidden, past, future, off]));
    const label = (await api.get(`/api/job/${always}`)).body.data.dateCdNm;
    expect(label).toBe('Always');
  });

  it('pages public jobs by 7 and admin lists by 10, numbered from the total', async () => {
    const { admin, api } = server;
    for (let i = 0; i < 12; i++)
      await admin.form('/api/job', { localeCd: 'VI', title: `Việc ${i}`, dateCd: '20' });
    const page1 = await api.get('/api/job', { localeCd: 'VI' });
    expect(page1.body.data.list).toHaveLength(7);
    expect(page1.body.data.total).toBe(12);
    expect(page1.body.data.list[0].dateCdNm).toBe('Thường xuyên');
    const page2 = await api.get('/api/job', { localeCd: 'VI', pageNo: 2 });
    expect(page2.body.data.list).toHaveLength(5);
    expect((await admin.get('/api/job', { localeCd: 'VI' })).body.data.list).toHaveLength(10);
    expect((await api.get('/api/job', { pageNo: -1 })).status).toBe(400);
    expect((await api.get('/api/job', { pageNo: 'abc' })).status).toBe(400);
    expect((await api.get('/api/job', { pageCnt: 101 })).status).toBe(400);
  });
});
