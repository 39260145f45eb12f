import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ContainsSearch, SearchIndexSpec } from '../contains-search.ts';
import { stateOf } from '../database-state.ts';
import { rarestTrigrams, TRIGRAM_COUNT_TTL_MS, TRIGRAM_COUNTS_KEPT } from '../trigram-counts.ts';

/**
 * PostgreSQL: a GIN index with pg_trgm's gin_trgm_ops on each searched folded column, named
 * '<table>_<column>_trgm'. The planner uses it for the scan's own `LIKE '%…%'`; a term under 3
 * characters holds no trigram and the planner scans, with the same results.
 */
export const searchIndexName = (table: string, column: string) => `${table}_${column}_trgm`;

/**
 * How a statement matches the whole term on `(col || '')`, which no index serves (indexedContains);
 * dialect.ts keeps the statements holding it prepared.
 */
export const UNINDEXED_LIKE = ` || '') like `;

/** How many rows of a trigram are counted at most: past it, a trigram is common, and how common does not matter. */
const COUNTED_ROWS = 1000;

export interface TrigramCounts {
  rows: Map<string, { n: number; at: number }>;
  pending: Set<string>;
  /** The counts run one after the other, in the background. */
  queue: Promise<void>;
}

/** A count's key in TrigramCounts. */
const countKey = (table: string, column: string, trigram: string) => `${table} ${column} ${trigram}`;

/** A database's counts, kept with it (database-state.ts). */
export const createTrigramCounts = (): TrigramCounts => ({
  rows: new Map(),
  pending: new Set(),
  queue: Promise.resolve(),
});

// biome-ignore lint/suspicious/noExplicitAny: the searched table is chosen at run time
type SearchDb = Pick<Kysely<any>, 'getExecutor' | 'isTransaction' | 'withoutPlugins'>;

function countsFor(db: SearchDb): TrigramCounts {
  const counts = stateOf(db).trigramCounts;
  if (!counts) throw new Error('Not a PostgreSQL database');
  return counts;
}

/**
 * The trigrams inside the term's words (runs of letters and digits, as pg_trgm splits text), each
 * once. A row holding the term holds each of them, and `LIKE '%abc%'` asks the index for that
 * one trigram alone.
 */
function wordTrigrams(folded: string): string[] {
  const trigrams = new Set<string>();
  for (const [word] of folded.matchAll(/[a-z0-9]+/g))
    for (let at = 0; at + 3 <= word.length; at++) trigrams.add(word.slice(at, at + 3));
  return [...trigrams];
}

/**
 * Counts the rows of the trigrams not counted yet, in the background and outside any transaction:
 * one statement for all of them, so that under load the count waits for a connection once.
 */
function countLater(db: SearchDb, table: string, column: string, trigrams: string[]) {
  if (db.isTransaction) return;
  const counts = countsFor(db);
  const keyOf = (trigram: string) => countKey(table, column, trigram);
  const asked = trigrams.filter((trigram) => !counts.pending.has(keyOf(trigram)));
  if (!asked.length) return;
  for (const trigram of asked) counts.pending.add(keyOf(trigram));
  const root = db.withoutPlugins();
  const countOf = (trigram: string, at: number) =>
    sql`(select count(*)::int from (select 1 from ${sql.table(table)} where ${sql.ref(column)} like ${`%${trigram}%`} limit ${sql.lit(COUNTED_ROWS)}) as ${sql.ref(`c${at}`)}) as ${sql.ref(`n${at}`)}`;
  counts.queue = counts.queue
    .then(async () => {
      const { rows } = await sql<Record<string, number>>`select ${sql.join(asked.map(countOf))}`.execute(
        root,
      );
      if (counts.rows.size + asked.length > TRIGRAM_COUNTS_KEPT) counts.rows.clear();
      const at = Date.now();
      for (const [i, trigram] of asked.entries())
        counts.rows.set(keyOf(trigram), { n: rows[0]?.[`n${i}`] ?? 0, at });
    })
    // A database closed or busy meanwhile: the next search asks again.
    .catch(() => {})
    .finally(() => {
      for (const trigram of asked) counts.pending.delete(keyOf(trigram));
    });
}

/** Resolves when the trigram counts asked for so far are in (for tests). */
export const trigramCountsSettled = (db: SearchDb): Promise<void> => countsFor(db).queue;

/**
 * `LIKE '%term%'` makes pg_trgm read the row list of every trigram of the term, and ' so', 'tuc'
 * or 'get' are in nearly every row of a table, so asking for all of them costs many times what the
 * two rarest cost (decision 014). The trigrams inside the term's words are counted in the
 * background the first time they are met. The index is asked (`LIKE '%abc%'`) for the
 * rarest (rarestTrigrams) of those known to be in fewer than COUNTED_ROWS rows; with none, for
 * every trigram not counted yet, leaving out those known to be common: searches meet a common
 * trigram often, so it is soon counted, and one not met yet is seldom common (for 'get /api/news?
 * pageno=47123' the index is asked for '471', '712' and '123' only).
 * The whole term is matched on the rows found (`exact`, which the index cannot serve), as SQLite
 * does with FTS5. A term with every trigram common, or none counted yet, runs the scan's own LIKE.
 */
export function indexedContains(
  db: SearchDb,
  { table, column, folded }: ContainsSearch,
  scan: Expression<SqlBool>,
  pattern: string,
): Expression<SqlBool> {
  const trigrams = wordTrigrams(folded);
  if (!trigrams.length) return scan;
  const rows = countsFor(db).rows;
  const since = Date.now() - TRIGRAM_COUNT_TTL_MS;
  const counted = trigrams.map((trigram) => {
    const count = rows.get(countKey(table, column, trigram));
    return { trigram, n: count && count.at > since ? count.n : undefined };
  });
  const uncounted = counted.filter((c) => c.n === undefined).map((c) => c.trigram);
  if (uncounted.length) countLater(db, table, column, uncounted);
  const rare = rarestTrigrams(
    counted.filter((c) => c.n !== undefined && c.n < COUNTED_ROWS),
    (c) => c.n!,
  ).map((c) => c.trigram);
  // No rare trigram known: every counted one is common.
  const someCounted = uncounted.length < counted.length;
  const asked = rare.length ? rare : someCounted ? uncounted : [];
  if (!asked.length) return scan;
  const inIndex = asked.map((trigram) => sql<SqlBool>`${sql.ref(column)} like ${`%${trigram}%`}`);
  // `|| ''` keeps the whole term out of the index's condition: it would read every trigram again.
  const exact = sql<SqlBool>`(${sql.ref(column)}${sql.raw(UNINDEXED_LIKE)}${pattern} escape '\\'`;
  return sql<SqlBool>`${sql.join([...inIndex, exact], sql` and `)}`;
}

/**
 * Creates the extension and the indexes (which read the existing rows). NOTE: migration 006 runs
 * this; a later change to the indexes belongs in a new migration, not here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function createSearchIndexes(db: Kysely<any>, specs: SearchIndexSpec[]): Promise<void> {
  // NOTE: pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const { table, columns } of specs)
    for (const column of columns)
      await sql`create index ${sql.id(searchIndexName(table, column))} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(
        db,
      );
}
