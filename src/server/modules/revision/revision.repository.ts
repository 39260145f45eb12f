import { scanContains } from '../../db/contains-search.ts';
import type { Db } from '../../db/index.ts';

/** An item of a board type: the type's name and the item's number. */
export interface ItemKey {
  contentType: string;
  itemNo: number;
}

/** The `content_revision` and `content_draft` rows. */
export function revisionRepository(db: Db) {
  const ofItem = ({ contentType, itemNo }: ItemKey) =>
    db.selectFrom('content_revision').where('contentType', '=', contentType).where('itemNo', '=', itemNo);

  return {
    insert: (item: ItemKey, version: { fields: string; username: string | null; createDt: string }) =>
      db
        .insertInto('content_revision')
        .values({ ...item, ...version })
        .returning('revisionNo')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.revisionNo)),

    /** Versions whose fields name one of `texts` (lower case), without the fields. */
    listMentioning: (texts: string[]) =>
      db
        .selectFrom('content_revision')
        .select(['revisionNo', 'contentType', 'itemNo', 'createDt'])
        .where(({ or }) => or(texts.map((text) => scanContains('fields', text))))
        .orderBy('revisionNo')
        .execute(),

    draftsMentioning: (texts: string[]) =>
      db
        .selectFrom('content_draft')
        .select(['contentType', 'itemNo', 'createDt'])
        .where(({ or }) => or(texts.map((text) => scanContains('fields', text))))
        .execute(),

    removeRevisions: (revisionNos: number[]) =>
      db.deleteFrom('content_revision').where('revisionNo', 'in', revisionNos).executeTakeFirst(),

    removeDrafts: (items: ItemKey[]) =>
      db
        .deleteFrom('content_draft')
        .where(({ eb, or, and }) =>
          or(
            items.map((item) =>
              and([eb('contentType', '=', item.contentType), eb('itemNo', '=', item.itemNo)]),
            ),
          ),
        )
        .executeTakeFirst(),

    /** The item each of `revisionNos` belongs to (those still kept). */
    itemsOf: (revisionNos: readonly number[]) =>
      db
        .selectFrom('content_revision')
        .select(['revisionNo', 'contentType', 'itemNo'])
        .where('revisionNo', 'in', revisionNos)
        .execute(),

    /** Newest first, without the fields. */
    list: (item: ItemKey) =>
      ofItem(item).select(['revisionNo', 'createDt', 'username']).orderBy('revisionNo', 'desc').execute(),

    count: (item: ItemKey) =>
      ofItem(item)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),

    find: (item: ItemKey, revisionNo: number) =>
      ofItem(item).selectAll().where('revisionNo', '=', revisionNo).executeTakeFirst(),

    /** Deletes every revision of the item but its newest `kept`. */
    async prune(item: ItemKey, kept: number) {
      const oldestKept = await ofItem(item)
        .select('revisionNo')
        .orderBy('revisionNo', 'desc')
        .offset(kept - 1)
        .limit(1)
        .executeTakeFirst();
      if (!oldestKept) return;
      await db
        .deleteFrom('content_revision')
        .where('contentType', '=', item.contentType)
        .where('itemNo', '=', item.itemNo)
        .where('revisionNo', '<', oldestKept.revisionNo)
        .execute();
    },

    findDraft: ({ contentType, itemNo }: ItemKey) =>
      db
        .selectFrom('content_draft')
        .selectAll()
        .where('contentType', '=', contentType)
        .where('itemNo', '=', itemNo)
        .executeTakeFirst(),

    /** One draft per item: saving again replaces it. */
    saveDraft: (item: ItemKey, draft: { fields: string; username: string | null; createDt: string }) =>
      db
        .insertInto('content_draft')
        .values({ ...item, ...draft })
        .onConflict((oc) => oc.columns(['contentType', 'itemNo']).doUpdateSet(draft))
        .execute(),

    removeDraft: ({ contentType, itemNo }: ItemKey) =>
      db
        .deleteFrom('content_draft')
        .where('contentType', '=', contentType)
        .where('itemNo', '=', itemNo)
        .executeTakeFirst()
        .then((result) => Number(result.numDeletedRows) > 0),

    /** Sets the review state of the item's draft (decision 058); false when it has none. */
    setDraftReview: (
      { contentType, itemNo }: ItemKey,
      review: { reviewState: string | null; reviewComment: string | null },
    ) =>
      db
        .updateTable('content_draft')
        .set(review)
        .where('contentType', '=', contentType)
        .where('itemNo', '=', itemNo)
        .executeTakeFirst()
        .then((result) => Number(result.numUpdatedRows) > 0),

    /** The drafts of `contentTypes` in a review state, oldest first. */
    draftsInState: (contentTypes: readonly string[], reviewState: string) =>
      db
        .selectFrom('content_draft')
        .select(['contentType', 'itemNo', 'fields', 'username', 'createDt'])
        .where('contentType', 'in', contentTypes)
        .where('reviewState', '=', reviewState)
        .orderBy('createDt')
        .execute(),

    /** Which of `itemNos` have a pending draft, with who saved it and when. */
    draftsAmong: (contentType: string, itemNos: readonly number[]) =>
      db
        .selectFrom('content_draft')
        .select(['itemNo', 'username', 'createDt', 'reviewState'])
        .where('contentType', '=', contentType)
        .where('itemNo', 'in', itemNos)
        .execute(),

    /** Every revision and draft of the items: they go when the items themselves do. */
    async removeItems(contentType: string, itemNos: readonly number[]) {
      if (!itemNos.length) return;
      await db
        .deleteFrom('content_revision')
        .where('contentType', '=', contentType)
        .where('itemNo', 'in', itemNos)
        .execute();
      await db
        .deleteFrom('content_draft')
        .where('contentType', '=', contentType)
        .where('itemNo', 'in', itemNos)
        .execute();
      await db
        .deleteFrom('content_review_event')
        .where('contentType', '=', contentType)
        .where('itemNo', 'in', itemNos)
        .execute();
    },
  };
}
