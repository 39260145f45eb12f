import { useEffect, useState } from 'react';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { ADMIN_CALL_HEADER } from '../../../common/http-headers.ts';
import {
  HEARTBEAT_MS,
  type PresenceItem,
  type PresenceOfType,
  type PresentEditor,
} from '../../../common/presence.ts';
import { api } from './api.ts';

/**
 * Who else has an item open (decision 061): the form says it has the item open every
 * HEARTBEAT_MS and hears who else does; the list asks which of its items others have open.
 * Presence is a courtesy: a failed call changes nothing on the screen.
 */

/** The content type an admin section shows, by its admin path; undefined for other sections. */
export const presenceTypeOf = (sectionKey: string): string | undefined =>
  Object.values(CONTENT_TYPES).find((type) => type.adminSection === sectionKey)?.name;

const PATH = '/api/presence';

/**
 * Sent with `keepalive`, so that it still leaves when the tab closes (sendBeacon cannot carry the
 * admin-call mark without which the session cookie does not count).
 */
function leave(item: PresenceItem) {
  fetch(PATH, {
    method: 'DELETE',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [ADMIN_CALL_HEADER]: '1' },
    body: JSON.stringify(item),
  }).catch(() => {});
}

/** While an item's form is open: the others who have it open too, newest word every heartbeat. */
export function useItemPresence(type: string | undefined, id: number | undefined): PresentEditor[] {
  const [others, setOthers] = useState<PresentEditor[]>([]);
  useEffect(() => {
    if (type === undefined || id === undefined) return;
    const item = { type, id };
    let isOpen = true;
    const beat = () =>
      api.post<{ list: PresentEditor[] }>(PATH, item).then(
        (answer) => isOpen && setOthers(answer.list),
        () => {},
      );
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    const onPageHide = () => leave(item);
    // Back from the back/forward cache: open again.
    const onPageShow = (e: PageTransitionEvent) => e.persisted && beat();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      isOpen = false;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      leave(item);
    };
  }, [type, id]);
  return others;
}

/** A list's items that others have open, by id; asked again with each page of rows and every heartbeat. */
export function useListPresence(
  type: string | undefined,
  rowsKey: unknown,
): ReadonlyMap<number, PresentEditor[]> {
  const [byId, setById] = useState<ReadonlyMap<number, PresentEditor[]>>(new Map());
  useEffect(() => {
    if (type === undefined) return;
    let isShown = true;
    const load = () =>
      api.get<{ list: PresenceOfType[] }>(PATH, { type }).then(
        (answer) => isShown && setById(new Map(answer.list.map((item) => [item.id, item.editors]))),
        () => {},
      );
    load();
    const timer = window.setInterval(load, HEARTBEAT_MS);
    return () => {
      isShown = false;
      window.clearInterval(timer);
    };
  }, [type, rowsKey]);
  return byId;
}

/** Whole minutes since `since` by this browser's clock, never below 0. */
export const minutesSince = (since: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
