import type { Auth } from '../../auth.ts';
import type { ReviewService } from '../review/review.service.ts';
import type { TodoSource } from './todo.service.ts';

/**
 * The start screen's line of drafts awaiting review (decisions 058, 059): for a holder of a
 * publish right, the queue's count, linked to the review screen.
 */
export const reviewLines =
  (review: Pick<ReviewService, 'queue'>, path: string): TodoSource =>
  async (auth: Auth) => {
    const mayPublish = auth.settings.some((setting) => setting === '0ALL' || setting.startsWith('p'));
    if (!mayPublish) return [];
    const { total } = await review.queue(auth);
    return [{ kind: 'awaitingReview', count: total, path }];
  };
