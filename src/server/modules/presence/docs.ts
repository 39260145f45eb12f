import { z } from 'zod';
import { PRESENCE_PAGES, presenceItemSchema, presenceTypeQuerySchema } from '../../../common/presence.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';

const editor = named(
  'PresentEditor',
  z.object({
    username: z.string(),
    manager: z.string().meta({ description: "The account's display name" }),
    since: z.string().meta({ description: 'When they opened it (ISO 8601, UTC)' }),
  }),
);
const others = named('PresentEditors', z.object({ list: z.array(editor.schema) }));
const item = named('PresenceItem', presenceItemSchema);
const RIGHT = 'Needs the read right of the type’s page (e.g. rBoardNews for news)';
const READ_RIGHTS = PRESENCE_PAGES.map((page) => `r${page}`);
const WINDOW =
  'An editor counts as present until 90 seconds after their last heartbeat (the admin sends one ' +
  'every 30 seconds while the form is open), on every instance: presence is kept in the database. ' +
  'The caller’s own account is never listed, and an account with the item open in several tabs or ' +
  'sessions is listed once, since its earliest. These calls do not extend the session and are not ' +
  'written to the access history.';

/** The reference entries of presence.routes.ts (decision 061). */
export const PRESENCE_DOCS = {
  beat: {
    tag: 'Presence',
    summary: 'Say that the caller has an item open for editing; answers who else has it open',
    description: `Call when the form opens and every 30 seconds while it stays open. ${WINDOW} ${RIGHT}.`,
    access: 'admin',
    right: READ_RIGHTS,
    body: item,
    data: others,
  },
  leave: {
    tag: 'Presence',
    summary: 'Say that the caller closed an item (this session)',
    description: `Others stop seeing the caller at once rather than after 90 seconds. ${RIGHT}.`,
    access: 'admin',
    right: READ_RIGHTS,
    body: item,
  },
  ofType: {
    tag: 'Presence',
    summary: 'Which items of a type others have open, and who',
    description: `For the list's icons: only items someone else has open are listed. ${WINDOW} ${RIGHT}.`,
    access: 'admin',
    right: READ_RIGHTS,
    query: named('PresenceTypeQuery', presenceTypeQuerySchema),
    data: named(
      'PresenceOfType',
      z.object({ list: z.array(z.object({ id: z.number().int(), editors: z.array(editor.schema) })) }),
    ),
  },
} satisfies Record<string, RouteDoc>;
