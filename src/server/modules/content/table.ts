import type { CreateTableBuilder, Kysely } from 'kysely';
import {
  type ContentType,
  DATE_WINDOW_COLUMNS,
  hasDateWindow,
  hasSchedule,
  SCHEDULE_COLUMNS,
  schemaFields,
  searchColumnOf,
} from '../../../common/content-declaration.ts';
import { createSearchIndexes } from '../../db/contains-search.ts';
import type { DialectName } from '../../db/index.ts';
import type { ContentResource } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: the table is made from a declaration, before any typed schema
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, never>;

/** Columns every content table has besides its own fields, as migration 001 made them. */
const FLAGS = ['localeCd', 'useYn', 'delYn'];
const WINDOW = DATE_WINDOW_COLUMNS;
/** A schedule's instants (decision 035): nullable, as visibility reads null as no limit. */
const SCHEDULE = SCHEDULE_COLUMNS;

/**
 * The table of a declared content type, as a migration of a new type creates it: the id, the
 * flags and audit columns, a text column per schema field (dates, times and a schedule's instants
 * nullable), the folded search
 * columns, the file's columns and those its `derive` adds, the list's page index (decision 015)
 * and the trigram indexes of its searched columns (decision 014). NOTE: a migration must not
 * change once released: give it a copy of the declaration as it was then, not the live one.
 */
export async function createContentTable(
  db: AnyDb,
  dialect: DialectName,
  type: ContentType,
  resource: Pick<ContentResource, 'derive'>,
): Promise<void> {
  const { name: table, idField } = type;
  const own = Object.keys(schemaFields(type)).filter(
    (f) => !FLAGS.includes(f) && !WINDOW.includes(f) && !SCHEDULE.includes(f),
  );
  const upload = type.upload;
  const derived = Object.keys(resource.derive({}));
  const texts = new Set([
    ...own,
    ...derived,
    ...type.search.map(searchColumnOf),
    ...(upload ? [upload.urlColumn, upload.nameColumn, upload.variantsColumn ?? []].flat() : []),
  ]);
  let builder = db.schema
    .createTable(table)
    .addColumn(idField, dialect === 'sqlite' ? 'integer' : 'serial', (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('localeCd', 'varchar(2)', (c) => c.notNull().defaultTo('EN'))
    .addColumn('useYn', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('delYn', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('translationGroup', 'integer') as Table;
  if (hasDateWindow(type))
    builder = builder
      .addColumn('dateCd', 'varchar(2)', (c) => c.notNull())
      .addColumn('startDt', 'varchar(10)')
      .addColumn('endDt', 'varchar(10)')
      .addColumn('startTime', 'varchar(5)')
      .addColumn('endTime', 'varchar(5)');
  if (hasSchedule(type))
    builder = builder.addColumn('publishAt', 'varchar(30)').addColumn('takeDownAt', 'varchar(30)');
  for (const column of texts) builder = builder.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await builder
    .addColumn('createId', 'varchar(50)')
    .addColumn('createDt', 'varchar(30)', (c) => c.notNull())
    .addColumn('modifyId', 'varchar(50)')
    .addColumn('modifyDt', 'varchar(30)')
    .execute();
  const filtered = [
    'useYn',
    ...(own.includes('typeCd') ? ['typeCd'] : []),
    ...(hasDateWindow(type) ? WINDOW : []),
    ...(hasSchedule(type) ? SCHEDULE : []),
  ];
  await db.schema
    .createIndex(`${table}_page_idx`)
    .on(table)
    .columns(['localeCd', 'delYn', `${idField} desc`, ...filtered])
    .execute();
  const searched = { table, id: idField, columns: type.search.map(searchColumnOf) };
  if (searched.columns.length) await createSearchIndexes(db, dialect, [searched]);
}
