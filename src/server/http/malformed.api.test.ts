import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.ts';
import type { ApiClient, ApiResponse } from '../test/client.ts';
import { pngFile } from '../test/fixtures.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

/**
 * Every endpoint of spec section 7, as the System Manager and as a visitor, fed malformed bodies,
 * queries and ids (a 4xx with the error envelope, never a stack trace or SQL text).
 * Each request comes from its own address (trusted X-Forwarded-For, allow-list off) so the inquiry
 * rate limit does not hide what the validators answer.
 */
let server: TestServer;
const ids: Record<string, number> = {};
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', ADMIN_IP_ALLOWLIST: 'off' } });
  const { admin, api } = server;
  const created = {
    banner: await admin.form('/api/banner', { localeCd: 'EN', title: 'Banner', bannerImg: await pngFile() }),
    news: await admin.post('/api/news', { localeCd: 'EN', title: 'News' }),
    job: await admin.form('/api/job', { localeCd: 'EN', title: 'Job', dateCd: '20' }),
    faq: await admin.post('/api/faq', { localeCd: 'EN', title: 'FAQ' }),
    partner: await admin.form('/api/partner', {
      name: 'P',
      typeCd: '10',
      localeCd: 'EN',
      partnerImg: await pngFile(),
    }),
    video: await admin.post('/api/video', {
      localeCd: 'EN',
      title: 'V',
      youtubeId: 'dQw4w9WgXcQ',
      dateCd: '20',
    }),
    qna: await api.form(
      '/api/qna',
      {
        ...{ policyChecked: 'Y', title: 'T', contents: 'Hello', name: 'N', phone: '0912345678' },
        ...{ email: 'a.b', emailDomain: '10', emailDomainName: 'gmail.com' },
      },
      { 'x-forwarded-for': nextIp() },
    ),
    ip: await admin.post('/api/ip', { ipaddress: '10.200.0.1', memo: 'fixture' }),
  };
  for (const [name, res] of Object.entries(created)) {
    if (res.status !== 200) throw new Error(`fixture ${name}: ${res.status} ${res.text}`);
    ids[name] = typeof res.body.data === 'number' ? res.body.data : res.body.data.insertId;
  }
  ids.auth = (await server.loginAs(['rBoardNews'])).userNo;
});
afterAll(() => server?.close());

type Method = 'GET' | 'POST' | 'DELETE';
interface Endpoint {
  method: Method;
  path: string;
  /** Answers visitors (no token) too. */
  open?: boolean;
  /** A list call parsing the common list query. */
  list?: boolean;
  /** Validates a title field (creates/updates of titled content, the inquiry). */
  titled?: boolean;
}

const BOARD = ['banner', 'news', 'job', 'faq', 'partner', 'video'];
const ENDPOINTS: Endpoint[] = [
  ...BOARD.flatMap((name): Endpoint[] => [
    { method: 'GET', path: `/api/${name}`, open: true, list: true },
    { method: 'GET', path: `/api/${name}/:id`, open: true },
    { method: 'POST', path: `/api/${name}`, titled: name !== 'partner' },
    { method: 'POST', path: `/api/${name}/:id`, titled: name !== 'partner' },
    { method: 'DELETE', path: `/api/${name}` },
  ]),
  { method: 'POST', path: '/api/qna', open: true, titled: true },
  { method: 'GET', path: '/api/qna', list: true },
  { method: 'GET', path: '/api/qna/:id' },
  { method: 'POST', path: '/api/qna/:id' },
  { method: 'DELETE', path: '/api/qna' },
  ...['auth', 'ip'].flatMap((name): Endpoint[] => [
    { method: 'GET', path: `/api/${name}`, list: true },
    { method: 'GET', path: `/api/${name}/:id` },
    { method: 'POST', path: `/api/${name}` },
    { method: 'POST', path: `/api/${name}/:id` },
    { method: 'POST', path: `/api/${name}/dc` },
    { method: 'DELETE', path: `/api/${name}` },
  ]),
  { method: 'GET', path: '/api/ip/', list: true },
  { method: 'GET', path: '/api/history', list: true },
  { method: 'POST', path: '/api/user/login', open: true },
  { method: 'POST', path: '/api/user/logout' },
  { method: 'GET', path: '/file/download', open: true },
  { method: 'POST', path: '/file/upload' },
];

const json = 'application/json';
const BODY_CASES: Array<{ name: string; type: string; text: string; badTitle?: boolean }> = [
  { name: 'empty object', type: json, text: '{}' },
  { name: 'empty array', type: json, text: '[]' },
  { name: 'null', type: json, text: 'null' },
  { name: 'string', type: json, text: '"string"' },
  { name: 'number', type: json, text: '123' },
  { name: 'title object', type: json, text: '{"title":{}}', badTitle: true },
  { name: 'title array', type: json, text: '{"title":[1,2]}', badTitle: true },
  { name: 'huge title', type: json, text: JSON.stringify({ title: 'x'.repeat(300_000) }), badTitle: true },
  { name: '__proto__', type: json, text: '{"__proto__":{"admin":true}}' },
  { name: 'constructor.prototype', type: json, text: '{"constructor":{"prototype":{}}}' },
  { name: 'truncated JSON', type: json, text: '{"a":' },
  { name: 'id beyond 32 bits', type: json, text: '[99999999999]' },
  { name: 'text/plain', type: 'text/plain', text: '{"title":"x"}' },
  { name: 'application/xml', type: 'application/xml', text: '<title>x</title>' },
];

const QUERY_CASES = [
  'pageNo=-1',
  'pageNo=abc',
  'pageNo=1e309',
  'pageCnt=0',
  'pageCnt=99999',
  'localeCd=xx',
  `searchText=${'a'.repeat(5000)}`,
  'pageNo=1&pageNo=2',
];

const BAD_IDS = ['abc', '-1', '1.5', '99999999999999999999', '%00', '2147483648'];

const LEAKS = [/\bat \S.*:\d+:\d+/, /\.ts:/, /\.js:/, /SQLITE/i, /syntax error/i, /select /i, /relation /i];

function expectClean(res: ApiResponse, label: string) {
  expect.soft(res.status, label).toBeLessThan(500);
  if (res.status >= 400)
    expect
      .soft(res.body, label)
      .toEqual({ success: false, message: expect.stringMatching(/\S/), code: expect.stringMatching(/\S/) });
  for (const leak of LEAKS) expect.soft(res.text, `${label} leaks ${leak}`).not.toMatch(leak);
}

const withId = (path: string) => path.replace(':id', String(ids[path.split('/')[2]!]));

function send(client: ApiClient, method: Method, path: string, body?: { type: string; text: string }) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
  if (body) headers['content-type'] = body.type;
  return client.raw(path, { method, body: body?.text, headers });
}

const ID_ENDPOINTS = ENDPOINTS.filter((e) => e.path.endsWith(':id'));
/** A body every update accepts (the inquiry status; other updates ignore it), so only the id is wrong. */
const VALID_UPDATE = { type: json, text: '{"statusCd":"20"}' };

describe.each(['admin', 'visitor'] as const)('as %s', (who) => {
  const client = () => (who === 'admin' ? server.admin : server.api);
  const allowed = (ep: Endpoint) => who === 'admin' || ep.open === true;

  it.each(ENDPOINTS.filter((e) => e.method !== 'GET'))(
    '$method $path answers malformed bodies with a clean 4xx or success',
    async (ep) => {
      for (const body of BODY_CASES) {
        // Logging out revokes the token: give each logout its own session.
        const caller =
          who === 'admin' && ep.path === '/api/user/logout'
            ? await server.api.login('admin', ADMIN_PASSWORD)
            : client();
        const res = await send(caller, ep.method, withId(ep.path), body);
        const label = `${ep.method} ${ep.path} with ${body.name} → ${res.status} ${res.text.slice(0, 200)}`;
        expectClean(res, label);
        if (!allowed(ep)) expect.soft(res.status, label).toBeGreaterThanOrEqual(400);
        if (body.badTitle && ep.titled && allowed(ep)) expect.soft([400, 413], label).toContain(res.status);
      }
    },
  );

  it.each(ENDPOINTS.filter((e) => e.method === 'GET'))(
    '$method $path answers malformed queries with a clean 4xx or success',
    async (ep) => {
      for (const query of QUERY_CASES) {
        const res = await send(client(), 'GET', `${withId(ep.path)}?${query}`);
        const label = `GET ${ep.path}?${query.slice(0, 40)} → ${res.status} ${res.text.slice(0, 200)}`;
        expectClean(res, label);
        if (ep.list) expect.soft(res.status, label).toBe(allowed(ep) ? 400 : 401);
      }
    },
  );

  it.each(ID_ENDPOINTS)('$method $path answers malformed ids with 404 (401 before it)', async (ep) => {
    for (const id of BAD_IDS) {
      const path = ep.path.replace(':id', id);
      const res = await send(client(), ep.method, path, ep.method === 'POST' ? VALID_UPDATE : undefined);
      const label = `${ep.method} ${path} → ${res.status} ${res.text.slice(0, 200)}`;
      expectClean(res, label);
      expect.soft(res.status, label).toBe(allowed(ep) ? 404 : 401);
    }
  });
});

describe('bodies that leave fields out', () => {
  it.each([
    ['visitor', '/api/user/login', {}, MSG.fillIdPassword],
    ['visitor', '/api/user/login', null, MSG.fillIdPassword],
    ['visitor', '/api/qna', {}, MSG.agreePrivacy],
    ['visitor', '/api/qna', { policyChecked: 'Y' }, MSG.enterDetails],
    ['admin', '/api/auth', { role: 'General Manager' }, MSG.fillAllFields],
    ['admin', '/api/ip', {}, MSG.ipInvalid],
  ])('as %s, POST %s %j answers 400 with the spec message', async (who, path, body, message) => {
    const res = await send(who === 'admin' ? server.admin : server.api, 'POST', path, {
      type: json,
      text: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, code: 'validation' });
  });
});

describe('after the malformed traffic', () => {
  it('still serves visitors and the administrator normally', async () => {
    const visitor = await server.api.get('/api/news');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.list.map((r: { newsNo: number }) => r.newsNo)).toContain(ids.news);
    const admin = await server.admin.get('/api/auth');
    expect(admin.status).toBe(200);
    expect(admin.body.success).toBe(true);
  });
});
