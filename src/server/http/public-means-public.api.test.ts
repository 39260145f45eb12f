import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALL_HEADER } from '../../common/http-headers.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

/**
 * A browser sends the admin session cookie with every request to the site. Public reads and the
 * inquiry form must answer the same whatever that cookie is; only the admin app's marked calls are
 * admin calls. The server believes X-Forwarded-For from the loopback test client, so a request can
 * come from an address outside the admin allow-list.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server?.close());

const marked = { [ADMIN_CALL_HEADER]: '1' };
const outside = { 'x-forwarded-for': '203.0.113.77' };

/** The session cookie of a new System Manager of its own, so ending it leaves `server.admin` alone. */
async function sessionCookie() {
  const { username, userNo } = await server.loginAs(['0ALL']);
  const res = await server.api.post('/api/user/login', { loginId: username, password: ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  return { cookie: res.headers.getSetCookie()[0]!.split(';')[0]!, userNo };
}

async function expiredCookie() {
  const { cookie, userNo } = await sessionCookie();
  await server.deps.db
    .updateTable('session')
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where('userNo', '=', userNo)
    .execute();
  return cookie;
}

const inquiry = (title: string) => ({
  localeCd: 'EN',
  typeCd: '10',
  policyChecked: 'Y',
  title,
  contents: 'Sent from a browser that once signed in to the admin.',
  name: 'Trần Văn Bình',
  email: 'binh',
  emailDomain: '00',
  emailDomainName: 'example.com',
  phone: '0912345678',
});

async function isStored(title: string) {
  const found = await server.admin.get('/api/qna', { searchType: 'title', searchText: title });
  return found.body.data.total === 1;
}

describe('the inquiry form ignores the admin cookie', () => {
  it('stores an inquiry sent with an expired admin cookie', async () => {
    const cookie = await expiredCookie();
    const title = 'Expired cookie inquiry';
    const res = await server.api.form('/api/qna', inquiry(title), {
      cookie,
      origin: server.url,
      'x-forwarded-for': '203.0.113.10',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, data: expect.any(Number) });
    expect(await isStored(title)).toBe(true);
  });

  it('stores an inquiry sent with a live admin cookie from an address outside the allow-list', async () => {
    const { cookie } = await sessionCookie();
    const title = 'Live cookie outside the allow-list';
    const res = await server.api.form('/api/qna', inquiry(title), { cookie, origin: server.url, ...outside });
    expect(res.status, res.text).toBe(200);
    expect(await isStored(title)).toBe(true);
  });
});

describe('public reads answer the same whatever cookie the browser holds', () => {
  it('lists and details are the visitor answer with no, stale or live cookies', async () => {
    const hidden = await server.admin.post('/api/news', { localeCd: 'EN', title: 'Hidden news', useYn: 'N' });
    expect(hidden.status).toBe(200);
    const stale = await expiredCookie();
    const { cookie: live } = await sessionCookie();
    const visitor = await server.api.get('/api/news', { localeCd: 'EN' });
    expect(visitor.status).toBe(200);
    for (const headers of [{ cookie: stale }, { cookie: live }, { cookie: live, ...outside }]) {
      const res = await server.api.get('/api/news', { localeCd: 'EN' }, headers);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(visitor.body);
      expect((await server.api.get(`/api/news/${hidden.body.data}`, undefined, headers)).status).toBe(404);
    }
  });
});

describe('the admin app keeps working: its marked calls are admin calls', () => {
  it('a marked call with an expired cookie must sign in again (401)', async () => {
    const cookie = await expiredCookie();
    const res = await server.api.get('/api/news', { localeCd: 'EN' }, { cookie, ...marked });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it('a marked call from outside the allow-list is refused (403), and sees hidden rows otherwise', async () => {
    const { cookie } = await sessionCookie();
    const refused = await server.api.get('/api/news', { localeCd: 'EN' }, { cookie, ...marked, ...outside });
    expect(refused.status).toBe(403);
    const title = 'Only staff see this';
    await server.admin.post('/api/news', { localeCd: 'EN', title, useYn: 'N' });
    const query = { localeCd: 'EN', searchType: 'title', searchText: title };
    const staff = await server.api.get('/api/news', query, { cookie, ...marked });
    expect(staff.body.data.total).toBe(1);
    expect((await server.api.get('/api/news', query, { cookie })).body.data.total).toBe(0);
  });
});
