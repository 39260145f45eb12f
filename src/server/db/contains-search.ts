import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { type Db, type DialectName, dialectOf } from './index.ts';
import * as postgres from './postgres/search-index.ts';
import * as sqlite from './sqlite/search-index.ts';

/** A contains-search of a list: folded text to find anywhere in one column of a table. */
export interface ContainsSearch {
  table: string;
  idField: string;
  column: string;
  folded: string;
}

/** A table's searched folded columns, as migration 006 indexes them. */
export interface SearchIndexSpec {
  table: string;
  id: string;
  columns: string[];
}

/** LIKE pattern for a contains-match with the wildcards of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** '*Search' columns are stored folded (decision 003) and indexed (decision 014). */
const isFoldedColumn = (column: string) => column.endsWith('Search');

/**
 * The plain contains-match, scanning the filtered rows: what every index must answer alike. Columns
 * that are not folded (an IP, a login ID) are lower-cased when compared.
 */
export function scanContains(column: string, folded: string): Expression<SqlBool> {
  const compared = isFoldedColumn(column) ? sql.ref(column) : sql`lower(${sql.ref(column)})`;
  return sql<SqlBool>`${compared} like ${containsPattern(folded)} escape '\\'`;
}

/**
 * A contains-match served by the dialect's trigram index on folded columns (decision 014), with
 * the scan's results; other columns are scanned.
 */
export function containsSearch(
  db: Pick<Db, 'getExecutor' | 'isTransaction' | 'withoutPlugins'>,
  search: ContainsSearch,
): Expression<SqlBool> {
  const scan = scanContains(search.column, search.folded);
  if (!isFoldedColumn(search.column)) return scan;
  return dialectOf(db) === 'sqlite'
    ? sqlite.indexedContains(db, search, scan)
    : postgres.indexedContains(db, search, scan, containsPattern(search.folded));
}

/** The trigram indexes of tables' searched folded columns, in the dialect's form (decision 014). */
export function createSearchIndexes(
  // biome-ignore lint/suspicious/noExplicitAny: the tables are named at run time
  db: Kysely<any>,
  dialect: DialectName,
  specs: SearchIndexSpec[],
): Promise<void> {
  return (dialect === 'sqlite' ? sqlite : postgres).createSearchIndexes(db, specs);
}
