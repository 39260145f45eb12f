import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's nginx with the configuration of docs/deploy.md ("nginx in front"), as shipped: the block
 * is taken out of the document and only what a test machine must change is changed (the upstream
 * addresses; the site's name becomes `localhost` and `127.0.0.1`; the TLS listeners become one
 * loopback port, plain unless a test brings a certificate; the port-80 redirect goes; the cache
 * folder moves to a temporary one). Everything else (the cache, its key, the server that refuses
 * other names, the headers, the staff bypass, retries to the next instance) runs as an operator
 * would run it.
 */

/** A certificate and its key, files in PEM (a test's own, self-signed). */
export interface TlsFiles {
  cert: string;
  key: string;
}

/** The site's name in the shipped block, which the test machine answers as. */
const SHIPPED_NAME = 'www.kidventure.example';
/** What the test nginx answers for: a name for TLS (SNI takes no address), the address for plain http. */
export const LOCAL_NAMES = ['localhost', '127.0.0.1'];

export interface Nginx {
  /** `http://127.0.0.1:port`, or with TLS `https://localhost:port` (connect to 127.0.0.1). */
  url: string;
  port: number;
  /** The folder holding the configuration, logs and cache. */
  dir: string;
  /** Points the upstream block at other instances and reloads (the cache is kept). */
  setUpstreams(upstreams: string[]): Promise<void>;
  /** The error log so far (for a failing test's message). */
  errors(): string;
  stop(): Promise<void>;
}

const DEPLOY_DOC = path.resolve(import.meta.dirname, '../../docs/deploy.md');

/** The ```nginx block under the heading "### nginx in front". */
export function shippedConfig(doc = fs.readFileSync(DEPLOY_DOC, 'utf8')): string {
  const section = doc.slice(doc.indexOf('### nginx in front'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('docs/deploy.md: no ```nginx block under "### nginx in front"');
  return block[1]!;
}

/** The shipped block with this machine's addresses, port and folders. */
export function localConfig(
  shipped: string,
  options: { port: number; upstreams: string[]; dir: string; tls?: TlsFiles | undefined },
) {
  const { tls } = options;
  const lines = shipped.split('\n');
  const out: string[] = [];
  let inUpstream = false;
  let upstreamDone = false;
  for (const line of lines) {
    if (/^upstream\s/.test(line)) inUpstream = true;
    if (inUpstream && /^\s+server\s+\S+:\d+/.test(line)) {
      // The first server line gives the parameters every local instance keeps (max_fails, …).
      if (!upstreamDone) {
        const params = /^\s+server\s+\S+(.*);/.exec(line)?.[1] ?? '';
        for (const upstream of options.upstreams) out.push(`    server ${upstream}${params};`);
        upstreamDone = true;
      }
      continue;
    }
    if (inUpstream && line.startsWith('}')) inUpstream = false;
    if (/^\s+ssl_/.test(line) && !tls) continue;
    out.push(
      line
        .replace(/listen 443 ssl http2( default_server)?;/, (_all, isDefault = '') =>
          tls
            ? `listen 127.0.0.1:${options.port} ssl http2${isDefault};`
            : `listen 127.0.0.1:${options.port}${isDefault};`,
        )
        .replace(`server_name ${SHIPPED_NAME};`, `server_name ${LOCAL_NAMES.join(' ')};`)
        .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${tls?.cert};`)
        .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${tls?.key};`)
        .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(options.dir, 'cache')}`),
    );
  }
  // The last server block only redirects port 80 to TLS.
  const text = out.join('\n');
  const redirect = text.search(/server \{\n {4}listen 80( default_server)?;(?![\s\S]*server \{)/);
  if (redirect < 0)
    throw new Error('docs/deploy.md: the port-80 redirect block moved; update tests/proxy/nginx.ts');
  if (!upstreamDone) throw new Error('docs/deploy.md: no upstream servers found');
  return text.slice(0, redirect);
}

export function findNginx(env = process.env): string {
  const candidates = [
    env.NGINX_PATH,
    ...(env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/opt/homebrew/bin/nginx',
  ];
  const found = candidates.find((file) => file && fs.existsSync(file));
  if (!found)
    throw new Error('nginx not found: install it (Debian: apt-get install nginx) or set NGINX_PATH');
  return found;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not start: ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`);
}

export async function startNginx(options: { upstreams: string[]; tls?: TlsFiles }): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-nginx-'));
  const port = await freePort();
  const errorLog = path.join(dir, 'error.log');
  const shipped = shippedConfig();
  const write = (upstreams: string[]) =>
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        // Run as root (CI), the workers would become "nobody" and could not write this folder.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${errorLog} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        `    access_log ${path.join(dir, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
        ),
        localConfig(shipped, { port, upstreams, dir, tls: options.tls }),
        '}',
        '',
      ].join('\n'),
    );
  write(options.upstreams);
  const child = spawn(findNginx(), ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await waitForPort(port, child, errorLog);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`,
    port,
    dir,
    async setUpstreams(upstreams) {
      write(upstreams);
      child.kill('SIGHUP');
      // The new workers take over at once; old ones finish their requests.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    errors: () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
