import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import type { ApiResponse } from '../../test/client.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function expectError(res: ApiResponse, status: number, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({
    success: false,
    message: message ?? expect.any(String),
    code: expect.any(String),
  });
}
async function add(ipaddress: string, memo = '') {
  const res = await server.admin.post('/api/ip', { ipaddress, memo });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.insertId as number;
}
const check = (ipaddress: unknown) => server.admin.post('/api/ip/dc', { ipaddress });
const ipsOf = (res: ApiResponse) => res.body.data.list.map((r: { ipaddress: string }) => r.ipaddress);

describe('the allow-list', () => {
  it('starts with the loopback addresses, the same at /api/ip and /api/ip/', async () => {
    const res = await server.admin.get('/api/ip');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(ipsOf(res).sort()).toEqual(['127.0.0.1', '::1']);
    expect(res.body.data.list[0]).toEqual({
      id: expect.any(Number),
      ipaddress: expect.any(String),
      memo: expect.any(String),
      useYn: 'Y',
      createdAt: expect.any(String),
      version: 1,
    });
    const slash = await server.admin.get('/api/ip/');
    expect(slash.status).toBe(200);
    expect(slash.body).toEqual(res.body);
    const query = { searchType: 'ip', searchText: '::1' };
    expect((await server.admin.get('/api/ip/', query)).body).toEqual(
      (await server.admin.get('/api/ip', query)).body,
    );
  });

  it('searches by address or by memo, ignoring case and Vietnamese diacritics', async () => {
    const office = await add('10.20.30.40', 'Văn phòng Hà Nội');
    const store = await add('10.20.99.1', 'Warehouse Đông Anh');
    const ids = async (searchType: string, searchText: string) =>
      (await server.admin.get('/api/ip', { searchType, searchText, pageCnt: 100 })).body.data.list.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids('ip', '10.20.')).toEqual([store, office]);
    expect(await ids('ip', '99.1')).toEqual([store]);
    expect(await ids('memo', 'van phong ha noi')).toEqual([office]);
    expect(await ids('memo', 'DONG ANH')).toEqual([store]);
    expect(await ids('ip', 'warehouse')).toEqual([]);
    expect(await ids('memo', '10.20')).toEqual([]);
    expect((await server.admin.get('/api/ip', { searchType: 'url', searchText: 'x' })).status).toBe(400);
  });
});

describe('adding an address', () => {
  it('answers affectedRows and insertId and lists the new row', async () => {
    const res = await server.admin.post('/api/ip', { ipaddress: '192.168.1.10', memo: 'Reception desk' });
    expect(res.body).toEqual({ success: true, data: { affectedRows: 1, insertId: expect.any(Number) } });
    const id = res.body.data.insertId;
    const one = await server.admin.get(`/api/ip/${id}`);
    expect(one.body.data).toMatchObject({ id, ipaddress: '192.168.1.10', memo: 'Reception desk' });
    expect(ipsOf(await server.admin.get('/api/ip'))[0]).toBe('192.168.1.10');
    expect((await server.admin.get('/api/ip/999999')).status).toBe(404);
  });

  it('refuses what is not an IP address with the spec message', async () => {
    for (const ipaddress of ['999.1.1.1', 'abc', '1.2.3', '', '::gg', '1.2.3.4.5', '10.0.0.1/24'])
      expectError(await server.admin.post('/api/ip', { ipaddress, memo: 'bad' }), 400, MSG.ipInvalid);
    expectError(await server.admin.post('/api/ip', { memo: 'no address' }), 400, MSG.ipInvalid);
    expect(ipsOf(await server.admin.get('/api/ip', { pageCnt: 100 }))).not.toContain('abc');
  });

  it('accepts IPv6 and stores IPv4-mapped addresses normalised', async () => {
    const v6 = await add('2001:db8::1', 'IPv6 office');
    expect((await server.admin.get(`/api/ip/${v6}`)).body.data.ipaddress).toBe('2001:db8::1');
    const mapped = await add('::ffff:10.0.0.5', 'mapped');
    expect((await server.admin.get(`/api/ip/${mapped}`)).body.data.ipaddress).toBe('10.0.0.5');
    expect((await check('10.0.0.5')).body.data).toMatchObject([{ id: mapped, ipaddress: '10.0.0.5' }]);
    expect((await check('::ffff:10.0.0.5')).body.data).toMatchObject([{ id: mapped }]);
    expectError(await server.admin.post('/api/ip', { ipaddress: '10.0.0.5' }), 409, MSG.ipTaken);
  });

  it('limits the memo to 255 characters', async () => {
    expectError(await server.admin.post('/api/ip', { ipaddress: '10.1.1.1', memo: 'm'.repeat(256) }), 400);
    expect((await check('10.1.1.1')).body.data).toEqual([]);
    const id = await add('10.1.1.1', 'm'.repeat(255));
    expect((await server.admin.get(`/api/ip/${id}`)).body.data.memo).toHaveLength(255);
  });

  it('refuses a duplicate with 409', async () => {
    await add('172.16.0.1', 'first');
    expectError(
      await server.admin.post('/api/ip', { ipaddress: '172.16.0.1', memo: 'again' }),
      409,
      MSG.ipTaken,
    );
    expectError(await server.admin.post('/api/ip', { ipaddress: ' 172.16.0.1 ' }), 409, MSG.ipTaken);
    const listed = await server.admin.get('/api/ip', { searchType: 'ip', searchText: '172.16.0.1' });
    expect(listed.body.data.total).toBe(1);
  });

  it('duplication check: [] when free, [row] when listed, 400 for garbage', async () => {
    expect((await check('198.51.100.7')).body).toEqual({ success: true, data: [] });
    const id = await add('198.51.100.7', 'checked');
    const taken = await check('198.51.100.7');
    expect(taken.body.success).toBe(true);
    expect(taken.body.data).toHaveLength(1);
    expect(taken.body.data[0]).toMatchObject({ id, ipaddress: '198.51.100.7', memo: 'checked' });
    expectError(await check('not-an-ip'), 400, MSG.ipInvalid);
    expectError(await check(''), 400, MSG.ipInvalid);
  });
});

describe('updating and deleting', () => {
  it('updates the memo and the address', async () => {
    const id = await add('172.16.5.5', 'Old memo');
    const update = (body: object) => server.admin.post(`/api/ip/${id}`, body);
    expect((await update({ memo: 'New memo' })).body).toEqual({ success: true, data: { affectedRows: 1 } });
    expect((await server.admin.get(`/api/ip/${id}`)).body.data).toMatchObject({
      ipaddress: '172.16.5.5',
      memo: 'New memo',
    });
    expect((await update({ ipaddress: '172.16.5.6' })).body).toEqual({
      success: true,
      data: { affectedRows: 1 },
    });
    expect((await server.admin.get(`/api/ip/${id}`)).body.data).toMatchObject({
      ipaddress: '172.16.5.6',
      memo: 'New memo',
    });
    expect((await check('172.16.5.5')).body.data).toEqual([]);

    expectError(await update({ ipaddress: '1.2.3' }), 400, MSG.ipInvalid);
    expectError(await update({ memo: 'x'.repeat(256) }), 400);
    expectError(await update({ ipaddress: '127.0.0.1' }), 409, MSG.ipTaken);
    expect((await server.admin.get(`/api/ip/${id}`)).body.data).toMatchObject({
      ipaddress: '172.16.5.6',
      memo: 'New memo',
    });
    expect((await server.admin.post('/api/ip/999999', { memo: 'x' })).status).toBe(404);
  });

  it('deletes with {id:[…]} or a bare array and answers affectedRows', async () => {
    const [a, b, c] = [await add('203.0.113.1'), await add('203.0.113.2'), await add('203.0.113.3')];
    const res = await server.admin.delete('/api/ip', { id: [a, b], LoginName: 'admin' });
    expect(res.body).toEqual({ success: true, data: { affectedRows: 2 } });
    expect((await server.admin.delete('/api/ip', [c])).body).toEqual({
      success: true,
      data: { affectedRows: 1 },
    });
    expect((await server.admin.get(`/api/ip/${a}`)).status).toBe(404);
    expect((await check('203.0.113.3')).body.data).toEqual([]);
    expect(ipsOf(await server.admin.get('/api/ip', { pageCnt: 100 }))).not.toContain('203.0.113.2');
    // Deleted addresses have no trash: no query lists them again.
    expect(ipsOf(await server.admin.get('/api/ip', { pageCnt: 100, delYn: 'Y' }))).not.toContain(
      '203.0.113.2',
    );
    expectError(await server.admin.delete('/api/ip', {}), 400);
    expectError(await server.admin.delete('/api/ip', []), 400);
    expect(await add('203.0.113.1', 'listed again')).toBeGreaterThan(c);
  });

  it('refuses to remove or change the address you are connected from', async () => {
    const own = (await check('127.0.0.1')).body.data[0].id as number;
    const other = await add('203.0.113.50');
    expectError(await server.admin.delete('/api/ip', { id: [other, own] }), 409);
    expect((await server.admin.get(`/api/ip/${other}`)).status).toBe(200);
    expectError(await server.admin.post(`/api/ip/${own}`, { ipaddress: '127.0.0.2' }), 409);
    expect((await server.admin.get(`/api/ip/${own}`)).body.data.ipaddress).toBe('127.0.0.1');
    expect((await server.admin.post(`/api/ip/${own}`, { memo: 'Loopback' })).status).toBe(200);
  });
});

describe('permissions', () => {
  it('lets an account with only rUserIP read the list but not change it', async () => {
    const reader = await server.loginAs(['rUserIP']);
    const id = (await check('127.0.0.1')).body.data[0].id as number;
    expect((await reader.get('/api/ip')).status).toBe(200);
    expect((await reader.get(`/api/ip/${id}`)).status).toBe(200);
    expectError(await reader.post('/api/ip', { ipaddress: '198.18.0.1', memo: 'nope' }), 403);
    expectError(await reader.post(`/api/ip/${id}`, { memo: 'nope' }), 403);
    expectError(await reader.delete('/api/ip', [id]), 403);
    expect((await check('198.18.0.1')).body.data).toEqual([]);

    expectError(await server.api.get('/api/ip'), 401);
    const other = await server.loginAs(['rBoardNews']);
    expectError(await other.get('/api/ip'), 403);
  });
});

describe('the list is what admits a client', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => proxied?.close());

  it('admits an address once it is added and refuses it again once it is deleted', async () => {
    const from = { 'x-forwarded-for': '203.0.113.99', 'content-type': 'application/json' };
    const login = () =>
      proxied.api.raw('/api/user/login', {
        method: 'POST',
        headers: from,
        body: JSON.stringify({ loginId: 'admin', password: ADMIN_PASSWORD }),
      });
    expectError(await login(), 403);
    const id = (await proxied.admin.post('/api/ip', { ipaddress: '203.0.113.99', memo: 'remote' })).body.data
      .insertId;
    const ok = await login();
    expect(ok.status).toBe(200);
    const remote = proxied.api.withToken(ok.body.data.token);
    expect((await remote.get('/api/ip', undefined, from)).status).toBe(200);
    expect((await proxied.admin.delete('/api/ip', [id])).body.data).toEqual({ affectedRows: 1 });
    expectError(await remote.get('/api/ip', undefined, from), 403);
  });
});
