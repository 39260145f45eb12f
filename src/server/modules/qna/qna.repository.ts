import type { Db } from '../../db/index.ts';
import { tableRepository } from '../../db/table-repository.ts';
import { qnaResource } from './qna.resource.ts';

/** Inquiries: the shared table query over the qna table. */
export const qnaRepository = (db: Db) => tableRepository(db, qnaResource);
