import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_FLAGS, SERVER_ENTRY, serverEnv } from '../../src/server/process-options.ts';

/** One built server process (`dist/`), started as a process manager starts it, with its log kept. */
export interface Instance {
  name: string;
  url: string;
  /** host:port, as the proxy's upstream block names it. */
  address: string;
  start(): Promise<void>;
  /** SIGTERM, as a deploy sends it; resolves with the exit code once the process has ended. */
  terminate(): Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer ends it: no shutdown hook runs; resolves once it has ended. */
  kill(): Promise<void>;
  /** The last lines the process wrote (for a failure's diagnostics). */
  logTail(lines?: number): string;
  /** Lines logged at warn level or above since `since` (an index into the log). */
  warningsSince(since: number): string[];
  logLength(): number;
  remove(): void;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export function instance({
  name,
  port,
  env,
}: {
  name: string;
  port: number;
  env: Record<string, string>;
}): Instance {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kv-resilience-${name}-`));
  const log: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);

  const keep = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) log.push(line);
  };

  return {
    name,
    url,
    address: `127.0.0.1:${port}`,
    async start() {
      if (!fs.existsSync(path.join(ROOT, SERVER_ENTRY)))
        throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
      child = spawn(process.execPath, [...NODE_FLAGS, SERVER_ENTRY], {
        cwd: ROOT,
        env: serverEnv({ ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      const started = child;
      exited = new Promise((resolve) =>
        started.once('exit', (code, signal) => {
          log.push(`(process ${started.pid} exited: ${signal ?? `code ${code}`})`);
          resolve(code);
        }),
      );
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) break;
        const ready = await fetch(`${url}/readyz`).then(
          (res) => res.ok,
          () => false,
        );
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${name} did not become ready:\n${log.slice(-20).join('\n')}`);
    },
    async terminate() {
      if (!child || child.exitCode !== null) return child?.exitCode ?? null;
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    logTail: (lines = 15) => log.slice(-lines).join('\n'),
    warningsSince: (since) =>
      log.slice(since).filter((line) => {
        const level = /"level":(\d+)/.exec(line)?.[1];
        return level !== undefined && Number(level) >= 40;
      }),
    logLength: () => log.length,
    remove() {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ends a harness's process: exit code 0 when `run` passed, 1 when it failed or threw. */
export function exitWithOutcome(name: string, run: Promise<boolean>): void {
  run.then(
    (isPassed) => {
      console.log(isPassed ? `\n${name} passed` : `\n${name} failed`);
      process.exit(isPassed ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
