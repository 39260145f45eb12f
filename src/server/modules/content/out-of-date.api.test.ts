import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Translations in step (decision 059): a change to a translated field marks the counterpart out of
 * date; saving it or "Mark as still correct" clears the mark; staff lists filter on it; visitors
 * never see it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const create = async (fields: Record<string, unknown>) => {
  const res = await server.admin.post('/api/news', { typeCd: '10', contents: '<p>Text</p>', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
/** An English news item and its Vietnamese counterpart. */
const pair = async (title = 'Pair') => {
  const en = await create({ localeCd: 'EN', title });
  const vi = await create({ localeCd: 'VI', title: `${title} VI`, translationOf: en });
  return { en, vi };
};
const save = async (id: number, fields: Record<string, unknown>) => {
  const res = await server.admin.post(`/api/news/${id}`, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const outOfDate = async (id: number) => (await server.admin.get(`/api/news/${id}`)).body.data.outOfDate;
const markCurrent = (id: number, client = server.admin) => client.post(`/api/news/${id}/translation/current`);

describe('marking a translation out of date', () => {
  it('marks the counterpart when a translated field changes, on its detail and its staff list row', async () => {
    const { en, vi } = await pair('Marked');
    expect([await outOfDate(en), await outOfDate(vi)]).toEqual([false, false]);
    await save(en, { title: 'Marked, rewritten' });
    expect([await outOfDate(en), await outOfDate(vi)]).toEqual([false, true]);
    const rows = (await server.admin.get('/api/news', { localeCd: 'VI', pageCnt: 100 })).body.data.list;
    expect(rows.find((row: { newsNo: number }) => row.newsNo === vi)).toMatchObject({
      outOfDate: true,
      translations: { EN: en, VI: vi },
    });
  });

  it('leaves it in step when only untranslated fields change (category, on/off, schedule)', async () => {
    const { en, vi } = await pair('Untranslated');
    await save(en, { typeCd: '20', useYn: 'N', publishAt: '2030-01-01T09:00' });
    expect(await outOfDate(vi)).toBe(false);
  });

  it('marks nothing for an item without a counterpart', async () => {
    const alone = await create({ localeCd: 'EN', title: 'Alone' });
    await save(alone, { title: 'Alone, rewritten' });
    expect(await outOfDate(alone)).toBe(false);
  });

  it('marks on restoring a version and on publishing a draft, which are saves', async () => {
    const { en, vi } = await pair('Versions');
    await save(en, { title: 'Versions, second' });
    await markCurrent(vi);
    const [, first] = (await server.admin.get(`/api/news/${en}/revisions`)).body.data.list;
    expect((await server.admin.post(`/api/news/${en}/revisions/${first.revisionNo}/restore`)).status).toBe(
      200,
    );
    expect(await outOfDate(vi)).toBe(true);

    await markCurrent(vi);
    await server.admin.post(`/api/news/${en}/draft`, { contents: '<p>Drafted text</p>' });
    expect(await outOfDate(vi)).toBe(false);
    expect((await server.admin.post(`/api/news/${en}/draft/publish`)).status).toBe(200);
    expect(await outOfDate(vi)).toBe(true);
  });

  it('is for staff only: visitors see no mark on items or list rows', async () => {
    const { en, vi } = await pair('Hidden mark');
    await save(en, { title: 'Hidden mark, rewritten' });
    expect((await server.api.get(`/api/news/${vi}`)).body.data).not.toHaveProperty('outOfDate');
    const rows = (await server.api.get('/api/news', { localeCd: 'VI', pageCnt: 100 })).body.data.list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('outOfDate');
  });
});

describe('clearing the mark', () => {
  it('clears it when the counterpart is saved, which catches up and marks the original nothing', async () => {
    const { en, vi } = await pair('Caught up');
    await save(en, { title: 'Caught up, rewritten' });
    await save(vi, { title: 'Caught up VI, rewritten' });
    expect([await outOfDate(en), await outOfDate(vi)]).toEqual([false, false]);
    // A later change of the Vietnamese item, now in step, marks the English one.
    await save(vi, { contents: '<p>Văn bản mới</p>' });
    expect([await outOfDate(en), await outOfDate(vi)]).toEqual([true, false]);
  });

  it('"Mark as still correct" clears it, with the edit right, and is in the access history', async () => {
    const { en, vi } = await pair('Still correct');
    await save(en, { title: 'Still correct, rewritten' });
    const reader = await server.loginAs(['rBoardNews']);
    expect((await markCurrent(vi, reader)).status).toBe(403);
    expect((await markCurrent(vi, server.api)).status).toBe(401);
    expect(await outOfDate(vi)).toBe(true);

    expect((await markCurrent(vi)).body).toEqual({ success: true, data: 'OK' });
    expect([await outOfDate(en), await outOfDate(vi)]).toEqual([false, false]);
    expect((await markCurrent(999_999)).status).toBe(404);
    await historyHas(`/api/news/${vi}/translation/current`);
  });

  it('neither marking nor linking is a save: an editor who has either item open saves from its version', async () => {
    const en = await create({ localeCd: 'EN', title: 'Open elsewhere' });
    const versionOf = async (id: number) => (await server.admin.get(`/api/news/${id}`)).body.data.version;
    const enOpened = await versionOf(en);
    const vi = await create({ localeCd: 'VI', title: 'Mở ở nơi khác', translationOf: en });
    expect(await versionOf(en)).toBe(enOpened);
    const viOpened = await versionOf(vi);
    await save(en, { title: 'Open elsewhere, rewritten', version: enOpened });
    expect(await outOfDate(vi)).toBe(true);
    expect((await markCurrent(vi)).status).toBe(200);
    await save(vi, { title: 'Mở ở nơi khác, viết lại', version: viOpened });
  });

  it('clears it when the pair is unlinked', async () => {
    const { en, vi } = await pair('Unlinked');
    await save(en, { title: 'Unlinked, rewritten' });
    await save(en, { translationOf: '' });
    expect(await outOfDate(vi)).toBe(false);
  });
});

describe('the staff list filter outOfDate', () => {
  it('lists only the items out of date with outOfDate=Y; visitors’ lists ignore it', async () => {
    const { en, vi } = await pair('Filtered');
    const other = await pair('Filtered, in step');
    await save(en, { title: 'Filtered, rewritten' });
    const ids = async (query: Record<string, unknown>, client = server.admin) =>
      (await client.get('/api/news', { pageCnt: 100, ...query })).body.data.list.map(
        (row: { newsNo: number }) => row.newsNo,
      );
    const marked = await ids({ outOfDate: 'Y' });
    expect(marked).toContain(vi);
    expect(marked).not.toContain(en);
    expect(marked).not.toContain(other.vi);
    expect((await server.admin.get('/api/news', { outOfDate: 'maybe' })).body).toMatchObject({
      success: false,
      message: 'outOfDate must be one of Y',
    });
    expect(await ids({ localeCd: 'VI', outOfDate: 'Y' }, server.api)).toEqual(
      await ids({ localeCd: 'VI' }, server.api),
    );
  });
});

/** Waits until the access history has an entry for `path` (entries are written as calls end). */
const historyHas = (path: string) =>
  vi.waitFor(
    async () => {
      const res = await server.admin.get('/api/history', { searchType: 'url', searchText: path });
      expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    },
    { timeout: 3000, interval: 50 },
  );
