import { type Kysely, sql } from 'kysely';
import { foldForSearch, foldUrlForSearch } from '../../../common/text.ts';
import type { MigrationContext } from '../migrate.ts';

/**
 * Folded search columns (decision 003) where searches compared raw text: banner titles, partner
 * names, and the history's account and URL. Existing rows are folded here in batches.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const FOLDS: Array<{
  table: string;
  id: string;
  columns: Array<[string, string, (text: string) => string]>;
}> = [
  { table: 'banner', id: 'bannerNo', columns: [['title', 'titleSearch', foldForSearch]] },
  { table: 'partner', id: 'partnerNo', columns: [['name', 'nameSearch', foldForSearch]] },
  {
    table: 'access_history',
    id: 'id',
    columns: [
      ['userid', 'useridSearch', foldForSearch],
      ['url', 'urlSearch', foldUrlForSearch],
    ],
  },
];

const BATCH = 1000;

export async function up(db: Db, _context: MigrationContext): Promise<void> {
  for (const { table, columns } of FOLDS)
    for (const [, folded] of columns)
      await db.schema
        .alterTable(table)
        .addColumn(folded, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
  await foldExistingRows(db);
}

/** Fills the folded columns from their source columns, in batches of rows. */
export async function foldExistingRows(db: Db): Promise<void> {
  for (const { table, id, columns } of FOLDS) {
    // Lower-case in SQL first (most history is ASCII), then fix in JavaScript what folds differently.
    await db
      .updateTable(table)
      .set(Object.fromEntries(columns.map(([source, folded]) => [folded, sql`lower(${sql.ref(source)})`])))
      .execute();
    for (let after = 0; ; ) {
      const rows = await db
        .selectFrom(table)
        .select([id, ...columns.map(([source]) => source), ...columns.map(([, folded]) => folded)])
        .where(id, '>', after)
        .orderBy(id)
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const changes = Object.fromEntries(
          columns
            .map(([source, folded, fold]) => [folded, fold(String(row[source] ?? '')), row[folded]])
            .filter(([, value, stored]) => value !== stored)
            .map(([folded, value]) => [folded, value]),
        );
        if (Object.keys(changes).length)
          await db.updateTable(table).set(changes).where(id, '=', row[id]).execute();
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1]![id]);
    }
  }
}
