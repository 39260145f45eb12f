import { z } from 'zod';
import { text } from './fields.ts';

/**
 * Review before publish (decision 058): which board types have it, and a reviewer's comment when a
 * draft goes back to its editor.
 */

/** A draft's review state: awaiting review, or returned with a comment. */
export const REVIEW_STATES = ['submitted', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The steps an item's review history shows. */
export const REVIEW_STEPS = ['submitted', 'approved', 'returned'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

export const REVIEW_COMMENT_MAX = 2000;

/** POST /api/review/settings: the types named are turned on or off, the others stay as they are. */
export const reviewSettingsSchema = z.object({
  types: z.record(z.string(), z.boolean({ error: 'Each type is turned on (true) or off (false)' })),
});

/** POST /api/<type>/{id}/draft/return: why the draft goes back. */
export const reviewReturnSchema = z.object({
  comment: text('comment', REVIEW_COMMENT_MAX, { required: true, message: 'Say what should change' }),
});

export const REVIEW_MSG = {
  needsPublishRight:
    'Review before publish is on for this board: your changes go live only when someone with the publish right approves them. Submit them for review instead.',
  notAwaiting: 'This draft is not awaiting review',
  noDraft: 'This item has no draft',
} as const;
