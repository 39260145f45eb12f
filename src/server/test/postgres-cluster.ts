import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findPostgresBin } from './find-programs.ts';

/**
 * A throwaway PostgreSQL cluster on a free loopback port, in a temporary folder (the binaries from
 * PG_BIN, pg_config, PATH or /usr/lib/postgresql: find-programs.ts). The Vitest global setup of the
 * api-postgres project (the default export) starts one unless TEST_DATABASE_URL names a server
 * already (a URL to a database whose owner may create databases); `npm run bench` starts one the
 * same way unless BENCH_DATABASE_URL is set.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export interface PostgresCluster {
  /** URL of the cluster's `postgres` database, as the superuser `app` (no password, loopback only). */
  url: string;
  /** The same through the cluster's Unix socket, as a server on the same machine is best reached. */
  socketUrl: string;
  /**
   * Stops the server as a restart or failover does (`pg_ctl stop -m fast`: sessions are ended),
   * keeping its data and port; `resume` starts it again. Asynchronous, so a process that measures
   * its own requests meanwhile is not stalled (tests/resilience).
   */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): void;
}

/**
 * `isDurable: false` (tests) turns off fsync, synchronous commit and full-page writes: a crash may
 * lose the cluster, which is thrown away anyway. `true` keeps PostgreSQL's defaults.
 */
export function startPostgresCluster({
  isDurable,
  port = 40000 + Math.floor(Math.random() * 20000),
}: {
  isDurable: boolean;
  port?: number;
}): PostgresCluster {
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-pg-'));
  const isRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root; as root the cluster belongs to the postgres user.
  const command = (cmd: string, args: string[]): [string, string[]] =>
    isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: 'pipe' });
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(...command(cmd, args), (error, _stdout, stderr) =>
        error ? reject(new Error(`${cmd} ${args.at(-1)}: ${stderr || error.message}`)) : resolve(),
      ),
    );
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  fs.chmodSync(dir, 0o700);
  run('initdb', ['-D', dir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const durability = isDurable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const startArgs = [
    '-D',
    dir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=300${durability}`,
    'start',
  ];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://app@${encodeURIComponent(dir)}:${port}/postgres`,
    pause: () => runAsync('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']),
    resume: () => runAsync('pg_ctl', startArgs),
    stop() {
      run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const cluster = startPostgresCluster({ isDurable: false });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
