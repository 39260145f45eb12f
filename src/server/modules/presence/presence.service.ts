import { createHash } from 'node:crypto';
import {
  GONE_AFTER_MS,
  PRESENCE_PAGES,
  type PresenceOfType,
  type PresentEditor,
  presenceItemSchema,
  presencePageOf,
  presenceTypeQuerySchema,
} from '../../../common/presence.ts';
import { can } from '../../../common/permissions.ts';
import type { Auth } from '../../auth.ts';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { forbidden, parseOrThrow } from '../../errors.ts';
import { presenceRepository } from './presence.repository.ts';

/**
 * Who else has an item open (decision 061). Any read right of a content page lets a caller speak
 * at all; then the read right of the type asked about is needed. The session is named by a digest
 * of its token of its own, so the row neither is nor finds the session's stored hash.
 */
export function presenceService(db: Db, { now = systemClock }: { now?: Clock | undefined } = {}) {
  const repo = presenceRepository(db);
  const sessionKeyOf = (auth: Auth) => createHash('sha256').update(`presence:${auth.token}`).digest('hex');

  const readable = (auth: Auth) => {
    if (!PRESENCE_PAGES.some((page) => can(auth.settings, 'r', page))) throw forbidden();
  };
  const checkType = (auth: Auth, type: string) => {
    if (!can(auth.settings, 'r', presencePageOf(type)!)) throw forbidden();
  };
  const item = (auth: Auth, input: unknown) => {
    readable(auth);
    const { type, id } = parseOrThrow(presenceItemSchema, input);
    checkType(auth, type);
    return { contentType: type, itemNo: id, sessionKey: sessionKeyOf(auth) };
  };
  const window = () => {
    const at = now().getTime();
    return { now: new Date(at).toISOString(), seenSince: new Date(at - GONE_AFTER_MS).toISOString() };
  };
  const editorOf = (row: { username: string; manager: string; since: string | null }): PresentEditor => ({
    username: row.username,
    manager: row.manager,
    since: row.since ?? '',
  });

  return {
    /** The caller has the item open: the others who have it open too. */
    async beat(auth: Auth, input: unknown): Promise<{ list: PresentEditor[] }> {
      const row = item(auth, input);
      const { now: at, seenSince } = window();
      await repo.beat({ ...row, userNo: auth.user.userNo, now: at });
      await repo.removeStale(seenSince);
      const others = await repo.others({ ...row, userNo: auth.user.userNo, seenSince });
      return { list: others.map(editorOf) };
    },

    /** The caller closed the item (this session only). */
    async leave(auth: Auth, input: unknown): Promise<void> {
      await repo.leave(item(auth, input));
    },

    /** Items of a type that others have open, for the list's icons. */
    async ofType(auth: Auth, query: unknown): Promise<{ list: PresenceOfType[] }> {
      readable(auth);
      const { type } = parseOrThrow(presenceTypeQuerySchema, query);
      checkType(auth, type);
      const rows = await repo.others({
        contentType: type,
        userNo: auth.user.userNo,
        seenSince: window().seenSince,
      });
      const byItem = new Map<number, PresentEditor[]>();
      for (const row of rows) byItem.set(row.itemNo, [...(byItem.get(row.itemNo) ?? []), editorOf(row)]);
      return { list: [...byItem].map(([id, editors]) => ({ id, editors })) };
    },
  };
}

export type PresenceService = ReturnType<typeof presenceService>;
