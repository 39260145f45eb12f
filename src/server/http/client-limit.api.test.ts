import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

/**
 * The server believes X-Forwarded-For from the loopback test client, so each test can play several
 * visitors. Each client may make 20 requests at once, then one every 3 seconds.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '20', RATE_LIMIT_BURST: '20' },
  });
});
afterAll(() => server?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('one client flooding the API', () => {
  it('gets 429 with Retry-After while another address is served normally', async () => {
    const flood = [];
    for (let i = 0; i < 30; i++)
      flood.push(
        await server.api.get(
          '/api/job',
          { localeCd: 'VI', searchType: 'title', searchText: `việc ${i}` },
          from('203.0.113.5'),
        ),
      );
    const statuses = flood.map((res) => res.status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    const refused = flood[29]!;
    expect(refused.body).toEqual({ success: false, message: expect.any(String), code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3);

    const other = await server.api.get('/api/job', { localeCd: 'VI' }, from('203.0.113.6'));
    expect(other.status).toBe(200);
    expect(other.body.success).toBe(true);
  });

  it('limits pages too, with a plain answer, and counts an IPv6 /64 as one client', async () => {
    for (let i = 0; i < 20; i++)
      expect((await server.api.get('/api/faq', {}, from(`2001:db8:5:7::${i + 1}`))).status).toBe(200);
    const page = await server.api.get('/career/jobs', {}, from('2001:db8:5:7::99'));
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.text).toContain('Too many requests');
    expect((await server.api.get('/api/faq', {}, from('2001:db8:5:8::1'))).status).toBe(200);
  });

  it('does not count signed-in administrators or health probes', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await server.admin.get('/api/news', { searchText: `n${i}` })).status).toBe(200);
      expect((await server.api.get('/healthz')).status).toBe(200);
    }
  });
});

describe('every 429 says when to try again', () => {
  it('failed logins: Retry-After is the time until the oldest counted failure expires', async () => {
    const login = { loginId: 'admin', password: 'Wrong-pass1!' };
    for (let i = 0; i < 5; i++)
      expect((await server.api.post('/api/user/login', login, from('127.0.0.1'))).status).toBe(401);
    const locked = await server.api.post(
      '/api/user/login',
      { ...login, password: ADMIN_PASSWORD },
      from('127.0.0.1'),
    );
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it('inquiries: the eleventh in an hour waits until the first is an hour old', async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const send = () => limited.api.form('/api/qna', { title: 'x' }, from('198.51.100.40'));
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(400);
      const refused = await send();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(59 * 60);
      expect(wait).toBeLessThanOrEqual(60 * 60);
    } finally {
      await limited.close();
    }
  });
});
