import type { Db } from '../../db/index.ts';
import type { Row } from '../../db/table-repository.ts';
import { notFound } from '../../errors.ts';
import { type ItemKey, revisionRepository } from './revision.repository.ts';

/** How many versions of each item are kept: the issue asks for at least the last 50. */
export const REVISIONS_KEPT = 50;

export type { ItemKey };

/** Who saved a version or draft, and when. */
export interface SavedBy {
  username: string | null;
  createDt: string;
}

/** A draft's review (decision 058): null, 'submitted' or 'returned', and a returned draft's comment. */
export interface DraftReview {
  reviewState: string | null;
  reviewComment: string | null;
}

const parsed = (fields: string): Row => JSON.parse(fields) as Row;

/**
 * Revisions and drafts of board items (decision 037). The content service records a
 * revision after every save (the version the save made) and keeps an item's pending draft; this
 * module owns the two tables and knows nothing of the items' columns.
 */
export function revisionService(db: Db) {
  const repo = revisionRepository(db);

  return {
    /** Keeps `fields` as the item's newest version; the oldest beyond REVISIONS_KEPT go. */
    async record(item: ItemKey, fields: Row, by: SavedBy): Promise<number> {
      const revisionNo = await repo.insert(item, { fields: JSON.stringify(fields), ...by });
      await repo.prune(item, REVISIONS_KEPT);
      return revisionNo;
    },

    /** Whether the item has any version kept (items saved before revisions existed have none). */
    hasAny: async (item: ItemKey) => (await repo.count(item)) > 0,

    /** The item's versions, newest (the current one) first. */
    async list(item: ItemKey) {
      const list = (await repo.list(item)).map((row) => ({ ...row, revisionNo: Number(row.revisionNo) }));
      return { list, total: list.length };
    },

    /** One version with its fields; 404 when the item has no such revision. */
    async get(item: ItemKey, revisionNo: number) {
      const row = await repo.find(item, revisionNo);
      if (!row) throw notFound('No such revision of this item');
      return {
        revisionNo: Number(row.revisionNo),
        createDt: row.createDt,
        username: row.username,
        fields: parsed(row.fields),
      };
    },

    saveDraft: (item: ItemKey, fields: Row, by: SavedBy) =>
      repo.saveDraft(item, { fields: JSON.stringify(fields), ...by }),

    /** The item's pending draft with its review state (decision 058), or null. */
    async findDraft(item: ItemKey): Promise<(SavedBy & { fields: Row } & DraftReview) | null> {
      const row = await repo.findDraft(item);
      return row
        ? {
            username: row.username,
            createDt: row.createDt,
            fields: parsed(row.fields),
            reviewState: row.reviewState,
            reviewComment: row.reviewComment,
          }
        : null;
    },

    /** Sets the review state of the item's draft (decision 058); false when it has none. */
    setDraftReview: (item: ItemKey, review: DraftReview) => repo.setDraftReview(item, review),

    /** The drafts of `contentTypes` awaiting review (decision 058), oldest first, with their fields. */
    async draftsAwaiting(contentTypes: readonly string[]) {
      if (!contentTypes.length) return [];
      const rows = await repo.draftsInState(contentTypes, 'submitted');
      return rows.map((row) => ({ ...row, itemNo: Number(row.itemNo), fields: parsed(row.fields) }));
    },

    /** Drops the item's draft; false when it had none. */
    removeDraft: (item: ItemKey) => repo.removeDraft(item),

    /** Who saved the pending draft of each of `itemNos` that has one, when, and its review state. */
    async draftsAmong(
      contentType: string,
      itemNos: readonly number[],
    ): Promise<Map<number, SavedBy & Pick<DraftReview, 'reviewState'>>> {
      if (!itemNos.length) return new Map();
      const rows = await repo.draftsAmong(contentType, itemNos);
      return new Map(
        rows.map((row) => [
          Number(row.itemNo),
          { username: row.username, createDt: row.createDt, reviewState: row.reviewState },
        ]),
      );
    },

    /** The item each of `revisionNos` is a version of; versions no longer kept are left out. */
    async itemsOf(revisionNos: readonly number[]): Promise<Map<number, ItemKey>> {
      if (!revisionNos.length) return new Map();
      const rows = await repo.itemsOf(revisionNos);
      return new Map(
        rows.map((row) => [
          Number(row.revisionNo),
          { contentType: row.contentType, itemNo: Number(row.itemNo) },
        ]),
      );
    },

    /**
     * The kept versions and drafts whose fields name a person (decision 040: a FAQ answer quoting an
     * inquiry, say), for their request; `texts` in lower case.
     */
    async mentioning(texts: string[]) {
      const [versions, drafts] = await Promise.all([
        repo.listMentioning(texts),
        repo.draftsMentioning(texts),
      ]);
      return {
        versions: versions.map((row) => ({
          ...row,
          revisionNo: Number(row.revisionNo),
          itemNo: Number(row.itemNo),
        })),
        drafts: drafts.map((row) => ({ ...row, itemNo: Number(row.itemNo) })),
      };
    },

    /** Erases the versions and drafts that name a person; returns how many went. */
    async eraseMentioning(texts: string[]): Promise<number> {
      const { versions, drafts } = await this.mentioning(texts);
      let erased = 0;
      if (versions.length)
        erased += Number((await repo.removeRevisions(versions.map((v) => v.revisionNo))).numDeletedRows);
      if (drafts.length) erased += Number((await repo.removeDrafts(drafts)).numDeletedRows);
      return erased;
    },

    /** Forgets every version and draft of the items (when they are purged for good). */
    removeItems: (contentType: string, itemNos: readonly number[]) => repo.removeItems(contentType, itemNos),
  };
}

export type RevisionService = ReturnType<typeof revisionService>;
