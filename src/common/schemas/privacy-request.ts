import { z } from 'zod';
import { listQuerySchema } from './list.ts';

/** What a person asks about their data (decision 051). */
export const REQUEST_KINDS = ['access', 'export', 'erasure', 'correction', 'withdrawal'] as const;
/** How the request arrived: `site` is the withdrawal link of the site's own e-mails. */
export const REQUEST_CHANNELS = ['email', 'phone', 'letter', 'in-person', 'site'] as const;
/** open → acknowledged → done | refused; open may go straight to done or refused. */
export const REQUEST_STATUSES = ['open', 'acknowledged', 'done', 'refused'] as const;
/** Statuses of a request still waiting for its answer. */
export const WAITING_STATUSES = ['open', 'acknowledged'] as const;

export type RequestKind = (typeof REQUEST_KINDS)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const enumOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

export const NOTE_MAX_LENGTH = 1000;

/** POST /api/privacy/requests: a request as it arrived (the person: `email` or `phone`). */
export const privacyRequestLogSchema = z.object({
  kind: enumOf('kind', REQUEST_KINDS),
  channel: enumOf('channel', REQUEST_CHANNELS),
  email: z.string().optional(),
  phone: z.string().optional(),
  receivedAt: z.iso.datetime({
    offset: true,
    error: 'receivedAt must be a date and time with its offset, such as 2026-11-27T09:00:00+07:00',
  }),
});
export type PrivacyRequestLogInput = z.infer<typeof privacyRequestLogSchema>;

/** POST /api/privacy/requests/{requestNo}: the next status, with a note (required to refuse). */
export const privacyRequestStatusSchema = z
  .object({
    status: enumOf('status', ['acknowledged', 'done', 'refused']),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(NOTE_MAX_LENGTH, { error: `note must be at most ${NOTE_MAX_LENGTH} characters` })
      .default(''),
  })
  .refine((input) => input.status !== 'refused' || input.note !== '', {
    error: 'note is required to refuse a request: say why',
  });
export type PrivacyRequestStatusInput = z.infer<typeof privacyRequestStatusSchema>;

/** GET /api/privacy/requests: a page of the list, `status` one or more statuses separated by commas. */
export const privacyRequestListSchema = listQuerySchema.extend({
  status: z
    .string()
    .transform((value) => value.split(',').map((s) => s.trim()))
    .pipe(z.array(enumOf('status', REQUEST_STATUSES)))
    .optional(),
});
