import type { Db } from '../../db/index.ts';
import { contentRepository } from '../content/repository.ts';
import { qnaResource } from './qna.resource.ts';

/** Inquiries: the board types' query over the qna table. */
export const qnaRepository = (db: Db) => contentRepository(db, qnaResource);
