import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../common/paths.ts';
import { type Db, inTransaction, openDatabase } from '../db/index.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * An app's micro-caches forget by its database's write hook (decision 026): a write that commits
 * through the database the app opened forgets the answers that read its table, whatever code made
 * it, and nothing else does. Answers are kept a minute here, so only a forgetting shows a change.
 */
const KEPT = { PUBLIC_CACHE_MS: '60000' };
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
/** A connection of the test's own to the same database, which the app's write hook does not see. */
let elsewhere: Db;
beforeAll(async () => {
  server = await startTestServer({ env: KEPT });
  elsewhere = openDatabase({ databaseUrl: server.env.DATABASE_URL, dataDir: server.env.DATA_DIR! }).db;
});
afterAll(async () => {
  await elsewhere?.destroy();
  await server?.close();
});

const createNews = async (title: string): Promise<number> => {
  const res = await server.admin.post('/api/news', { localeCd: 'EN', title });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const visitorTitle = async (client: TestServer, newsNo: number) =>
  (await client.api.get(`/api/news/${newsNo}`)).body.data.title as string;
const listedTitles = async (client: TestServer) =>
  (await client.api.get('/api/news', { localeCd: 'EN' })).body.data.list.map(
    (row: { title: string }) => row.title,
  ) as string[];

describe("an app's micro-cache", () => {
  it('forgets the answers of a table when a write to it commits, whatever code wrote', async () => {
    const newsNo = await createNews('Harbour walk');
    expect(await visitorTitle(server, newsNo)).toBe('Harbour walk');
    expect(await listedTitles(server)).toContain('Harbour walk');
    const rename = (db: Db, title: string) =>
      db.updateTable('news').set({ title }).where('newsNo', '=', newsNo).execute();

    // A plain query, which no route or repository knows of.
    await rename(server.deps.db, 'Harbour walk (1)');
    expect(await visitorTitle(server, newsNo)).toBe('Harbour walk (1)');
    expect(await listedTitles(server)).toContain('Harbour walk (1)');

    // A write through another connection is not seen: the answer stays kept...
    await rename(elsewhere, 'Harbour walk (2)');
    expect(await visitorTitle(server, newsNo)).toBe('Harbour walk (1)');
    // ...and a write to a table no public answer reads forgets nothing.
    await server.deps.db.deleteFrom('rate_event').where('key', '=', 'nobody').execute();
    expect(await visitorTitle(server, newsNo)).toBe('Harbour walk (1)');

    // A transaction's writes, once it commits; a raw write may have written any table.
    await inTransaction(server.deps.db, (tx) => rename(tx, 'Harbour walk (3)'));
    expect(await visitorTitle(server, newsNo)).toBe('Harbour walk (3)');
    await sql`update news set title = ${'Harbour walk (4)'} where "newsNo" = ${newsNo}`.execute(
      server.deps.db,
    );
    expect(await visitorTitle(server, newsNo)).toBe('Harbour walk (4)');
  });

  it.skipIf(!isSiteBuilt)('forgets rendered pages the same way (needs npm run build)', async () => {
    const newsNo = await createNews('Lantern night');
    const page = async () => (await server.api.raw(PATHS.news(newsNo), { method: 'GET' })).text;
    expect(await page()).toContain('Lantern night');
    await elsewhere
      .updateTable('news')
      .set({ title: 'Lantern night, moved' })
      .where('newsNo', '=', newsNo)
      .execute();
    expect(await page()).not.toContain('Lantern night, moved');
    await server.deps.db
      .updateTable('news')
      .set({ title: 'Lantern night, moved' })
      .where('newsNo', '=', newsNo)
      .execute();
    expect(await page()).toContain('Lantern night, moved');
  });
});

describe('two apps in one process', () => {
  it("keep their own caches: one app's saves do not clear the other's", async () => {
    const second = await startTestServer({ sharing: server, env: KEPT });
    try {
      const newsNo = await createNews('Kite festival');
      expect(await visitorTitle(server, newsNo)).toBe('Kite festival');
      const saved = await second.admin.post(`/api/news/${newsNo}`, { title: 'Kite festival, saved there' });
      expect(saved.status, saved.text).toBe(200);
      expect(await visitorTitle(second, newsNo)).toBe('Kite festival, saved there');
      // The first app's database connection did not see that write: its answer is kept (for its TTL).
      expect(await visitorTitle(server, newsNo)).toBe('Kite festival');
      await server.admin.post(`/api/news/${newsNo}`, { title: 'Kite festival, saved here' });
      expect(await visitorTitle(server, newsNo)).toBe('Kite festival, saved here');
    } finally {
      await second.close();
    }
  });
});
