import { type Selectable, sql } from 'kysely';
import { mediaColumnsOf, titleFieldOf, usesMedia } from '../../../common/content-declaration.ts';
import { BOARD_TYPES } from '../../../common/content-types.ts';
import type { MediaUse } from '../../../common/rows.ts';
import type { Db } from '../../db/index.ts';
import { updateVersioned } from '../../db/row-version.ts';
import type { MediaTable } from '../../db/schema.ts';

export type MediaRecord = Selectable<MediaTable>;

/** The board types whose items can show a library picture, and the columns that would. */
const MEDIA_USERS = BOARD_TYPES.filter(usesMedia).map((type) => ({
  type: type.name,
  id: type.idField,
  title: titleFieldOf(type),
  ...mediaColumnsOf(type),
}));

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The media table, and where its items are used. Reading the board tables here, as the file
 * module does for attachments, keeps the question "who shows this picture" in one query set.
 */
export function mediaRepository(db: Db) {
  return {
    /** A page of items, newest first; `folded` matches the file name or either description. */
    async list({ folded, limit, offset }: { folded: string; limit: number; offset: number }) {
      let query = db.selectFrom('media');
      if (folded)
        query = query.where(
          sql<boolean>`${sql.ref('textSearch')} like ${`%${literal(folded)}%`} escape '\\'`,
        );
      const [list, count] = await Promise.all([
        query.selectAll().orderBy('mediaNo', 'desc').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(count.n) };
    },

    find: (mediaNo: number) =>
      db.selectFrom('media').selectAll().where('mediaNo', '=', mediaNo).executeTakeFirst(),

    findMany: (mediaNos: readonly number[]) =>
      mediaNos.length
        ? db.selectFrom('media').selectAll().where('mediaNo', 'in', mediaNos).execute()
        : Promise.resolve([]),

    async insert(
      values: Omit<MediaRecord, 'mediaNo' | 'modifyId' | 'modifyDt' | 'version'>,
    ): Promise<number> {
      const row = await db.insertInto('media').values(values).returning('mediaNo').executeTakeFirstOrThrow();
      return Number(row.mediaNo);
    },

    /** A save: with `expected`, only over that version of the item (decision 057). */
    update: (mediaNo: number, values: Partial<Omit<MediaRecord, 'mediaNo' | 'version'>>, expected?: number) =>
      updateVersioned(db, { table: 'media', key: { mediaNo }, values, expected }),

    remove: (mediaNo: number) => db.deleteFrom('media').where('mediaNo', '=', mediaNo).execute(),

    /**
     * Every item showing the picture, the trash included (restoring one would bring the picture
     * back), of every board type whose declaration can show one: by the library item's number
     * (banners, partners), and rich text and share images by the file's stem, which its
     * renditions share (the editor inserts one of them).
     */
    async usedBy(mediaNo: number, stem: string): Promise<MediaUse[]> {
      const found = await Promise.all(
        MEDIA_USERS.map(({ type, id, title, itemColumn, textColumns }) =>
          db
            .selectFrom(type)
            .select([
              sql<number>`${sql.ref(id)}`.as('no'),
              sql<string>`${sql.ref(title)}`.as('title'),
              'localeCd',
              'delYn',
            ])
            .where((eb) =>
              eb.or([
                ...(itemColumn ? [sql<boolean>`${sql.ref(itemColumn)} = ${mediaNo}`] : []),
                ...textColumns.map(
                  (column) => sql<boolean>`${sql.ref(column)} like ${`%${literal(stem)}%`} escape '\\'`,
                ),
              ]),
            )
            .orderBy(sql.ref(id))
            .execute(),
        ),
      );
      return MEDIA_USERS.flatMap(({ type }, i) =>
        (found[i] ?? []).map((row) => ({
          type,
          no: Number(row.no),
          title: row.title,
          localeCd: row.localeCd,
          isDeleted: row.delYn === 'Y',
        })),
      );
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
