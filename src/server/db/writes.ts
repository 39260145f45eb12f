import {
  type AbortableOperationOptions,
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type WithNode,
} from 'kysely';

/**
 * How what a process keeps about a database (the list facts of list-totals.ts, the listeners of
 * database-state.ts such as the micro-caches) learns of writes, so that no repository has to say it
 * wrote (decision 026): which tables a statement writes, read from the statement Kysely is about to
 * run, when a transaction has ended, and when writes have committed.
 */

/** A statement whose tables cannot be told (a raw write): it may have written any table. */
export const EVERY_TABLE = 'every table';

export type WrittenTables = readonly string[] | typeof EVERY_TABLE;

/** A raw statement (`sql`) that writes rows starts with one of these words. */
const RAW_WRITE = /^\s*(insert|update|delete|merge|replace|truncate)\b/i;

const tableNameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableNameOf(node.node);
  return undefined;
};

/** The tables written by the statements of a `with` clause (`with x as (delete from …)`). */
function writtenInWith(node: WithNode | undefined, into: string[]): boolean {
  let isRawWrite = false;
  for (const { expression } of node?.expressions ?? []) {
    const written = tablesWrittenBy(expression as RootOperationNode);
    if (written === EVERY_TABLE) isRawWrite = true;
    else if (written) into.push(...written);
  }
  return isRawWrite;
}

/**
 * The tables a statement writes (inserts into, updates, deletes from or merges into), none for a
 * read; EVERY_TABLE for a raw statement that writes.
 */
export function tablesWrittenBy(node: RootOperationNode): WrittenTables | undefined {
  const tables: string[] = [];
  let target: OperationNode | undefined;
  switch (node.kind) {
    case 'InsertQueryNode':
      target = node.into;
      break;
    case 'UpdateQueryNode':
      target = node.table;
      break;
    case 'DeleteQueryNode':
      for (const from of node.from.froms) {
        const name = tableNameOf(from);
        if (name) tables.push(name);
      }
      break;
    case 'MergeQueryNode':
      target = node.into;
      break;
    case 'RawNode':
      return RAW_WRITE.test(node.sqlFragments[0] ?? '') ? EVERY_TABLE : undefined;
    case 'SelectQueryNode':
      break;
    default:
      return undefined;
  }
  const name = tableNameOf(target);
  if (name) tables.push(name);
  if ('with' in node && writtenInWith(node.with, tables)) return EVERY_TABLE;
  return tables.length ? tables : undefined;
}

/** What the driver tells the database's kept state (database-state.ts) as transactions end. */
export interface WriteWatcher {
  /**
   * A transaction that wrote `tables` has ended, committed or rolled back: its writes became
   * visible to other connections only now (or never). Not told of a transaction that wrote nothing.
   */
  transactionEnded(tables: WrittenTables): void;
  /**
   * Writes became visible to every connection: a write outside a transaction completed, or a
   * transaction that wrote committed. Never for a rolled-back transaction.
   */
  committed(tables: WrittenTables): void;
}

/**
 * `dialect` with a driver that tells `watcher` when transactions end and when writes commit. A
 * plugin does not see these: the driver runs transactions, and only the connection knows whether
 * a statement runs inside one.
 */
export function watchingWrites(dialect: Dialect, watcher: WriteWatcher): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => watchedDriver(dialect.createDriver(), watcher),
  };
}

/** A connection as the watched driver hands it out, with the writes of its open transaction. */
class WatchedConnection implements DatabaseConnection {
  /** The tables written by the transaction open on this connection; null outside a transaction. */
  written: Set<string> | typeof EVERY_TABLE | null = null;
  readonly inner: DatabaseConnection;
  readonly #watcher: WriteWatcher;

  constructor(inner: DatabaseConnection, watcher: WriteWatcher) {
    this.inner = inner;
    this.#watcher = watcher;
  }

  /** A read runs as it is; a write outside a transaction is committed once it completes. */
  executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    const tables = tablesWrittenBy(query.query);
    if (!tables) return this.inner.executeQuery<R>(query, options);
    if (this.written) {
      if (tables === EVERY_TABLE) this.written = EVERY_TABLE;
      else if (this.written !== EVERY_TABLE) for (const table of tables) this.written.add(table);
      return this.inner.executeQuery<R>(query, options);
    }
    return this.inner.executeQuery<R>(query, options).then((result) => {
      this.#watcher.committed(tables);
      return result;
    });
  }

  streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }

  /** The transaction on this connection ended; what it wrote is told when it committed. */
  ended(isCommitted: boolean): void {
    const { written } = this;
    this.written = null;
    if (!written || (written !== EVERY_TABLE && !written.size)) return;
    this.#watcher.transactionEnded(written === EVERY_TABLE ? EVERY_TABLE : [...written]);
    if (!isCommitted) return;
    if (written === EVERY_TABLE) this.#watcher.committed(EVERY_TABLE);
    else if (written.size) this.#watcher.committed([...written]);
  }
}

function watchedDriver(driver: Driver, watcher: WriteWatcher): Driver {
  // One watched connection per connection of the driver (a pool's are reused), made once.
  const watched = new WeakMap<DatabaseConnection, WatchedConnection>();
  const watch = (connection: DatabaseConnection) => {
    const found = watched.get(connection);
    if (found) return found;
    const made = new WatchedConnection(connection, watcher);
    watched.set(connection, made);
    return made;
  };
  const inner = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;
  return {
    init: (options) => driver.init(options),
    acquireConnection: (options) => driver.acquireConnection(options).then(watch),
    beginTransaction: (connection, settings) =>
      driver.beginTransaction(inner(connection), settings).then(() => {
        (connection as WatchedConnection).written = new Set();
      }),
    commitTransaction: (connection) =>
      driver.commitTransaction(inner(connection)).then(
        () => (connection as WatchedConnection).ended(true),
        (error: unknown) => {
          (connection as WatchedConnection).ended(false);
          throw error;
        },
      ),
    rollbackTransaction: (connection) =>
      driver
        .rollbackTransaction(inner(connection))
        .finally(() => (connection as WatchedConnection).ended(false)),
    ...(driver.savepoint && {
      savepoint: (connection, name, compile) => driver.savepoint!(inner(connection), name, compile),
    }),
    ...(driver.rollbackToSavepoint && {
      rollbackToSavepoint: (connection, name, compile) =>
        driver.rollbackToSavepoint!(inner(connection), name, compile),
    }),
    ...(driver.releaseSavepoint && {
      releaseSavepoint: (connection, name, compile) =>
        driver.releaseSavepoint!(inner(connection), name, compile),
    }),
    releaseConnection: (connection, options) => driver.releaseConnection(inner(connection), options),
    destroy: (options) => driver.destroy(options),
  };
}
