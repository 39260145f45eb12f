import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../test/client.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { dialectOf, poolCountsOf } from './index.ts';
import { TOTAL_TTL_MS } from './list-totals.ts';
import { tableRepository } from './table-repository.ts';

/** List totals are counted once and reused (decision 015); they must never be wrong after a write. */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  // Another instance on the same database, as behind a reverse proxy.
  b = await startTestServer({ sharing: a });
  // On PostgreSQL, each instance hears the other's writes once its listener has checked its path.
  for (const server of [a, b])
    await vi.waitFor(() => expect(poolCountsOf(server.deps.db)?.hearsOtherWrites ?? true).toBe(true));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isSqlite = () => dialectOf(a.deps.db) === 'sqlite';

/** Pages of 2: every list below has more rows than that, so its total must be counted. */
const totalOf = async (client: ApiClient, api: string, query: Record<string, string> = {}) => {
  const res = await client.get(api, { localeCd: 'VI', pageCnt: 2, ...query });
  expect(res.status, res.text).toBe(200);
  expect(res.body.data.list).toHaveLength(2);
  return res.body.data.total as number;
};

const createNews = async (server: TestServer, title: string): Promise<number> => {
  const res = await server.admin.post('/api/news', { localeCd: 'VI', title, contents: '<p>Tin</p>' });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

let sent = 0;
const sendInquiry = async (server: TestServer) => {
  const res = await server.api.form('/api/qna', {
    localeCd: 'VI',
    typeCd: '10',
    policyChecked: 'Y',
    title: `Hỏi ${++sent}`,
    contents: 'Xin liên hệ lại.',
    name: 'Lê Văn An',
    email: 'le.an',
    emailDomain: '00',
    emailDomainName: 'example.com',
    phone: '0901234567',
  });
  expect(res.status, res.text).toBe(200);
};

/** The news table's repository on server a, and how many counts it has run so far. */
function countedNews() {
  const { db } = a.deps;
  let counts = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (db.getExecutor().compileQuery(node, queryId).sql.includes('count(')) counts += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const news = tableRepository(db.withPlugin(counter), { table: 'news', idField: 'newsNo' });
  return { news, counts: () => counts };
}

describe('list totals', () => {
  it('are exact right after a create, a delete and a restore, for visitors and administrators', async () => {
    for (let i = 0; i < 3; i++) await createNews(a, `Tin ${i}`);
    const totals = async () => ({
      visitor: await totalOf(a.api, '/api/news'),
      admin: await totalOf(a.admin, '/api/news'),
      trash: (await a.admin.get('/api/news', { localeCd: 'VI', delYn: 'Y' })).body.data.total,
    });
    const before = await totals();
    expect(await totals()).toEqual(before);

    const id = await createNews(a, 'Tin mới nhất');
    expect(await totals()).toEqual({ ...before, visitor: before.visitor + 1, admin: before.admin + 1 });

    expect((await a.admin.delete('/api/news', [id])).status).toBe(200);
    expect(await totals()).toEqual({ ...before, trash: before.trash + 1 });

    expect((await a.admin.post('/api/news/restore', [id])).status).toBe(200);
    expect(await totals()).toEqual({ ...before, visitor: before.visitor + 1, admin: before.admin + 1 });

    // Switched off: gone for visitors at once, still listed for staff.
    expect((await a.admin.post(`/api/news/${id}`, { useYn: 'N' })).status).toBe(200);
    expect(await totals()).toEqual({ ...before, admin: before.admin + 1 });
  });

  it('are exact right after a visitor sends an inquiry (written in a transaction with its e-mail)', async () => {
    for (let i = 0; i < 3; i++) await sendInquiry(a);
    const before = await totalOf(a.admin, '/api/qna');
    await sendInquiry(a);
    expect(await totalOf(a.admin, '/api/qna')).toBe(before + 1);
  });

  it('are counted once while nothing is written, and again after a write', async () => {
    const { news, counts } = countedNews();
    const filter = { localeCd: 'VI', delYn: 'N', useYn: 'Y' };
    const first = await news.list(filter, { offset: 0, limit: 1 });
    const again = await news.list(filter, { offset: 1, limit: 1 });
    expect(again.total).toBe(first.total);
    expect(counts()).toBe(1);

    // Past the TTL: still not counted again, as both databases say when another connection wrote
    // (SQLite's data version; PostgreSQL's announcements, decision 068). Without that they would
    // be counted again every TOTAL_TTL_MS (list-totals.test.ts).
    await sleep(TOTAL_TTL_MS + 100);
    expect((await news.list(filter, { offset: 2, limit: 1 })).total).toBe(first.total);
    expect(counts()).toBe(1);

    await createNews(a, 'Tin đếm lại');
    expect((await news.list(filter, { offset: 0, limit: 1 })).total).toBe(first.total + 1);
    expect(counts()).toBe(2);
  });

  it("show another instance's writes at once on SQLite, as soon as PostgreSQL announces them", async () => {
    const admin = await totalOf(b.admin, '/api/news');
    const visitor = await totalOf(b.api, '/api/news');
    await createNews(a, 'Tin từ máy khác');
    // PostgreSQL delivers the announcement just after the commit, in well under the TTL.
    if (!isSqlite())
      await expect
        .poll(() => totalOf(b.admin, '/api/news'), { timeout: TOTAL_TTL_MS / 4, interval: 20 })
        .toBe(admin + 1);
    expect(await totalOf(b.admin, '/api/news')).toBe(admin + 1);
    // Visitors' answers are also kept by the micro-cache for up to 2 seconds (docs/configuration.md).
    await expect.poll(() => totalOf(b.api, '/api/news'), { timeout: 2500, interval: 250 }).toBe(visitor + 1);
  });
});
