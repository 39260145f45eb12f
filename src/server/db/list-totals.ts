import type { Db } from './index.ts';

/**
 * Totals of list queries, counted once and reused for a short while (decision 015). A write through
 * this process to a table forgets that table's totals at once, so a list after one's own create,
 * delete or restore is exact; writes by other instances on the same database show within the TTL.
 */

/** How long a counted total is reused when nothing in this process wrote to its table. */
export const TOTAL_TTL_MS = 2000;
/** Searches make many keys; past this many, a table's oldest totals are forgotten first. */
const MAX_TOTALS_PER_TABLE = 500;

interface CachedTotal {
  total: Promise<number>;
  expires: number;
  generation: number;
}

interface TableTotals {
  /** Raised by every write to the table: totals counted before it no longer hold. */
  generation: number;
  totals: Map<string, CachedTotal>;
}

type DbLike = Pick<Db, 'getExecutor'>;

// NOTE: keyed by the database's Kysely adapter, which one opened database shares with its
// transactions and plugin copies (`withPlugin`); two servers in one process (tests) stay apart.
const byDatabase = new WeakMap<object, Map<string, TableTotals>>();

function tablesOf(db: DbLike): Map<string, TableTotals> {
  const key = db.getExecutor().adapter;
  const tables = byDatabase.get(key) ?? new Map<string, TableTotals>();
  byDatabase.set(key, tables);
  return tables;
}

function totalsOf(db: DbLike, table: string): TableTotals {
  const tables = tablesOf(db);
  const entry = tables.get(table) ?? { generation: 0, totals: new Map() };
  tables.set(table, entry);
  return entry;
}

/** Called after a write to `table` through `db` (or a transaction on it). */
export function tableWritten(db: DbLike, table: string): void {
  totalsOf(db, table).generation += 1;
}

/**
 * Called when a transaction has ended: its writes became visible to other connections only now, so
 * a total counted meanwhile (from before the commit) must not be reused.
 */
export function transactionEnded(db: DbLike): void {
  for (const entry of tablesOf(db).values()) entry.generation += 1;
}

/**
 * The total of `key` (the list's filter) on `table`: reused while no write to the table happened
 * since it was counted and it is younger than the TTL; otherwise `count` runs. Concurrent callers of
 * one key share one count.
 */
export function cachedTotal(
  db: DbLike,
  { table, key }: { table: string; key: string },
  count: () => Promise<number>,
): Promise<number> {
  const entry = totalsOf(db, table);
  const hit = entry.totals.get(key);
  const now = Date.now();
  if (hit && hit.generation === entry.generation && hit.expires > now) return hit.total;
  const total = count();
  const cached = { total, expires: now + TOTAL_TTL_MS, generation: entry.generation };
  entry.totals.delete(key);
  if (entry.totals.size >= MAX_TOTALS_PER_TABLE) entry.totals.delete(entry.totals.keys().next().value!);
  entry.totals.set(key, cached);
  // A failed count is not remembered: the next caller counts again.
  total.catch(() => {
    if (entry.totals.get(key) === cached) entry.totals.delete(key);
  });
  return total;
}
