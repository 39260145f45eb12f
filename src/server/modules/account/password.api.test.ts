import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import { PASSWORD_MSG, USERNAME_RULE } from '../../../common/schemas/admin.ts';
import type { ApiClient, ApiResponse } from '../../test/client.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const NEW_PASSWORD = 'N3w-Secret!';
const ONE_ROW = { success: true, data: { affectedRows: 1 } };

function expectError(res: ApiResponse, status: number, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toEqual({
    success: false,
    message: message ?? expect.any(String),
    code: expect.any(String),
  });
}

const loginStatus = async (loginId: string, password: string) =>
  (await server.api.post('/api/user/login', { loginId, password })).status;
const isSignedIn = async (client: ApiClient) => (await client.get('/api/user/me')).status === 200;

/** History rows of this account whose URL contains `url`, waiting briefly for the write after the answer. */
const historyOf = (account: string, url: string) =>
  vi.waitFor(
    async () => {
      const res = await server.admin.get('/api/history', {
        searchType: 'url',
        searchText: url,
        pageCnt: 100,
      });
      const rows = (res.body.data.list as { userid: string; url: string }[]).filter(
        (r) => r.userid === account,
      );
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    },
    { timeout: 3000, interval: 50 },
  );

describe('changing your own password', () => {
  it('needs the current password; other sessions end, this one stays, and only the new password signs in', async () => {
    const staff = await server.loginAs(['rBoardNews']);
    const otherDevice = await server.api.login(staff.username, ADMIN_PASSWORD);
    const change = (body: unknown) => staff.post('/api/user/password', body);

    expectError(
      await change({ currentPassword: 'Wrong-Pass1!', newPassword: NEW_PASSWORD }),
      400,
      PASSWORD_MSG.wrongCurrent,
    );
    expect(await isSignedIn(staff)).toBe(true);
    expect(await loginStatus(staff.username, NEW_PASSWORD)).toBe(401);

    expect((await change({ currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD })).body).toEqual(
      ONE_ROW,
    );
    expect(await isSignedIn(staff)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect(await loginStatus(staff.username, ADMIN_PASSWORD)).toBe(401);
    expect(await loginStatus(staff.username, NEW_PASSWORD)).toBe(200);

    const rows = await historyOf(staff.username, '/api/user/password');
    expect(rows.map((r) => r.url)).toEqual(['POST /api/user/password', 'POST /api/user/password']);
  });

  it('checks, in order, that both are filled, the policy, and that the new one differs', async () => {
    const staff = await server.loginAs(['rBoardFAQ']);
    const change = (body: unknown) => staff.post('/api/user/password', body);
    expectError(await change({}), 400, MSG.fillAllFields);
    expectError(await change({ currentPassword: ADMIN_PASSWORD, newPassword: '' }), 400, MSG.fillAllFields);
    expectError(await change({ currentPassword: '', newPassword: 'weak' }), 400, MSG.fillAllFields);
    for (const weak of ['short1!', 'alllowercase1!', 'NoDigits!!', 'NoSpecial123', 'Abcdefgh1!2345678'])
      expectError(
        await change({ currentPassword: ADMIN_PASSWORD, newPassword: weak }),
        400,
        MSG.passwordPolicy,
      );
    expectError(
      await change({ currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD }),
      400,
      PASSWORD_MSG.sameAsCurrent,
    );
    expectError(await change({ currentPassword: ADMIN_PASSWORD, newPassword: 42 }), 400, MSG.fillAllFields);
    expectError(await change([]), 400);
    expectError(await change('not json'), 400);
    // None of these changed anything.
    expect(await loginStatus(staff.username, ADMIN_PASSWORD)).toBe(200);
  });

  it('stops guessing: five wrong current passwords lock the change for 15 minutes', async () => {
    const staff = await server.loginAs(['rBoardVideo']);
    const change = (currentPassword: string) =>
      staff.post('/api/user/password', { currentPassword, newPassword: NEW_PASSWORD });
    for (let i = 0; i < 5; i++) expectError(await change(`Guess-${i}-Pass!`), 400, PASSWORD_MSG.wrongCurrent);
    expectError(await change(ADMIN_PASSWORD), 429, PASSWORD_MSG.tooManyTries);
    expect(await loginStatus(staff.username, ADMIN_PASSWORD)).toBe(200);
  });

  it('needs a session', async () => {
    expectError(
      await server.api.post('/api/user/password', {
        currentPassword: ADMIN_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
      401,
    );
  });
});

describe('changing your own e-mail', () => {
  it('needs the current password (decision 048); other fields of your own account do not', async () => {
    const manager = await server.loginAs(['rUserAuthority', 'eUserAuthority'], 'System Manager');
    const path = `/api/auth/${manager.userNo}`;
    const email = async () => (await manager.get(path)).body.data.email;
    const before = await email();

    expect((await manager.post(path, { manager: 'Own Name' })).body).toEqual(ONE_ROW);
    expect((await manager.post(path, { email: before })).body).toEqual(ONE_ROW);
    expectError(await manager.post(path, { email: 'mine@kidventure.example' }), 400, MSG.fillAllFields);
    expectError(
      await manager.post(path, { email: 'mine@kidventure.example', currentPassword: 'Wrong-Pass1!' }),
      400,
      PASSWORD_MSG.wrongCurrent,
    );
    expect(await email()).toBe(before);

    const changed = await manager.post(path, {
      email: 'mine@kidventure.example',
      currentPassword: ADMIN_PASSWORD,
    });
    expect(changed.body).toEqual(ONE_ROW);
    expect(await email()).toBe('mine@kidventure.example');
  });

  it('counts wrong passwords with the password change: five lock both for 15 minutes', async () => {
    const manager = await server.loginAs(['rUserAuthority', 'eUserAuthority'], 'System Manager');
    const change = (currentPassword: string) =>
      manager.post(`/api/auth/${manager.userNo}`, { email: 'other@kidventure.example', currentPassword });
    for (let i = 0; i < 5; i++) expectError(await change(`Guess-${i}-Pass!`), 400, PASSWORD_MSG.wrongCurrent);
    expectError(await change(ADMIN_PASSWORD), 429, PASSWORD_MSG.tooManyTries);
    expectError(
      await manager.post('/api/user/password', {
        currentPassword: ADMIN_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
      429,
      PASSWORD_MSG.tooManyTries,
    );
  });

  it("is not asked of a System Manager changing another account's e-mail", async () => {
    const staff = await server.loginAs(['rBoardNews']);
    const path = `/api/auth/${staff.userNo}`;
    expect((await server.admin.post(path, { email: 'theirs@kidventure.example' })).body).toEqual(ONE_ROW);
    expect((await server.admin.get(path)).body.data.email).toBe('theirs@kidventure.example');
  });
});

describe("a System Manager sets another account's password", () => {
  it('ends every session of that account, which then signs in with the new password only', async () => {
    const staff = await server.loginAs(['rBoardNews', 'eBoardNews']);
    const set = (body: unknown) => server.admin.post(`/api/auth/${staff.userNo}/password`, body);

    expectError(await set({ newPassword: 'weak' }), 400, MSG.passwordPolicy);
    expectError(await set({}), 400, MSG.passwordPolicy);
    expect(await isSignedIn(staff)).toBe(true);

    expect((await set({ newPassword: NEW_PASSWORD })).body).toEqual(ONE_ROW);
    expect(await isSignedIn(staff)).toBe(false);
    expect(await isSignedIn(server.admin)).toBe(true);
    expect(await loginStatus(staff.username, ADMIN_PASSWORD)).toBe(401);
    expect(await loginStatus(staff.username, NEW_PASSWORD)).toBe(200);
    expect((await server.admin.get(`/api/auth/${staff.userNo}`)).body.data).not.toHaveProperty(
      'passwordHash',
    );

    const rows = await historyOf('admin', `/api/auth/${staff.userNo}/password`);
    expect(rows[0]!.url).toBe(`POST /api/auth/${staff.userNo}/password`);
  });

  it('lifts the lock that failed logins put on that account', async () => {
    const staff = await server.loginAs(['rBoardFAQ']);
    for (let i = 0; i < 5; i++) expect(await loginStatus(staff.username, 'Wrong-Pass1!')).toBe(401);
    expect(await loginStatus(staff.username, ADMIN_PASSWORD)).toBe(429);
    const set = await server.admin.post(`/api/auth/${staff.userNo}/password`, { newPassword: NEW_PASSWORD });
    expect(set.body).toEqual(ONE_ROW);
    expect(await loginStatus(staff.username, NEW_PASSWORD)).toBe(200);
  });

  it('is for System Managers with the edit right of Authority, never for their own account', async () => {
    const target = await server.loginAs(['rBoardFAQ']);
    const body = { newPassword: NEW_PASSWORD };
    const path = `/api/auth/${target.userNo}/password`;

    const editor = await server.loginAs(['rBoardFAQ', 'eBoardFAQ']);
    expectError(await editor.post(path, body), 403);
    const reader = await server.loginAs(['rUserAuthority']);
    expectError(await reader.post(path, body), 403);
    expectError(await server.api.post(path, body), 401);
    expect(await isSignedIn(target)).toBe(true);

    const manager = await server.loginAs(['rUserAuthority', 'eUserAuthority']);
    expectError(
      await manager.post(`/api/auth/${manager.userNo}/password`, body),
      409,
      PASSWORD_MSG.useOwnForm,
    );
    expect(await isSignedIn(manager)).toBe(true);
    expectError(await manager.post('/api/auth/999999/password', body), 404);
    expect((await manager.post(path, body)).body).toEqual(ONE_ROW);
    expect(await loginStatus(target.username, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a deleted account', async () => {
    const gone = await server.loginAs(['rBoardNews']);
    await server.admin.delete('/api/auth', [gone.userNo]);
    expectError(
      await server.admin.post(`/api/auth/${gone.userNo}/password`, { newPassword: NEW_PASSWORD }),
      404,
    );
  });
});

describe('the login ID duplication check', () => {
  const dc = (username: unknown) => server.admin.post('/api/auth/dc', { username });
  const create = (username: string) =>
    server.admin.post('/api/auth', {
      role: 'General Manager',
      username,
      password: ADMIN_PASSWORD,
      manager: 'Dc Tester',
      email: 'dc@kidventure.example',
      contact: '0912345678',
      mgtsettings: ['rBoardNews'],
    });

  it('refuses every ID a save would refuse, with the same message', async () => {
    for (const bad of ['has space', 'trần', 'semi;colon', 'a'.repeat(51), 'slash/id', 'quote"id']) {
      expectError(await dc(bad), 400, USERNAME_RULE);
      expectError(await create(bad), 400, USERNAME_RULE);
    }
    expectError(await dc(''), 400, MSG.fillAllFields);
    expectError(await dc(undefined), 400, MSG.fillAllFields);
  });

  it('answers [] for a free valid ID, which the save then accepts', async () => {
    const id = `ok.name-1_${Date.now()}`.slice(0, 50);
    expect((await dc(id)).body).toEqual({ success: true, data: [] });
    expect((await create(id)).status).toBe(200);
    expect((await dc(id)).body.data).toHaveLength(1);
  });
});
