import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ContainsSearch, SearchIndexSpec } from '../contains-search.ts';

/**
 * SQLite: one FTS5 table with the trigram tokenizer per searched table, named '<table>_search',
 * over its folded columns. It is external-content (the rows stay in the table; the FTS table holds
 * only the index), kept in step by triggers on insert, update and delete.
 */
export const searchIndexName = (table: string) => `${table}_search`;

/** A trigram index can serve terms of 3 characters or more; shorter ones hold no trigram. */
const SHORTEST_INDEXED_TERM = 3;

/**
 * The FTS5 query for a folded term of three characters or more: every third trigram of it and the
 * last, each a quoted phrase (a trigram tokenizer matches a phrase exactly where it occurs, and no
 * character in it is a wildcard), all required. A phrase of the whole term made FTS5 read the row
 * list of every trigram in it, the common ones too ('tin tuc so 4711' has nine); these cover every
 * character with a third of the lists.
 */
export function trigramQuery(folded: string): string {
  const chars = Array.from(folded);
  const trigrams: string[] = [];
  for (let at = 0; at + SHORTEST_INDEXED_TERM <= chars.length; at += SHORTEST_INDEXED_TERM)
    trigrams.push(chars.slice(at, at + SHORTEST_INDEXED_TERM).join(''));
  if (chars.length % SHORTEST_INDEXED_TERM) trigrams.push(chars.slice(-SHORTEST_INDEXED_TERM).join(''));
  return trigrams.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
}

/**
 * The rows whose column contains the folded text: the FTS table finds the rows holding its
 * trigrams (`trigramQuery`), and the scan's LIKE keeps those holding them in order, so it answers
 * as the scan does while reading only those rows. Shorter terms fall back to the scan.
 */
export function indexedContains(search: ContainsSearch, scan: Expression<SqlBool>): Expression<SqlBool> {
  const { table, idField, column, folded } = search;
  if (Array.from(folded).length < SHORTEST_INDEXED_TERM) return scan;
  const index = searchIndexName(table);
  const found = sql<SqlBool>`${sql.ref(idField)} in (select rowid from ${sql.table(index)} where ${sql.ref(`${index}.${column}`)} match ${trigramQuery(folded)})`;
  return Array.from(folded).length === SHORTEST_INDEXED_TERM ? found : sql<SqlBool>`${found} and ${scan}`;
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
