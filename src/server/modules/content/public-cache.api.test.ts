import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/index.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Visitors' list and detail answers are kept two seconds under a key made of what the answer
 * depends on. A change written into the database through a connection of its own (which the app's
 * write hook does not see, so no cache forgets) shows which requests share an entry: those still
 * get the old answer.
 */
let server: TestServer;
let elsewhere: Db;
beforeAll(async () => {
  server = await startTestServer();
  elsewhere = openDatabase({ databaseUrl: server.env.DATABASE_URL, dataDir: server.env.DATA_DIR! }).db;
});
afterAll(async () => {
  await elsewhere?.destroy();
  await server?.close();
});

const titlesOf = (body: { data: { list: { title: string }[] } }) => body.data.list.map((r) => r.title);

async function renameBehindTheCache(newsNo: number, title: string) {
  await elsewhere.updateTable('news').set({ title }).where('newsNo', '=', newsNo).execute();
}

describe('the public micro-cache key', () => {
  it('ignores unknown parameters, their order and the spelling of the query', async () => {
    const { admin, api } = server;
    const newsNo = (await admin.post('/api/news', { localeCd: 'VI', title: 'Khai trương Cứu hỏa' })).body
      .data;
    const first = await api.get('/api/news', { localeCd: 'VI', searchText: 'cứu hỏa', pageNo: '1' });
    expect(titlesOf(first.body)).toEqual(['Khai trương Cứu hỏa']);
    await renameBehindTheCache(newsNo, 'Khai trương Cứu hỏa (đổi tên)');

    for (const path of [
      '/api/news?localeCd=VI&searchText=c%E1%BB%A9u%20h%E1%BB%8Fa&pageNo=1&zz=random1',
      '/api/news?zz=random2&pageNo=01&searchText=CUU+HOA&localeCd=VI',
      '/api/news?searchType=title&searchText=cuu%20hoa&localeCd=VI&LoginName=x&useYn=N',
    ]) {
      const res = await api.raw(path, { method: 'GET' });
      expect(titlesOf(JSON.parse(res.text)), path).toEqual(['Khai trương Cứu hỏa']);
    }
    const otherQuery = await api.get('/api/news', { localeCd: 'VI', searchText: 'khai truong' });
    expect(titlesOf(otherQuery.body)).toEqual(['Khai trương Cứu hỏa (đổi tên)']);
  });

  it('answers a detail once per id whatever the query says', async () => {
    const { admin, api } = server;
    const newsNo = (await admin.post('/api/news', { localeCd: 'EN', title: 'Fire station opens' })).body.data;
    expect((await api.get(`/api/news/${newsNo}`)).body.data.title).toBe('Fire station opens');
    await renameBehindTheCache(newsNo, 'Fire station opens (renamed)');
    expect((await api.get(`/api/news/${newsNo}`, { zz: 'x' })).body.data.title).toBe('Fire station opens');
  });

  it('refuses an invalid query with 400 before any cache', async () => {
    const { api } = server;
    expect((await api.get('/api/news', { pageNo: 'abc' })).status).toBe(400);
    expect((await api.get('/api/news', { searchType: 'nope', searchText: 'x' })).status).toBe(400);
    expect((await api.get('/api/news', { sort: 'password' })).status).toBe(400);
  });
});

describe('PUBLIC_CACHE_MS=0', () => {
  it('reads the database for every visitor request', async () => {
    const uncached = await startTestServer({ env: { PUBLIC_CACHE_MS: '0' } });
    try {
      const newsNo = (await uncached.admin.post('/api/news', { localeCd: 'EN', title: 'Bakery opens' })).body
        .data;
      expect((await uncached.api.get(`/api/news/${newsNo}`)).body.data.title).toBe('Bakery opens');
      expect(titlesOf((await uncached.api.get('/api/news', { localeCd: 'EN' })).body)).toContain(
        'Bakery opens',
      );
      await uncached.deps.db
        .updateTable('news')
        .set({ title: 'Bakery opens (renamed)' })
        .where('newsNo', '=', newsNo)
        .execute();
      expect((await uncached.api.get(`/api/news/${newsNo}`)).body.data.title).toBe('Bakery opens (renamed)');
      expect(titlesOf((await uncached.api.get('/api/news', { localeCd: 'EN' })).body)).toContain(
        'Bakery opens (renamed)',
      );
    } finally {
      await uncached.close();
    }
  });
});
