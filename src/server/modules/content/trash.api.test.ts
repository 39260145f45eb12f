import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import type { ApiClient, ApiResponse } from '../../test/client.ts';
import { pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/** The Trash: deleted board items listed for holders of `d` only, and restored by them. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server?.close());

type Board = 'banner' | 'news' | 'job' | 'faq' | 'video' | 'partner' | 'qna';
const BOARDS: Board[] = ['banner', 'news', 'job', 'faq', 'video', 'partner', 'qna'];
const type = (name: Board) => CONTENT_TYPES[name];
let lastAddress = 0;

/** A live, public item of the board, titled (or named) with `marker`. */
async function create(name: Board, marker: string): Promise<number> {
  const { admin, api } = server;
  const png = await pngFile();
  const base = { localeCd: 'EN', title: marker };
  const made: Record<Board, () => Promise<ApiResponse>> = {
    banner: () => admin.form('/api/banner', { ...base, bannerImg: png }),
    news: () => admin.post('/api/news', { ...base, contents: '<p>Tin mới</p>' }),
    job: () => admin.form('/api/job', { ...base, dateCd: '20', contents: '<p>Việc làm</p>' }),
    faq: () => admin.post('/api/faq', { ...base, contents: '<p>Câu trả lời</p>' }),
    video: () => admin.post('/api/video', { ...base, youtubeId: 'dQw4w9WgXcQ', dateCd: '20' }),
    partner: () =>
      admin.form('/api/partner', { localeCd: 'EN', name: marker, typeCd: '10', partnerImg: png }),
    qna: () =>
      api.form(
        '/api/qna',
        {
          ...base,
          policyChecked: 'Y',
          contents: 'Hello',
          name: 'Lan',
          email: 'lan',
          emailDomain: '10',
          emailDomainName: 'gmail.com',
          phone: '0912345678',
        },
        { 'x-forwarded-for': `198.51.100.${++lastAddress}` },
      ),
  };
  const res = await made[name]();
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const idsOf = (res: ApiResponse, name: Board): number[] =>
  (res.body.data?.list ?? []).map((row: Record<string, number>) => row[type(name).idField]);

/** The ids a client sees in a list of the board (100 newest). */
const listed = async (client: ApiClient, name: Board, query: Record<string, string> = {}) => {
  const res = await client.get(type(name).api, { localeCd: 'EN', pageCnt: 100, ...query });
  expect(res.status, res.text).toBe(200);
  return idsOf(res, name);
};

const remove = async (name: Board, ids: number[]) => {
  const res = await server.admin.delete(type(name).api, { [type(name).idField]: ids });
  expect(res.body, res.text).toEqual({ success: true, data: ids });
};

describe.each(BOARDS)('the trash of %s', (name) => {
  const { api, idField, page } = type(name);

  it('lists deleted items to holders of d and restores them, live and public again', async () => {
    const [a, b, c] = [
      await create(name, 'Trash A'),
      await create(name, 'Trash B'),
      await create(name, 'Kept'),
    ];
    await remove(name, [a, b]);
    const deleter = await server.loginAs([`r${page}`, `d${page}`]);

    const trash = await listed(deleter, name, { delYn: 'Y' });
    expect(trash).toEqual(expect.arrayContaining([a, b]));
    expect(trash).not.toContain(c);
    expect(await listed(deleter, name)).not.toContain(a);

    const restored = await deleter.post(`${api}/restore`, { [idField]: [a, b], LoginName: deleter.username });
    expect(restored.body).toEqual({ success: true, data: expect.arrayContaining([a, b]) });
    expect(await listed(deleter, name, { delYn: 'Y' })).not.toContain(a);
    expect(await listed(deleter, name)).toEqual(expect.arrayContaining([a, b]));

    const row = (await server.admin.get(`${api}/${a}`)).body.data;
    expect(row).toMatchObject({ delYn: 'N', modifyId: deleter.username });
    expect(Date.now() - Date.parse(row.modifyDt)).toBeLessThan(60_000);

    // Restoring what is not in the trash changes nothing and says so.
    const again = await deleter.post(`${api}/restore`, [a]);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('refuses restore and the deleted list without d (403), and bad bodies (400)', async () => {
    const id = await create(name, 'Refused');
    await remove(name, [id]);
    const others = [`r${page}`, `a${page}`, `e${page}`];
    const reader = await server.loginAs(others);
    const refused = await reader.post(`${api}/restore`, { [idField]: [id] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'forbidden' });
    expect((await reader.get(api, { delYn: 'Y' })).status).toBe(403);
    // A deleted item's detail is part of the trash too: without d it does not exist.
    expect((await reader.get(`${api}/${id}`)).status).toBe(404);
    expect((await server.admin.get(`${api}/${id}`)).status).toBe(200);
    expect((await server.api.post(`${api}/restore`, [id])).status).toBe(401);
    for (const body of [[], { [idField]: [] }, { [idField]: ['x'] }, { other: [1] }]) {
      const res = await server.admin.post(`${api}/restore`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation');
    }
    expect((await server.admin.post(`${api}/restore`, [])).body.message).toMatch(/restore/);
    expect(await listed(server.admin, name, { delYn: 'Y' })).toContain(id);
  });
});

describe('visitors and the trash', () => {
  it('never see deleted items whatever the query says, and see restored ones again', async () => {
    for (const name of BOARDS.filter((n) => n !== 'qna')) {
      const { api, idField } = type(name);
      const id = await create(name, `Public ${name}`);
      await remove(name, [id]);
      for (const query of [{}, { delYn: 'Y' }, { delYn: 'N' }, { delYn: 'Y', useYn: 'N' }] as Record<
        string,
        string
      >[]) {
        expect(await listed(server.api, name, query), `${name} ${JSON.stringify(query)}`).not.toContain(id);
        expect((await server.api.get(`${api}/${id}`, query)).status).toBe(404);
      }
      await server.admin.post(`${api}/restore`, { [idField]: [id] });
      // The public lists are briefly cached: the restore empties that cache.
      expect(await listed(server.api, name), name).toContain(id);
      expect((await server.api.get(`${api}/${id}`)).status).toBe(200);
    }
  });

  it('a restored item that is OFF stays off the public site: its own rules still apply', async () => {
    const id = (await server.admin.post('/api/news', { localeCd: 'EN', title: 'Off news', useYn: 'N' })).body
      .data;
    await remove('news', [id]);
    await server.admin.post('/api/news/restore', [id]);
    expect(await listed(server.admin, 'news')).toContain(id);
    expect(await listed(server.api, 'news')).not.toContain(id);
  });
});

describe('the access history', () => {
  it('records each delete and restore with the ids concerned', async () => {
    const id = await create('faq', 'History');
    await remove('faq', [id]);
    await server.admin.post('/api/faq/restore', { faqNo: [id] });
    const qna = await create('qna', 'History');
    await remove('qna', [qna]);
    await server.admin.post('/api/qna/restore', { qnaNo: [qna] });
    await vi.waitFor(
      async () => {
        const res = await server.admin.get('/api/history', {
          searchType: 'url',
          searchText: 'No=',
          pageCnt: 100,
        });
        const urls = res.body.data.list.map((r: { url: string; userid: string }) => `${r.userid} ${r.url}`);
        expect(urls).toContain(`admin POST /api/faq/restore faqNo=${id}`);
        expect(urls).toContain(`admin DELETE /api/faq faqNo=${id}`);
        expect(urls).toContain(`admin POST /api/qna/restore qnaNo=${qna}`);
      },
      { timeout: 3000, interval: 50 },
    );
  });
});
