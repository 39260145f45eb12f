import type { Db } from '../../db/index.ts';
import { tableRepository } from '../../db/table-repository.ts';
import type { ContentTable, Row } from '../content/resource.ts';
import { qnaResource } from './qna.resource.ts';

/** Inquiries: the shared table query over the qna table. */
export const qnaRepository = (db: Db) => tableRepository<ContentTable, Row>(db, qnaResource);
