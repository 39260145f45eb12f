import type { Db } from '../../db/index.ts';
import type { ItemKey } from '../revision/revision.service.ts';

/** The site setting naming the board types with review on, as a JSON array of type names. */
const REVIEW_TYPES = 'reviewTypes';

export interface ReviewEventInput {
  step: string;
  comment: string | null;
  revisionNo: number | null;
  username: string | null;
  createDt: string;
}

/** The review setting (a `site_setting` row) and the `content_review_event` rows (decision 058). */
export function reviewRepository(db: Db) {
  return {
    async typesOn(): Promise<string[]> {
      const row = await db
        .selectFrom('site_setting')
        .select('value')
        .where('name', '=', REVIEW_TYPES)
        .executeTakeFirst();
      const value: unknown = row ? JSON.parse(row.value) : [];
      return Array.isArray(value) ? value.map(String) : [];
    },

    async setTypesOn(types: readonly string[]): Promise<void> {
      const value = JSON.stringify(types);
      const updated = await db
        .updateTable('site_setting')
        .set({ value })
        .where('name', '=', REVIEW_TYPES)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db.insertInto('site_setting').values({ name: REVIEW_TYPES, value }).execute();
    },

    addEvent: (item: ItemKey, event: ReviewEventInput) =>
      db
        .insertInto('content_review_event')
        .values({ ...item, ...event })
        .execute(),

    /** The item's review steps, newest first. */
    events: ({ contentType, itemNo }: ItemKey) =>
      db
        .selectFrom('content_review_event')
        .select(['eventNo', 'step', 'comment', 'revisionNo', 'username', 'createDt'])
        .where('contentType', '=', contentType)
        .where('itemNo', '=', itemNo)
        .orderBy('eventNo', 'desc')
        .execute(),

    /** The latest submission of each of the items, for the queue's "who, when". */
    submissions: (contentTypes: readonly string[]) =>
      db
        .selectFrom('content_review_event')
        .select(['contentType', 'itemNo', 'username', 'createDt'])
        .where('contentType', 'in', contentTypes)
        .where('step', '=', 'submitted')
        .orderBy('eventNo')
        .execute(),
  };
}
