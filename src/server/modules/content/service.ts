import { minuteOf } from '../../../common/schedule-times.ts';
import type { Auth } from '../../auth.ts';
import { type Clock, systemClock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import { presenterOf, withoutGroup } from './presentation.ts';
import type { BoardRepository, TableRows } from './repository.ts';
import type { ContentResource, Row } from './resource.ts';
import { type ScheduleHorizon, scheduleHorizon } from './schedule.ts';
import { type Translations, translationsOf } from './translations.ts';
import { trashOf, trashPurgeOf } from './trash.ts';
import { type ImageLibrary, type Uploads, uploadsOf } from './uploads.ts';
import { splitFiles, type VersionHistory, type Versions, versionHistoryOf, versionsOf } from './versions.ts';
import { type Visibility, visibilityOf } from './visibility.ts';
import { type Writes, writesOf } from './writes.ts';

export type { ImageLibrary } from './uploads.ts';
export type { Saved } from './writes.ts';

/** A content type kept as records only (inquiries, applications): its table query and file store. */
export interface RecordDeps {
  repo: TableRows;
  store: FileStore;
  /** The time visitors' visibility is judged at; the real one unless a test sets it. */
  now?: Clock | undefined;
}

/** A board type: besides, the board queries, the versions every save keeps and the media library. */
export interface BoardDeps extends Omit<RecordDeps, 'repo'> {
  repo: BoardRepository;
  revisions: RevisionService;
  library?: ImageLibrary | undefined;
}

/** The capabilities a type has switched on; one left out does not exist for it. */
interface Parts {
  repo: TableRows;
  visibility: Visibility;
  uploads: Uploads;
  translations?: Translations | undefined;
  history?: VersionHistory | undefined;
  horizon?: ScheduleHorizon | undefined;
}

/** The writes of a type, over its parts. */
const withWrites = (resource: ContentResource, parts: Parts) => ({
  ...parts,
  writes: writesOf({ resource, ...parts }),
});

/**
 * The rules of a content type, composed from its capabilities (this folder's README): every type
 * has presentation and visibility (decision 035), its upload and the Trash; a board type also has
 * translations, the versions and drafts of decision 037, the Trash's purge and, when scheduled, the
 * schedule horizon. A capability is on when the declaration asks for it and its dependencies are
 * given, and a service without it has no member for it.
 */
export function contentService(resource: ContentResource, deps: BoardDeps): BoardService;
export function contentService(resource: ContentResource, deps: RecordDeps): ContentService;
export function contentService(
  resource: ContentResource,
  deps: RecordDeps | BoardDeps,
): ContentService | BoardService {
  const visibility = visibilityOf(resource, deps.now ?? systemClock);
  if (!('revisions' in deps))
    return recordService(
      resource,
      withWrites(resource, { repo: deps.repo, visibility, uploads: uploadsOf(resource, deps.store) }),
    );
  const { repo, revisions } = deps;
  const history = versionHistoryOf(resource, revisions);
  const horizon = resource.schedule
    ? scheduleHorizon({
        minute: () => visibility.visibleAt()?.minute ?? '',
        nextScheduledChange: repo.nextScheduledChange,
      })
    : undefined;
  const parts = withWrites(resource, {
    repo,
    visibility,
    uploads: uploadsOf(resource, deps.store, deps.library),
    translations: resource.isTranslatable ? translationsOf({ resource, repo, visibility }) : undefined,
    history,
    horizon,
  });
  return {
    ...recordService(resource, parts),
    /** The versions and the draft of an item (their routes exist for board types only). */
    versions: versionsOf({ resource, repo, revisions, history, writes: parts.writes }),
    purgeTrash: trashPurgeOf({ resource, repo, revisions }),
    /**
     * The ids of the rows visitors see at `at` (now unless given), as a subquery: the one rule
     * other modules' queries (downloads of job files, job alerts) ask instead of writing their own.
     */
    publicIds: (at?: Date) => repo.idsWhere(visibility.publicFilter(at)),
    /**
     * Whether visitors would see the item in `localeCd` now but that its date window has ended
     * (a job past its deadline: its page answers 410, decision 060).
     */
    hasEnded: async (id: number, localeCd: string): Promise<boolean> => {
      const at = visibility.visibleAt();
      return !!at && repo.hasEnded(id, { localeCd, minute: at.minute });
    },
    /** The ids of the items whose schedule showed or hid them in the minutes after `from` up to `to`. */
    scheduleChangesBetween: (from: Date, to: Date): Promise<number[]> =>
      resource.schedule ? repo.scheduleChangesBetween(minuteOf(from), minuteOf(to)) : Promise.resolve([]),
    /** "Mark as still correct": clears an item's out-of-date mark (decision 059). */
    ...(parts.translations ? { markTranslationCurrent: parts.translations.markCurrent } : {}),
  };
}

/** The service every content type has: lists, items, writes, the Trash and the visitors' cache keys. */
function recordService(
  resource: ContentResource,
  { repo, visibility, uploads, translations, history, horizon, writes }: Parts & { writes: Writes },
) {
  const present = presenterOf(resource);
  const trash = trashOf({ repo });
  const translated = (rows: Row[], auth: Auth | null) =>
    translations ? translations.withTranslations(rows, auth) : Promise.resolve(rows);

  async function get(id: number, auth: Auth | null): Promise<Row> {
    const row = await repo.findById(id, visibility.itemFilter(auth));
    if (!row) throw notFound();
    const [one = row] = await translated(await uploads.withMedia([present(row, auth)]), auth);
    return one;
  }

  return {
    resource,

    /**
     * A page of the list. Staff rows carry the languages of each item; visitors' rows only when
     * asked (`withTranslations`, the sitemap): a public list need not pay for it.
     */
    async list(query: unknown, auth: Auth | null, { withTranslations = Boolean(auth) } = {}) {
      const { filter, page, order } = visibility.listPlan(query, auth);
      // A visitor's view stays the same until the schedule's next change: the totals and anchors
      // kept from an earlier minute of it still hold, and are not counted again each minute.
      const { visibleAt } = filter;
      if (visibleAt && horizon)
        filter.visibleAt = { ...visibleAt, sameUntil: await horizon.sameUntil(visibleAt.minute) };
      const { list, total } = await repo.list(filter, page, order);
      const rows = await uploads.withMedia(list.map((row) => present(row, auth)));
      const shown = withTranslations ? await translated(rows, auth) : rows.map(withoutGroup);
      return { list: auth && history ? await history.withDrafts(shown) : shown, total };
    },

    visitorListKey: visibility.visitorListKey,
    visitorItemKey: visibility.visitorItemKey,

    /** When visitors' view of this type next changes by itself (schedule.ts); undefined when unscheduled. */
    nextChange: (): Promise<number | undefined> =>
      horizon ? horizon.nextChange() : Promise.resolve(undefined),

    /** Every row a staff list query selects, unpaged (the CSV export). */
    async listAll(query: unknown, auth: Auth) {
      const { filter, order } = visibility.exportPlan(query, auth);
      const { list } = await repo.list(filter, null, order);
      return list.map((row) => present(row, auth));
    },

    get,
    create: writes.create,
    update: writes.update,

    /** The item as an administrator's preview shows it: with its pending draft applied, if any. */
    async withDraft(id: number, auth: Auth): Promise<Row> {
      const row = await get(id, auth);
      const draft = history && (await history.findDraft(id));
      if (!draft) return row;
      const { fields, files } = splitFiles(resource, draft.fields);
      const stored = await repo.findById(id, {});
      return {
        ...row,
        ...present({ ...stored, ...writes.validated({ ...stored, ...fields }), ...files }, auth),
      };
    },

    remove: trash.remove,
    restore: trash.restore,
  };
}

export type ContentService = ReturnType<typeof recordService>;

/** A board type's service: a content service with versions, the Trash's purge and public ids. */
export type BoardService = ContentService & {
  versions: Versions;
  purgeTrash: (before: Date) => Promise<number>;
  publicIds: (at?: Date) => PublicIds;
  hasEnded: (id: number, localeCd: string) => Promise<boolean>;
  scheduleChangesBetween: (from: Date, to: Date) => Promise<number[]>;
  markTranslationCurrent?: (id: number) => Promise<'OK'>;
};

/** The ids of a board's public rows as a subquery (`publicIds`): `where(idField, 'in', ids)`. */
export type PublicIds = ReturnType<BoardRepository['idsWhere']>;
