import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_TYPES } from '../../src/common/content-types.ts';
import type { ApiResponse } from '../../src/server/test/client.ts';
import { startTestServer, type TestServer } from '../../src/server/test/server.ts';
import { createFixtures, type Fixtures } from './fixtures.ts';
import { changes, fingerprint } from './state.ts';

/**
 * No save path without a version check (decision 057). Every admin route of the API reference that
 * saves an existing item (a POST whose path names it) says it takes the version the save started
 * from (its `If-Match` parameter) or is named below with the reason it need not; each route that
 * takes one is called with an older version than the stored one and must answer 409 `conflict`
 * with the item as it is now, having written nothing. A new save route without the check fails
 * here: unnamed, it is not versioned; versioned in its reference only, it answers 200.
 */

/** Admin POSTs that name an item but save none of its fields an editor loaded, and why. */
const WITHOUT_VERSION: Record<string, string> = {
  'POST /api/auth/{id}/password': 'sets a new password; nothing an editor had open is overwritten',
  'POST /api/user/{id}/2fa/reset': 'resets the second factor; no field of the account form',
  'POST /api/application/{id}/message': 'sends the applicant a message; the application is not written',
  'POST /api/privacy/requests/{requestNo}':
    'a privacy request’s status is a log entry of the team on the clock, not an item edited in a form',
  'POST /api/admin/mail/failed/{id}/retry':
    'puts a given-up e-mail back in the queue: an idempotent action on a dead row, no field an editor loaded (decision 063)',
};

/** The same for each reviewable board type (decision 058): the draft's review state, not the item. */
const WITHOUT_VERSION_ON_EACH_ITEM: Record<string, string> = {
  '/draft/submit': 'marks the draft awaiting review; the item is not written',
  '/draft/return': 'returns the draft with a comment; the item is not written',
  '/translation/current':
    'clears the out-of-date mark alone (decision 059); the item keeps its version, no field is written',
};

const reasonWithout = (route: string) =>
  WITHOUT_VERSION[route] ??
  Object.entries(WITHOUT_VERSION_ON_EACH_ITEM).find(([tail]) => route.endsWith(tail))?.[1];

/** What the walk needs of a versioned route: where to send it, a body it would accept, and the item's detail. */
interface Call {
  path: string;
  body: Record<string, unknown>;
  /** The item's detail now, and the version it shows. */
  detail: () => Promise<{ data: unknown; version: number }>;
}

let server: TestServer;
let fixtures: Fixtures;
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  security?: unknown[];
}
let reference: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await createFixtures(server);
  reference = (await server.api.get('/api/openapi.json')).body;
}, 120_000);
afterAll(() => server?.close());

const detailOf = (path: string) => async () => {
  const res = await server.admin.get(path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return { data: res.body.data, version: Number(res.body.data.version) };
};

/** The admin POSTs of the reference whose path names something, and whether each takes a version. */
function itemSaves(): Array<{ route: string; isVersioned: boolean }> {
  return Object.entries(reference.paths).flatMap(([path, operations]) => {
    const post = operations.post;
    // Visitors' posts (an application, a withdrawal) save nothing staff opened.
    if (!post?.security?.length) return [];
    const isVersioned = (post.parameters ?? []).some((p) => p.in === 'header' && p.name === 'If-Match');
    const namesItem = (post.parameters ?? []).some((p) => p.in === 'path');
    return namesItem || isVersioned ? [{ route: `POST ${path}`, isVersioned }] : [];
  });
}

/** How to call each versioned route over the fixtures. */
async function callFor(route: string): Promise<Call | undefined> {
  const { ids } = fixtures;
  for (const type of BOARD_TYPES) {
    const base = `/api/${type.name}/{id}`;
    const id = ids[type.name];
    const item = { path: base.replace('{id}', String(id)), detail: detailOf(`/api/${type.name}/${id}`) };
    if (route === `POST ${base}`) return { ...item, body: {} };
    if (route === `POST ${base}/draft`) return { ...item, path: `${item.path}/draft`, body: {} };
    if (route === `POST ${base}/draft/publish`) {
      await server.admin.post(`${item.path}/draft`, {});
      return { ...item, path: `${item.path}/draft/publish`, body: {} };
    }
    if (route === `POST ${base}/draft/approve`) {
      await server.admin.post(`${item.path}/draft`, {});
      expect((await server.admin.post(`${item.path}/draft/submit`)).status).toBe(200);
      return { ...item, path: `${item.path}/draft/approve`, body: {} };
    }
    if (route === `POST ${base}/revisions/{revisionNo}/restore`) {
      const [oldest] = (await server.admin.get(`${item.path}/revisions`)).body.data.list.slice(-1);
      return { ...item, path: `${item.path}/revisions/${oldest.revisionNo}/restore`, body: {} };
    }
  }
  const byId = (name: 'qna' | 'application' | 'auth' | 'ip' | 'media', body: Record<string, unknown>) => ({
    path: `/api/${name}/${ids[name]}`,
    body,
    detail: detailOf(`/api/${name}/${ids[name]}`),
  });
  switch (route) {
    case 'POST /api/qna/{id}':
      return byId('qna', { statusCd: '20' });
    case 'POST /api/application/{id}':
      return byId('application', { statusCd: '20', notify: 'N' });
    case 'POST /api/auth/{id}':
      return byId('auth', { manager: 'Changed', contact: '0911111111' });
    case 'POST /api/ip/{id}':
      return byId('ip', { ipaddress: '10.200.0.1', memo: 'changed' });
    case 'POST /api/media/{id}':
      return byId('media', { altEN: 'Changed' });
    case 'POST /api/application/templates': {
      const template = {
        statusCd: '30',
        localeCd: 'EN',
        subject: 'S',
        body: 'B',
        send: 'N',
        delayMinutes: 0,
      };
      await server.admin.post('/api/application/templates', template);
      return {
        path: '/api/application/templates',
        body: template,
        detail: async () => {
          const list = (await server.admin.get('/api/application/templates')).body.data.list;
          const data = list.find((t: typeof template) => t.statusCd === '30' && t.localeCd === 'EN');
          return { data, version: data.version };
        },
      };
    }
    case 'POST /api/privacy/notice':
      return {
        path: '/api/privacy/notice',
        body: { contentsEn: '<p>New</p>', contentsVi: '<p>Mới</p>' },
        detail: async () => {
          const data = (await server.admin.get('/api/privacy/notice')).body.data;
          return { data, version: data.versionNo };
        },
      };
  }
  return undefined;
}

describe('every admin save of an existing item checks the version it started from', () => {
  it('each such route takes a version, or is named with the reason it need not', () => {
    const saves = itemSaves();
    const unknown = saves.filter((s) => !s.isVersioned && !reasonWithout(s.route)).map((s) => s.route);
    expect(unknown, 'saves of an item that take no version (decision 057)').toEqual([]);
    const named = Object.keys(WITHOUT_VERSION);
    expect(
      named.filter((route) => !saves.some((s) => s.route === route && !s.isVersioned)),
      'named without a version, but no such route (or it takes one now)',
    ).toEqual([]);
    // The walk below reaches the routes the reference says take one: at least one per kind of item.
    expect(saves.filter((s) => s.isVersioned).length).toBeGreaterThanOrEqual(BOARD_TYPES.length * 4 + 7);
  });

  it('each answers an older version with 409 conflict and the item now, and writes nothing', async () => {
    const walked: string[] = [];
    for (const { route } of itemSaves().filter((s) => s.isVersioned)) {
      const call = await callFor(route);
      expect(call, `${route}: the walk does not know how to call it`).toBeDefined();
      if (!call) continue;
      const before = await call.detail();
      const state = await fingerprint(server.deps);
      const older = before.version - 1;
      const answers: ApiResponse[] = [
        await server.admin.post(call.path, call.body, { 'if-match': `"${older}"` }),
        await server.admin.post(call.path, { ...call.body, version: older }),
      ];
      for (const res of answers) {
        expect.soft(res.status, `${route}: ${res.text.slice(0, 300)}`).toBe(409);
        expect.soft(res.body.code, route).toBe('conflict');
        expect.soft(res.body.data?.current, route).toEqual(before.data);
        expect
          .soft(res.body.data && 'savedBy' in res.body.data && 'savedAt' in res.body.data, route)
          .toBe(true);
      }
      expect.soft(await call.detail(), `${route} wrote over the item`).toEqual(before);
      expect.soft(changes(state, await fingerprint(server.deps)), `${route} wrote`).toEqual({});
      walked.push(route);
    }
    expect(walked.length).toBe(itemSaves().filter((s) => s.isVersioned).length);
  });
});
