import { type ColumnDataType, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { ColumnKind, ContentTableSnapshot } from '../../common/content-declaration.ts';
import { createSearchIndexes } from './contains-search.ts';
import type { DialectName } from './index.ts';

// biome-ignore lint/suspicious/noExplicitAny: a migration's database, before any typed schema
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, never>;

/** The SQL type of each column kind: dates, times and instants as text, which sorts as they do. */
const SQL_TYPE: Record<ColumnKind, ColumnDataType> = {
  text: 'text',
  integer: 'integer',
  date: 'varchar(10)',
  time: 'varchar(5)',
  instant: 'varchar(30)',
};

/**
 * A content type's table, as the migration that introduces the type creates it (decision 044):
 * the id, the flags, the translation group and its out-of-date mark (decision 059), the bookkeeping, then the snapshot's columns (text
 * never null, default ''; the others null when not given), the list's page index (decision 015)
 * and the trigram indexes of its searched columns (decision 014).
 *
 * A released migration must not change: it passes a frozen copy of `contentTableOf(declaration)`
 * as it was then, and a test compares that copy with the live declaration's, so that a declaration
 * changed since asks for a migration of its own.
 */
export async function createContentTable(
  db: AnyDb,
  dialect: DialectName,
  snapshot: ContentTableSnapshot,
): Promise<void> {
  const { table, idField } = snapshot;
  let builder = db.schema
    .createTable(table)
    .addColumn(idField, dialect === 'sqlite' ? 'integer' : 'serial', (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('localeCd', 'varchar(2)', (c) => c.notNull().defaultTo('EN'))
    .addColumn('useYn', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('delYn', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('translationGroup', 'integer')
    .addColumn('outOfDate', 'varchar(1)') as Table;
  for (const [name, kind] of snapshot.columns)
    builder = builder.addColumn(name, SQL_TYPE[kind], (c) =>
      kind === 'text' ? c.notNull().defaultTo('') : c,
    );
  await builder
    .addColumn('createId', 'varchar(50)')
    .addColumn('createDt', 'varchar(30)', (c) => c.notNull())
    .addColumn('modifyId', 'varchar(50)')
    .addColumn('modifyDt', 'varchar(30)')
    // The row's version, one more at each save; null reads as 1 (decision 057, migration 025).
    .addColumn('version', 'integer')
    .execute();
  await db.schema
    .createIndex(`${table}_page_idx`)
    .on(table)
    .columns(['localeCd', 'delYn', `${idField} desc`, ...snapshot.pageFilters])
    .execute();
  await createScheduleIndexes(db, snapshot);
  await createTrashIndex(db, table);
  if (snapshot.searched.length)
    await createSearchIndexes(db, dialect, [{ table, id: idField, columns: [...snapshot.searched] }]);
}

/**
 * The partial indexes that find a scheduled type's next change (decision 066) without reading its
 * page index: a publication window's instants where set, a dated window's last day. They hold only
 * the scheduled rows. `ifNotExists`: migration 031 adds them to the tables made before it.
 */
export async function createScheduleIndexes(
  db: AnyDb,
  { table, columns }: Pick<ContentTableSnapshot, 'table' | 'columns'>,
): Promise<void> {
  const has = (name: string) => columns.some(([column]) => column === name);
  const index = (name: string, column: string) =>
    db.schema.createIndex(`${table}_${name}_idx`).ifNotExists().on(table).column(column);
  if (has('publishAt'))
    await index('publish_at', 'publishAt').where(sql.ref('publishAt'), 'is not', null).execute();
  if (has('takeDownAt'))
    await index('take_down_at', 'takeDownAt').where(sql.ref('takeDownAt'), 'is not', null).execute();
  if (has('dateCd') && has('endDt'))
    await index('dated_end', 'endDt').where(sql.ref('dateCd'), '=', sql.lit('10')).execute();
}

/**
 * The partial index of a table's Trash by deletion time (deleting stamps modifyDt), which the
 * hourly purge of items deleted 30 days ago reads (`purgeDeletedBefore`, decision 068). It holds
 * only the deleted rows; without it the purge read every row of every content table, 0.6 s for the
 * jobs alone on PostgreSQL at 100,000 rows per language, and on SQLite a pause of every request.
 * `ifNotExists`: migration 032 adds it to the tables made before it.
 */
export const createTrashIndex = (db: AnyDb, table: string): Promise<void> =>
  db.schema
    .createIndex(`${table}_trash_idx`)
    .ifNotExists()
    .on(table)
    .column('modifyDt')
    .where(sql.ref('delYn'), '=', sql.lit('Y'))
    .execute();
