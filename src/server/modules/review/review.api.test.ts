import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MSG } from '../../../common/schemas/review.ts';
import { pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Review before publish (decision 058): off, nothing changes; on for a type, an editor without
 * the publish right changes nothing visitors see by any route and submits instead; a reviewer
 * approves (a save) or returns with a comment; every step is in the item's review history.
 */
let server: TestServer;
type Client = Awaited<ReturnType<TestServer['loginAs']>>;
let editor: Client;
let reviewer: Client;
let deleter: Client;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.loginAs(['rBoardNews', 'aBoardNews', 'eBoardNews', 'rBoardFAQ', 'eBoardFAQ']);
  reviewer = await server.loginAs(['rBoardNews', 'eBoardNews', 'pBoardNews']);
  deleter = await server.loginAs(['rBoardNews', 'dBoardNews']);
});
afterAll(() => server?.close());

const setReview = async (types: Record<string, boolean>) => {
  const res = await server.admin.post('/api/review/settings', { types });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const createNews = async (title: string, client = server.admin) => {
  const res = await client.post('/api/news', {
    localeCd: 'EN',
    typeCd: '10',
    title,
    contents: '<p>Text</p>',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
const publicTitle = async (id: number) => (await server.api.get(`/api/news/${id}`)).body.data?.title;
const expectHeld = (res: { status: number; body: { message?: string } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.message).toBe(REVIEW_MSG.needsPublishRight);
};

describe('review settings', () => {
  it('are off for every reviewable type until a System Manager turns one on', async () => {
    const read = await editor.get('/api/review/settings');
    expect(read.status).toBe(200);
    expect(read.body.data.types.news).toBe(false);
    expect(Object.values(read.body.data.types).every((on) => on === false)).toBe(true);
    expect((await editor.post('/api/review/settings', { types: { news: true } })).status).toBe(403);
    expect((await server.admin.post('/api/review/settings', { types: { qna: true } })).status).toBe(400);
    expect((await server.admin.post('/api/review/settings', { types: { news: 'yes' } })).status).toBe(400);
  });

  it('with review off, an editor without p saves and publishes as before', async () => {
    const id = await createNews('Review off', editor);
    expect((await editor.post(`/api/news/${id}`, { title: 'Review off, saved' })).status).toBe(200);
    expect(await publicTitle(id)).toBe('Review off, saved');
  });
});

describe('with review on for news', () => {
  beforeAll(async () => {
    const settings = await setReview({ news: true });
    expect(settings.types).toMatchObject({ news: true, faq: false });
  });
  afterAll(() => setReview({ news: false }));

  it('an editor without p cannot publish by any route', async () => {
    const id = await createNews('Live item');
    expectHeld(await editor.post(`/api/news/${id}`, { title: 'Changed live' }));
    expectHeld(await editor.post(`/api/news/${id}`, { useYn: 'N' }));
    expect((await editor.post(`/api/news/${id}/draft`, { title: 'Changed in a draft' })).status).toBe(200);
    expectHeld(await editor.post(`/api/news/${id}/draft/publish`));
    const [first] = (await editor.get(`/api/news/${id}/revisions`)).body.data.list;
    expectHeld(await editor.post(`/api/news/${id}/revisions/${first.revisionNo}/restore`));
    expect((await server.admin.delete('/api/news', { newsNo: [id] })).status).toBe(200);
    expectHeld(await deleter.post('/api/news/restore', { newsNo: [id] }));
    expect((await server.admin.post('/api/news/restore', { newsNo: [id] })).status).toBe(200);
    expect(await publicTitle(id)).toBe('Live item');
    // Another type without review: as before.
    const faq = await server.admin.post('/api/faq', { localeCd: 'EN', typeCd: '10', title: 'Q' });
    expect((await editor.post(`/api/faq/${faq.body.data}`, { title: 'Q changed' })).status).toBe(200);
    // The holder of p saves as before.
    expect((await reviewer.post(`/api/news/${id}`, { title: 'Reviewer saved' })).status).toBe(200);
    expect(await publicTitle(id)).toBe('Reviewer saved');
  });

  it('a new item from an editor without p is created hidden, its content awaiting review', async () => {
    const id = await createNews('Brand new', editor);
    expect((await server.api.get(`/api/news/${id}`)).status).toBe(404);
    const draft = (await editor.get(`/api/news/${id}/draft`)).body.data;
    expect(draft).toMatchObject({ reviewState: 'submitted', reviewComment: null });
    expect(draft.fields).toMatchObject({ title: 'Brand new', useYn: 'Y' });
    const queue = (await reviewer.get('/api/review/queue')).body.data;
    expect(queue.list).toContainEqual(
      expect.objectContaining({ contentType: 'news', id, title: 'Brand new', username: editor.username }),
    );
    expect((await reviewer.post(`/api/news/${id}/draft/approve`)).status).toBe(200);
    expect(await publicTitle(id)).toBe('Brand new');
    // Sent hidden, it is just created hidden, with no draft.
    const hidden = await editor.post('/api/news', {
      localeCd: 'EN',
      typeCd: '10',
      title: 'Quiet',
      useYn: 'N',
    });
    expect((await editor.get(`/api/news/${hidden.body.data}/draft`)).status).toBe(404);
  });

  it('submit, return with a comment, resubmit, approve: each step in the history', async () => {
    const id = await createNews('Camp opens');
    expect((await editor.post(`/api/news/${id}/draft`, { title: 'Camp opens in June' })).status).toBe(200);
    // Nothing to approve or return before it is submitted.
    expect((await reviewer.post(`/api/news/${id}/draft/approve`)).status).toBe(409);
    expect((await editor.post(`/api/news/${id}/draft/submit`)).status).toBe(200);
    const listed = (await editor.get('/api/news', { pageCnt: 100 })).body.data.list;
    expect(listed.find((row: { newsNo: number }) => row.newsNo === id).reviewState).toBe('submitted');
    // Only a holder of p sees the queue's items and approves or returns.
    expect((await editor.get('/api/review/queue')).body.data.total).toBe(0);
    expect((await editor.post(`/api/news/${id}/draft/approve`)).status).toBe(403);
    expect((await editor.post(`/api/news/${id}/draft/return`, { comment: 'x' })).status).toBe(403);
    expect((await reviewer.post(`/api/news/${id}/draft/return`, { comment: '' })).status).toBe(400);
    const returned = await reviewer.post(`/api/news/${id}/draft/return`, { comment: 'Say which June day' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const draft = (await editor.get(`/api/news/${id}/draft`)).body.data;
    expect(draft).toMatchObject({ reviewState: 'returned', reviewComment: 'Say which June day' });
    expect(draft.fields.title).toBe('Camp opens in June');
    expect(
      (await reviewer.get('/api/review/queue')).body.data.list.map((i: { id: number }) => i.id),
    ).not.toContain(id);
    expect((await editor.post(`/api/news/${id}/draft`, { title: 'Camp opens on 3 June' })).status).toBe(200);
    expect((await editor.post(`/api/news/${id}/draft/submit`)).status).toBe(200);
    expect(await publicTitle(id)).toBe('Camp opens');
    expect((await reviewer.post(`/api/news/${id}/draft/approve`)).status).toBe(200);
    expect(await publicTitle(id)).toBe('Camp opens on 3 June');
    expect((await editor.get(`/api/news/${id}/draft`)).status).toBe(404);
    const [approvedVersion] = (await editor.get(`/api/news/${id}/revisions`)).body.data.list;
    expect(approvedVersion.username).toBe(reviewer.username);
    const history = (await editor.get(`/api/news/${id}/review`)).body.data;
    expect(history.list.map((e: { step: string; username: string }) => [e.step, e.username])).toEqual([
      ['approved', reviewer.username],
      ['submitted', editor.username],
      ['returned', reviewer.username],
      ['submitted', editor.username],
    ]);
    expect(history.list[0].revisionNo).toBe(approvedVersion.revisionNo);
    expect(history.list[2].comment).toBe('Say which June day');
  });

  it('publishing a draft awaiting review through the draft route is an approval in its history', async () => {
    const id = await createNews('Pool hours');
    expect((await editor.post(`/api/news/${id}/draft`, { title: 'Pool hours change' })).status).toBe(200);
    expect((await editor.post(`/api/news/${id}/draft/submit`)).status).toBe(200);
    expect((await reviewer.post(`/api/news/${id}/draft/publish`)).status).toBe(200);
    expect(await publicTitle(id)).toBe('Pool hours change');
    const steps = (await editor.get(`/api/news/${id}/review`)).body.data.list;
    expect(steps.map((e: { step: string }) => e.step)).toEqual(['approved', 'submitted']);
  });
});

describe('with review on for banners', () => {
  beforeAll(() => setReview({ banner: true }));
  afterAll(() => setReview({ banner: false }));

  it('a banner sent with its picture by an editor without p waits hidden, its picture kept, until approved', async () => {
    const maker = await server.loginAs(['rMainBanner', 'aMainBanner', 'eMainBanner']);
    const approver = await server.loginAs(['rMainBanner', 'pMainBanner']);
    const created = await maker.form('/api/banner', {
      localeCd: 'EN',
      title: 'Held banner',
      bannerImg: await pngFile(),
    });
    expect(created.status, created.text).toBe(200);
    const id = created.body.data as number;
    expect((await server.api.get(`/api/banner/${id}`)).status).toBe(404);
    expect((await approver.get('/api/review/queue')).body.data.list).toContainEqual(
      expect.objectContaining({ contentType: 'banner', id, title: 'Held banner' }),
    );
    expect((await approver.post(`/api/banner/${id}/draft/approve`)).status).toBe(200);
    const shown = (await server.api.get(`/api/banner/${id}`)).body.data;
    expect(shown).toMatchObject({ title: 'Held banner', useYn: 'Y' });
    expect(shown.imageUrl).toMatch(/^\/uploads\//);
  });
});
