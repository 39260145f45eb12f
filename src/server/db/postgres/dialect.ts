import { createHash } from 'node:crypto';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { UNINDEXED_LIKE } from './search-index.ts';
import { listenForWrites } from './writes-elsewhere.ts';

/** What the pool holds now, for the metrics endpoint. */
export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
  /** Whether the instance hears other connections' writes now (writes-elsewhere.ts). */
  hearsOtherWrites: boolean;
}

/** What the server watches of the pool: its counts (metrics) and the connections it lost (log). */
export interface PoolWatch {
  poolCounts(): PoolCounts;
  /** Hears of each idle connection the server dropped (the pool has already let it go). */
  onLostConnection(listener: (error: Error) => void): void;
}

/** Statements one connection keeps prepared at most; statements new after that run unnamed. */
export const PREPARED_PER_CONNECTION = 200;

/**
 * Whether a statement is run prepared: reads and writes of rows, and searches that ask the index
 * for a term's rare trigrams (search-index.ts: the whole term is matched on `(col || '')`, which
 * no index serves), for which the index is always the right plan. Not a search that hands its
 * whole term to the index, nor a trigram's count: the best plan for those depends on the pattern
 * (decision 018), so each is planned with it.
 */
export const isPrepared = (text: string) =>
  /^\s*(select|insert|update|delete|with)\b/i.test(text) &&
  (!/\blike\b/i.test(text) || text.includes(UNINDEXED_LIKE));

/**
 * Makes a pool client run the statements Kysely sends as named prepared statements (decision 015),
 * so that PostgreSQL parses and analyses each one once per connection instead of on every request,
 * and after a few runs may keep one generic plan instead of planning each run (planning was two
 * thirds of a list page's time in the server; table-repository.ts writes the values that decide a
 * list's plan into the statement, so that the generic plan is the right one).
 * Names are a hash of the text; a connection prepares at most PREPARED_PER_CONNECTION of them (the
 * site has a few dozen shapes; an id list of every length could make more). When a table changed
 * under a prepared statement (another instance migrated it: "cached plan must not change result
 * type"), the statement runs unnamed from then on.
 */
function preparing(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const stale = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = (text: unknown, values: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !Array.isArray(values) || rest.length || !isPrepared(text))
      return query(text, values, ...rest);
    const name = `kv_${createHash('sha1').update(text).digest('base64url')}`;
    if (stale.has(name)) return query(text, values);
    if (!prepared.has(name)) {
      if (prepared.size >= PREPARED_PER_CONNECTION) return query(text, values);
      prepared.add(name);
    }
    return query({ name, text, values }).catch((error: { code?: string }) => {
      if (error.code !== '0A000') throw error;
      stale.add(name);
      return query(text, values);
    });
  };
}

/**
 * How long opening one connection may take: on a network that drops packets (a failover moving an
 * address) a connect would otherwise hang for the system's TCP timeout, minutes, with the visitor
 * waiting; after it the request is answered 503 (db/unavailable.ts) within a second. A connect on a
 * healthy network takes milliseconds.
 */
export const CONNECT_TIMEOUT_MS = 800;

/**
 * A connection with the connect timeout. NOTE: not pg.Pool's connectionTimeoutMillis, which would
 * also bound the wait for a free connection: under a burst that wait is the queue, not an outage.
 */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

/**
 * PostgreSQL for operators who outgrow one machine; DATABASE_URL selects it. The pool keeps the
 * connections it opened (at most 10) instead of closing them after 10 idle seconds, pg's default:
 * a connection opened again costs a new server process, cold catalog caches and every statement
 * prepared anew, which a burst after a quiet spell paid as stalls (decision 015). A
 * connection the server drops while idle (a restart, pg_terminate_backend) is removed by the pool
 * and reported on its 'error' event, which the server logs as a warning (onLostConnection); without
 * a listener that event would end the process. A connection that broke while in use (a database
 * restart under load) is discarded by pg-pool when it is released, so the pool recovers by itself
 * once the server is back (decision 043).
 */
export function createPostgresDialect(
  connectionString: string,
  { written }: { written: (table: string) => void },
) {
  const elsewhere = listenForWrites(connectionString, written);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 0,
    keepAlive: true,
    Client: TimedClient,
  });
  pool.on('connect', (client) => {
    preparing(client);
    // NOTE: pg-pool listens for a connection's errors only while it is idle. One checked out between
    // two statements (a transaction's JavaScript, a request's next query) that the server ends (a
    // restart: 57P01) would emit 'error' to no listener and end the process. The error needs nothing
    // more: the connection is no longer queryable, its next statement fails (answered 503), and
    // pg-pool discards it when it is released.
    client.on('error', () => {});
  });
  let reportLost = (_error: Error) => {};
  pool.on('error', (error) => reportLost(error));
  const watch: PoolWatch = {
    onLostConnection: (listener) => {
      reportLost = listener;
    },
    poolCounts: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      hearsOtherWrites: elsewhere.hearing() !== undefined,
    }),
  };
  // Destroying the database ends the listener's connection as well as the pool's.
  const ending = {
    Client: TimedClient,
    options: pool.options,
    connect: () => pool.connect(),
    end: async () => {
      await elsewhere.close();
      await pool.end();
    },
  };
  return { dialect: new PostgresDialect({ pool: ending }), pool: watch, elsewhere };
}
