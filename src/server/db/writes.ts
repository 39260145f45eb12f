import {
  AliasNode,
  type Dialect,
  type Driver,
  type OperationNode,
  type RootOperationNode,
  TableNode,
  type WithNode,
} from 'kysely';

/**
 * How the facts a process keeps about a database's tables (list-totals.ts) learn of writes, so
 * that no repository has to say it wrote (decision 026): which tables a statement writes, read
 * from the statement Kysely is about to run, and when a transaction has ended.
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

/**
 * `dialect` with a driver that calls `ended` after every transaction's commit or rollback: the
 * writes of a transaction become visible to other connections only then (or never), so a fact
 * counted meanwhile must not be reused. A plugin does not see these: the driver runs them.
 */
export function endingTransactions(dialect: Dialect, ended: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => withTransactionEnds(dialect.createDriver(), ended),
  };
}

function withTransactionEnds(driver: Driver, ended: () => void): Driver {
  const endsWith = (end: Driver['commitTransaction']) => (connection: Parameters<typeof end>[0]) =>
    end(connection).finally(ended);
  return {
    init: (options) => driver.init(options),
    acquireConnection: (options) => driver.acquireConnection(options),
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: endsWith((connection) => driver.commitTransaction(connection)),
    rollbackTransaction: endsWith((connection) => driver.rollbackTransaction(connection)),
    ...(driver.savepoint && { savepoint: driver.savepoint.bind(driver) }),
    ...(driver.rollbackToSavepoint && { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) }),
    ...(driver.releaseSavepoint && { releaseSavepoint: driver.releaseSavepoint.bind(driver) }),
    releaseConnection: (connection, options) => driver.releaseConnection(connection, options),
    destroy: (options) => driver.destroy(options),
  };
}
