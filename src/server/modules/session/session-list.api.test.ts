import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../test/client.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function expectRefused(res: ApiResponse, status: number) {
  expect(res.status, `${status} expected, got ${res.status} ${res.text}`).toBe(status);
  expect(res.body).toEqual({ success: false, message: expect.any(String), code: expect.any(String) });
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Another session of the account, signed in from Firefox. */
async function signInAgain(username: string) {
  const res = await server.api.post(
    '/api/user/login',
    { loginId: username, password: ADMIN_PASSWORD },
    { 'user-agent': FIREFOX },
  );
  expect(res.status, res.text).toBe(200);
  return server.api.withToken(res.body.data.token);
}

interface Entry {
  id: string;
  current: boolean;
  browser: string;
}

describe('your sessions', () => {
  it('lists the live sessions with where they began, marks this one, and never shows a token', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const other = await signInAgain(user.username);
    const res = await user.get('/api/user/sessions');
    expect(res.body).toEqual({
      success: true,
      data: {
        total: 2,
        list: [
          {
            id: expect.stringMatching(/^[\w-]{16}$/),
            createdAt: expect.any(String),
            lastSeenAt: expect.any(String),
            ipaddress: '127.0.0.1',
            browser: 'Firefox 133 · Linux',
            current: false,
          },
          {
            id: expect.stringMatching(/^[\w-]{16}$/),
            createdAt: expect.any(String),
            lastSeenAt: expect.any(String),
            ipaddress: '127.0.0.1',
            browser: 'node',
            current: true,
          },
        ],
      },
    });
    expect(res.text).not.toContain(user.token!);
    expect(res.text).not.toContain(other.token!);
    const hashes = await server.deps.db.selectFrom('session').select('tokenHash').execute();
    for (const { tokenHash } of hashes) expect(res.text).not.toContain(tokenHash);
  });

  it('ends one session by its id, and all the others at once', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const second = await signInAgain(user.username);
    const third = await signInAgain(user.username);
    const list = async () => (await user.get('/api/user/sessions')).body.data.list as Entry[];
    const [newest] = await list();
    expect(newest?.current).toBe(false);

    const stranger = await server.loginAs(['rBoardNews']);
    expectRefused(await stranger.delete(`/api/user/sessions/${newest!.id}`), 404);
    expect((await third.get('/api/news')).status).toBe(200);

    const ended = await user.delete(`/api/user/sessions/${newest!.id}`);
    expect(ended.body).toEqual({ success: true, data: { affectedRows: 1 } });
    expectRefused(await third.get('/api/news'), 401);
    expectRefused(await user.delete(`/api/user/sessions/${newest!.id}`), 404);
    expect(await list()).toHaveLength(2);

    expect((await user.post('/api/user/sessions/end-others')).body).toEqual({ success: true, data: 'OK' });
    expectRefused(await second.get('/api/news'), 401);
    expect((await list()).map((s) => s.current)).toEqual([true]);
    expect((await stranger.get('/api/user/sessions')).body.data.total).toBe(1);
  });

  it('keeps a session from before the list working (no address or browser recorded)', async () => {
    const user = await server.loginAs(['rBoardNews']);
    await server.deps.db
      .updateTable('session')
      .set({ ipaddress: '', browser: '' })
      .where('userNo', '=', user.userNo)
      .execute();
    expect((await user.get('/api/news')).status).toBe(200);
    expect((await user.get('/api/user/sessions')).body.data.list[0]).toMatchObject({
      ipaddress: '',
      browser: '',
      current: true,
    });
  });
});

describe("another account's sessions", () => {
  it('a System Manager lists and ends them; nobody else may', async () => {
    const user = await server.loginAs(['rBoardNews']);
    await signInAgain(user.username);
    const reader = await server.loginAs(['rUserAuthority'], 'System Manager');
    for (const client of [reader, user]) {
      expectRefused(await client.get(`/api/user/${user.userNo}/sessions`), 403);
      expectRefused(await client.delete(`/api/user/${user.userNo}/sessions`), 403);
    }
    expectRefused(await server.admin.get('/api/user/999999/sessions'), 404);

    const listed = await server.admin.get(`/api/user/${user.userNo}/sessions`);
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.list.every((s: Entry) => !s.current)).toBe(true);
    const ended = await server.admin.delete(`/api/user/${user.userNo}/sessions`);
    expect(ended.body).toEqual({ success: true, data: 'OK' });
    expectRefused(await user.get('/api/news'), 401);
    expect((await server.admin.get(`/api/user/${user.userNo}/sessions`)).body.data).toEqual({
      list: [],
      total: 0,
    });
  });
});
