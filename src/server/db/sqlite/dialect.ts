import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type DatabaseConnection, type SqliteDatabase, SqliteDialect } from 'kysely';
import { keepRecent } from '../../keep-recent.ts';
import { TRIGRAM_COUNT_TTL_MS, TRIGRAM_COUNTS_KEPT } from '../trigram-counts.ts';
import type { TrigramRows } from './search-index.ts';

/** Compiled statements kept per connection; the app runs a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 200;
/**
 * Page cache of the connection, in KiB (a negative cache_size): better-sqlite3 builds SQLite with
 * 16 MB, which a busy site fills and keeps resident. The file's pages stay in the operating system's
 * cache, so a miss costs a read, not the disk (decision 016).
 */
const PAGE_CACHE_KIB = 4000;

/**
 * How long statements may hold the event loop, one after another, before the next one waits for the
 * loop's next turn. better-sqlite3 runs each statement synchronously, and Kysely's awaits between
 * statements resolve without returning to the loop, so a loop of statements held every connection
 * for its whole length: marking 20,000 new jobs announced one transaction each stalled the server
 * for 1.38 s (decision 066).
 */
const TURN_MS = 10;

/**
 * Makes `connection` share the event loop: once its statements have held the loop for `turnMs`, the
 * next one waits for the loop's next turn (timers, other requests' sockets) before it runs. A single
 * long statement still runs to its end, and so does a transaction (`isInTransaction`): one that
 * waited would hold the file's write lock while another connection in the same process (a second
 * instance, as the tests start) asked for it, and SQLite's busy wait is synchronous, so that one
 * would block the loop until its busy_timeout ran out and fail.
 */
export function sharingTheLoop(
  connection: DatabaseConnection,
  isInTransaction: () => boolean,
  turnMs = TURN_MS,
): void {
  const execute = connection.executeQuery.bind(connection);
  /** When the first statement of this turn of the loop started; null until one runs in it. */
  let turnStarted: number | null = null;
  const turnEnded = () => {
    turnStarted = null;
  };
  connection.executeQuery = async (query, options) => {
    if (turnStarted !== null && performance.now() - turnStarted > turnMs && !isInTransaction())
      await new Promise((resolve) => setImmediate(resolve));
    if (turnStarted === null) {
      turnStarted = performance.now();
      setImmediate(turnEnded);
    }
    return execute(query, options);
  };
}

/**
 * SQLite's `pragma data_version`, read once per turn of the event loop: every list fact a request
 * reuses asks it (three on a first page, four on a deeper one), and each read takes about 2 µs (a
 * read transaction on the write-ahead log's index), 8.6 % of the server's CPU on the uncached first
 * page (decision 069). Everything asked in one turn runs at one moment as far as another process can
 * tell, so a commit made meanwhile is seen at the next turn, as if it had come a moment later.
 */
export function perTurn(read: () => number): () => number {
  let known: number | undefined;
  const turnEnded = () => {
    known = undefined;
  };
  return () => {
    if (known === undefined) {
      known = read();
      setImmediate(turnEnded);
    }
    return known;
  };
}

/**
 * The embedded default: one SQLite file in WAL mode. `dataVersion` changes whenever another
 * connection (another instance, a command such as `npm run purge`) has committed to the file since
 * an earlier turn of the event loop (`perTurn`), and never for this connection's own writes
 * (SQLite's `pragma data_version`).
 */
export function createSqliteDialect(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // Deleted rows are overwritten with zeros, so an erased person leaves no bytes in free pages (decision 050).
  database.pragma('secure_delete = ON');
  const version = database.prepare('pragma data_version').pluck();
  return {
    dialect: new SqliteDialect({
      database: withStatementCache(database),
      onCreateConnection: async (connection) => sharingTheLoop(connection, () => database.inTransaction),
    }),
    dataVersion: perTurn(() => version.get() as number),
    trigramRows: trigramCounts(database),
  };
}

/**
 * How many rows hold a trigram in a column of an FTS5 index, from an fts5vocab table over it (made
 * in this connection's temp schema on first use) and kept. A common trigram's count reads its whole
 * row list once, far slower than a rare one's, hence the cache.
 */
function trigramCounts(database: SQLite.Database): TrigramRows {
  const lookups = new Map<string, SQLite.Statement>();
  let counts = new Map<string, number>();
  let countedSince = Date.now();
  const lookupOf = (index: string) => {
    let lookup = lookups.get(index);
    // Not inside a transaction: a rollback would take the new vocabulary table with it.
    if (lookup || database.inTransaction || !/^\w+$/.test(index)) return lookup;
    database.exec(
      `create virtual table if not exists temp."${index}_vocab" using fts5vocab(main, "${index}", col)`,
    );
    lookup = database.prepare(`select doc from temp."${index}_vocab" where term = ? and col = ?`).pluck();
    lookups.set(index, lookup);
    return lookup;
  };
  return (index, column, trigram) => {
    if (counts.size >= TRIGRAM_COUNTS_KEPT || Date.now() - countedSince > TRIGRAM_COUNT_TTL_MS) {
      counts = new Map();
      countedSince = Date.now();
    }
    const key = `${index}\0${column}\0${trigram}`;
    let count = counts.get(key);
    if (count === undefined) {
      const lookup = lookupOf(index);
      if (!lookup) return 0;
      count = (lookup.get(trigram, column) as number | undefined) ?? 0;
      counts.set(key, count);
    }
    return count;
  };
}

/**
 * Kysely asks better-sqlite3 to prepare (parse and plan) every query it runs; the same SQL text
 * reuses its compiled statement instead. Safe because Kysely runs one query at a time on the one
 * connection, and SQLite re-prepares a statement by itself after a schema change.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (source) =>
      keepRecent(
        statements,
        source,
        statements.get(source) ?? database.prepare(source),
        STATEMENT_CACHE_SIZE,
      ),
  };
}
