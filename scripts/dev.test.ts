import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev` (scripts/dev.mjs) as a developer runs it, in a copy of the project so a test can
 * edit a component: the page comes from the sources through Vite, and an edit shows on the next
 * request. The copy gets its own node_modules folder of links, so Vite's dependency cache
 * (node_modules/.vite) stays out of the real one.
 */

const repo = process.cwd();
let copy: string;
let child: ChildProcess;
let base: string;
let output = '';
/** What Vite's HMR socket sent: unmasked WebSocket text frames, so the JSON reads as it is. */
let hmr = '';
let hmrSocket: net.Socket | undefined;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-dev-'));
  for (const item of ['src', 'scripts', 'vite.config.ts', 'package.json', 'tsconfig.json'])
    fs.cpSync(path.join(repo, item), path.join(dir, item), { recursive: true });
  const modules = fs.realpathSync(path.join(repo, 'node_modules'));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of fs.readdirSync(modules).filter((n) => n !== '.vite'))
    fs.symlinkSync(path.join(modules, name), path.join(dir, 'node_modules', name));
  return dir;
}

const get = (url: string) => fetch(`${base}${url}`);

/**
 * Vite's HMR socket on the server's own port, as the browser's Vite client opens it. The server's
 * first frame ("connected") may arrive with the upgrade answer itself, as its `head`: kept too.
 */
function openHmrSocket(): Promise<{ socket: net.Socket; head: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    request.on('upgrade', (_response, socket, head) => resolve({ socket, head }));
    request.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
}

async function waitFor(isDone: () => boolean | Promise<boolean>) {
  for (let tries = 0; tries < 240 && !(await isDone()); tries++)
    await new Promise((resolve) => setTimeout(resolve, 250));
}

beforeAll(async () => {
  copy = copyProject();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: copy,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(copy, 'data'),
      ADMIN_PASSWORD: 'Admin-Pass1!',
      LOG_LEVEL: 'info',
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  for (let tries = 0; ; tries++) {
    const isUp = await get('/healthz').then(
      (res) => res.ok,
      () => false,
    );
    if (isUp) break;
    if (tries > 240 || child.exitCode !== null) throw new Error(`npm run dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 90_000);

afterAll(async () => {
  hmrSocket?.destroy();
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders pages on the server from the sources, with the Vite client and the source entry', async () => {
    const res = await get('/career/jobs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('<script type="module" src="/src/web/entry-client.tsx"></script>');
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(html).toContain('"route":"jobs"');
    expect(html).not.toContain('/assets/');
    // Vite's client waits for a restarted server from a blob: worker; scripts stay 'self' only.
    expect(res.headers.get('content-security-policy')).toContain("worker-src 'self' blob:");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");

    const admin = await (await get('/admin')).text();
    expect(admin).toContain('<script type="module" src="/src/web/admin/entry-admin.tsx"></script>');
    expect(admin).toContain('<script type="module" src="/@vite/client"></script>');
  });

  it('serves the Vite client and the sources as modules, components with React Fast Refresh', async () => {
    const client = await get('/@vite/client');
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
    expect(await client.text()).toContain('wsToken');

    const footer = await get('/src/web/site/layout/Footer.tsx');
    expect(footer.status).toBe(200);
    const code = await footer.text();
    expect(code).toContain('$RefreshReg$');
    expect(code).toContain('import.meta.hot');

    // Outside the dev server's paths, the server's own answers stay: the API envelope, the 404 page.
    expect((await get('/api/nowhere')).status).toBe(404);
    expect(await (await get('/src/web/no-such-module.tsx')).text()).toBe('Not found');

    const opened = await openHmrSocket();
    hmrSocket = opened.socket;
    hmr += opened.head.toString('utf8');
    hmrSocket.on('data', (chunk: Buffer) => (hmr += chunk.toString('utf8')));
    await waitFor(() => hmr.includes('"type":"connected"'));
    expect(hmr).toContain('"type":"connected"');
  }, 60_000);

  it('sends the edit of a component to the browser as a hot update, and shows it on the next request, without a restart', async () => {
    const file = path.join(copy, 'src/web/site/layout/Footer.tsx');
    const source = fs.readFileSync(file, 'utf8');
    const marker = '<p className="footer__company">';
    expect(source).toContain(marker);
    fs.writeFileSync(file, source.replace(marker, `${marker}Edited in development `));
    let html = '';
    for (let tries = 0; tries < 40 && !html.includes('Edited in development'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      html = await (await get('/')).text();
    }
    expect(html).toContain('Edited in development');
    await waitFor(() => hmr.includes('"type":"update"'));
    expect(hmr).toMatch(/"type":"update".*"path":"\/src\/web\/site\/layout\/Footer\.tsx"/);
    expect(hmr).not.toContain('full-reload');
    expect(output).not.toMatch(/Restarting/);
  }, 30_000);

  it('restarts the server when server code changes, the old one exiting by itself with a browser connected', async () => {
    const file = path.join(copy, 'src/server/render/document.ts');
    fs.appendFileSync(file, '\n');
    await waitFor(() => /Restarting/.test(output));
    await waitFor(() => /Server listening[\s\S]*Restarting[\s\S]*Server listening/.test(output));
    expect(output).toMatch(/Restarting[\s\S]*Server listening/);
    expect(output).not.toMatch(/didn't exit|Force killing/);
    expect((await get('/')).status).toBe(200);
  }, 70_000);
});
