/** The built server as the bench runs it: in its own process, started as `npm start` starts it. */
import { spawn } from 'node:child_process';
import { NODE_FLAGS, SERVER_ENTRY, serverEnv } from '../src/server/process-options.ts';
import type { BenchData } from './databases.ts';
import { PASSWORD } from './seed.ts';

/** The built server on `data`, with `env` added, for the length of `work`. */
export async function withServer<T>(
  data: BenchData,
  env: Record<string, string>,
  work: (base: string, pid: number) => Promise<T>,
  /** Node's flags; the server's own (process-options.ts) unless a measurement compares others. */
  nodeFlags: readonly string[] = NODE_FLAGS,
): Promise<T> {
  const port = 3420 + Math.floor(Math.random() * 10);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeFlags, SERVER_ENTRY], {
    env: serverEnv({
      ...process.env,
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      // All load comes from one address: the bench measures the server, not the per-client limit.
      RATE_LIMIT_PER_MINUTE: '0',
      // The soak's inquiries name their own addresses in X-Forwarded-For (ten an hour per address).
      TRUST_PROXY: '127.0.0.1',
      ...env,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitForServer(base);
    return await work(base, server.pid!);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

async function waitForServer(base: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}
