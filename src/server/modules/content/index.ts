import type { ContentType } from '../../../common/content-declaration.ts';
import { BOARD_TYPES } from '../../../common/content-types.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import { OUT_OF_DATE_FILTER } from './out-of-date.ts';
import { contentRepository } from './repository.ts';
import { type ContentResource, resourceOf, type SpecialHooks } from './resource.ts';
import { type BoardService, contentService, type ImageLibrary } from './service.ts';
import { newsHooks } from './types/news.ts';

/** What the board types add by hand to their declarations; the others are their declaration alone. */
const SPECIAL: Record<string, SpecialHooks> = { news: newsHooks };

/** The resources of the board types plus any further declared types (a test's fixture type). */
export function contentResources(extra: readonly ContentType[] = []): ContentResource[] {
  return [...BOARD_TYPES, ...extra].map((type) => {
    const resource = resourceOf(type, SPECIAL[type.name]);
    return {
      ...resource,
      isTranslatable: true,
      fieldFilters: [...resource.fieldFilters, OUT_OF_DATE_FILTER],
    };
  });
}

export const CONTENT_RESOURCES = contentResources();

export type BoardTypeName = (typeof BOARD_TYPES)[number]['name'];

/** One service per content type, shared by the API routes and the server-rendered pages. */
export function contentServices({
  db,
  store,
  resources = CONTENT_RESOURCES,
  revisions,
  library,
  now,
}: {
  db: Db;
  store: FileStore;
  resources?: readonly ContentResource[];
  /** Every save of a board item keeps a version (decision 037). */
  revisions: RevisionService;
  /** The time visitors' visibility is judged at; the real one unless a test sets it. */
  now?: Clock | undefined;
  /** The media library banners' and partners' images come from (decision 036). */
  library?: ImageLibrary;
}) {
  return Object.fromEntries(
    resources.map((resource) => [
      resource.name,
      contentService(resource, { repo: contentRepository(db, resource), store, now, revisions, library }),
    ]),
  ) as Record<BoardTypeName, BoardService> & Record<string, BoardService>;
}
