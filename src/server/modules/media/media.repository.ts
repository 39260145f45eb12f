import { type Selectable, sql } from 'kysely';
import type { MediaUse } from '../../../common/rows.ts';
import type { Db } from '../../db/index.ts';
import type { MediaTable } from '../../db/schema.ts';

export type MediaRecord = Selectable<MediaTable>;

/** The rich-text boards whose contents may show a library picture. */
const RICH_TEXT = [
  { type: 'news', table: 'news', id: 'newsNo', columns: ['contents', 'shareImage'] },
  { type: 'faq', table: 'faq', id: 'faqNo', columns: ['contents'] },
  { type: 'job', table: 'job', id: 'jobNo', columns: ['contents', 'shareImage'] },
] as const;

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

    async insert(values: Omit<MediaRecord, 'mediaNo' | 'modifyId' | 'modifyDt'>): Promise<number> {
      const row = await db.insertInto('media').values(values).returning('mediaNo').executeTakeFirstOrThrow();
      return Number(row.mediaNo);
    },

    update: (mediaNo: number, values: Partial<Omit<MediaRecord, 'mediaNo'>>) =>
      db.updateTable('media').set(values).where('mediaNo', '=', mediaNo).execute(),

    remove: (mediaNo: number) => db.deleteFrom('media').where('mediaNo', '=', mediaNo).execute(),

    /**
     * Every item showing the picture, the trash included (restoring one would bring the picture
     * back): banners and partners by their mediaNo, rich text by the file's stem, which its
     * renditions share (the editor inserts one of them).
     */
    async usedBy(mediaNo: number, stem: string): Promise<MediaUse[]> {
      const [banners, partners, ...texts] = await Promise.all([
        db
          .selectFrom('banner')
          .select(['bannerNo as no', 'title', 'localeCd', 'delYn'])
          .where('mediaNo', '=', mediaNo)
          .orderBy('bannerNo')
          .execute(),
        db
          .selectFrom('partner')
          .select(['partnerNo as no', 'name as title', 'localeCd', 'delYn'])
          .where('mediaNo', '=', mediaNo)
          .orderBy('partnerNo')
          .execute(),
        // The text's pictures, and the page's share image (issue 26) where it has one.
        ...RICH_TEXT.map(({ table, id, columns }) =>
          db
            .selectFrom(table as 'news')
            .select([sql<number>`${sql.ref(id)}`.as('no'), 'title', 'localeCd', 'delYn'])
            .where((eb) =>
              eb.or(
                columns.map(
                  (column) => sql<boolean>`${sql.ref(column)} like ${`%${literal(stem)}%`} escape '\\'`,
                ),
              ),
            )
            .orderBy(sql.ref(id))
            .execute(),
        ),
      ]);
      const uses = (
        type: MediaUse['type'],
        rows: Array<{ no: number; title: string; localeCd: string; delYn: string }>,
      ) =>
        rows.map((row) => ({
          type,
          no: Number(row.no),
          title: row.title,
          localeCd: row.localeCd,
          isDeleted: row.delYn === 'Y',
        }));
      return [
        ...uses('banner', banners),
        ...uses('partner', partners),
        ...RICH_TEXT.flatMap(({ type }, i) => uses(type, texts[i]!)),
      ];
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
