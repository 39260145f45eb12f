import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import type { ApiResponse } from '../../test/client.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
/** userNo of the bootstrap System Manager 'admin' (the only 0ALL account of a fresh install). */
let adminNo: number;
beforeAll(async () => {
  server = await startTestServer();
  adminNo = (await server.api.post('/api/user/login', { loginId: 'admin', password: ADMIN_PASSWORD })).body
    .data.userNo;
});
afterAll(() => server?.close());

const PASSWORD = 'Str0ng!Pass';
/** Too short, no upper case, no digit, no special character, 17 characters, empty, not text. */
const WEAK_PASSWORDS = [
  'short1!',
  'alllowercase1!',
  'NoDigits!!',
  'NoSpecial123',
  'Abcdefgh1!2345678',
  '',
  42,
];
const ONE_ROW = { success: true, data: { affectedRows: 1 } };
let seq = 0;
/** A valid create body; `over` replaces any field. */
function account(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    role: 'General Manager',
    username: `staff${seq}`,
    password: PASSWORD,
    manager: `Staff Member ${seq}`,
    email: `staff${seq}@kidventure.example`,
    contact: '0912345678',
    mgtsettings: ['rBoardNews'],
    ...over,
  };
}
async function create(over: Record<string, unknown> = {}) {
  const body = account(over);
  const res = await server.admin.post('/api/auth', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...body, id: res.body.data.insertId as number };
}
function expectError(res: ApiResponse, status: number, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({
    success: false,
    message: message ?? expect.any(String),
    code: expect.any(String),
  });
}
const search = (searchType: string, searchText: string) =>
  server.admin.get('/api/auth', { searchType, searchText, pageCnt: 100 });

describe('listing administrators', () => {
  it('shows each account with its boards and never a password', async () => {
    const staff = await create({ mgtsettings: ['rBoardFAQ', 'aBoardFAQ', 'rBoardNews', 'eBoardNews'] });
    const res = await search('id', staff.username);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({
      id: staff.id,
      userNo: staff.id,
      username: staff.username,
      manager: staff.manager,
      email: staff.email,
      contact: '0912345678',
      role: 'General Manager',
      mgtsettings: ['rBoardFAQ', 'aBoardFAQ', 'rBoardNews', 'eBoardNews'],
      adminBoard: 'FAQ, News',
    });
    const all = await server.admin.get('/api/auth', { pageCnt: 100 });
    const admin = all.body.data.list.find((r: { username: string }) => r.username === 'admin');
    expect(admin).toMatchObject({
      id: adminNo,
      role: 'System Manager',
      mgtsettings: ['0ALL'],
      adminBoard: 'ALL',
    });
    for (const row of all.body.data.list) {
      expect(row).not.toHaveProperty('password');
      expect(row).not.toHaveProperty('passwordHash');
    }
    expect(all.text).not.toMatch(/argon2|scrypt|\$[0-9a-z]+\$/i);
  });

  it('searches by login ID or manager, ignoring case and Vietnamese diacritics', async () => {
    const nguyen = await create({ username: 'vanaz', manager: 'Nguyễn Văn Á' });
    for (const text of ['nguyen van a', 'NGUYỄN VĂN Á', 'Van A']) {
      const res = await search('manager', text);
      expect(res.body.data.list.map((r: { id: number }) => r.id)).toEqual([nguyen.id]);
    }
    expect((await search('id', 'VANAZ')).body.data.list.map((r: { id: number }) => r.id)).toEqual([
      nguyen.id,
    ]);
    expect((await search('id', 'nguyen')).body.data.total).toBe(0);
    expect((await search('manager', 'vanaz')).body.data.total).toBe(0);
    expect((await search('email', 'x')).status).toBe(400);
  });

  it('pages by 10, newest first', async () => {
    for (let i = 0; i < 10; i++) await create();
    const page1 = await server.admin.get('/api/auth');
    const { total } = page1.body.data;
    expect(total).toBeGreaterThan(10);
    expect(page1.body.data.list).toHaveLength(10);
    const page2 = await server.admin.get('/api/auth', { pageNo: 2 });
    expect(page2.body.data.list).toHaveLength(Math.min(10, total - 10));
    const ids = [...page1.body.data.list, ...page2.body.data.list].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('creating an administrator', () => {
  const post = (over: Record<string, unknown>) => server.admin.post('/api/auth', account(over));

  it('requires every field and at least one permission', async () => {
    for (const field of ['username', 'manager', 'email', 'contact'])
      expectError(await post({ [field]: '' }), 400, MSG.fillAllFields);
    expectError(await post({ manager: undefined }), 400, MSG.fillAllFields);
    expectError(await post({ mgtsettings: [] }), 400, MSG.fillAllFields);
    // Missing fields are reported before a weak password, a bad e-mail or a bad contact.
    const allWrong = { manager: ' ', password: 'weak', email: 'x', contact: '1' };
    expectError(await post(allWrong), 400, MSG.fillAllFields);
  });

  it('enforces the password policy before e-mail and contact', async () => {
    for (const password of WEAK_PASSWORDS) expectError(await post({ password }), 400, MSG.passwordPolicy);
    expectError(await post({ password: undefined }), 400, MSG.passwordPolicy);
    expectError(await post({ password: 'weak', email: 'x', contact: '1' }), 400, MSG.passwordPolicy);
  });

  it('checks the e-mail, then the Vietnamese contact number', async () => {
    for (const email of ['no-at-sign', 'a@b', 'a b@kidventure.example'])
      expectError(await post({ email, contact: '1' }), 400, MSG.adminEmail);
    for (const contact of ['0123456789', '0912345', '1912345678', '84a12345678'])
      expectError(await post({ contact }), 400, MSG.adminContact);
    for (const contact of ['0912345678', '84912345678']) {
      const staff = await create({ contact });
      expect((await server.admin.get(`/api/auth/${staff.id}`)).body.data.contact).toBe(contact);
    }
  });

  it('keeps User management rights and 0ALL for System Managers', async () => {
    for (const mgtsettings of [['0ALL'], ['rUserIP'], ['rBoardNews', 'dUserAuthority'], ['eUserHistory']])
      expectError(await post({ role: 'General Manager', mgtsettings }), 400);
    const system = await create({ role: 'System Manager', mgtsettings: ['rUserIP', 'rUserHistory'] });
    expect((await server.admin.get(`/api/auth/${system.id}`)).body.data.adminBoard).toBe('IP, History');
  });

  it('answers affectedRows and insertId, after which the ID is taken', async () => {
    const body = account({ username: 'dupcheck' });
    const free = await server.admin.post('/api/auth/dc', { username: 'dupcheck' });
    expect(free.body).toEqual({ success: true, data: [] });

    const res = await server.admin.post('/api/auth', body);
    expect(res.body).toEqual({ success: true, data: { affectedRows: 1, insertId: expect.any(Number) } });
    const id = res.body.data.insertId;

    const dc = await server.admin.post('/api/auth/dc', { username: 'dupcheck' });
    expect(dc.body.data).toHaveLength(1);
    expect(dc.body.data[0]).toMatchObject({ id, username: 'dupcheck' });
    expect(dc.body.data[0]).not.toHaveProperty('passwordHash');

    const again = await server.admin.post('/api/auth', { ...body, manager: 'Someone else' });
    expectError(again, 409, MSG.userTaken);

    const one = await server.admin.get(`/api/auth/${id}`);
    expect(one.body.data).toMatchObject({ id, userNo: id, username: 'dupcheck', manager: body.manager });
    expect(one.body.data).not.toHaveProperty('password');
    expect(one.body.data).not.toHaveProperty('passwordHash');
    await server.api.login('dupcheck', PASSWORD);
    expect((await server.admin.get('/api/auth/999999')).status).toBe(404);
  });
});

describe('updating an administrator', () => {
  it('changes only the fields sent and keeps the password', async () => {
    const staff = await create({ manager: 'Trần Thị Bình' });
    const session = await server.api.login(staff.username, PASSWORD);
    const update = (body: Record<string, unknown>) => server.admin.post(`/api/auth/${staff.id}`, body);
    const current = async () => (await server.admin.get(`/api/auth/${staff.id}`)).body.data;

    expect((await update({ manager: 'Lê Văn Cường' })).body).toEqual(ONE_ROW);
    expect(await current()).toMatchObject({
      manager: 'Lê Văn Cường',
      email: staff.email,
      contact: '0912345678',
    });
    expect((await search('manager', 'le van cuong')).body.data.list).toMatchObject([{ id: staff.id }]);

    await update({ email: 'new@kidventure.example', contact: '84987654321' });
    expect(await current()).toMatchObject({ manager: 'Lê Văn Cường', email: 'new@kidventure.example' });
    expect(await current()).toMatchObject({ contact: '84987654321', mgtsettings: ['rBoardNews'] });

    await update({ role: 'System Manager', mgtsettings: ['rUserIP', 'rBoardFAQ'], username: staff.username });
    const changed = await current();
    expect(changed).toMatchObject({ role: 'System Manager', mgtsettings: ['rUserIP', 'rBoardFAQ'] });
    expect(changed.adminBoard).toBe('FAQ, IP');
    expect((await session.get('/api/auth')).status).toBe(401); // a change of rights ends its sessions

    expectError(await update({ contact: '0123' }), 400, MSG.adminContact);
    expectError(await update({ email: 'nope' }), 400, MSG.adminEmail);
    expectError(await update({ mgtsettings: [] }), 400, MSG.fillAllFields);
    expectError(await update({ role: 'General Manager' }), 400);

    const again = await server.api.login(staff.username, PASSWORD);
    expect((await again.get('/api/ip')).status).toBe(200);
  });

  it('refuses a new password or a new ID and changes nothing', async () => {
    const staff = await create();
    const update = (body: Record<string, unknown>) => server.admin.post(`/api/auth/${staff.id}`, body);
    expectError(await update({ password: 'An0ther!Pass' }), 400, MSG.passwordFixed);
    expectError(await update({ username: 'renamed', manager: 'X' }), 400);
    const row = (await server.admin.get(`/api/auth/${staff.id}`)).body.data;
    expect(row).toMatchObject({ username: staff.username, manager: staff.manager });
    await server.api.login(staff.username, PASSWORD);
    const login = { loginId: staff.username, password: 'An0ther!Pass' };
    expectError(await server.api.post('/api/user/login', login), 401);
    expect((await server.admin.post('/api/auth/999999', { manager: 'Nobody' })).status).toBe(404);
  });
});

describe('deleting administrators', () => {
  it('takes {id:[…]} or a bare array, answers affectedRows and ends the accounts', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    const session = await server.api.login(a.username, PASSWORD);
    const res = await server.admin.delete('/api/auth', { id: [a.id, b.id], LoginName: 'admin' });
    expect(res.body).toEqual({ success: true, data: { affectedRows: 2 } });
    expect((await server.admin.delete('/api/auth', [c.id])).body).toEqual(ONE_ROW);

    expect((await session.get('/api/auth')).status).toBe(401);
    expectError(await server.api.post('/api/user/login', { loginId: a.username, password: PASSWORD }), 401);
    expect((await server.admin.get(`/api/auth/${c.id}`)).status).toBe(404);
    expect((await server.admin.post('/api/auth/dc', { username: b.username })).body.data).toEqual([]);
    expect((await search('id', a.username)).body.data.total).toBe(0);

    expectError(await server.admin.delete('/api/auth', {}), 400);
    expectError(await server.admin.delete('/api/auth', []), 400);
    expectError(await server.admin.delete('/api/auth', { id: [] }), 400);
  });

  it('refuses to delete your own account and changes nothing', async () => {
    const other = await create();
    expectError(await server.admin.delete('/api/auth', { id: [other.id, adminNo] }), 409);
    expect((await server.admin.get(`/api/auth/${other.id}`)).status).toBe(200);
    expect((await server.admin.get(`/api/auth/${adminNo}`)).status).toBe(200);

    const manager = await server.loginAs(['rUserAuthority', 'dUserAuthority']);
    expectError(await manager.delete('/api/auth', [manager.userNo]), 409);
    expect((await manager.get(`/api/auth/${manager.userNo}`)).status).toBe(200);
  });

  it('keeps the last 0ALL account: it cannot be deleted or lose 0ALL', async () => {
    const manager = await server.loginAs(['rUserAuthority', 'eUserAuthority', 'dUserAuthority']);
    expectError(await manager.delete('/api/auth', [adminNo]), 409);
    expectError(await manager.post(`/api/auth/${adminNo}`, { mgtsettings: ['rUserAuthority'] }), 409);
    expectError(await server.admin.post(`/api/auth/${adminNo}`, { mgtsettings: ['rUserAuthority'] }), 409);
    expect((await server.admin.get(`/api/auth/${adminNo}`)).body.data.mgtsettings).toEqual(['0ALL']);

    const second = await create({ role: 'System Manager', mgtsettings: ['0ALL'] });
    expect((await manager.delete('/api/auth', [second.id])).body).toEqual(ONE_ROW);
    expectError(await manager.delete('/api/auth', [adminNo]), 409);
    expect((await server.admin.get('/api/auth')).status).toBe(200);
  });
});
