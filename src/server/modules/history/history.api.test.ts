import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, vietnamDate } from '../../../common/dates.ts';
import type { ApiClient } from '../../test/client.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let reader: ApiClient & { username: string };
beforeAll(async () => {
  server = await startTestServer();
  reader = await server.loginAs(['rBoardNews']);
});
afterAll(() => server?.close());

interface HistoryRow {
  id: number;
  ipaddress: string;
  userid: string;
  url: string;
  createdAt: string;
}

const today = vietnamDate();
const login = (loginId: string, password: string, path = '/api/user/login') =>
  server.api.post(path, { loginId, password });

/**
 * GET /api/history as the System Manager. A request is written to the history as its response
 * completes, so the read waits (briefly) until at least `atLeast` rows match.
 */
async function history(query: Record<string, string | number>, atLeast = 0) {
  return vi.waitFor(
    async () => {
      const res = await server.admin.get('/api/history', { pageCnt: 100, ...query });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.total).toBeGreaterThanOrEqual(atLeast);
      return res.body.data as { list: HistoryRow[]; total: number };
    },
    { timeout: 3000, interval: 50 },
  );
}

const urls = (rows: HistoryRow[]) => rows.map((r) => r.url);

describe('what the access history records', () => {
  it('records every login attempt, failed or not, with the attempted account', async () => {
    const ghost = `ghost_${randomBytes(3).toString('hex')}`;
    expect((await login(ghost, 'Whatever-1!')).status).toBe(401);
    expect((await login(reader.username, 'Wrong-Pass1!')).status).toBe(401);
    expect((await login(reader.username, ADMIN_PASSWORD)).status).toBe(200);

    const ghostRows = await history({ searchType: 'account', searchText: ghost }, 1);
    expect(ghostRows.total).toBe(1);
    expect(ghostRows.list[0]).toMatchObject({
      userid: ghost,
      url: 'POST /api/user/login',
      ipaddress: '127.0.0.1',
    });

    const own = await history({ searchType: 'account', searchText: reader.username }, 3);
    const logins = own.list.filter((r) => r.url === 'POST /api/user/login');
    expect(logins).toHaveLength(3); // loginAs, the failure and the success
    for (const row of logins) {
      expect(row).toEqual(
        expect.objectContaining({ id: expect.any(Number), ipaddress: '127.0.0.1', userid: reader.username }),
      );
      expect(Date.parse(row.createdAt)).not.toBeNaN();
    }
  });

  it('records login attempts refused for an empty or missing password (400) too', async () => {
    const empty = `empty_${randomBytes(3).toString('hex')}`;
    const missing = `missing_${randomBytes(3).toString('hex')}`;
    expect((await login(empty, '')).status).toBe(400);
    expect((await server.api.post('/api/user/login', { loginId: missing })).status).toBe(400);
    for (const account of [empty, missing]) {
      const { list } = await history({ searchType: 'account', searchText: account });
      expect(list, `attempt by ${account}`).toEqual([
        expect.objectContaining({ userid: account, url: 'POST /api/user/login' }),
      ]);
    }
  });

  it('records every token-bearing request, refused ones included, newest first', async () => {
    const user = await server.loginAs(['rBoardNews']);
    expect((await user.get('/api/news', { localeCd: 'EN', searchText: 'alpha' })).status).toBe(200);
    expect((await user.get('/api/job', { localeCd: 'EN' })).status).toBe(403);
    expect((await user.post('/api/news', { localeCd: 'EN', title: 'Refused' })).status).toBe(403);

    const { list, total } = await history({ searchType: 'account', searchText: user.username }, 4);
    expect(total).toBe(4);
    expect(urls(list)).toEqual([
      'POST /api/news',
      'GET /api/job?localeCd=EN',
      'GET /api/news?localeCd=EN&searchText=alpha',
      'POST /api/user/login',
    ]);
    for (const row of list) expect(row).toMatchObject({ ipaddress: '127.0.0.1', userid: user.username });
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.map((r) => r.id)).toEqual([...list.map((r) => r.id)].sort((a, b) => b - a));
  });

  it('records a request whose token is refused (401)', async () => {
    const marker = `marker${randomBytes(3).toString('hex')}`;
    expect(
      (await server.api.withToken('expired-or-forged').get('/api/news', { searchText: marker })).status,
    ).toBe(401);
    const { list } = await history({ searchType: 'url', searchText: marker }, 1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ url: `GET /api/news?searchText=${marker}`, ipaddress: '127.0.0.1' });
  });
});

describe('searching the history', () => {
  it('searches by ip, account or url, ignoring case', async () => {
    const all = await history({}, 1);
    const byIp = await history({ searchType: 'ip', searchText: '127.0.0' });
    expect(byIp.total).toBeGreaterThanOrEqual(all.total);
    expect((await history({ searchType: 'ip', searchText: '203.0.113' })).total).toBe(0);

    const byAccount = await history({ searchType: 'account', searchText: reader.username.toUpperCase() }, 1);
    expect(byAccount.list.every((r) => r.userid === reader.username)).toBe(true);

    const byUrl = await history({ searchType: 'url', searchText: 'post /API/USER/log' }, 1);
    expect(byUrl.list.every((r) => r.url.startsWith('POST /api/user/login'))).toBe(true);
    expect(urls(byUrl.list).some((u) => u.startsWith('GET'))).toBe(false);
    expect((await history({ searchType: 'url', searchText: 'no-such-path-anywhere' })).total).toBe(0);

    expect((await server.admin.get('/api/history', { searchType: 'manager', searchText: 'x' })).status).toBe(
      400,
    );
  });

  it('filters by Vietnamese calendar day, both ends inclusive', async () => {
    const mine = { searchType: 'account', searchText: reader.username };
    const { total } = await history(mine, 1);
    expect((await history({ ...mine, searchStartDt: today, searchEndDt: today })).total).toBe(total);
    expect((await history({ ...mine, searchStartDt: today })).total).toBe(total);
    expect((await history({ ...mine, searchStartDt: '2020-01-01', searchEndDt: '2020-12-31' })).total).toBe(
      0,
    );
    expect((await history({ ...mine, searchEndDt: addDays(today, -1) })).total).toBe(0);
    expect((await history({ ...mine, searchStartDt: addDays(today, 1) })).total).toBe(0);
  });

  it('draws day boundaries at midnight in Asia/Ho_Chi_Minh (UTC+7)', async () => {
    const probe = `tzprobe_${randomBytes(3).toString('hex')}`;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:59:59 on 9 March, 00:00 and 23:59:59 on 10 March, 00:00 on 11 March, Vietnam time.
      for (const instant of [
        '2024-03-09T16:59:59Z',
        '2024-03-09T17:00:00Z',
        '2024-03-10T16:59:59Z',
        '2024-03-10T17:00:00Z',
      ]) {
        vi.setSystemTime(new Date(instant));
        expect((await login(probe, 'Whatever-1!')).status).toBe(401);
      }
    } finally {
      vi.useRealTimers();
    }
    const mine = { searchType: 'account', searchText: probe };
    const day = await history({ ...mine, searchStartDt: '2024-03-10', searchEndDt: '2024-03-10' });
    expect(day.list.map((r) => r.createdAt).map((c) => new Date(c).toISOString())).toEqual([
      '2024-03-10T16:59:59.000Z',
      '2024-03-09T17:00:00.000Z',
    ]);
    expect((await history({ ...mine, searchEndDt: '2024-03-09' })).total).toBe(1);
    expect((await history({ ...mine, searchStartDt: '2024-03-11' })).total).toBe(1);
  });

  it('refuses an invalid date with 400', async () => {
    const queries: Record<string, string>[] = [
      { searchStartDt: '2024-02-30' },
      { searchEndDt: '20240101' },
      { searchStartDt: 'today' },
    ];
    for (const query of queries) {
      const res = await server.admin.get('/api/history', query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: expect.stringMatching(/searchStartDt|searchEndDt/),
      });
    }
  });
});

describe('history is append-only and keeps secrets out', () => {
  it('has no API that deletes it', async () => {
    const before = (await history({ searchType: 'account', searchText: reader.username }, 1)).total;
    expect((await server.admin.delete('/api/history', { id: [1, 2, 3] })).status).toBe(404);
    expect((await server.admin.delete('/api/history', [1])).status).toBe(404);
    expect((await server.admin.delete('/api/history/1')).status).toBe(404);
    expect((await history({ searchType: 'account', searchText: reader.username })).total).toBe(before);
  });

  it('never shows a password or token in any url', async () => {
    const secret = `Hush7${randomBytes(4).toString('hex')}`;
    const token = server.admin.token!;
    expect((await login('admin', ADMIN_PASSWORD, `/api/user/login?password=${secret}`)).status).toBe(200);
    expect((await login('admin', secret)).status).toBe(401);
    expect((await server.admin.get('/api/news', { password: secret, token })).status).toBe(200);
    expect((await server.admin.get('/api/auth', { PASSWORD: secret })).status).toBe(200);
    expect((await server.api.withToken('forged').get('/api/news', { pw: secret })).status).toBe(401);

    await history({ searchType: 'url', searchText: 'pw=' }, 1);
    const rows: HistoryRow[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await history({ pageNo });
      rows.push(...page.list);
      if (page.list.length < 100) break;
    }
    expect(rows.filter((r) => /password=|pw=/i.test(r.url)).length).toBeGreaterThanOrEqual(4);
    for (const leaked of [secret, ADMIN_PASSWORD, encodeURIComponent(ADMIN_PASSWORD), token])
      expect(rows.filter((r) => r.url.includes(leaked))).toEqual([]);
  });
});
