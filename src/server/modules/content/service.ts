import type { LocaleCd } from '../../../common/codes.ts';
import { LIMITS } from '../../../common/codes.ts';
import { SCHEDULE_COLUMNS } from '../../../common/content-declaration.ts';
import { addDays, vietnamDayStartUtc } from '../../../common/dates.ts';
import { can } from '../../../common/permissions.ts';
import { minuteOf, vietnamLocal } from '../../../common/schedule-times.ts';
import { type ListQuery, listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import { type Clock, systemClock } from '../../clock.ts';
import type { ListFilter } from '../../db/table-repository.ts';
import { badRequest, forbidden, notFound, parseOrThrow } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { type FormInput, requireType, storeAttachment, storeImage } from '../../storage/uploads.ts';
import { searchFilter, sortOrder } from '../list-query.ts';
import type { MediaService } from '../media/media.service.ts';
import type { RevisionService, SavedBy } from '../revision/revision.service.ts';
import type { ContentRepository } from './repository.ts';
import { type ContentResource, fileColumnsOf, type Row } from './resource.ts';

/** The folded columns searches and filters read: never answered (the API reference leaves them out too). */
export const SEARCH_COLUMNS = [
  'titleSearch',
  'contentsSearch',
  'nameSearch',
  'locationSearch',
  'departmentSearch',
  'applicantSearch',
];
const HIDDEN_COLUMNS = SEARCH_COLUMNS;
/** Who edited stays with staff; when (modifyDt) is public, for the sitemap and structured data. */
const ADMIN_ONLY_COLUMNS = ['createId', 'modifyId'];
const NOT_FOR_STAFF = new Set(HIDDEN_COLUMNS);
const NOT_FOR_VISITORS = new Set([...HIDDEN_COLUMNS, ...ADMIN_ONLY_COLUMNS]);

/** Columns stored null for items saved before they existed (migration 015), answered as ''. */
const READ_AS_EMPTY = ['metaDescription', 'shareImage'];

/** Rows for visitors' lists carry no group: they link nothing. */
const withoutGroup = ({ translationGroup: _, ...row }: Row): Row => row;

/** What banners and partners ask of the media library (decision 036). */
export type ImageLibrary = Pick<MediaService, 'add' | 'find' | 'looks' | 'variantsFor'>;

/** What a save made: the item, and the version it keeps (null for types without revisions). */
export interface Saved {
  id: number;
  revisionNo: number | null;
}

/**
 * Rules shared by every board content type: visibility, paging, search, files, audit columns; for
 * the board types (given `revisions`) the versions every save keeps and the pending drafts.
 * Visitors see what the schedules show at the minute `now` says (decision 035).
 */
export function contentService(
  resource: ContentResource,
  repo: ContentRepository,
  store: FileStore,
  {
    now = systemClock,
    revisions,
    library,
  }: { now?: Clock; revisions?: RevisionService | undefined; library?: ImageLibrary | undefined } = {},
) {
  /** The minute public visibility is judged at: one per minute, so cached totals and keys last it. */
  const visibleAt = () => resource.schedule && { schedule: resource.schedule, minute: minuteOf(now()) };
  const mediaColumn = library && resource.upload?.mediaColumn;

  const present = (row: Row, auth: Auth | null): Row => {
    const left = auth ? NOT_FOR_STAFF : NOT_FOR_VISITORS;
    // Copied column by column: deleting from a copy made each row a slow dictionary object.
    const out: Row = {};
    for (const column in row) if (!left.has(column)) out[column] = row[column];
    for (const column of READ_AS_EMPTY) if (out[column] === null) out[column] = '';
    const variants = resource.upload?.variantsColumn;
    if (variants) out[variants] = JSON.parse(String(row[variants] || '[]'));
    // A schedule's instants are answered in Vietnam time, as staff type them (decision 035).
    if (resource.schedule === 'publishWindow')
      for (const column of SCHEDULE_COLUMNS)
        out[column] = row[column] ? vietnamLocal(String(row[column])) : '';
    return Object.assign(out, resource.labels(row, (row.localeCd === 'VI' ? 'VI' : 'EN') as LocaleCd));
  };

  let scheduled: { minute: string; until: number; at: Promise<number | undefined> } | null = null;
  /**
   * When visitors' view of this type next changes by itself (a scheduled publication, take-down,
   * window start or end), in ms since the epoch; undefined when nothing is ahead. Shared caches keep
   * an answer no longer (decision 041). Asked of the database at most every two seconds (another
   * instance's save is seen as late as the micro-cache sees it), and again after a write here.
   */
  const nextChange = (): Promise<number | undefined> => {
    const minute = visibleAt()?.minute;
    if (!minute || !repo.nextScheduledChange) return Promise.resolve(undefined);
    const clock = Date.now();
    if (scheduled?.minute !== minute || scheduled.until < clock) {
      const at = repo.nextScheduledChange(minute).then((iso) => (iso ? Date.parse(iso) : undefined));
      scheduled = { minute, until: clock + 2000, at };
      at.catch(() => (scheduled = null));
    }
    return scheduled.at;
  };

  /** Deleted rows (the Trash) are for holders of the page's delete right only. */
  const canSeeDeleted = (auth: Auth | null) => !!auth && can(auth.settings, 'd', resource.page);

  /** Visitors see only public rows whatever they send; administrators filter as they ask. */
  const visibility = (q: ListQuery, auth: Auth | null): ListFilter => {
    if (auth && q.delYn === 'Y' && !canSeeDeleted(auth))
      throw forbidden('Only administrators who may delete these items can see deleted ones');
    return auth
      ? { localeCd: q.localeCd, useYn: q.useYn, delYn: q.delYn ?? 'N' }
      : {
          localeCd: q.localeCd ?? 'EN',
          useYn: 'Y',
          delYn: 'N',
          visibleAt: visibleAt(),
        };
  };

  /** statusCd filters only where the resource has one (inquiries); elsewhere it is ignored, like typeCd. */
  const statusFilter = (q: ListQuery): string | undefined => {
    const codes = resource.filters?.statusCd;
    if (!codes || !q.statusCd) return undefined;
    if (!codes.includes(q.statusCd)) throw badRequest(`statusCd must be one of ${codes.join(', ')}`);
    return q.statusCd;
  };

  /**
   * The declared field filters the query sets (an empty value sets none): a code must be one of
   * the field's, a text matches the field's whole value folded.
   */
  const fieldFilters = (q: ListQuery): ListFilter['equals'] => {
    const equals: NonNullable<ListFilter['equals']> = {};
    for (const { name, column, codes, isId } of resource.fieldFilters) {
      const sent = (q as Record<string, unknown>)[name];
      const value = typeof sent === 'string' ? sent.trim() : '';
      if (!value) continue;
      if (codes && !codes.includes(value)) throw badRequest(`${name} must be one of ${codes.join(', ')}`);
      if (isId && !/^[1-9]\d{0,9}$/.test(value)) throw badRequest(`${name} must be a record number`);
      equals[column] = isId ? Number(value) : codes ? value : foldForSearch(value);
    }
    return equals;
  };

  /** The rows a list query selects, before paging: shared by the paged list and exports. */
  const filterOf = (q: ListQuery, auth: Auth | null): ListFilter => ({
    ...visibility(q, auth),
    typeCd: resource.hasTypeCd ? q.typeCd : undefined,
    equals: { statusCd: statusFilter(q), ...fieldFilters(q) },
    createdAt: resource.dateRangeColumn && {
      column: resource.dateRangeColumn,
      from: q.searchStartDt && vietnamDayStartUtc(q.searchStartDt),
      before: q.searchEndDt && vietnamDayStartUtc(addDays(q.searchEndDt, 1)),
    },
    search: searchFilter(q, resource.search),
  });

  /** The library item `mediaNo` names: null when none is sent, a 400 when it names none. */
  async function pickedItem(sent: unknown) {
    // Only text or a number is read: String() of a hostile object ({toString: 'x'}) would throw.
    const text =
      typeof sent === 'string' || typeof sent === 'number' ? String(sent).trim() : sent == null ? '' : '?';
    if (text === '') return null;
    const item = /^[1-9]\d{0,9}$/.test(text) ? await library!.find(Number(text)) : undefined;
    if (!item) throw badRequest('mediaNo must be the number of a picture in the media library');
    return item;
  }

  /**
   * A library image: a new upload becomes an item, or `mediaNo` picks one; the row keeps the
   * item's number and a copy of its file columns, which the pages and feeds read as before.
   */
  async function libraryImage(form: FormInput, isNew: boolean, auth: Auth): Promise<Row> {
    const spec = resource.upload!;
    const file = form.files[spec.field];
    if (file) requireType(file, spec.accepts, spec.typeMessage);
    const item = file ? await library!.add(file, auth) : await pickedItem(form.fields.mediaNo);
    if (!item) {
      if (isNew && spec.isRequired)
        throw badRequest(
          `${spec.field} is required: choose a file or a picture of the media library (mediaNo)`,
        );
      return {};
    }
    return {
      [spec.urlColumn]: item.url,
      [spec.nameColumn]: item.fileName,
      [spec.variantsColumn ?? 'imageVariants']: JSON.stringify(library!.variantsFor(item, spec.widths ?? [])),
      [mediaColumn!]: Number(item.mediaNo),
    };
  }

  /**
   * Rows showing a library image carry its description in the row's language (`imageAlt`, '' when
   * none) and its focal point, read in one query for the page of rows.
   */
  async function withMedia(rows: Row[]): Promise<Row[]> {
    if (!mediaColumn) return rows;
    const numbers = rows.map((row) => row[mediaColumn]).filter((no) => no != null) as number[];
    const looks = numbers.length ? await library!.looks(numbers.map(Number)) : new Map();
    return rows.map((row) => {
      const look = row[mediaColumn] == null ? undefined : looks.get(Number(row[mediaColumn]));
      return Object.assign(row, {
        imageAlt: (row.localeCd === 'VI' ? look?.altVI : look?.altEN) ?? '',
        focalX: look?.focalX ?? 50,
        focalY: look?.focalY ?? 50,
      });
    });
  }

  async function storeUpload(form: FormInput, isNew: boolean, auth: Auth): Promise<Row> {
    const spec = resource.upload;
    if (!spec) return {};
    if (mediaColumn) return libraryImage(form, isNew, auth);
    const file = form.files[spec.field];
    if (!file) {
      if (isNew && spec.isRequired) throw badRequest(`${spec.field} is required: choose a file`);
      return {};
    }
    const type = requireType(file, spec.accepts, spec.typeMessage);
    if (spec.kind === 'attachment')
      return { [spec.urlColumn]: await storeAttachment(store, file, type), [spec.nameColumn]: file.fileName };
    const image = await storeImage(store, file, type, spec.widths ?? []);
    return {
      [spec.urlColumn]: image.url,
      [spec.nameColumn]: file.fileName,
      ...(spec.variantsColumn ? { [spec.variantsColumn]: JSON.stringify(image.variants) } : {}),
    };
  }

  /** What a list answer depends on, and nothing else: the rows selected, the page and the order. */
  const listPlan = (query: unknown, auth: Auth | null) => {
    const q = parseOrThrow(listQuerySchema, query);
    const requested = q.pageCnt ?? q.pageCount;
    const size = requested ?? (auth ? LIMITS.adminPageSize : resource.publicPageSize);
    return {
      filter: filterOf(q, auth),
      page: size === null ? null : { limit: size, offset: (q.pageNo - 1) * size },
      order: sortOrder(q, resource.sort, resource.idField),
    };
  };

  /**
   * The languages a row exists in, as ids ({"EN": 3, "VI": 8}): itself and the members of its
   * translation group the caller may see. Rows without a group answer themselves alone.
   */
  async function withTranslations(rows: Row[], auth: Auth | null): Promise<Row[]> {
    if (!resource.isTranslatable) return rows;
    const groups = [...new Set(rows.map((row) => row.translationGroup).filter((g) => g != null))] as number[];
    const members = groups.length
      ? await repo.groupMembers!(
          groups,
          auth ? { delYn: 'N' } : { delYn: 'N', useYn: 'Y', visibleAt: visibleAt() },
        )
      : [];
    return rows.map((row) => {
      const own = { [String(row.localeCd)]: Number(row[resource.idField]) };
      const linked = members.filter(
        (m) => row.translationGroup != null && m.translationGroup === row.translationGroup,
      );
      const translations = Object.fromEntries(linked.map((m) => [m.localeCd, Number(m.id)]));
      const { translationGroup: _, ...rest } = row;
      return { ...rest, translations: { ...translations, ...own } };
    });
  }

  /** translationOf as sent: undefined when left out, null when empty (unlink), else a record number. */
  function linkOf(fields: Row): number | null | undefined {
    if (!resource.isTranslatable || fields.translationOf === undefined) return undefined;
    const sent = String(fields.translationOf ?? '').trim();
    if (sent === '') return null;
    if (!/^[1-9]\d{0,9}$/.test(sent)) throw badRequest('translationOf must be the number of an item');
    return Number(sent);
  }

  /**
   * The group `id` (in `localeCd`) joins when linked to item `target`: the target's, or a new one
   * named after it. Refused (400) when the target is not an item of this type, is in the same
   * language, or already has a counterpart in this language.
   */
  async function groupFor(target: number, localeCd: unknown, id?: number): Promise<number> {
    const other = await repo.findById(target, { delYn: 'N' });
    if (!other || target === id)
      throw badRequest(`translationOf must be the number of another ${resource.name} item`);
    if (other.localeCd === localeCd) throw badRequest('translationOf must be an item in the other language');
    const group = Number(other.translationGroup ?? target);
    const taken = (await repo.groupMembers!([group], {})).find(
      (m) => m.localeCd === localeCd && Number(m.id) !== id,
    );
    if (taken)
      throw badRequest(`translationOf: item ${target} is already linked to item ${Number(taken.id)}`);
    if (other.translationGroup == null) await repo.update(target, { translationGroup: group });
    return group;
  }

  const validated = (fields: Row): Row => {
    const input = parseOrThrow(resource.schema, fields);
    return { ...input, ...resource.derive(input) };
  };

  async function getItem(id: number, auth: Auth | null) {
    const filter: ListFilter = auth
      ? { delYn: canSeeDeleted(auth) ? undefined : 'N' }
      : { ...visibility({ pageNo: 1 }, null), localeCd: undefined };
    const row = await repo.findById(id, filter);
    if (!row) throw notFound();
    const [one] = await withTranslations(await withMedia([present(row, auth)]), auth);
    return one!;
  }

  /** The columns of a row a version keeps (resource.versionColumns), as stored. */
  const versionOf = (row: Row): Row => {
    const version: Row = {};
    for (const column of resource.versionColumns) if (column in row) version[column] = row[column];
    return version;
  };

  const itemKey = (id: number) => ({ contentType: resource.name, itemNo: id });
  const stamp = (auth: Auth): SavedBy => ({
    username: auth.user.username,
    createDt: new Date().toISOString(),
  });

  /**
   * Writes `input` (validated over the stored row by the caller) and `files` (file columns already stored) over
   * item `id`, and keeps the version this makes. An item saved before revisions existed first gets
   * its stored version kept, so that its first save can be undone too.
   */
  async function save(
    existing: Row,
    id: number,
    changes: { input: Row; files: Row; extra?: Row },
    auth: Auth,
  ): Promise<Saved> {
    const by = stamp(auth);
    if (revisions && !(await revisions.hasAny(itemKey(id))))
      await revisions.record(itemKey(id), versionOf(existing), {
        username: String(existing.modifyId ?? existing.createId ?? '') || null,
        createDt: String(existing.modifyDt ?? existing.createDt),
      });
    const written = {
      ...changes.input,
      ...changes.files,
      ...changes.extra,
      modifyId: by.username,
      modifyDt: by.createDt,
    };
    await repo.update(id, written);
    scheduled = null;
    const revisionNo =
      (await revisions?.record(itemKey(id), versionOf({ ...existing, ...written }), by)) ?? null;
    return { id, revisionNo };
  }

  /** The live (not deleted) item `id` of a board type, or 404; 404 too for types without revisions. */
  async function liveItem(id: number): Promise<Row> {
    const existing = revisions && (await repo.findById(id, { delYn: 'N' }));
    if (!existing) throw notFound();
    return existing;
  }

  /** A board item, in the trash or not (its history stays readable there), or 404. */
  async function liveItemOrTrashed(id: number): Promise<Row> {
    const existing = revisions && (await repo.findById(id, {}));
    if (!existing) throw notFound();
    return existing;
  }

  /** The item's pending draft or 404. */
  async function draftOf(id: number) {
    const draft = await revisions!.findDraft(itemKey(id));
    if (!draft) throw notFound('This item has no draft');
    return draft;
  }

  /** A version's file columns (written as they are) apart from its fields (validated again). */
  const splitFiles = (version: Row) => {
    const upload = resource.upload;
    const fileColumns = upload ? fileColumnsOf(upload) : [];
    const fields: Row = {};
    const files: Row = {};
    for (const [column, value] of Object.entries(version))
      (fileColumns.includes(column) ? files : fields)[column] = value;
    return { fields, files };
  };

  /** A kept version (a revision's or a draft's) over the stored row: its fields checked again, its files as kept. */
  const versionOver = (existing: Row, version: Row) => {
    const { fields, files } = splitFiles(version);
    return { input: validated({ ...existing, ...fields }), files };
  };

  /** Staff rows of board types say whether the item has a pending draft. */
  async function withDrafts(rows: Row[]): Promise<Row[]> {
    if (!revisions) return rows;
    const drafts = await revisions.draftsAmong(
      resource.name,
      rows.map((row) => Number(row[resource.idField])),
    );
    return rows.map((row) => ({ ...row, hasDraft: drafts.has(Number(row[resource.idField])) }));
  }

  return {
    resource,

    /**
     * A page of the list. Staff rows carry the languages of each item; visitors' rows only when
     * asked (`withTranslations`, the sitemap): a public list need not pay for it.
     */
    async list(query: unknown, auth: Auth | null, { withTranslations: translated = Boolean(auth) } = {}) {
      const { filter, page, order } = listPlan(query, auth);
      const { list, total } = await repo.list(filter, page, order);
      const rows = await withMedia(list.map((row) => present(row, auth)));
      const shown = translated ? await withTranslations(rows, auth) : rows.map(withoutGroup);
      return { list: auth ? await withDrafts(shown) : shown, total };
    },

    /**
     * The micro-cache key of a visitor's list query: queries that differ only in parameters the
     * answer ignores, in their order or in spelling (pageNo=01, a search in capitals or without
     * diacritics) share one key. An invalid query throws its 400 here, before any cache.
     */
    visitorListKey: (query: unknown) => JSON.stringify(listPlan(query, null)),

    /**
     * The micro-cache key of a visitor's item: its id and, for a scheduled type, the minute, so that
     * an answer stored before a publication or take-down is not served after it (decision 035).
     */
    visitorItemKey: (id: number) => `${id} ${visibleAt()?.minute ?? ''}`,

    nextChange,

    /** Every row a staff list query selects, unpaged (the CSV export). */
    async listAll(query: unknown, auth: Auth) {
      const q = parseOrThrow(listQuerySchema, query);
      const { list } = await repo.list(
        filterOf(q, auth),
        null,
        sortOrder(q, resource.sort, resource.idField),
      );
      return list.map((row) => present(row, auth));
    },

    get: getItem,

    async create(form: FormInput, auth: Auth): Promise<Saved> {
      const input = validated(form.fields);
      const link = linkOf(form.fields);
      const translationGroup = link ? await groupFor(link, input.localeCd) : null;
      const files = await storeUpload(form, true, auth);
      const by = stamp(auth);
      const row = { ...input, ...files };
      const id = await repo.insert({
        ...row,
        ...(resource.isTranslatable ? { translationGroup } : {}),
        delYn: 'N',
        createId: by.username,
        createDt: by.createDt,
      });
      scheduled = null;
      const revisionNo = (await revisions?.record(itemKey(id), versionOf(row), by)) ?? null;
      return { id, revisionNo };
    },

    /** Partial update: what is left out keeps its stored value, a form without a file keeps the file. */
    async update(id: number, form: FormInput, auth: Auth): Promise<Saved> {
      const existing = await repo.findById(id, { delYn: 'N' });
      if (!existing) throw notFound();
      const input = validated({ ...existing, ...form.fields });
      const link = linkOf(form.fields);
      const old = existing.translationGroup == null ? null : Number(existing.translationGroup);
      // The new group is settled (and checked) first; then linking elsewhere or unlinking takes the
      // old pair apart, so that a refused link leaves the old one as it was.
      const group = link ? await groupFor(link, input.localeCd, id) : null;
      if (link !== undefined && old !== null && old !== group) await repo.ungroup!(old);
      const files = await storeUpload(form, false, auth);
      return save(
        existing,
        id,
        { input, files, extra: link === undefined ? {} : { translationGroup: group } },
        auth,
      );
    },

    /** The item's versions, newest (the current one) first: `{list, total}`. */
    async revisions(id: number) {
      await liveItemOrTrashed(id);
      return revisions!.list(itemKey(id));
    },

    async revision(id: number, revisionNo: number) {
      await liveItemOrTrashed(id);
      return revisions!.get(itemKey(id), revisionNo);
    },

    /**
     * Makes an older version current as a new save (so the restore can be undone in turn). The
     * item keeps its language: a version in the other one would break its translation pair.
     */
    async restoreRevision(id: number, revisionNo: number, auth: Auth): Promise<Saved> {
      const existing = await liveItem(id);
      const { fields } = await revisions!.get(itemKey(id), revisionNo);
      const { localeCd: _, ...kept } = fields;
      return save(existing, id, versionOver(existing, kept), auth);
    },

    /**
     * Keeps changes to a live item as its draft (one per item, replaced by the next), validated as
     * a save would be: visitors see nothing of it until it is published. A file sent is stored now.
     */
    async saveDraft(id: number, form: FormInput, auth: Auth): Promise<'OK'> {
      const existing = await liveItem(id);
      const input = parseOrThrow(resource.schema, { ...existing, ...form.fields });
      const files = await storeUpload(form, false, auth);
      await revisions!.saveDraft(itemKey(id), versionOf({ ...input, ...files }), stamp(auth));
      return 'OK';
    },

    /** The pending draft: who saved it, when, and its fields (404 when there is none). */
    async draft(id: number) {
      await liveItem(id);
      return draftOf(id);
    },

    async discardDraft(id: number): Promise<'OK'> {
      await liveItem(id);
      if (!(await revisions!.removeDraft(itemKey(id)))) throw notFound('This item has no draft');
      return 'OK';
    },

    /** Applies the pending draft as a save (a new revision) and drops it. */
    async publishDraft(id: number, auth: Auth): Promise<Saved> {
      const existing = await liveItem(id);
      const draft = await draftOf(id);
      const saved = await save(existing, id, versionOver(existing, draft.fields), auth);
      await revisions!.removeDraft(itemKey(id));
      return saved;
    },

    /** The item as an administrator's preview shows it: with its pending draft applied, if any. */
    async withDraft(id: number, auth: Auth): Promise<Row> {
      const row = await getItem(id, auth);
      const draft = revisions && (await revisions.findDraft(itemKey(id)));
      if (!draft) return row;
      const { fields, files } = splitFiles(draft.fields);
      const stored = await repo.findById(id, {});
      return { ...row, ...present({ ...stored, ...validated({ ...stored, ...fields }), ...files }, auth) };
    },

    async remove(ids: number[], auth: Auth): Promise<number[]> {
      const deleted = await repo.softDelete(ids, auth.user.username);
      scheduled = null;
      if (!deleted.length) throw notFound('Nothing to delete');
      return deleted;
    },

    /**
     * Removes for good the items in the Trash since before `before`, with their versions and
     * drafts (the purge, TRASH_RETENTION_DAYS); answers how many. Board types only.
     */
    async purgeTrash(before: Date): Promise<number> {
      if (!repo.purgeDeletedBefore || !revisions) return 0;
      const ids = await repo.purgeDeletedBefore(before.toISOString());
      await revisions.removeItems(resource.name, ids);
      return ids.length;
    },

    /** Out of the Trash: the rows are live again, public when their own rules say so. */
    async restore(ids: number[], auth: Auth): Promise<number[]> {
      const restored = await repo.restore(ids, auth.user.username);
      scheduled = null;
      if (!restored.length) throw notFound('Nothing to restore: the items are not in the trash');
      return restored;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
