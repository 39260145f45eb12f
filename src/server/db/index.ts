import path from 'node:path';
import { type Dialect, Kysely, PostgresAdapter, sql } from 'kysely';
import { type CommittedWriteListener, DatabaseState, databaseStateOf, stateOf } from './database-state.ts';
import { ListFacts } from './list-totals.ts';
import { createPostgresDialect, type PoolCounts } from './postgres/dialect.ts';
import { createTrigramCounts } from './postgres/search-index.ts';
import type { Database } from './schema.ts';
import { createSqliteDialect } from './sqlite/dialect.ts';
import { watchingWrites } from './writes.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DialectName;
}

export type { PoolCounts };

/**
 * Opens the database with its kept state (database-state.ts): the list facts every completed
 * write and every ended transaction updates by themselves (decision 026), the trigram counts of
 * its searches and, on PostgreSQL, its pool.
 */
export function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  {
    traceStatements = (dialect) => dialect,
  }: {
    /** Wraps the dialect so its statements are traced (src/server/tracing, decision 064). */
    traceStatements?: ((dialect: Dialect, name: DialectName) => Dialect) | undefined;
  } = {},
): DbHandle {
  const opened = (dialect: Dialect, name: DialectName, state: DatabaseState): DbHandle => ({
    db: new Kysely<Database>({
      dialect: watchingWrites(traceStatements(dialect, name), state),
      plugins: [state],
    }),
    dialect: name,
  });
  if (options.databaseUrl) {
    // Another instance's committed write: the list facts forget it as they do this process's own
    // (decision 068). The micro-caches keep their 2 seconds, as on SQLite.
    const heard = (table: string) => state.transactionEnded([table]);
    const { dialect, pool, elsewhere } = createPostgresDialect(options.databaseUrl, { written: heard });
    const facts = new ListFacts({ dataVersion: elsewhere.hearing });
    const state: DatabaseState = new DatabaseState({ facts, trigramCounts: createTrigramCounts(), pool });
    return opened(dialect, 'postgres', state);
  }
  const { dialect, dataVersion, trigramRows } = createSqliteDialect(path.join(options.dataDir, 'site.db'));
  const state = new DatabaseState({ facts: new ListFacts({ dataVersion }), trigramRows });
  return opened(dialect, 'sqlite', state);
}

/** Open, idle and awaited connections of the database's pool; null on SQLite. */
export function poolCountsOf(db: Db): PoolCounts | null {
  return stateOf(db).pool?.poolCounts() ?? null;
}

/** Calls `listener` with each idle connection the database server dropped (PostgreSQL only). */
export function onLostConnection(db: Db, listener: (error: Error) => void): void {
  stateOf(db).pool?.onLostConnection(listener);
}

/**
 * Calls `listener` with the tables of each write to `db` once it has committed (a write outside a
 * transaction as it completes, a transaction's writes when it commits; EVERY_TABLE for a raw
 * write), whatever code made it (decision 026). Returns what stops it. What a process keeps
 * beside the database (the micro-caches) forgets by it, per opened database.
 */
export function onCommittedWrite(db: Db, listener: CommittedWriteListener): () => void {
  return databaseStateOf(db).onCommitted(listener);
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
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/** Which dialect a database (or a transaction on it) speaks, for the few queries that differ. */
export function dialectOf(db: Pick<Db, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * After an erasure: on SQLite, copies the write-ahead log into the file and empties it, so the erased
 * rows' old pages (zeroed there by `secure_delete`) leave no copy in `site.db-wal`. PostgreSQL keeps
 * dead rows until VACUUM reuses their space, which is the operator's (decision 050).
 */
export async function forgetErasedPages(db: Db): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}
