import path from 'node:path';
import { Kysely, PostgresAdapter, sql } from 'kysely';
import { changedElsewhere, transactionEnded } from './list-totals.ts';
import { createPostgresDialect, type PoolCounts } from './postgres/dialect.ts';
import type { Database } from './schema.ts';
import { createSqliteDialect } from './sqlite/dialect.ts';
import { countTrigramsWith } from './sqlite/search-index.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DialectName;
}

export type { PoolCounts };

/**
 * The pools behind PostgreSQL databases, for the metrics endpoint and the log; SQLite has one
 * connection and none.
 */
const pools = new WeakMap<
  Db,
  Pick<ReturnType<typeof createPostgresDialect>, 'poolCounts' | 'onLostConnection'>
>();

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DbHandle {
  if (options.databaseUrl) {
    const { dialect, ...pool } = createPostgresDialect(options.databaseUrl);
    const db = new Kysely<Database>({ dialect });
    pools.set(db, pool);
    return { db, dialect: 'postgres' };
  }
  const { dialect, dataVersion, trigramRows } = createSqliteDialect(path.join(options.dataDir, 'site.db'));
  const db = new Kysely<Database>({ dialect });
  changedElsewhere(db, dataVersion);
  countTrigramsWith(db, trigramRows);
  return { db, dialect: 'sqlite' };
}

/** Open, idle and awaited connections of the database's pool; null on SQLite. */
export function poolCountsOf(db: Db): PoolCounts | null {
  return pools.get(db)?.poolCounts() ?? null;
}

/** Calls `listener` with each idle connection the database server dropped (PostgreSQL only). */
export function onLostConnection(db: Db, listener: (error: Error) => void): void {
  pools.get(db)?.onLostConnection(listener);
}

/** The cheapest round trip to the database, for readiness probes. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Runs `work` in one transaction. A transaction is a `Db`, so repositories built on `tx` inside
 * `work` commit or roll back together (e.g. an inquiry and the staff e-mail about it).
 * NOTE: on SQLite the one connection is held until `work` ends: do no network or file I/O in it.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } finally {
    // Its writes are visible to other connections only now: list totals counted meanwhile are old.
    transactionEnded(db);
  }
}

/** Which dialect a database (or a transaction on it) speaks, for the few queries that differ. */
export function dialectOf(db: Pick<Db, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
