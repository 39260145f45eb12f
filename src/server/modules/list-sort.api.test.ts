import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/** Admin list sorting (`sort` + `order`), the new search fields and the inquiry status filter. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server?.close());

type Row = Record<string, unknown>;
async function list(path: string, query: Record<string, string | number>) {
  const res = await server.admin.get(path, query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { list: Row[]; total: number };
}
const field = (rows: Row[], name: string) => rows.map((r) => r[name]);

describe('sorting admin lists', () => {
  const tag = `zs${randomBytes(3).toString('hex')}`;
  // Created in this order, so the default (newest first) is Charlie, ạlpha, Bravo.
  const titles = [`${tag} Bravo`, `${tag} ạlpha`, `${tag} Charlie`];
  beforeAll(async () => {
    for (const title of titles)
      expect((await server.admin.post('/api/news', { localeCd: 'EN', typeCd: '10', title })).status).toBe(
        200,
      );
  });
  const news = (query: Record<string, string> = {}) =>
    list('/api/news', { localeCd: 'EN', searchType: 'title', searchText: tag, ...query });

  it('keeps newest first without sort', async () => {
    expect(field((await news()).list, 'title')).toEqual([titles[2], titles[1], titles[0]]);
  });

  it('sorts by title ignoring case and diacritics, ascending unless order=desc', async () => {
    const ascending = [titles[1], titles[0], titles[2]];
    expect(field((await news({ sort: 'title' })).list, 'title')).toEqual(ascending);
    expect(field((await news({ sort: 'title', order: 'asc' })).list, 'title')).toEqual(ascending);
    expect(field((await news({ sort: 'title', order: 'desc' })).list, 'title')).toEqual(
      [...ascending].reverse(),
    );
  });

  it('sorts by add date, and pages the sorted order', async () => {
    expect(field((await news({ sort: 'createDt' })).list, 'title')).toEqual(titles);
    const second = await news({ sort: 'createDt', order: 'desc', pageNo: '2', pageCnt: '2' });
    expect(second.total).toBe(3);
    expect(field(second.list, 'title')).toEqual([titles[0]]);
  });

  it('refuses a sort key outside the list whitelist and a bad order with 400', async () => {
    const refused: Record<string, string>[] = [
      { sort: 'contents' },
      { sort: 'titleSearch' },
      { sort: 'title; drop table news' },
      { sort: '__proto__' },
      { sort: 'title', order: 'up' },
    ];
    for (const query of refused) {
      const res = await server.admin.get('/api/news', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'validation' });
    }
    expect((await server.admin.get('/api/news', { sort: 'x' })).body.message).toBe(
      'sort must be one of typeCd, title, createDt',
    );
    // Lists without sortable columns refuse it too.
    expect((await server.admin.get('/api/auth', { sort: 'username' })).status).toBe(400);
  });

  it('sorts by deadline with undated (Always) jobs first ascending and last descending on both databases', async () => {
    const jobTag = `zj${randomBytes(3).toString('hex')}`;
    const today = new Date().toISOString().slice(0, 10);
    const later = (days: number) =>
      new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
    for (const [name, dates] of [
      ['late', { dateCd: '10', startDt: today, endDt: later(10) }],
      ['always', { dateCd: '20' }],
      ['soon', { dateCd: '10', startDt: today, endDt: later(5) }],
    ] as const) {
      const res = await server.admin.form('/api/job', {
        localeCd: 'EN',
        title: `${jobTag} ${name}`,
        contents: '<p>x</p>',
        ...dates,
      });
      expect(res.status, res.text).toBe(200);
    }
    const jobs = async (order: string) =>
      field(
        (await list('/api/job', { localeCd: 'EN', searchText: jobTag, sort: 'endDt', order })).list,
        'title',
      );
    expect(await jobs('asc')).toEqual([`${jobTag} always`, `${jobTag} soon`, `${jobTag} late`]);
    expect(await jobs('desc')).toEqual([`${jobTag} late`, `${jobTag} soon`, `${jobTag} always`]);
  });

  it('sorts the IP list and the history', async () => {
    const ips = (order: string) => list('/api/ip', { sort: 'ipaddress', order, pageCnt: 100 });
    expect(field((await ips('asc')).list, 'ipaddress')).toEqual(['127.0.0.1', '::1']);
    expect(field((await ips('desc')).list, 'ipaddress')).toEqual(['::1', '127.0.0.1']);
    const oldest = await list('/api/history', { sort: 'createdAt', pageCnt: 3 });
    const times = field(oldest.list, 'createdAt') as string[];
    expect(times).toEqual([...times].sort());
    const newest = await list('/api/history', { pageCnt: 1 });
    expect(Date.parse(String(newest.list[0]!.createdAt))).toBeGreaterThanOrEqual(Date.parse(times[2]!));
    expect((await server.admin.get('/api/history', { sort: 'statusCode' })).status).toBe(400);
  });
});

describe('banner and partner search', () => {
  it('finds banners by title, ignoring case and diacritics', async () => {
    const title = `Khuyến mãi Hè ${randomBytes(2).toString('hex')}`;
    const created = await server.admin.form('/api/banner', {
      localeCd: 'VI',
      title,
      contents: 'Phụ đề',
      useYn: 'Y',
      bannerImg: await pngFile(),
    });
    expect(created.status, created.text).toBe(200);
    const found = await list('/api/banner', {
      localeCd: 'VI',
      searchType: 'title',
      searchText: 'KHUYEN MAI HE',
    });
    expect(field(found.list, 'title')).toContain(title);
    expect(found.list[0]).not.toHaveProperty('titleSearch');
    expect((await list('/api/banner', { localeCd: 'VI', searchText: 'no such banner here' })).total).toBe(0);
    expect((await server.admin.get('/api/banner', { searchType: 'contents', searchText: 'x' })).status).toBe(
      400,
    );
  });

  it('finds partners by name, also after the name changes', async () => {
    const created = await server.admin.form('/api/partner', {
      localeCd: 'EN',
      name: 'Công ty Đồ chơi Sao Mai',
      typeCd: '10',
      useYn: 'Y',
      partnerImg: await pngFile(),
    });
    expect(created.status, created.text).toBe(200);
    const id = created.body.data as number;
    const search = (searchText: string) =>
      list('/api/partner', { localeCd: 'EN', searchType: 'name', searchText });
    expect(field((await search('do choi sao mai')).list, 'partnerNo')).toEqual([id]);
    expect((await search('do choi sao mai')).list[0]).not.toHaveProperty('nameSearch');
    expect((await server.admin.form(`/api/partner/${id}`, { name: 'Nhà sách Bình Minh' })).status).toBe(200);
    expect((await search('sao mai')).total).toBe(0);
    expect(field((await search('BINH MINH')).list, 'partnerNo')).toEqual([id]);
    // The ON/OFF change keeps the name searchable.
    expect((await server.admin.form(`/api/partner/${id}`, { useYn: 'N' })).status).toBe(200);
    expect(field((await search('binh minh')).list, 'partnerNo')).toEqual([id]);
  });
});

describe('inquiry list', () => {
  it('filters by status and sorts by status', async () => {
    const tag = `st${randomBytes(3).toString('hex')}`;
    const ids: number[] = [];
    for (const [i, name] of ['Lan', 'Minh'].entries()) {
      const res = await server.api.form(
        '/api/qna',
        {
          localeCd: 'EN',
          typeCd: '10',
          policyChecked: 'Y',
          title: `${tag} inquiry`,
          contents: 'Hello',
          name,
          email: 'someone',
          emailDomain: '00',
          emailDomainName: 'example.com',
          phone: '0912345678',
        },
        { 'x-forwarded-for': `198.51.100.${i + 1}` },
      );
      expect(res.status, res.text).toBe(200);
      ids.push(res.body.data as number);
    }
    expect((await server.admin.post(`/api/qna/${ids[0]}`, { statusCd: '20' })).status).toBe(200);
    const mine = { localeCd: 'EN', searchType: 'title', searchText: tag };
    expect(field((await list('/api/qna', { ...mine, statusCd: '10' })).list, 'qnaNo')).toEqual([ids[1]]);
    expect(field((await list('/api/qna', { ...mine, statusCd: '20' })).list, 'qnaNo')).toEqual([ids[0]]);
    expect(field((await list('/api/qna', mine)).list, 'qnaNo')).toEqual([ids[1], ids[0]]);
    expect(
      field((await list('/api/qna', { ...mine, sort: 'statusCd', order: 'desc' })).list, 'qnaNo'),
    ).toEqual([ids[0], ids[1]]);
    // The title search matches the inquirer's name too (the list shows both).
    expect(
      field((await list('/api/qna', { localeCd: 'EN', searchText: `${tag} inquiry minh` })).list, 'qnaNo'),
    ).toEqual([ids[1]]);
    const bad = await server.admin.get('/api/qna', { statusCd: '30' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      code: 'validation',
      message: 'statusCd must be one of 10, 20',
    });
  });
});

describe('typeCd', () => {
  it('is a type code, or a 400 that says so (decision 070: it is written into the statement)', async () => {
    const bad = await server.api.get('/api/news', { localeCd: 'EN', typeCd: "1'" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', message: 'typeCd must be a type code such as 10' });
    expect((await server.api.get('/api/news', { localeCd: 'EN', typeCd: '99' })).body.data).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await server.api.get('/api/faq', { localeCd: 'EN', typeCd: '' })).status).toBe(200);
  });
});

describe('history search folds case and Vietnamese diacritics', () => {
  it('finds nguyễnđức by NGUYENDUC in the account and the URL', async () => {
    const account = `nguyễnđức${randomBytes(2).toString('hex')}`;
    expect(
      (await server.api.post('/api/user/login', { loginId: account, password: 'Whatever-1!' })).status,
    ).toBe(401);
    const folded = account.replace('nguyễnđức', 'NGUYENDUC');
    const byAccount = await vi.waitFor(
      async () => {
        const found = await list('/api/history', { searchType: 'account', searchText: folded });
        expect(found.total).toBe(1);
        return found;
      },
      { timeout: 3000, interval: 50 },
    );
    expect(byAccount.list[0]).toMatchObject({ userid: account, url: 'POST /api/user/login' });
    expect(byAccount.list[0]).not.toHaveProperty('useridSearch');

    expect((await server.admin.get('/api/news', { searchText: 'Tiếng Việt Đẹp' })).status).toBe(200);
    const byUrl = await vi.waitFor(
      async () => {
        const found = await list('/api/history', { searchType: 'url', searchText: 'TIENG VIET DEP' });
        expect(found.total).toBeGreaterThanOrEqual(1);
        return found;
      },
      { timeout: 3000, interval: 50 },
    );
    expect(String(byUrl.list[0]!.url)).toMatch(/^GET \/api\/news\?searchText=/);
  });
});
