import type {
  CompiledQuery,
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { ListFacts } from './list-totals.ts';
import type { PoolWatch } from './postgres/dialect.ts';
import type { TrigramCounts } from './postgres/search-index.ts';
import type { TrigramRows } from './sqlite/search-index.ts';
import { tablesWrittenBy, type WriteWatcher, type WrittenTables } from './writes.ts';

/** Told the tables of each committed write (EVERY_TABLE for a raw one); must not throw. */
export type CommittedWriteListener = (tables: WrittenTables) => void;

/** What this process keeps about one opened database, each part owned by the module named. */
export interface DatabaseKept {
  /** List totals, page anchors and search matches (list-totals.ts). */
  facts: ListFacts;
  /** SQLite: how many rows hold a trigram (sqlite/dialect.ts, asked by sqlite/search-index.ts). */
  trigramRows?: TrigramRows;
  /** PostgreSQL: the trigram counts of postgres/search-index.ts. */
  trigramCounts?: TrigramCounts;
  /** PostgreSQL: the pool's connection counts and lost connections (postgres/dialect.ts). */
  pool?: PoolWatch;
  /** List pages' statements, compiled once per shape and values (table-repository.ts). */
  compiled?: Map<string, CompiledQuery>;
}

/**
 * One opened database's kept state, created by openDatabase (index.ts) and given to Kysely as a
 * plugin: it travels with the database into its transactions and plugin copies (`withPlugin`),
 * and it sees every statement run through them. When a write completes, the facts kept about its
 * table are forgotten (decision 026). A read costs one property check: nothing is allocated.
 * Its driver (writes.ts) tells it when transactions end and writes commit; it passes commits on to
 * whoever listens (`onCommitted`: the app's micro-caches), so they forget by themselves too.
 */
export class DatabaseState implements KyselyPlugin, WriteWatcher {
  readonly kept: DatabaseKept;
  /** The tables each write about to run writes, by its query (a compiled query may run again). */
  readonly #writes = new WeakMap<QueryId, WrittenTables>();
  readonly #listeners = new Set<CommittedWriteListener>();

  constructor(kept: DatabaseKept) {
    this.kept = kept;
  }

  /** Calls `listener` after each committed write from now on; returns what stops it. */
  onCommitted(listener: CommittedWriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  committed(tables: WrittenTables): void {
    for (const listener of this.#listeners) listener(tables);
  }

  transactionEnded(tables: WrittenTables): void {
    this.kept.facts.written(tables);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'SelectQueryNode' && !node.with) return node;
    const written = tablesWrittenBy(node);
    if (written) this.#writes.set(queryId, written);
    return node;
  }

  /** After the statement completed: its writes are visible to this connection from now on. */
  transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const written = this.#writes.get(queryId);
    if (written) this.kept.facts.written(written);
    return Promise.resolve(result);
  }
}

/** The state the database `db` (or a transaction on it) was opened with (index.ts). */
export function databaseStateOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DatabaseState {
  for (const plugin of db.getExecutor().plugins) if (plugin instanceof DatabaseState) return plugin;
  throw new Error('The database was not opened by openDatabase (db/index.ts), or its plugins were removed');
}

/** The kept state of the database `db` (or a transaction on it) was opened with (index.ts). */
export const stateOf = (db: Pick<Kysely<unknown>, 'getExecutor'>): DatabaseKept => databaseStateOf(db).kept;
