import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALL_HEADER } from '../../../common/http-headers.ts';
import { MSG } from '../../../common/messages.ts';
import type { ApiResponse } from '../../test/client.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A refusal in the error envelope with the given status. */
function expectRefused(res: ApiResponse, status: number, message?: string) {
  expect(res.status, `${status} expected, got ${res.status} ${res.text}`).toBe(status);
  expect(res.body).toEqual({
    success: false,
    message: message ?? expect.any(String),
    code: expect.any(String),
  });
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const adminLogin = { loginId: 'admin', password: ADMIN_PASSWORD };
const idsOf = (res: ApiResponse) => res.body.data.list.map((r: { newsNo: number }) => r.newsNo);

/** How the admin app marks its calls: only then does the session cookie count. */
const marked = { [ADMIN_CALL_HEADER]: '1' };

/** Logs in and returns the HttpOnly session cookie as sent back in a Cookie header. */
async function cookieLogin(s: TestServer) {
  const res = await s.api.post('/api/user/login', adminLogin);
  expect(res.status).toBe(200);
  const setCookie = res.headers.getSetCookie().find((c) => /;\s*httponly/i.test(c));
  expect(setCookie, 'login sets an HttpOnly cookie').toBeDefined();
  return { res, setCookie: setCookie!, cookie: setCookie!.split(';')[0]! };
}

describe('login', () => {
  it('answers {id,userNo,username,settings,token} and sets an HttpOnly SameSite=Strict cookie', async () => {
    const { res, setCookie } = await cookieLogin(server);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        userNo: expect.any(Number),
        username: 'admin',
        settings: ['0ALL'],
        token: expect.any(String),
      },
    });
    const { id, userNo, token } = res.body.data;
    expect(id).toBe(userNo);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(setCookie).toMatch(/;\s*samesite=strict/i);
    expect(setCookie).toMatch(/;\s*path=\/(;|$)/i);
    expect(setCookie).not.toMatch(/;\s*secure/i);
    const again = await server.api.post('/api/user/login', adminLogin);
    expect(again.body.data.token).not.toBe(token);
    expect((await server.api.withToken(token).get('/api/auth')).status).toBe(200);
  });

  it('asks for both ID and password when either is empty', async () => {
    for (const body of [
      { loginId: '', password: ADMIN_PASSWORD },
      { loginId: 'admin', password: '' },
      { loginId: '  ' },
      {},
    ])
      expectRefused(await server.api.post('/api/user/login', body), 400, MSG.fillIdPassword);
  });

  it('answers a wrong password and an unknown account alike with 401', async () => {
    const wrong = await server.api.post('/api/user/login', { loginId: 'admin', password: 'Wrong-Pass1!' });
    const unknown = await server.api.post('/api/user/login', {
      loginId: 'nobody_here',
      password: ADMIN_PASSWORD,
    });
    expectRefused(wrong, 401);
    expectRefused(unknown, 401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an account and address after 5 failures, even for the right password', async () => {
    const { username } = await server.loginAs(['rBoardNews']);
    for (let i = 0; i < 5; i++)
      expectRefused(
        await server.api.post('/api/user/login', { loginId: username, password: `Wrong-Pass${i}!` }),
        401,
      );
    expectRefused(
      await server.api.post('/api/user/login', { loginId: username, password: ADMIN_PASSWORD }),
      429,
    );
    expect((await server.api.post('/api/user/login', adminLogin)).status).toBe(200);
  });

  it('ignores the ip field of the body and a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    const res = await server.api.post(
      '/api/user/login',
      { ...adminLogin, ip: '203.0.113.9' },
      from('203.0.113.9'),
    );
    expect(res.status).toBe(200);
    const token = server.api.withToken(res.body.data.token);
    expect((await token.get('/api/auth', undefined, from('203.0.113.9'))).status).toBe(200);
    const spoofed = await server.admin.get('/api/history', { searchType: 'ip', searchText: '203.0.113' });
    expect(spoofed.body.data.total).toBe(0);
  });
});

describe('tokens', () => {
  it('logout revokes the token and clears the cookie', async () => {
    const client = await server.api.login('admin', ADMIN_PASSWORD);
    const out = await client.post('/api/user/logout');
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((c) => /expires=thu, 01 jan 1970|max-age=0/i.test(c));
    expect(cleared, 'logout clears the cookie').toBeDefined();
    expectRefused(await client.get('/api/auth'), 401);
    expectRefused(await client.post('/api/user/logout'), 401);
  });

  it('answers 401 to a garbage or missing token on admin calls', async () => {
    const garbage = server.api.withToken('garbage-token');
    const long = server.api.withToken('x'.repeat(500));
    const { api } = server;
    for (const res of [
      await garbage.get('/api/auth'),
      await garbage.get('/api/news'),
      await long.get('/api/history'),
      await api.get('/api/auth'),
      await api.get('/api/history'),
      await api.get('/api/qna'),
      await api.post('/api/news', { localeCd: 'EN', title: 'No token' }),
      await api.delete('/api/news', { newsNo: [1] }),
      await api.post('/api/user/logout'),
    ])
      expectRefused(res, 401);
  });

  it('checks authentication before existence (401 before 404)', async () => {
    const { api, admin } = server;
    expectRefused(await api.get('/api/auth/999999'), 401);
    expectRefused(await api.get('/api/ip/999999'), 401);
    expectRefused(await api.post('/api/news/999999', { title: 'x' }), 401);
    expectRefused(await api.delete('/api/job', { jobNo: [999999] }), 401);
    expectRefused(await admin.get('/api/auth/999999'), 404);
    expectRefused(await admin.post('/api/news/999999', { title: 'x' }), 404);
  });

  it('changing an account’s rights or deleting it revokes its live token', async () => {
    const { admin, api } = server;
    const user = await server.loginAs(['rBoardNews']);
    expect((await user.get('/api/news')).status).toBe(200);
    const changed = await admin.post(`/api/auth/${user.userNo}`, {
      mgtsettings: ['rBoardNews', 'rBoardFAQ'],
    });
    expect(changed.body).toEqual({ success: true, data: { affectedRows: 1 } });
    expectRefused(await user.get('/api/news'), 401);

    const relogin = await api.post('/api/user/login', { loginId: user.username, password: ADMIN_PASSWORD });
    expect(relogin.body.data.settings).toEqual(['rBoardNews', 'rBoardFAQ']);
    const again = api.withToken(relogin.body.data.token);
    expect((await again.get('/api/faq')).status).toBe(200);

    const deleted = await admin.delete('/api/auth', { id: [user.userNo], LoginName: 'admin' });
    expect(deleted.body).toEqual({ success: true, data: { affectedRows: 1 } });
    expectRefused(await again.get('/api/news'), 401);
    expectRefused(
      await api.post('/api/user/login', { loginId: user.username, password: ADMIN_PASSWORD }),
      401,
    );
  });
});

describe('permissions', () => {
  it('an account with only rBoardNews reads news (OFF rows too) and is refused everything else', async () => {
    const { admin, api } = server;
    const off = (await admin.post('/api/news', { localeCd: 'EN', title: 'Draft news', useYn: 'N' })).body
      .data;
    const reader = await server.loginAs(['rBoardNews']);

    const list = await reader.get('/api/news', { localeCd: 'EN', pageCnt: 100 });
    expect(list.status).toBe(200);
    expect(idsOf(list)).toContain(off);
    expect(idsOf(await api.get('/api/news', { localeCd: 'EN', pageCnt: 100 }))).not.toContain(off);
    expect((await reader.get(`/api/news/${off}`)).body.data).toMatchObject({ newsNo: off, useYn: 'N' });

    for (const path of ['/api/job', '/api/banner', '/api/faq', '/api/video', '/api/partner', '/api/qna'])
      expectRefused(await reader.get(path), 403);
    for (const path of ['/api/auth', '/api/ip', '/api/ip/', '/api/history'])
      expectRefused(await reader.get(path), 403);
    expectRefused(await reader.post('/api/news', { localeCd: 'EN', title: 'Not allowed' }), 403);
    expectRefused(await reader.post(`/api/news/${off}`, { title: 'Not allowed' }), 403);
    expectRefused(await reader.delete('/api/news', { newsNo: [off] }), 403);
    expect((await admin.get(`/api/news/${off}`)).body.data).toMatchObject({
      title: 'Draft news',
      delYn: 'N',
    });
  });
});

describe('cookie authentication', () => {
  it('reads with the cookie on a marked call and writes only with a same-origin Origin', async () => {
    const { api, admin } = server;
    const { cookie } = await cookieLogin(server);
    expect((await api.get('/api/auth', undefined, { cookie, ...marked })).status).toBe(200);

    const write = (title: string, headers: Record<string, string>) =>
      api.post('/api/news', { localeCd: 'EN', title }, { cookie, ...marked, ...headers });
    expectRefused(await write('Cookie no origin', {}), 403);
    expectRefused(await write('Cookie foreign origin', { origin: 'https://evil.example' }), 403);
    expectRefused(await api.delete('/api/news', { newsNo: [1] }, { cookie, ...marked }), 403);
    const same = await write('Cookie same origin', { origin: server.url });
    expect(same.status).toBe(200);
    expect(same.body).toEqual({ success: true, data: expect.any(Number) });

    const found = await admin.get('/api/news', { searchType: 'title', searchText: 'Cookie ' });
    expect(found.body.data.list.map((r: { title: string }) => r.title)).toEqual(['Cookie same origin']);
  });
});

describe('IP allow-list behind a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => proxied?.close());

  it('refuses a login from an unlisted address until the admin lists it; the body ip is ignored', async () => {
    const { api, admin } = proxied;
    expectRefused(await api.post('/api/user/login', adminLogin, from('203.0.113.9')), 403);
    expectRefused(
      await api.post('/api/user/login', { ...adminLogin, ip: '127.0.0.1' }, from('203.0.113.9')),
      403,
    );

    const added = await admin.post('/api/ip', { ipaddress: '203.0.113.9', memo: 'Branch office' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ affectedRows: 1 });

    const res = await api.post('/api/user/login', adminLogin, from('203.0.113.9'));
    expect(res.status).toBe(200);
    expect(
      (await api.withToken(res.body.data.token).get('/api/auth', undefined, from('203.0.113.9'))).status,
    ).toBe(200);
    expectRefused(
      await api.post('/api/user/login', { ...adminLogin, ip: '203.0.113.9' }, from('198.51.100.7')),
      403,
    );
  });

  it('refuses token-bearing requests from an unlisted address; public reads still work', async () => {
    const { api, admin } = proxied;
    expectRefused(await admin.get('/api/news', undefined, from('198.51.100.7')), 403);
    expectRefused(await admin.get('/api/auth', undefined, from('198.51.100.7')), 403);
    const visitor = await api.get('/api/news', { localeCd: 'EN' }, from('198.51.100.7'));
    expect(visitor.status).toBe(200);
    expect(visitor.body.success).toBe(true);
    expect((await admin.get('/api/auth')).status).toBe(200);
  });
});

describe('ADMIN_IP_ALLOWLIST=off', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', ADMIN_IP_ALLOWLIST: 'off' } });
  });
  afterAll(() => open?.close());

  it('lets an unlisted forwarded address log in and use its token', async () => {
    const res = await open.api.post('/api/user/login', adminLogin, from('198.51.100.7'));
    expect(res.status).toBe(200);
    expect(
      (await open.api.withToken(res.body.data.token).get('/api/auth', undefined, from('198.51.100.7')))
        .status,
    ).toBe(200);
  });
});

describe('idle window and keep-alive', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ env: { SESSION_IDLE_MINUTES: '0.5' } });
  });
  afterAll(() => short?.close());

  /** Moves the account's sessions back in time, as if it had made no request for `seconds`. */
  const idleFor = (s: TestServer, userNo: number, seconds: number) =>
    s.deps.db
      .updateTable('session')
      .set({ lastSeenAt: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('userNo', '=', userNo)
      .execute();
  const status = async (client: { get: TestServer['api']['get'] }) => {
    const res = await client.get('/api/user/session');
    expect(res.status, res.text).toBe(200);
    return res.body.data as { idleMinutes: number; expiresIn: number; canExtend: boolean };
  };

  it('/api/user/me answers the idle window and the time left (30 minutes by default)', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const me = await user.get('/api/user/me');
    expect(me.body).toEqual({
      success: true,
      data: {
        id: user.userNo,
        userNo: user.userNo,
        username: user.username,
        settings: ['rBoardNews'],
        session: { idleMinutes: 30, expiresIn: expect.any(Number), canExtend: true },
        retention: { inquiryDays: 183, applicationDays: 183, historyDays: 365 },
        twoFactorSetupRequired: false,
      },
    });
    expect(me.body.data.session.expiresIn).toBeGreaterThan(29 * 60);
    expect(me.body.data.session.expiresIn).toBeLessThanOrEqual(30 * 60);
    await idleFor(server, user.userNo, 29 * 60);
    expect((await status(user)).expiresIn).toBeLessThanOrEqual(60);
    await idleFor(server, user.userNo, 31 * 60);
    expectRefused(await user.get('/api/user/session'), 401);
    expectRefused(await user.get('/api/news'), 401);
  });

  it('ends a session after SESSION_IDLE_MINUTES without a request', async () => {
    const user = await short.loginAs(['rBoardNews']);
    const fresh = await status(user);
    expect(fresh).toEqual({ idleMinutes: 0.5, expiresIn: expect.any(Number), canExtend: true });
    expect(fresh.expiresIn).toBeGreaterThan(25);
    expect(fresh.expiresIn).toBeLessThanOrEqual(30);
    await idleFor(short, user.userNo, 25);
    expect((await user.get('/api/news')).status).toBe(200);
    await idleFor(short, user.userNo, 31);
    expectRefused(await user.get('/api/news'), 401);
    expectRefused(await user.post('/api/user/session'), 401);
  });

  it('asking for the time left does not extend the session; the keep-alive does', async () => {
    const user = await short.loginAs(['rBoardNews']);
    await idleFor(short, user.userNo, 22);
    for (let i = 0; i < 2; i++) {
      const left = (await status(user)).expiresIn;
      expect(left).toBeGreaterThanOrEqual(6);
      expect(left).toBeLessThanOrEqual(8);
    }
    const kept = await user.post('/api/user/session');
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data).toEqual({ idleMinutes: 0.5, expiresIn: expect.any(Number), canExtend: true });
    expect(kept.body.data.expiresIn).toBeGreaterThanOrEqual(28);
    expect((await status(user)).expiresIn).toBeGreaterThanOrEqual(28);

    // Past the old end, the kept session still works.
    await idleFor(short, user.userNo, 29);
    expect((await user.post('/api/user/session')).status).toBe(200);
    expect((await user.get('/api/news')).status).toBe(200);
  });

  it('any admin request restarts the idle window', async () => {
    const user = await short.loginAs(['rBoardNews']);
    await idleFor(short, user.userNo, 22);
    expect((await user.get('/api/news')).status).toBe(200);
    expect((await status(user)).expiresIn).toBeGreaterThanOrEqual(26);
  });

  it('the 8-hour cap is not extended and says so', async () => {
    const user = await short.loginAs(['rBoardNews']);
    await short.deps.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() + 10_000).toISOString() })
      .where('userNo', '=', user.userNo)
      .execute();
    const kept = await user.post('/api/user/session');
    expect(kept.body.data).toEqual({ idleMinutes: 0.5, expiresIn: expect.any(Number), canExtend: false });
    expect(kept.body.data.expiresIn).toBeLessThanOrEqual(10);
  });

  it('logs in again over the cookie of a session that ended idle', async () => {
    const user = await short.loginAs(['rBoardNews']);
    const login = { loginId: user.username, password: ADMIN_PASSWORD };
    const first = await short.api.post('/api/user/login', login);
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
    await idleFor(short, user.userNo, 31);
    expectRefused(await short.api.get('/api/user/me', undefined, { cookie, ...marked }), 401);
    const again = await short.api.post('/api/user/login', login, { cookie, ...marked, origin: short.url });
    expect(again.status, again.text).toBe(200);
    expectRefused(await short.api.withToken('garbage-token').post('/api/user/login', login), 401);
  });

  it('the keep-alive is a write: a cookie needs a same-origin Origin', async () => {
    const { cookie } = await cookieLogin(short);
    expectRefused(await short.api.post('/api/user/session', undefined, { cookie, ...marked }), 403);
    const kept = await short.api.post('/api/user/session', undefined, {
      cookie,
      ...marked,
      origin: short.url,
    });
    expect(kept.status).toBe(200);
    expectRefused(await short.api.post('/api/user/session'), 401);
  });
});
