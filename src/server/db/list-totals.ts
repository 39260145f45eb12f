import { keepRecent } from '../keep-recent.ts';
import { stateOf } from './database-state.ts';
import type { Db } from './index.ts';
import { EVERY_TABLE, type WrittenTables } from './writes.ts';

/**
 * Totals of list queries, counted once and reused (decision 015), and other facts of a list's
 * filter kept the same way (the page anchors and search matches of decision 018). A write through
 * this process to a table forgets that table's facts at once, whatever code made it (decision
 * 026), so a list after one's own create, delete or restore is exact. Writes by other connections: SQLite says when there were any (its
 * data version), and every fact is forgotten then; PostgreSQL announces them per table to every
 * instance (postgres/writes-elsewhere.ts, decision 068), and a table's facts are forgotten as for a
 * write of one's own. While an instance does not hear the announcements (its listening connection
 * lost or not yet checked), facts are kept for the TTL only.
 */

/** How long a fact is reused when the database cannot say whether another connection wrote. */
export const TOTAL_TTL_MS = 2000;
/**
 * A fact asked for in the last part of its life is computed again in the background, and the new
 * one replaces it when ready: under steady traffic no request waits for a recount.
 */
const REFRESH_AHEAD_MS = 500;
/** Searches make many keys; past this many, a table's oldest facts are forgotten first. */
const MAX_FACTS_PER_TABLE = 500;

interface CachedFact {
  value: Promise<unknown>;
  expires: number;
  generation: number;
  /** The database's data version when it was computed (SQLite). */
  version: number | undefined;
  /** A computation of its successor has started (REFRESH_AHEAD_MS). */
  isRenewing?: boolean;
}

interface TableTotals {
  /** Raised by every write to the table: totals counted before it no longer hold. */
  generation: number;
  facts: Map<string, CachedFact>;
}

type DbLike = Pick<Db, 'getExecutor' | 'isTransaction'>;

/**
 * The facts kept about one database's tables: part of the state openDatabase creates for it
 * (database-state.ts), told of every completed write and every ended transaction by itself
 * (writes.ts), never by the code that writes.
 */
export class ListFacts {
  readonly #tables = new Map<string, TableTotals>();
  /**
   * Changes whenever a write by another connection may have been missed (SQLite's data version:
   * whenever there was one; PostgreSQL's listener: when it starts hearing again): facts are then
   * reused until it changes instead of for TOTAL_TTL_MS. Undefined when it cannot be told.
   */
  readonly #dataVersion: (() => number | undefined) | undefined;

  constructor({ dataVersion }: { dataVersion?: () => number | undefined } = {}) {
    this.#dataVersion = dataVersion;
  }

  #totalsOf(table: string): TableTotals {
    const entry = this.#tables.get(table) ?? { generation: 0, facts: new Map() };
    this.#tables.set(table, entry);
    return entry;
  }

  /**
   * A write to these tables completed, or a transaction that wrote them ended (committed: its writes
   * became visible to other connections only now; rolled back: they were undone): facts computed
   * before no longer hold. A transaction's end forgets only the tables it wrote, so that a steady
   * stream of small writes elsewhere (an access log, a background task's marks) leaves the lists'
   * facts alone (decision 066).
   */
  written(tables: WrittenTables): void {
    const entries = tables === EVERY_TABLE ? this.#tables.values() : tables.map((t) => this.#totalsOf(t));
    for (const entry of entries) entry.generation += 1;
  }

  /** See reusedFact. */
  reused<T>(
    db: DbLike,
    { table, key }: { table: string; key: string },
    compute: () => Promise<T>,
  ): Promise<T> {
    const entry = this.#totalsOf(table);
    const hit = entry.facts.get(key);
    const now = Date.now();
    const version = this.#dataVersion?.();
    const isCurrent = (fact: CachedFact) =>
      fact.generation === entry.generation &&
      (version === undefined ? fact.expires > now : fact.version === version);
    if (hit && isCurrent(hit)) {
      // Not from a transaction: it may have ended before the computation runs.
      const mayRenew = version === undefined && !db.isTransaction && !hit.isRenewing;
      if (mayRenew && hit.expires - now < REFRESH_AHEAD_MS) renewInBackground(entry, key, hit, compute);
      return hit.value as Promise<T>;
    }
    const value = compute();
    const cached = { value, expires: now + TOTAL_TTL_MS, generation: entry.generation, version };
    keepRecent(entry.facts, key, cached, MAX_FACTS_PER_TABLE);
    // A failed computation is not remembered: the next caller tries again.
    value.catch(() => {
      if (entry.facts.get(key) === cached) entry.facts.delete(key);
    });
    return value;
  }
}

/**
 * The fact `key` (what it is and of which filter) of `table`: reused while no write to the table
 * happened since it was computed, neither through this process nor (where the database tells)
 * through another connection, and elsewhere while it is younger than the TTL; otherwise `compute`
 * runs. Concurrent callers of one key share one computation.
 */
export const reusedFact = <T>(
  db: DbLike,
  fact: { table: string; key: string },
  compute: () => Promise<T>,
): Promise<T> => stateOf(db).facts.reused(db, fact, compute);

/**
 * Computes `fact`'s successor and puts it in its place when ready, unless a write happened
 * meanwhile or the fact was replaced otherwise. It lives TOTAL_TTL_MS from when it started, so it
 * holds every write made before then, as the TTL promises. A failure leaves the fact to expire.
 */
function renewInBackground(
  entry: TableTotals,
  key: string,
  fact: CachedFact,
  compute: () => Promise<unknown>,
) {
  fact.isRenewing = true;
  const { generation } = entry;
  const started = Date.now();
  compute().then(
    (value) => {
      if (entry.generation !== generation || entry.facts.get(key) !== fact) return;
      entry.facts.set(key, {
        value: Promise.resolve(value),
        expires: started + TOTAL_TTL_MS,
        generation,
        version: undefined,
      });
    },
    () => {},
  );
}

/** The total of a list's filter (`key`) on `table`, counted by `count` or reused as above. */
export const cachedTotal = (
  db: DbLike,
  { table, key }: { table: string; key: string },
  count: () => Promise<number>,
) => reusedFact(db, { table, key: `total ${key}` }, count);
