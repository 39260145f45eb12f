import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * Strict-Transport-Security (decision 045): on every answer that went over https as the trusted
 * proxy says (X-Forwarded-Proto), never over plain http nor on a client's own say-so.
 */
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));
const start = async (env: Record<string, string> = {}) => {
  const server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', ...env } });
  servers.push(server);
  return server;
};

const PATHS = ['/', '/api/news?localeCd=EN', '/api/no-such-thing', '/robots.txt', '/favicon.svg', '/admin'];
const hstsOf = async (
  server: TestServer,
  url: string,
  { proto, from = '127.0.0.1' }: { proto?: string; from?: string } = {},
) => {
  const res = await server.app.inject({
    method: 'GET',
    url,
    remoteAddress: from,
    headers: proto ? { 'x-forwarded-proto': proto } : {},
  });
  return res.headers['strict-transport-security'];
};

describe('Strict-Transport-Security', () => {
  it('is sent for a year on every answer the trusted proxy got over https, and never over http', async () => {
    const server = await start();
    for (const path of PATHS) {
      expect(await hstsOf(server, path, { proto: 'https' }), path).toBe('max-age=31536000');
      expect(await hstsOf(server, path), path).toBeUndefined();
      expect(await hstsOf(server, path, { proto: 'http' }), path).toBeUndefined();
      // Anyone else saying https is not believed.
      expect(await hstsOf(server, path, { proto: 'https', from: '203.0.113.9' }), path).toBeUndefined();
    }
  });

  it('follows HSTS_MAX_AGE and HSTS_INCLUDE_SUBDOMAINS; 0 sends none', async () => {
    const short = await start({ HSTS_MAX_AGE: '600', HSTS_INCLUDE_SUBDOMAINS: 'true' });
    expect(await hstsOf(short, '/api/news?localeCd=EN', { proto: 'https' })).toBe(
      'max-age=600; includeSubDomains',
    );
    const off = await start({ HSTS_MAX_AGE: '0' });
    expect(await hstsOf(off, '/api/news?localeCd=EN', { proto: 'https' })).toBeUndefined();
  });
});
