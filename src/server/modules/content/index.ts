import type { ContentType } from '../../../common/content-declaration.ts';
import { BOARD_TYPES } from '../../../common/content-types.ts';
import type { Db } from '../../db/index.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { contentRepository } from './repository.ts';
import { type ContentResource, resourceOf, type SpecialHooks } from './resource.ts';
import { type ContentService, contentService, type ImageLibrary } from './service.ts';
import { newsHooks } from './types/news.ts';

/** What the board types add by hand to their declarations; the others are their declaration alone. */
const SPECIAL: Record<string, SpecialHooks> = { news: newsHooks };

/** The resources of the board types plus any further declared types (a test's fixture type). */
export function contentResources(extra: readonly ContentType[] = []): ContentResource[] {
  return [...BOARD_TYPES, ...extra].map((type) => ({
    ...resourceOf(type, SPECIAL[type.name]),
    isTranslatable: true,
  }));
}

export const CONTENT_RESOURCES = contentResources();

export type BoardTypeName = (typeof BOARD_TYPES)[number]['name'];

/** One service per content type, shared by the API routes and the server-rendered pages. */
export function contentServices({
  db,
  store,
  resources = CONTENT_RESOURCES,
  library,
}: {
  db: Db;
  store: FileStore;
  resources?: readonly ContentResource[];
  /** The media library banners' and partners' images come from (decision 036). */
  library?: ImageLibrary;
}) {
  return Object.fromEntries(
    resources.map((resource) => [
      resource.name,
      contentService(resource, contentRepository(db, resource), store, library),
    ]),
  ) as Record<BoardTypeName, ContentService> & Record<string, ContentService>;
}
