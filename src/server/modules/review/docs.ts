import { z } from 'zod';
import {
  REVIEW_STATES,
  REVIEW_STEPS,
  reviewReturnSchema,
  reviewSettingsSchema,
} from '../../../common/schemas/review.ts';
import { ANSWERS, listOf } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import type { ContentResource } from '../content/resource.ts';

const tag = 'Review';
const settings = named(
  'ReviewSettings',
  z.object({
    types: z
      .record(z.string(), z.boolean())
      .meta({ description: 'Each board type whose page has the publish right: whether review is on' }),
  }),
);
const queueItem = named(
  'ReviewQueueItem',
  z.object({
    contentType: z.string().meta({ description: 'The board type: news, job…' }),
    id: z.number().int().positive(),
    title: z.string().meta({ description: 'The draft’s title (a partner’s name)' }),
    localeCd: z.string(),
    username: z.string().nullable().meta({ description: 'Who submitted it' }),
    submittedAt: z.string(),
  }),
);
const reviewEvent = named(
  'ReviewEvent',
  z.object({
    eventNo: z.number().int().positive(),
    step: z.enum(REVIEW_STEPS),
    comment: z.string().nullable().meta({ description: 'A returned draft’s comment' }),
    revisionNo: z.number().int().nullable().meta({ description: 'The version an approval made' }),
    username: z.string().nullable(),
    createDt: z.string(),
  }),
);

/** The reference entries of review.routes.ts: the settings and the queue. */
export const REVIEW_DOCS = {
  settings: {
    tag,
    summary: 'Which board types have review before publish on',
    access: 'admin',
    data: settings,
  },
  setSettings: {
    tag,
    summary: 'Turn review before publish on or off per board type',
    description: 'Types left out keep their setting; an unknown type is a 400.',
    access: 'admin',
    right: 'eUserAuthority',
    body: named('ReviewSettingsInput', reviewSettingsSchema),
    data: settings,
  },
  queue: {
    tag,
    summary: 'Drafts awaiting review on the types you may publish, oldest first',
    access: 'admin',
    data: listOf(queueItem),
  },
} satisfies Record<string, RouteDoc>;

/** The reference entries of one board type's review routes. */
export function reviewItemDocs(resource: ContentResource) {
  const right = (action: string) => `${action}${resource.page}`;
  const type = resource.name;
  return {
    submit: {
      tag,
      summary: `Submit the draft of a ${type} item for review`,
      description: 'Marks the draft awaiting review (again, after it was returned).',
      access: 'admin',
      right: right('e'),
      data: ANSWERS.ok,
      errors: [404],
    },
    approve: {
      tag,
      versioned: true,
      summary: `Approve the draft of a ${type} item awaiting review: it is published (a save)`,
      access: 'admin',
      right: right('p'),
      data: ANSWERS.ok,
      errors: [404, 409],
    },
    return: {
      tag,
      summary: `Return the draft of a ${type} item to its editor with a comment`,
      description: `The draft stays, marked ${REVIEW_STATES[1]} with the comment.`,
      access: 'admin',
      right: right('p'),
      body: named('ReviewReturn', reviewReturnSchema),
      data: ANSWERS.ok,
      errors: [404, 409],
    },
    history: {
      tag,
      summary: `The review steps of a ${type} item, newest first`,
      access: 'admin',
      right: right('r'),
      data: listOf(reviewEvent),
      errors: [404],
    },
  } satisfies Record<string, RouteDoc>;
}
