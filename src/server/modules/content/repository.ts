import type { Db } from '../../db/index.ts';
import { tableRepository } from '../../db/table-repository.ts';
import type { ContentResource, ContentTable, Row } from './resource.ts';

/** A board type's rows: the shared table query over the resource's table and key. */
export const contentRepository = (db: Db, resource: ContentResource) =>
  tableRepository<ContentTable, Row>(db, resource);

export type ContentRepository = ReturnType<typeof contentRepository>;
