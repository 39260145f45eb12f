import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production contract of docs/deploy.md, checked as an operator meets it: the package `npm pack`
 * makes (the `files` of package.json: dist/ and the start script) plus the lockfile, installed into
 * an empty folder with `npm ci --omit=dev --ignore-scripts` (as docs/deploy.md says), then every
 * npm script an operator runs. No src/, no development packages: a command that still needed tsx,
 * TypeScript or Vite would fail here.
 */

const PASSWORD = 'Prod-Pass1!';
/** Each step starts Node processes (a server, argon2 hashing, demo images); CI machines are busy. */
const STEP_MS = 120_000;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-production-'));
const app = path.join(root, 'package');
const dataDir = path.join(root, 'data');
let installSeconds = 0;
/** The password the reset command printed, which the restored copy must keep. */
let resetPassword = '';

/** An npm script in the installed folder, as an operator runs it. */
function npmRun(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start` in the installed folder; resolves once /healthz answers. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: app,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child, output: () => output };
    if (tries > 600) throw new Error(`npm start did not answer within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops `npm start` and its server with SIGTERM, as a process manager does. */
async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function login(base: string, password: string) {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password }),
  });
  return response.status;
}

describe('a production install: npm ci --omit=dev and the built package', () => {
  beforeAll(() => {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', root], { encoding: 'utf8' }),
    ) as Array<{ filename: string }>;
    execFileSync('tar', ['-xzf', path.join(root, packed[0]!.filename), '-C', root]);
    fs.copyFileSync('package-lock.json', path.join(app, 'package-lock.json'));
    const started = Date.now();
    execFileSync(
      'npm',
      ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
      {
        cwd: app,
        stdio: 'pipe',
      },
    );
    installSeconds = (Date.now() - started) / 1000;
  }, 600_000);

  afterAll(() => {
    console.log(`npm ci --omit=dev --ignore-scripts took ${installSeconds.toFixed(0)} s`);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it(
    'holds the build and no sources or development packages',
    () => {
      expect(fs.existsSync(path.join(app, 'dist/src/server/main.js'))).toBe(true);
      expect(fs.existsSync(path.join(app, 'dist/web/server/entry-server.js'))).toBe(true);
      expect(fs.existsSync(path.join(app, 'src'))).toBe(false);
      for (const devPackage of ['tsx', 'typescript', 'vite', 'vitest'])
        expect(fs.existsSync(path.join(app, 'node_modules', devPackage)), devPackage).toBe(false);
    },
    STEP_MS,
  );

  it(
    'migrates a new database from the compiled CLI',
    () => {
      const run = npmRun('db:migrate');
      expect(run.out).toContain('Migrations applied (sqlite).');
      expect(run.code).toBe(0);
    },
    STEP_MS,
  );

  it(
    'refuses to start without PUBLIC_URL, in one line naming it (decision 045)',
    () => {
      const run = npmRun('start', [], { PUBLIC_URL: '', SEED_DEMO: 'false' });
      expect(run.code).toBe(1);
      expect(run.out).toContain('Configuration error: PUBLIC_URL must be set');
    },
    STEP_MS,
  );

  it(
    'starts with the schema and the System Manager only, serving pages from dist/',
    async () => {
      const server = await start({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
      try {
        const page = await fetch(`${server.base}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('KidVenture');
        const banners = await (await fetch(`${server.base}/api/banner?localeCd=EN`)).json();
        expect(banners).toEqual({ success: true, data: { list: [], total: 0 } });
        expect(await login(server.base, PASSWORD)).toBe(200);
      } finally {
        await stop(server.child);
      }
    },
    STEP_MS,
  );

  it(
    'resets a password and purges from the compiled CLI',
    () => {
      const reset = npmRun('admin:reset-password', ['admin']);
      expect(reset.code).toBe(0);
      resetPassword = /New password \(shown once\): (\S{16})/.exec(reset.out)?.[1] ?? '';
      expect(resetPassword).not.toBe('');
      const purge = npmRun('purge');
      expect(purge.code).toBe(0);
      expect(purge.out).toContain('Deleted (inquiries after 183 days');
    },
    STEP_MS,
  );

  it(
    'backs up and restores into an empty folder, which then starts with the same account',
    async () => {
      const archive = path.join(root, 'site.tar.gz');
      expect(npmRun('backup', [archive]).code).toBe(0);
      const restored = path.join(root, 'restored');
      const run = npmRun('restore', [archive], { DATA_DIR: restored });
      expect(run.out).toContain(`Restored into ${restored}`);
      expect(run.code).toBe(0);
      const server = await start({ DATA_DIR: restored, ADMIN_PASSWORD: PASSWORD });
      try {
        // The restored account has the password the reset gave it; ADMIN_PASSWORD only names a new one.
        expect(await login(server.base, resetPassword)).toBe(200);
        expect(await login(server.base, PASSWORD)).toBe(401);
        expect(server.output()).not.toContain('Demo content');
      } finally {
        await stop(server.child);
      }
    },
    STEP_MS,
  );

  it(
    'writes the demo content when asked, with db:seed or SEED_DEMO=true',
    async () => {
      const seeded = path.join(root, 'seeded');
      const run = npmRun('db:seed', [], { DATA_DIR: seeded });
      expect(run.out).toContain('Demo content written for EN and VI.');
      expect(run.code).toBe(0);
      const demo = await start({ DATA_DIR: path.join(root, 'demo'), SEED_DEMO: 'true' });
      try {
        const banners = await (await fetch(`${demo.base}/api/banner?localeCd=EN`)).json();
        expect(banners.data.total).toBeGreaterThan(0);
      } finally {
        await stop(demo.child);
      }
    },
    STEP_MS,
  );
});
