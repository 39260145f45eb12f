import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/server/test/server.ts';
import { type Nginx, startNginx } from './nginx.ts';

/**
 * The shipped nginx block over TLS (decision 045), with a certificate made for the test: HSTS on
 * every answer, once, whether nginx, its cache or the app made it; and no answer, not even a
 * handshake, for a name the block does not serve.
 */
const HSTS = 'max-age=31536000';
const NAME = 'localhost';

let dir: string;
let cert: string;
let server: TestServer;
let nginx: Nginx;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-tls-'));
  const files = { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${NAME}`],
      ...['-addext', `subjectAltName=DNS:${NAME}`, '-keyout', files.key, '-out', files.cert],
    ],
    { stdio: 'ignore' },
  );
  cert = fs.readFileSync(files.cert, 'utf8');
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', CDN_MAX_AGE: '60' } });
  nginx = await startNginx({ upstreams: [new URL(server.url).host], tls: files });
});
afterAll(async () => {
  await nginx?.stop();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  hsts: string | string[] | undefined;
  cache: string | undefined;
}

/** A GET over TLS to the test nginx, naming `name` in SNI and Host; null when refused. */
function get(pathname: string, name = NAME): Promise<Answer | null> {
  return new Promise((resolve) => {
    const req = https.get(
      {
        host: '127.0.0.1',
        port: nginx.port,
        path: pathname,
        servername: name,
        headers: { host: `${name}:${nginx.port}` },
        ca: cert,
        checkServerIdentity: () => undefined,
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            hsts: res.headers['strict-transport-security'],
            cache: res.headers['x-cache'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', () => resolve(null));
  });
}

describe('the shipped nginx block over https', () => {
  it('sends HSTS once on a page, a cached copy, a static file, a 404, an API answer and its own errors', async () => {
    const answers: Record<string, Answer | null> = {
      page: await get('/career/jobs'),
      cached: await get('/career/jobs'),
      file: await get('/favicon.svg'),
      missing: await get('/no/such/page'),
      api: await get('/api/news?localeCd=EN'),
      apiMissing: await get('/api/no-such-thing'),
    };
    expect(answers.page?.status).toBe(200);
    expect(answers.cached?.cache).toBe('HIT');
    expect(answers.file?.status).toBe(200);
    expect(answers.missing?.status).toBe(404);
    expect(answers.api?.status).toBe(200);
    expect(answers.apiMissing?.status).toBe(404);
    for (const [what, answer] of Object.entries(answers)) expect(answer?.hsts, what).toBe(HSTS);

    // nginx's own answer: no instance to reach.
    await nginx.setUpstreams(['127.0.0.1:1']);
    const down = await get('/company/history');
    expect(down?.status, nginx.errors()).toBe(502);
    expect(down?.hsts).toBe(HSTS);
  });

  it('answers no other name: neither a forged Host nor a handshake for another name', async () => {
    expect(await get('/career/jobs', 'attacker.example')).toBeNull();
    const forgedHost = await new Promise<number | null>((resolve) => {
      const req = https.get(
        {
          host: '127.0.0.1',
          port: nginx.port,
          path: '/career/jobs',
          servername: NAME,
          headers: { host: 'attacker.example' },
          ca: cert,
          agent: false,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', () => resolve(null));
    });
    expect(forgedHost).toBeNull();
  });
});
