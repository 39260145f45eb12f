import type { Kysely } from 'kysely';
import { foldForSearch } from '../../../common/text.ts';
import type { MigrationContext } from '../migrate.ts';

/**
 * The media library (decision 036): every uploaded picture is a `media` item with
 * a description per language and a focal point, and banners and partners point to theirs
 * (`mediaNo`). The images banners and partners already hold become items here, one per distinct
 * file, so an existing install (and the demo content) shows them in the library at once.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const USERS = [
  { table: 'banner', id: 'bannerNo', url: 'imageUrl', name: 'imageName' },
  { table: 'partner', id: 'partnerNo', url: 'logoImageUrl', name: 'logoImageName' },
];

export async function up(db: Db, { dialect, idType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('mediaNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('altEN', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('altVI', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('focalX', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('focalY', 'integer', (c) => c.notNull().defaultTo(50))
    // The file name and both descriptions folded together: the library's one search.
    .addColumn('textSearch', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createId', 'varchar(50)')
    .addColumn('createDt', 'varchar(30)', (c) => c.notNull())
    .addColumn('modifyId', 'varchar(50)')
    .addColumn('modifyDt', 'varchar(30)')
    .execute();
  await db.schema.createIndex('media_url_idx').on('media').column('url').execute();

  for (const { table } of USERS) {
    await db.schema.alterTable(table).addColumn('mediaNo', 'integer').execute();
    await db.schema.createIndex(`${table}_media_idx`).on(table).column('mediaNo').execute();
  }
  await backfillMedia(db);
}

/**
 * Each distinct image of the banners and partners without an item becomes one (its file, name and
 * renditions; no descriptions yet, the centre as focal point), and the rows point to it.
 */
export async function backfillMedia(db: Db): Promise<void> {
  for (const { table, id, url, name } of USERS) {
    const rows: Array<Record<string, unknown>> = await db
      .selectFrom(table)
      .select([id, url, name, 'imageVariants', 'createId', 'createDt'])
      .where(url, '<>', '')
      .where('mediaNo', 'is', null)
      .orderBy(id)
      .execute();
    const byUrl = new Map<string, number>();
    for (const row of rows) {
      const fileUrl = String(row[url]);
      let mediaNo = byUrl.get(fileUrl) ?? (await existing(db, fileUrl));
      if (mediaNo === undefined) {
        const fileName = String(row[name] ?? '');
        const inserted = await db
          .insertInto('media')
          .values({
            url: fileUrl,
            fileName,
            variants: String(row.imageVariants || '[]'),
            textSearch: foldForSearch(fileName),
            createId: row.createId ?? null,
            createDt: String(row.createDt),
          })
          .returning('mediaNo')
          .executeTakeFirstOrThrow();
        mediaNo = Number(inserted.mediaNo);
      }
      byUrl.set(fileUrl, mediaNo);
      await db.updateTable(table).set({ mediaNo }).where(id, '=', row[id]).execute();
    }
  }
}

/** A partner's logo may be the file a banner already brought in. */
async function existing(db: Db, url: string): Promise<number | undefined> {
  const row = await db.selectFrom('media').select('mediaNo').where('url', '=', url).executeTakeFirst();
  return row ? Number(row.mediaNo) : undefined;
}
