import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../services.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { REVISIONS_KEPT } from '../revision/revision.service.ts';

/**
 * Revisions and drafts of board items (decision 037): every save keeps the version it
 * made, a version can be read and restored (a new save), the last REVISIONS_KEPT are kept, the
 * rights are the board's (read to list, edit to restore); a draft stays unseen until published.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const createNews = async (title: string, extra: Record<string, unknown> = {}) => {
  const res = await server.admin.post('/api/news', {
    localeCd: 'EN',
    typeCd: '10',
    title,
    contents: '<p>First text</p>',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
const saveNews = async (id: number, fields: Record<string, unknown>) => {
  const res = await server.admin.post(`/api/news/${id}`, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const revisionsOf = async (id: number, client = server.admin) =>
  (await client.get(`/api/news/${id}/revisions`)).body.data as {
    list: Array<{ revisionNo: number; createDt: string; username: string }>;
    total: number;
  };
const publicTitle = async (id: number) => (await server.api.get(`/api/news/${id}`)).body.data?.title;

describe('revisions', () => {
  it('keeps every save as a version, newest first, with who and when', async () => {
    const id = await createNews('Opening day');
    await saveNews(id, { title: 'Opening day moved' });
    await saveNews(id, { contents: '<p>Second text</p>' });
    const { list, total } = await revisionsOf(id);
    expect(total).toBe(3);
    expect(list.map((r) => r.revisionNo)).toEqual([...list.map((r) => r.revisionNo)].sort((a, b) => b - a));
    expect(list.every((r) => r.username === 'admin' && !Number.isNaN(Date.parse(r.createDt)))).toBe(true);
    const oldest = (await server.admin.get(`/api/news/${id}/revisions/${list[2]!.revisionNo}`)).body.data;
    expect(oldest).toMatchObject({ revisionNo: list[2]!.revisionNo, username: 'admin' });
    expect(oldest.fields).toMatchObject({
      title: 'Opening day',
      contents: '<p>First text</p>',
      typeCd: '10',
    });
    const newest = (await server.admin.get(`/api/news/${id}/revisions/${list[0]!.revisionNo}`)).body.data;
    expect(newest.fields).toMatchObject({ title: 'Opening day moved', contents: '<p>Second text</p>' });
  });

  it('restores an older version as a new save, which can itself be undone', async () => {
    const id = await createNews('Summer camp');
    await saveNews(id, { title: 'Sumer camp oops', contents: '<p>Wrong</p>' });
    const [mistake, original] = (await revisionsOf(id)).list;
    const restored = await server.admin.post(`/api/news/${id}/revisions/${original!.revisionNo}/restore`);
    expect(restored.body).toEqual({ success: true, data: 'OK' });
    expect(await publicTitle(id)).toBe('Summer camp');
    const item = (await server.admin.get(`/api/news/${id}`)).body.data;
    expect(item).toMatchObject({ contents: '<p>First text</p>', modifyId: 'admin' });
    const after = await revisionsOf(id);
    expect(after.total).toBe(3);
    // Undoing the restore: the mistaken version comes back.
    await server.admin.post(`/api/news/${id}/revisions/${mistake!.revisionNo}/restore`);
    expect(await publicTitle(id)).toBe('Sumer camp oops');
    // The search reads the restored text (derived columns are made again).
    const found = await server.api.get('/api/news', { searchType: 'title', searchText: 'oops' });
    expect(found.body.data.list.map((row: { newsNo: number }) => row.newsNo)).toContain(id);
  });

  it(`keeps the last ${REVISIONS_KEPT} versions of an item`, async () => {
    const id = await createNews('Version 0');
    for (let n = 1; n <= REVISIONS_KEPT + 2; n++) await saveNews(id, { title: `Version ${n}` });
    const { list, total } = await revisionsOf(id);
    expect(total).toBe(REVISIONS_KEPT);
    const oldest = await server.admin.get(`/api/news/${id}/revisions/${list.at(-1)!.revisionNo}`);
    expect(oldest.body.data.fields.title).toBe(`Version ${3}`);
  });

  it('gives an item saved before revisions existed its stored version at its first save', async () => {
    const id = await createNews('Old item');
    await server.deps.db.deleteFrom('content_revision').where('itemNo', '=', id).execute();
    await saveNews(id, { title: 'Old item edited' });
    const { list } = await revisionsOf(id);
    expect(list).toHaveLength(2);
    const before = await server.admin.get(`/api/news/${id}/revisions/${list[1]!.revisionNo}`);
    expect(before.body.data.fields.title).toBe('Old item');
  });

  it('takes the read right to list and read, the edit right to restore; visitors get nothing', async () => {
    const id = await createNews('Rights');
    await saveNews(id, { title: 'Rights edited' });
    const [, first] = (await revisionsOf(id)).list;
    const reader = await server.loginAs(['rBoardNews']);
    expect((await revisionsOf(id, reader)).total).toBe(2);
    expect((await reader.get(`/api/news/${id}/revisions/${first!.revisionNo}`)).status).toBe(200);
    expect((await reader.post(`/api/news/${id}/revisions/${first!.revisionNo}/restore`)).status).toBe(403);
    const editor = await server.loginAs(['rBoardNews', 'eBoardNews']);
    expect((await editor.post(`/api/news/${id}/revisions/${first!.revisionNo}/restore`)).status).toBe(200);
    const other = await server.loginAs(['rBoardFAQ', 'eBoardFAQ']);
    expect((await other.get(`/api/news/${id}/revisions`)).status).toBe(403);
    expect((await server.api.get(`/api/news/${id}/revisions`)).status).toBe(401);
    const latest = (await revisionsOf(id)).list[0]!;
    expect(latest.username).toBe(editor.username);
  });

  it('answers 404 for a missing item, a revision of another item, and a bad number', async () => {
    const a = await createNews('A');
    const b = await createNews('B');
    const [ofB] = (await revisionsOf(b)).list;
    expect((await server.admin.get(`/api/news/${a}/revisions/${ofB!.revisionNo}`)).status).toBe(404);
    expect((await server.admin.post(`/api/news/${a}/revisions/${ofB!.revisionNo}/restore`)).status).toBe(404);
    expect((await server.admin.get('/api/news/999999/revisions')).status).toBe(404);
    expect((await server.admin.get(`/api/news/${a}/revisions/abc`)).status).toBe(404);
  });

  it('keeps the versions of an item in the trash, readable there', async () => {
    const id = await createNews('Trashed');
    await saveNews(id, { title: 'Trashed later' });
    await server.admin.delete('/api/news', { newsNo: [id] });
    expect((await revisionsOf(id)).total).toBe(2);
    await server.admin.post('/api/news/restore', { newsNo: [id] });
    expect((await revisionsOf(id)).total).toBe(2);
  });

  it('removes an item with its versions and draft when the purge empties the Trash after 30 days', async () => {
    const kept = await createNews('Kept in the trash');
    const purged = await createNews('Purged');
    const vi = await server.admin.post('/api/news', {
      localeCd: 'VI',
      title: 'Bản tiếng Việt',
      translationOf: purged,
    });
    await saveNews(purged, { title: 'Purged later' });
    await server.admin.post(`/api/news/${purged}/draft`, { title: 'Never published' });
    await server.admin.delete('/api/news', { newsNo: [purged, kept] });
    // The purge's step for the Trash (the whole purge would end the test's session too).
    const day = 86_400_000;
    const purge = (now: Date) =>
      createServices(server.deps).content.news.purgeTrash(new Date(now.getTime() - 30 * day));
    expect(await purge(new Date(Date.now() + 29 * day))).toBe(0);
    expect((await revisionsOf(purged)).total).toBe(2);
    await server.admin.post('/api/news/restore', { newsNo: [kept] });
    expect(await purge(new Date(Date.now() + 31 * day))).toBe(1);
    expect((await server.admin.get(`/api/news/${purged}/revisions`)).status).toBe(404);
    const left = await server.deps.db
      .selectFrom('content_revision')
      .select('revisionNo')
      .where('contentType', '=', 'news')
      .where('itemNo', '=', purged)
      .execute();
    expect(left).toEqual([]);
    expect(
      await server.deps.db.selectFrom('content_draft').selectAll().where('itemNo', '=', purged).execute(),
    ).toEqual([]);
    // The counterpart stays, unlinked; the item restored in time stays with its history.
    expect((await server.admin.get(`/api/news/${vi.body.data}`)).body.data.translations).toEqual({
      VI: vi.body.data,
    });
    expect((await revisionsOf(kept)).total).toBe(1);
  });

  it('keeps versions of a banner with its picture, restored with it', async () => {
    const { pngFile } = await import('../../test/fixtures.ts');
    const created = await server.admin.form('/api/banner', {
      localeCd: 'EN',
      title: 'Banner',
      useYn: 'Y',
      bannerImg: await pngFile('first.png', 1600, 640),
    });
    const id = created.body.data as number;
    const first = (await server.admin.get(`/api/banner/${id}`)).body.data.imageUrl;
    await server.admin.form(`/api/banner/${id}`, { bannerImg: await pngFile('second.png', 1600, 640) });
    expect((await server.admin.get(`/api/banner/${id}`)).body.data.imageUrl).not.toBe(first);
    const [, original] = (await server.admin.get(`/api/banner/${id}/revisions`)).body.data.list;
    await server.admin.post(`/api/banner/${id}/revisions/${original.revisionNo}/restore`);
    const banner = (await server.admin.get(`/api/banner/${id}`)).body.data;
    expect(banner).toMatchObject({ imageUrl: first, imageName: 'first.png' });
    expect((await server.api.get(first)).status).toBe(200);
  });
});

describe('drafts', () => {
  it('keeps a draft unseen by visitors until it is published, marked in the staff list', async () => {
    const id = await createNews('Live title');
    const saved = await server.admin.post(`/api/news/${id}/draft`, { title: 'Draft title' });
    expect(saved.body).toEqual({ success: true, data: 'OK' });
    expect(await publicTitle(id)).toBe('Live title');
    expect((await server.admin.get(`/api/news/${id}`)).body.data.title).toBe('Live title');
    const draft = (await server.admin.get(`/api/news/${id}/draft`)).body.data;
    expect(draft).toMatchObject({ username: 'admin', fields: { title: 'Draft title' } });
    const listed = (await server.admin.get('/api/news', { pageCnt: 100 })).body.data.list;
    expect(listed.find((row: { newsNo: number }) => row.newsNo === id).hasDraft).toBe(true);
    expect(listed.filter((row: { hasDraft: boolean }) => row.hasDraft)).toHaveLength(1);
    const publicRow = (await server.api.get('/api/news')).body.data.list[0];
    expect(publicRow).not.toHaveProperty('hasDraft');
    // Saving the draft again replaces it.
    await server.admin.post(`/api/news/${id}/draft`, { title: 'Draft title 2' });
    expect((await server.admin.get(`/api/news/${id}/draft`)).body.data.fields.title).toBe('Draft title 2');

    const published = await server.admin.post(`/api/news/${id}/draft/publish`);
    expect(published.body).toEqual({ success: true, data: 'OK' });
    expect(await publicTitle(id)).toBe('Draft title 2');
    expect((await server.admin.get(`/api/news/${id}/draft`)).status).toBe(404);
    expect((await revisionsOf(id)).total).toBe(2);
  });

  it('checks a draft as a save, and can discard it', async () => {
    const id = await createNews('Checked');
    const refused = await server.admin.post(`/api/news/${id}/draft`, { title: '' });
    expect(refused.status).toBe(400);
    await server.admin.post(`/api/news/${id}/draft`, { title: 'Maybe' });
    expect((await server.admin.delete(`/api/news/${id}/draft`)).body).toEqual({ success: true, data: 'OK' });
    expect((await server.admin.get(`/api/news/${id}/draft`)).status).toBe(404);
    expect((await server.admin.delete(`/api/news/${id}/draft`)).status).toBe(404);
    expect((await server.admin.post(`/api/news/${id}/draft/publish`)).status).toBe(404);
    expect(await publicTitle(id)).toBe('Checked');
  });

  it('takes the edit right to save, publish or discard a draft and the read right to read it', async () => {
    const id = await createNews('Drafted');
    const reader = await server.loginAs(['rBoardNews']);
    expect((await reader.post(`/api/news/${id}/draft`, { title: 'No' })).status).toBe(403);
    await server.admin.post(`/api/news/${id}/draft`, { title: 'Yes' });
    expect((await reader.get(`/api/news/${id}/draft`)).status).toBe(200);
    expect((await reader.post(`/api/news/${id}/draft/publish`)).status).toBe(403);
    expect((await reader.delete(`/api/news/${id}/draft`)).status).toBe(403);
    expect((await server.api.get(`/api/news/${id}/draft`)).status).toBe(401);
  });
});

describe('the access history of saves', () => {
  interface Entry {
    url: string;
    revision: { revisionNo: number; contentType: string; itemNo: number } | null;
  }
  /**
   * The history entries whose URL mentions `text`, oldest first, once there are `least` (entries are
   * written as calls end; the history's own searches are stored masked, so they never match).
   */
  const entriesOf = (text: string, least: number) =>
    vi.waitFor(
      async () => {
        const res = await server.admin.get('/api/history', {
          searchType: 'url',
          searchText: text,
          sort: 'createdAt',
          order: 'asc',
          pageCnt: 100,
        });
        expect(res.status).toBe(200);
        expect(res.body.data.total).toBeGreaterThanOrEqual(least);
        return res.body.data.list as Entry[];
      },
      { timeout: 3000, interval: 50 },
    );

  it('names the version each save made: create, update, restore and draft publish; nothing for reads', async () => {
    const id = await createNews('History link');
    await saveNews(id, { title: 'History link, edited' });
    const [, created] = (await revisionsOf(id)).list;
    expect((await server.admin.post(`/api/news/${id}/revisions/${created!.revisionNo}/restore`)).status).toBe(
      200,
    );
    await server.admin.post(`/api/news/${id}/draft`, { title: 'History link, drafted' });
    expect((await server.admin.post(`/api/news/${id}/draft/publish`)).status).toBe(200);
    const versions = (await revisionsOf(id)).list.map((r) => r.revisionNo).reverse();
    expect(versions).toHaveLength(4);

    const saves = (await entriesOf(`/api/news/${id}`, 5)).filter((e) =>
      /^POST \/api\/news\/\d+(\/|$)/.test(e.url),
    );
    const created_ = (await entriesOf('POST /api/news', 5)).find((e) => e.revision?.itemNo === id);
    expect(created_).toMatchObject({
      url: 'POST /api/news',
      revision: { revisionNo: versions[0], itemNo: id },
    });
    const linked = saves.filter((e) => e.revision).map((e) => [e.url.split(' ')[1], e.revision!.revisionNo]);
    expect(linked).toEqual([
      [`/api/news/${id}`, versions[1]],
      [`/api/news/${id}/revisions/${created!.revisionNo}/restore`, versions[2]],
      [`/api/news/${id}/draft/publish`, versions[3]],
    ]);
    for (const entry of saves.filter((e) => e.revision)) expect(entry.revision!.contentType).toBe('news');
    // Keeping a draft saves no version; reads name none.
    expect(saves.find((e) => e.url.endsWith('/draft'))?.revision).toBeNull();
    const reads = (await entriesOf(`GET /api/news/${id}/revisions`, 2)).filter((e) =>
      e.url.startsWith('GET'),
    );
    expect(reads.every((e) => e.revision === null)).toBe(true);
  });
});
