import type { Auth } from '../../auth.ts';
import { assertVersion } from '../../db/row-version.ts';
import { notFound, parseOrThrow } from '../../errors.ts';
import type { FormInput } from '../../storage/uploads.ts';
import type { RevisionService, SavedBy } from '../revision/revision.service.ts';
import type { TableRows } from './repository.ts';
import { type ContentResource, fileColumnsOf, type Row } from './resource.ts';
import type { Writes } from './writes.ts';

/** The columns of a row a version keeps (resource.versionColumns), as stored. */
const versionOf = (resource: ContentResource, row: Row): Row => {
  const version: Row = {};
  for (const column of resource.versionColumns) if (column in row) version[column] = row[column];
  return version;
};

/** A version's file columns (written as they are) apart from its fields (validated again). */
export const splitFiles = (resource: ContentResource, version: Row) => {
  const fileColumns = resource.upload ? fileColumnsOf(resource.upload) : [];
  const fields: Row = {};
  const files: Row = {};
  for (const [column, value] of Object.entries(version))
    (fileColumns.includes(column) ? files : fields)[column] = value;
  return { fields, files };
};

/**
 * The versions every save of a board item keeps (decision 037), as the writes record them: the
 * one a create or save makes, and first the stored one of an item saved before revisions existed,
 * so that its first save can be undone too.
 */
export function versionHistoryOf(resource: ContentResource, revisions: RevisionService) {
  const itemKey = (id: number) => ({ contentType: resource.name, itemNo: id });
  return {
    itemKey,

    /** Keeps the version `row` is; answers its number. */
    record: (id: number, row: Row, by: SavedBy) =>
      revisions.record(itemKey(id), versionOf(resource, row), by),

    /** Before a save over `existing`: keeps its stored version when it has none yet. */
    async keepFirst(existing: Row, id: number): Promise<void> {
      if (await revisions.hasAny(itemKey(id))) return;
      await revisions.record(itemKey(id), versionOf(resource, existing), {
        username: String(existing.modifyId ?? existing.createId ?? '') || null,
        createDt: String(existing.modifyDt ?? existing.createDt),
      });
    },

    /** Staff rows say whether the item has a pending draft. */
    async withDrafts(rows: Row[]): Promise<Row[]> {
      const ids = rows.map((row) => Number(row[resource.idField]));
      const drafts = await revisions.draftsAmong(resource.name, ids);
      return rows.map((row) => {
        const draft = drafts.get(Number(row[resource.idField]));
        // reviewState: 'submitted' (awaiting review) or 'returned' (decision 058).
        return { ...row, hasDraft: !!draft, reviewState: draft?.reviewState ?? null };
      });
    },

    /** The item's pending draft, if any. */
    findDraft: (id: number) => revisions.findDraft(itemKey(id)),
  };
}

export type VersionHistory = ReturnType<typeof versionHistoryOf>;

/**
 * What staff do with an item's versions and its draft (the routes of the board types): list and
 * read versions, restore one, and save, read, discard or publish the one pending draft. Each is
 * for an item that exists (404 otherwise); restoring and publishing are saves like any other.
 */
export function versionsOf({
  resource,
  repo,
  revisions,
  history,
  writes,
}: {
  resource: ContentResource;
  repo: Pick<TableRows, 'findById'>;
  revisions: RevisionService;
  history: VersionHistory;
  writes: Pick<Writes, 'save' | 'validated' | 'storeUpload'>;
}) {
  const { itemKey } = history;

  /** The live (not deleted) item `id`, or 404; 409 when it is no longer at the `expected` version (decision 057). */
  async function liveItem(id: number, expected?: number): Promise<Row> {
    const existing = await repo.findById(id, { delYn: 'N' });
    if (!existing) throw notFound();
    assertVersion(existing, expected);
    return existing;
  }

  /** The item, in the trash or not (its history stays readable there), or 404. */
  async function anyItem(id: number): Promise<Row> {
    const existing = await repo.findById(id, {});
    if (!existing) throw notFound();
    return existing;
  }

  async function draftOf(id: number) {
    const draft = await history.findDraft(id);
    if (!draft) throw notFound('This item has no draft');
    return draft;
  }

  /** A kept version (a revision's or a draft's) over the stored row: its fields checked again, its files as kept. */
  const versionOver = (existing: Row, version: Row) => {
    const { fields, files } = splitFiles(resource, version);
    return { input: writes.validated({ ...existing, ...fields }), files };
  };

  return {
    /** The item's versions, newest (the current one) first: `{list, total}`. */
    async list(id: number) {
      await anyItem(id);
      return revisions.list(itemKey(id));
    },

    async get(id: number, revisionNo: number) {
      await anyItem(id);
      return revisions.get(itemKey(id), revisionNo);
    },

    /**
     * Makes an older version current as a new save (so the restore can be undone in turn). The
     * item keeps its language: a version in the other one would break its translation pair.
     */
    async restore(id: number, revisionNo: number, auth: Auth, expected?: number) {
      const existing = await liveItem(id, expected);
      const { fields } = await revisions.get(itemKey(id), revisionNo);
      const { localeCd: _, ...kept } = fields;
      return writes.save(existing, id, { ...versionOver(existing, kept), expected }, auth);
    },

    /**
     * Keeps changes to a live item as its draft (one per item, replaced by the next), validated as
     * a save would be: visitors see nothing of it until it is published. A file sent is stored now.
     */
    async saveDraft(id: number, form: FormInput, auth: Auth, expected?: number): Promise<'OK'> {
      const existing = await liveItem(id, expected);
      const input = parseOrThrow(resource.schema, { ...existing, ...form.fields });
      const files = await writes.storeUpload(form, false, auth);
      await revisions.saveDraft(itemKey(id), versionOf(resource, { ...input, ...files }), {
        username: auth.user.username,
        createDt: new Date().toISOString(),
      });
      return 'OK';
    },

    /** The pending draft: who saved it, when, and its fields (404 when there is none). */
    async draft(id: number) {
      await liveItem(id);
      return draftOf(id);
    },

    async discardDraft(id: number): Promise<'OK'> {
      await liveItem(id);
      if (!(await revisions.removeDraft(itemKey(id)))) throw notFound('This item has no draft');
      return 'OK';
    },

    /** Applies the pending draft as a save (a new revision) and drops it. */
    async publishDraft(id: number, auth: Auth, expected?: number) {
      const existing = await liveItem(id, expected);
      const draft = await draftOf(id);
      const saved = await writes.save(
        existing,
        id,
        { ...versionOver(existing, draft.fields), expected },
        auth,
      );
      await revisions.removeDraft(itemKey(id));
      return saved;
    },
  };
}

export type Versions = ReturnType<typeof versionsOf>;
