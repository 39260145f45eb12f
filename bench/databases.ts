/**
 * The databases the bench runs on (BENCH_DATABASES, default `sqlite,postgres`): a fresh SQLite file,
 * or a fresh database per row count on PostgreSQL: in BENCH_DATABASE_URL's server when it is set
 * (its owner must be allowed to create databases), else in a throwaway cluster started here with
 * PostgreSQL's default durability (fsync and synchronous commit on, as a production server runs),
 * reached through its Unix socket as a server on the same machine is best reached (over loopback
 * TCP, the socket writes took a large share of the server's CPU on a search, and the searches a
 * second fell with it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgresCluster } from '../src/server/test/postgres-cluster.ts';

export type DatabaseName = 'sqlite' | 'postgres';

/** Where one bench configuration keeps its data: DATA_DIR always, DATABASE_URL on PostgreSQL. */
export interface BenchData {
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

export interface BenchDatabase {
  label: string;
  create(rows: number): Promise<BenchData>;
  close(): void;
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kv-bench-'));

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function openBenchDatabase(name: DatabaseName): BenchDatabase {
  if (name === 'sqlite')
    return {
      label: 'SQLite',
      async create() {
        const dataDir = tempDir();
        return {
          dataDir,
          databaseUrl: undefined,
          remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        };
      },
      close() {},
    };
  const cluster = process.env.BENCH_DATABASE_URL ? null : startPostgresCluster({ isDurable: true });
  const server = process.env.BENCH_DATABASE_URL ?? cluster!.socketUrl;
  return {
    label: 'PostgreSQL',
    async create(rows) {
      const database = `kv_bench_${rows}_${process.pid}`;
      await onServer(server, `create database ${database}`);
      const dataDir = tempDir();
      const databaseUrl = new URL(server);
      databaseUrl.pathname = `/${database}`;
      return {
        dataDir,
        databaseUrl: databaseUrl.href,
        async remove() {
          fs.rmSync(dataDir, { recursive: true, force: true });
          await onServer(server, `drop database ${database} with (force)`);
        },
      };
    },
    close: () => cluster?.stop(),
  };
}
