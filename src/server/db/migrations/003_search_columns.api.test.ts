import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { foldExistingRows } from './003_search_columns.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withDemoContent: true });
});
afterAll(() => server?.close());

describe('migration 003: folded search columns for rows stored before it', () => {
  it('folds banner titles, partner names and the history account and URL', async () => {
    const { db } = server.deps;
    await db
      .insertInto('access_history')
      .values({
        ipaddress: '127.0.0.1',
        userid: 'Nguyễn Đức',
        url: 'GET /api/news?searchText=Ti%E1%BA%BFng+Vi%E1%BB%87t',
        useridSearch: '',
        urlSearch: '',
        statusCode: 200,
        createdAt: new Date().toISOString(),
      })
      .execute();
    // As a database migrated before 003 holds them: nothing folded yet.
    await db.updateTable('banner').set({ titleSearch: '' }).execute();
    await db.updateTable('partner').set({ nameSearch: '' }).execute();
    const search = (path: string, query: Record<string, string>) =>
      server.admin.get(path, { pageCnt: 100, ...query }).then((r) => r.body.data.total as number);
    expect(await search('/api/history', { searchType: 'account', searchText: 'nguyen duc' })).toBe(0);

    await foldExistingRows(db);

    expect(await search('/api/history', { searchType: 'account', searchText: 'NGUYEN DUC' })).toBe(1);
    expect(await search('/api/history', { searchType: 'url', searchText: 'tieng viet' })).toBe(1);
    const banners = (await server.admin.get('/api/banner', { localeCd: 'VI', pageCnt: 100 })).body.data.list;
    const partners = (await server.admin.get('/api/partner', { localeCd: 'VI', pageCnt: 100 })).body.data
      .list;
    for (const [path, field, rows] of [
      ['/api/banner', 'title', banners],
      ['/api/partner', 'name', partners],
    ] as const) {
      const text = String(rows[0][field]);
      const folded = text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd')
        .toUpperCase();
      expect(
        await search(path, { localeCd: 'VI', searchType: field, searchText: folded }),
        text,
      ).toBeGreaterThanOrEqual(1);
    }
  });
});
