import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Who else has an item open (decision 061): heartbeats kept in the database, judged at the
 * server's clock, which the test moves.
 */
let server: TestServer;
let clock = new Date('2026-11-27T03:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
type Client = Awaited<ReturnType<TestServer['loginAs']>>;
let lan: Client;
let minh: Client;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  lan = await server.loginAs(['rBoardNews', 'eBoardNews']);
  minh = await server.loginAs(['rBoardNews', 'rBoardRecruit']);
});
afterAll(() => server?.close());

const beat = async (client: Client, type: string, id: number) => {
  const res = await client.post('/api/presence', { type, id });
  expect(res.status, res.text).toBe(200);
  return res.body.data.list as Array<{ username: string; manager: string; since: string }>;
};

describe('POST /api/presence', () => {
  it('answers the others who have the item open, never the caller', async () => {
    expect(await beat(lan, 'news', 101)).toEqual([]);
    later(10);
    expect(await beat(minh, 'news', 101)).toEqual([
      {
        username: lan.username,
        manager: expect.stringMatching(/^Tester /),
        since: '2026-11-27T03:00:00.000Z',
      },
    ]);
    later(10);
    expect((await beat(lan, 'news', 101)).map((e) => e.username)).toEqual([minh.username]);
    // Another item, another type: nobody there.
    expect(await beat(lan, 'news', 102)).toEqual([]);
    expect(await beat(minh, 'job', 101)).toEqual([]);
  });

  it('counts an account once however many sessions have the item open, since its first', async () => {
    const second = await server.api.login(lan.username, ADMIN_PASSWORD);
    await beat(lan, 'news', 201);
    later(30);
    expect((await second.post('/api/presence', { type: 'news', id: 201 })).body.data.list).toEqual([]);
    const seen = await beat(minh, 'news', 201);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.since).toBe(new Date(clock.getTime() - 30_000).toISOString());
  });

  it('forgets an editor 90 seconds after their last heartbeat, by the server clock', async () => {
    await beat(lan, 'news', 301);
    later(89);
    expect(await beat(minh, 'news', 301)).toHaveLength(1);
    later(2);
    expect(await beat(minh, 'news', 301)).toEqual([]);
    // The stale row is gone from the table, not only from the answer.
    const rows = await server.deps.db
      .selectFrom('edit_presence')
      .select('userNo')
      .where('itemNo', '=', 301)
      .execute();
    expect(rows.map((r) => r.userNo)).toEqual([minh.userNo]);
  });

  it('needs the read right of the type: 403 without it, 400 for an unknown type or id', async () => {
    const faqOnly = await server.loginAs(['rBoardFAQ']);
    expect((await faqOnly.post('/api/presence', { type: 'news', id: 1 })).status).toBe(403);
    expect((await faqOnly.post('/api/presence', { type: 'faq', id: 1 })).status).toBe(200);
    const noRead = await server.loginAs(['aBoardNews']);
    expect((await noRead.post('/api/presence', [])).status).toBe(403);
    expect((await lan.post('/api/presence', { type: 'nope', id: 1 })).status).toBe(400);
    expect((await lan.post('/api/presence', { type: 'news', id: 0 })).status).toBe(400);
    expect((await server.api.post('/api/presence', { type: 'news', id: 1 })).status).toBe(401);
  });
});

describe('DELETE /api/presence', () => {
  it('takes the caller off the item at once', async () => {
    await beat(lan, 'news', 401);
    expect(await beat(minh, 'news', 401)).toHaveLength(1);
    const res = await lan.delete('/api/presence', { type: 'news', id: 401 });
    expect(res.status, res.text).toBe(200);
    expect(await beat(minh, 'news', 401)).toEqual([]);
  });
});

describe('GET /api/presence', () => {
  it("lists the type's items others have open, with who, for the list's icons", async () => {
    later(120);
    await beat(lan, 'news', 501);
    await beat(lan, 'news', 502);
    await beat(minh, 'news', 502);
    await beat(minh, 'job', 503);
    const res = await minh.get('/api/presence', { type: 'news' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.list).toEqual([
      { id: 501, editors: [expect.objectContaining({ username: lan.username })] },
      { id: 502, editors: [expect.objectContaining({ username: lan.username })] },
    ]);
    expect((await lan.get('/api/presence', { type: 'job' })).status).toBe(403);
    expect((await minh.get('/api/presence')).status).toBe(400);
  });

  it('is not written to the access history (a heartbeat every 30 seconds is no action)', async () => {
    const before = await server.admin.get('/api/history', {
      searchType: 'account',
      searchText: minh.username,
    });
    await minh.get('/api/presence', { type: 'news' });
    await beat(minh, 'news', 601);
    const after = await server.admin.get('/api/history', {
      searchType: 'account',
      searchText: minh.username,
    });
    expect(before.body.data.total).toEqual(expect.any(Number));
    expect(after.body.data.total).toBe(before.body.data.total);
  });
});
