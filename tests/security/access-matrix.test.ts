import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, EDITED_PAGES } from '../../src/common/permissions.ts';
import { hashPassword } from '../../src/server/modules/account/password.ts';
import { pngFile } from '../../src/server/test/fixtures.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../src/server/test/server.ts';
import { ADMIN_ENDPOINTS, type Endpoint, isAllowed, label } from './endpoints.ts';
import { createFixtures, type Fixtures } from './fixtures.ts';
import { send } from './http.ts';
import { changes, fingerprint } from './state.ts';

/**
 * The access-control matrix: an administrator holding exactly one permission string, for
 * each of the 57 strings and 0ALL, plus an account holding none and accounts holding look-alikes of
 * real strings, calls every route that checks rights. Allowed exactly when endpoints.ts says so:
 * refused means 403, and without a token 401. Calls carry bodies no route accepts, so an allowed call
 * stops at validation (400) or at a missing record (404) and nothing is written.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let fixtures: Fixtures;

interface Account {
  name: string;
  settings: string[];
  token: string;
}
const accounts: Account[] = [];

/** Settings the admin API would refuse to save, written straight to the database as an old or tampered row might be. */
async function insertAccount(username: string, settings: string[]): Promise<string> {
  await server.deps.db
    .insertInto('admin_user')
    .values({
      username,
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      manager: username,
      managerSearch: username,
      email: `${username}@kidventure.example`,
      contact: '0912345678',
      role: 'System Manager',
      mgtsettings: settings.join(','),
      localeCd: 'EN',
      useYn: 'Y',
      delYn: 'N',
      createId: 'test',
      createDt: new Date().toISOString(),
      modifyId: null,
      modifyDt: null,
    })
    .execute();
  return (await server.api.login(username, ADMIN_PASSWORD)).token!;
}

/** Strings that look like rights but are not: each grants nothing. */
const LOOK_ALIKES: string[][] = [
  [],
  ['0all'],
  ['ALL'],
  ['rmainbanner'],
  [' rMainBanner'],
  ['rMainBanner '],
  ['*'],
];

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await createFixtures(server);
  for (const permission of [...ALL_PERMISSIONS, '0ALL']) {
    const client = await server.loginAs([permission]);
    accounts.push({ name: permission, settings: [permission], token: client.token! });
  }
  for (const [i, settings] of LOOK_ALIKES.entries())
    accounts.push({
      name: `look-alike ${JSON.stringify(settings)}`,
      settings,
      token: await insertAccount(`lookalike${i}`, settings),
    });
}, 120_000);
afterAll(() => server?.close());

/** An id no record has: allowed calls answer 404 after the rights check, refused ones 403. */
const MISSING_ID = '2147483000';

function requestFor(ep: Endpoint, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const path = ep.path.replace('{id}', MISSING_ID);
  if (ep.method === 'GET') return { method: ep.method, path, headers };
  return {
    method: ep.method,
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    // An array: no create, update, delete, status change or duplication check accepts it.
    body: '[]',
  };
}

// Logging out ends the session the other calls use, so it comes last.
const ordered = [...ADMIN_ENDPOINTS].sort((a, b) =>
  a.path === '/api/user/logout' ? 1 : b.path === '/api/user/logout' ? -1 : 0,
);

describe('access-control matrix', () => {
  it(`every account × every route that checks rights (${ADMIN_ENDPOINTS.length} routes): allowed exactly when it should be`, async () => {
    const before = await fingerprint(server.deps);
    const wrong: string[] = [];
    let checked = 0;
    for (const account of accounts)
      for (const ep of ordered) {
        const res = await send(server.url, requestFor(ep, account.token));
        const should = isAllowed(ep, account.settings);
        const refused = res.status === 401 || res.status === 403;
        checked += 1;
        if (res.status >= 500 || refused === should || (!should && res.status !== 403))
          wrong.push(
            `${account.name} ${label(ep)} → ${res.status} (should be ${should ? 'allowed' : 'refused'})`,
          );
      }
    expect(wrong).toEqual([]);
    expect(checked).toBe(accounts.length * ADMIN_ENDPOINTS.length);
    // Only the logouts changed anything: one session less per account.
    const changed = changes(before, await fingerprint(server.deps));
    expect(Object.keys(changed)).toEqual(['session']);
    expect(Number(changed.session![0]) - Number(changed.session![1])).toBe(accounts.length);
  }, 120_000);

  it('without a token, admin routes answer 401 and public reads answer as to any visitor', async () => {
    const wrong: string[] = [];
    for (const ep of ADMIN_ENDPOINTS) {
      const res = await send(server.url, requestFor(ep));
      const expected = ep.isPublic ? [200, 404] : [401];
      if (!expected.includes(res.status)) wrong.push(`${label(ep)} → ${res.status}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the matrix can fail: a route whose table entry demands another right is reported', () => {
    // A self-check of the expectation itself, so that a table mistake cannot make every call "allowed".
    const banner = ADMIN_ENDPOINTS.find((ep) => ep.method === 'DELETE' && ep.path === '/api/banner')!;
    expect(isAllowed(banner, ['dMainBanner'])).toBe(true);
    expect(isAllowed(banner, ['rMainBanner', 'aMainBanner', 'eMainBanner'])).toBe(false);
    expect(isAllowed(banner, ['0ALL'])).toBe(true);
    expect(isAllowed(banner, [])).toBe(false);
    expect(ADMIN_ENDPOINTS.filter((ep) => ep.needs !== 'token').every((ep) => !isAllowed(ep, []))).toBe(true);
  });
});

describe('with review before publish on for every type (decision 058)', () => {
  const editors: Account[] = [];

  beforeAll(async () => {
    const { types } = (await server.admin.get('/api/review/settings')).body.data as {
      types: Record<string, boolean>;
    };
    const on = Object.fromEntries(Object.keys(types).map((type) => [type, true]));
    expect((await server.admin.post('/api/review/settings', { types: on })).status).toBe(200);
    // The first matrix logged its accounts out: one string each again (those these routes check),
    // and for each page that has the publish right every other right on it, and the edit right with p.
    for (const permission of [...ALL_PERMISSIONS.filter((p) => /^[edpr]/.test(p)), '0ALL']) {
      const client = await server.loginAs([permission]);
      editors.push({ name: permission, settings: [permission], token: client.token! });
    }
    for (const page of EDITED_PAGES) {
      for (const settings of [
        ['r', 'a', 'e', 'd'].map((action) => `${action}${page}`),
        [`e${page}`, `p${page}`],
      ]) {
        const client = await server.loginAs(settings);
        editors.push({ name: settings.join(','), settings, token: client.token! });
      }
    }
  }, 120_000);
  afterAll(async () => {
    const { types } = (await server.admin.get('/api/review/settings')).body.data as {
      types: Record<string, boolean>;
    };
    const off = Object.fromEntries(Object.keys(types).map((type) => [type, false]));
    await server.admin.post('/api/review/settings', { types: off });
  });

  const reviewRoutes = ADMIN_ENDPOINTS.filter(
    (ep) => ep.publishes || /\/draft\/(submit|approve|return)$|^\/api\/review\//.test(ep.path),
  );

  it('an account without p is refused every route that publishes; with p (or 0ALL) it is let through', async () => {
    expect(reviewRoutes.filter((ep) => ep.publishes).length).toBe(EDITED_PAGES.length * 4);
    const wrong: string[] = [];
    for (const account of editors)
      for (const ep of reviewRoutes) {
        const res = await send(server.url, requestFor(ep, account.token));
        const should = isAllowed(ep, account.settings, { isReviewOn: true });
        if (res.status >= 500 || (should ? res.status === 403 || res.status === 401 : res.status !== 403))
          wrong.push(
            `${account.name} ${label(ep)} → ${res.status} (should be ${should ? 'allowed' : 'refused'})`,
          );
      }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('the expectation can fail: an editor with every right but p may not publish', () => {
    const save = ADMIN_ENDPOINTS.find((ep) => ep.method === 'POST' && ep.path === '/api/news/{id}')!;
    const editor = ['rBoardNews', 'aBoardNews', 'eBoardNews', 'dBoardNews'];
    expect(isAllowed(save, editor)).toBe(true);
    expect(isAllowed(save, editor, { isReviewOn: true })).toBe(false);
    expect(isAllowed(save, [...editor, 'pBoardNews'], { isReviewOn: true })).toBe(true);
    expect(isAllowed(save, ['pBoardNews'], { isReviewOn: true })).toBe(false);
  });
});

type Board = 'banner' | 'news' | 'job' | 'faq' | 'video' | 'partner';

describe('public reads do not widen for visitors', () => {
  const hidden: Record<Board, number[]> = { banner: [], news: [], job: [], faq: [], video: [], partner: [] };
  const visible: Record<Board, number> = { banner: 0, news: 0, job: 0, faq: 0, video: 0, partner: 0 };

  beforeAll(async () => {
    visible.banner = fixtures.ids.banner;
    visible.news = fixtures.ids.news;
    visible.job = fixtures.ids.job;
    visible.faq = fixtures.ids.faq;
    visible.video = fixtures.ids.video;
    visible.partner = fixtures.ids.partner;
    const { admin } = server;
    const png = pngFile;
    const add = async (name: Board, res: { status: number; body: { data: number }; text: string }) => {
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
      hidden[name].push(res.body.data);
    };
    const dated = (startDt: string, endDt: string) => ({ dateCd: '10', startDt, endDt });
    for (const useYn of ['N']) {
      await add(
        'banner',
        await admin.form('/api/banner', { localeCd: 'EN', title: 'Off', useYn, bannerImg: await png() }),
      );
      await add('news', await admin.post('/api/news', { localeCd: 'EN', title: 'Off', useYn }));
      await add('faq', await admin.post('/api/faq', { localeCd: 'EN', title: 'Off', useYn }));
      await add('job', await admin.form('/api/job', { localeCd: 'EN', title: 'Off', useYn, dateCd: '20' }));
      await add(
        'partner',
        await admin.form('/api/partner', {
          localeCd: 'EN',
          name: 'Off',
          typeCd: '10',
          useYn,
          partnerImg: await png(),
        }),
      );
      await add(
        'video',
        await admin.post('/api/video', {
          localeCd: 'EN',
          title: 'Off',
          useYn,
          youtubeId: 'dQw4w9WgXcQ',
          dateCd: '20',
        }),
      );
    }
    // Drafts, expired and future windows of jobs and videos.
    for (const window of [
      { dateCd: '30' },
      dated('2000-01-01', '2000-12-31'),
      dated('2999-01-01', '2999-12-31'),
    ]) {
      await add('job', await admin.form('/api/job', { localeCd: 'EN', title: 'Closed', ...window }));
      await add(
        'video',
        await admin.post('/api/video', {
          localeCd: 'EN',
          title: 'Closed',
          youtubeId: 'dQw4w9WgXcQ',
          ...window,
        }),
      );
    }
    // Deleted rows of every type.
    for (const name of Object.keys(hidden) as Board[]) {
      const res =
        name === 'banner' || name === 'partner' || name === 'job'
          ? await admin.form(`/api/${name}`, {
              ...{ localeCd: 'EN', title: 'Gone', name: 'Gone', typeCd: '10', dateCd: '20' },
              ...(name === 'banner'
                ? { bannerImg: await png() }
                : name === 'partner'
                  ? { partnerImg: await png() }
                  : {}),
            })
          : await admin.post(`/api/${name}`, {
              localeCd: 'EN',
              title: 'Gone',
              youtubeId: 'dQw4w9WgXcQ',
              dateCd: '20',
            });
      await add(name, res);
      const deleted = await admin.delete(`/api/${name}`, { [`${name}No`]: [res.body.data] });
      if (deleted.status !== 200) throw new Error(`delete ${name}: ${deleted.text}`);
    }
  });

  const idField = (name: Board) => `${name}No`;
  const listIds = (body: unknown, name: Board) =>
    ((body as { data?: { list?: Array<Record<string, number>> } }).data?.list ?? []).map(
      (r) => r[idField(name)],
    );

  it('the administrator sees the hidden rows (so the visitor checks below can fail)', async () => {
    for (const name of Object.keys(hidden) as Board[]) {
      const all = [
        ...listIds((await server.admin.get(`/api/${name}`, { pageCnt: 100, delYn: 'N' })).body, name),
        ...listIds((await server.admin.get(`/api/${name}`, { pageCnt: 100, delYn: 'Y' })).body, name),
      ];
      for (const id of hidden[name]) expect(all, `${name} ${id}`).toContain(id);
    }
  });

  it('visitors get 200 without hidden rows, whatever filters they send (property, 600 lists)', async () => {
    const boards = fc.constantFrom(...(Object.keys(hidden) as Board[]));
    const yn = fc.constantFrom(undefined, 'Y', 'N', 'y', 'YN', '');
    const params = fc.record({
      useYn: yn,
      delYn: yn,
      localeCd: fc.constantFrom(undefined, 'EN', 'en'),
      pageCnt: fc.constantFrom(undefined, '100', '1'),
      pageNo: fc.constantFrom(undefined, '1', '2'),
      searchStartDt: fc.constantFrom(undefined, '1999-01-01'),
      searchEndDt: fc.constantFrom(undefined, '3000-01-01'),
      LoginName: fc.constantFrom(undefined, 'admin'),
      searchText: fc.constantFrom(undefined, 'Off', 'Closed', 'Gone'),
      openOn: fc.constantFrom(undefined, '2999-06-01'),
    });
    await fc.assert(
      fc.asyncProperty(boards, params, async (name, p) => {
        const query = new URLSearchParams(
          Object.entries(p).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
        ).toString();
        const res = await send(server.url, { method: 'GET', path: `/api/${name}?${query}` });
        // Well-formed filters answer 200, malformed ones ('y', '') 400; either way only public rows.
        const isWellFormed = [p.useYn, p.delYn].every((v) => v === undefined || v === 'Y' || v === 'N');
        expect(res.status, `${name}?${query} → ${res.text.slice(0, 200)}`).toBe(isWellFormed ? 200 : 400);
        const ids = listIds(res.json, name);
        for (const id of hidden[name]) expect(ids, `${name}?${query} shows hidden ${id}`).not.toContain(id);
      }),
      { numRuns: 600 },
    );
  });

  it('visitors get 404 for a hidden row by id and 200 for a visible one, with any filter', async () => {
    for (const name of Object.keys(hidden) as Board[]) {
      expect((await send(server.url, { method: 'GET', path: `/api/${name}/${visible[name]}` })).status).toBe(
        200,
      );
      for (const id of hidden[name])
        for (const query of ['', '?useYn=N', '?delYn=Y', '?useYn=N&delYn=Y&localeCd=EN'])
          expect(
            (await send(server.url, { method: 'GET', path: `/api/${name}/${id}${query}` })).status,
            `${name} ${id}${query}`,
          ).toBe(404);
    }
  });

  it('the sitemap lists visible jobs and news only; their pages answer 404 when hidden', async () => {
    const sitemap = (await send(server.url, { method: 'GET', path: '/sitemap.xml' })).text;
    const page = {
      news: (id: number) => `/news/detail/${id}`,
      job: (id: number) => `/career/jobs-detail/${id}`,
    };
    for (const name of ['news', 'job'] as const) {
      expect(sitemap, `${name} ${visible[name]}`).toContain(`${page[name](visible[name])}<`);
      for (const id of hidden[name]) expect(sitemap, `${name} ${id}`).not.toContain(`${page[name](id)}<`);
      if (isSiteBuilt)
        for (const id of hidden[name])
          expect(
            (await send(server.url, { method: 'GET', path: page[name](id) })).status,
            page[name](id),
          ).toBe(404);
    }
  });
});
