import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ContainsSearch, SearchIndexSpec } from '../contains-search.ts';
import { stateOf } from '../database-state.ts';
import { ASKED_TRIGRAMS, rarestTrigrams } from '../trigram-counts.ts';

/**
 * SQLite: one FTS5 table with the trigram tokenizer per searched table, named '<table>_search',
 * over its folded columns. It is external-content (the rows stay in the table; the FTS table holds
 * only the index), kept in step by triggers on insert, update and delete.
 */
export const searchIndexName = (table: string) => `${table}_search`;

/** A trigram index can serve terms of 3 characters or more; shorter ones hold no trigram. */
const SHORTEST_INDEXED_TERM = 3;

/**
 * How many rows hold a trigram in a column of a search index: SQLite keeps it per connection
 * (sqlite/dialect.ts; database-state.ts keeps them with the database), so that a search can ask
 * FTS5 for its rarest trigrams.
 */
export type TrigramRows = (index: string, column: string, trigram: string) => number;

/**
 * The FTS5 query for a folded term of three characters or more: trigrams that together cover
 * every character of it (every third and the last), each a quoted phrase (a trigram tokenizer
 * matches a phrase exactly where it occurs, and no character in it is a wildcard), all required.
 * With `rowsOf`, only the rarest of them (rarestTrigrams): FTS5 reads the row list of each trigram
 * it is asked for, and 'so ' is in every Vietnamese news title; the LIKE after it (indexedContains)
 * makes the answer exact whichever trigrams are asked.
 */
export function trigramQuery(folded: string, rowsOf?: (trigram: string) => number): string {
  const chars = Array.from(folded);
  let trigrams: string[] = [];
  for (let at = 0; at + SHORTEST_INDEXED_TERM <= chars.length; at += SHORTEST_INDEXED_TERM)
    trigrams.push(chars.slice(at, at + SHORTEST_INDEXED_TERM).join(''));
  if (chars.length % SHORTEST_INDEXED_TERM) trigrams.push(chars.slice(-SHORTEST_INDEXED_TERM).join(''));
  if (rowsOf && trigrams.length > ASKED_TRIGRAMS) {
    const rows = new Map(trigrams.map((t) => [t, rowsOf(t)]));
    const rarest = new Set(rarestTrigrams(trigrams, (t) => rows.get(t)!));
    trigrams = trigrams.filter((t) => rarest.has(t));
  }
  return trigrams.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
}

/**
 * The rows whose column contains the folded text: the FTS table finds the rows holding some of its
 * trigrams (`trigramQuery`), and the scan's LIKE keeps those holding the whole term, so it answers
 * as the scan does while reading only those rows. Shorter terms fall back to the scan.
 */
export function indexedContains(
  db: Pick<Kysely<unknown>, 'getExecutor'>,
  search: ContainsSearch,
  scan: Expression<SqlBool>,
): Expression<SqlBool> {
  const { table, idField, column, folded } = search;
  const length = Array.from(folded).length;
  if (length < SHORTEST_INDEXED_TERM) return scan;
  const index = searchIndexName(table);
  const rows = stateOf(db).trigramRows;
  const query = trigramQuery(folded, rows && ((trigram) => rows(index, column, trigram)));
  const found = sql<SqlBool>`${sql.ref(idField)} in (select rowid from ${sql.table(index)} where ${sql.ref(`${index}.${column}`)} match ${query})`;
  return length === SHORTEST_INDEXED_TERM ? found : sql<SqlBool>`${found} and ${scan}`;
}

const quoted = (name: string) => `"${name}"`;

/**
 * Creates and fills the FTS tables and their triggers. NOTE: migration 006 runs this; a later change
 * to the indexes belongs in a new migration, not here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function createSearchIndexes(db: Kysely<any>, specs: SearchIndexSpec[]): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const { table, id, columns } of specs) {
    const index = quoted(searchIndexName(table));
    const names = columns.map(quoted).join(', ');
    const values = (row: 'new' | 'old') => [id, ...columns].map((c) => `${row}.${quoted(c)}`).join(', ');
    const add = `insert into ${index}(rowid, ${names}) values (${values('new')});`;
    // External content: the index forgets a row only when told the values it indexed.
    const remove = `insert into ${index}(${index}, rowid, ${names}) values ('delete', ${values('old')});`;
    // Stored text is folded to lower case already: case_sensitive 1 compares it as it is, like the scan.
    await run(
      `create virtual table ${index} using fts5(${names}, content='${table}', content_rowid='${id}', tokenize='trigram case_sensitive 1')`,
    );
    await run(
      `create trigger ${quoted(`${table}_search_insert`)} after insert on ${quoted(table)} begin ${add} end`,
    );
    await run(
      `create trigger ${quoted(`${table}_search_delete`)} after delete on ${quoted(table)} begin ${remove} end`,
    );
    await run(
      `create trigger ${quoted(`${table}_search_update`)} after update of ${[id, ...columns].map(quoted).join(', ')} on ${quoted(table)} begin ${remove} ${add} end`,
    );
    await run(`insert into ${index}(${index}) values ('rebuild')`);
  }
}
