import { z } from 'zod';
import { CONTENT_TYPES } from './content-types.ts';
import type { Page } from './permissions.ts';

/**
 * Who else has an item open for editing (decision 061): the admin's form says it is open every
 * `HEARTBEAT_MS`, and an editor counts as gone `GONE_AFTER_MS` after their last word, or at once
 * when the form is closed.
 */
export const HEARTBEAT_MS = 30_000;
export const GONE_AFTER_MS = 90_000;

/** The types an editor can be present on: every declared content type, by its name. */
const TYPE_PAGES: ReadonlyMap<string, Page> = new Map(
  Object.values(CONTENT_TYPES).map((type) => [type.name, type.page]),
);
export const PRESENCE_PAGES: readonly Page[] = [...new Set(TYPE_PAGES.values())];
export const presencePageOf = (type: string): Page | undefined => TYPE_PAGES.get(type);

const typeName = z
  .string()
  .refine((name) => TYPE_PAGES.has(name), { message: 'type must be a content type, e.g. news' });

export const presenceItemSchema = z.object({
  type: typeName,
  id: z.number().int().min(1).max(2_147_483_647),
});
export type PresenceItem = z.infer<typeof presenceItemSchema>;

export const presenceTypeQuerySchema = z.object({ type: typeName });

/** Another account with the item open: since when (its earliest open session). */
export interface PresentEditor {
  username: string;
  manager: string;
  /** ISO 8601, UTC. */
  since: string;
}

/** A type's items that others have open, for the list's icons. */
export interface PresenceOfType {
  id: number;
  editors: PresentEditor[];
}
