import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../common/paths.ts';
import { createServices } from '../../services.ts';
import { pngFile } from '../../test/fixtures.ts';
import { recordQueries } from '../../test/query-plan.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Schedules with a time (decision 035): news and banners public from publishAt
 * until takeDownAt, jobs and videos inside their date window with its optional start and end
 * times, all in Vietnam time to the minute, judged at the server's clock, which this test moves.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

/** The server's clock: 2031-05-20 10:00:20 in Vietnam (UTC+7) until a test moves it. */
let clock = Date.parse('2031-05-20T03:00:20Z');
/** Sets the clock to a Vietnamese local time 'YYYY-MM-DDTHH:MM[:SS]'. */
const setVietnamTime = (local: string) => {
  clock = Date.parse(`${local.length === 16 ? `${local}:00` : local}+07:00`);
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server?.close());

const refusal = (message: string) => ({ success: false, message, code: 'validation' });

async function createNews(extra: Record<string, unknown>, localeCd = 'EN'): Promise<number> {
  const res = await server.admin.post('/api/news', {
    localeCd,
    typeCd: '10',
    title: `Scheduled ${Math.random().toString(36).slice(2, 8)}`,
    contents: '<p>Soon</p>',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
}

async function createJob(extra: Record<string, unknown>): Promise<number> {
  const res = await server.admin.post('/api/job', {
    localeCd: 'EN',
    title: `Job ${Math.random().toString(36).slice(2, 8)}`,
    contents: '<p>Work</p>',
    dateCd: '10',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
}

const publicIds = async (type: string, idField: string) => {
  const res = await server.api.get(`/api/${type}`, { localeCd: 'EN', pageCnt: 100 });
  expect(res.status).toBe(200);
  return {
    ids: (res.body.data.list as Array<Record<string, number>>).map((row) => row[idField]),
    total: res.body.data.total as number,
  };
};
const publicStatus = async (type: string, id: number) => (await server.api.get(`/api/${type}/${id}`)).status;
const text = async (path: string) => (await server.api.raw(path, { method: 'GET' })).text;

describe('news with publishAt and takeDownAt', () => {
  it('shows an item scheduled a minute ahead nowhere public until that minute, then everywhere', async () => {
    setVietnamTime('2031-05-20T10:00:20');
    const id = await createNews({ publishAt: '2031-05-20T10:01' });
    const before = await publicIds('news', 'newsNo');
    expect(before.ids).not.toContain(id);
    expect(await publicStatus('news', id)).toBe(404);
    expect(await text('/sitemap.xml')).not.toContain(`${PATHS.news(id)}<`);
    expect(await text('/news/feed.xml')).not.toContain(`${PATHS.news(id)}<`);
    if (isSiteBuilt) expect((await server.api.raw(PATHS.news(id), { method: 'GET' })).status).toBe(404);

    setVietnamTime('2031-05-20T10:00:59');
    expect(await publicStatus('news', id)).toBe(404);

    setVietnamTime('2031-05-20T10:01');
    const after = await publicIds('news', 'newsNo');
    expect(after.ids).toContain(id);
    // The list's total was counted for the minute before: it must not be reused after it.
    expect(after.total).toBe(before.total + 1);
    expect(await publicStatus('news', id)).toBe(200);
    expect(await text('/sitemap.xml')).toContain(`${PATHS.news(id)}<`);
    expect(await text('/news/feed.xml')).toContain(`${PATHS.news(id)}<`);
    if (isSiteBuilt) expect((await server.api.raw(PATHS.news(id), { method: 'GET' })).status).toBe(200);
  });

  it("counts a visitors' list once from one scheduled change to the next, not every minute", async () => {
    setVietnamTime('2031-05-22T09:00:10');
    await createNews({});
    await createNews({ publishAt: '2031-05-22T09:05' });
    /** The visitors' first page of English news, and how many counts it took (decision 067). */
    const listed = async () => {
      let total = 0;
      const queries = await recordQueries(server.deps.db, async (db) => {
        total = (await createServices({ ...server.deps, db }).content.news.list({ localeCd: 'EN' }, null))
          .total;
      });
      return { total, counts: queries.filter((query) => /count\(\*\)/i.test(query.sql)).length };
    };
    // PostgreSQL keeps a total 2 s of real time at most (decision 015): only SQLite's is kept until a write.
    const isKeptUntilWrite = process.env.TEST_DB !== 'postgres';
    const first = await listed();
    expect(first.counts).toBe(1);
    for (const minute of ['2031-05-22T09:01', '2031-05-22T09:04:59']) {
      setVietnamTime(minute);
      const again = await listed();
      expect(again.total).toBe(first.total);
      if (isKeptUntilWrite) expect(again.counts, minute).toBe(0);
    }
    setVietnamTime('2031-05-22T09:05');
    expect(await listed()).toEqual({ total: first.total + 1, counts: 1 });
  });

  it('takes an item down at takeDownAt, to the minute', async () => {
    setVietnamTime('2031-05-21T08:00');
    const id = await createNews({ takeDownAt: '2031-05-21T08:05' });
    setVietnamTime('2031-05-21T08:04:59');
    expect((await publicIds('news', 'newsNo')).ids).toContain(id);
    expect(await publicStatus('news', id)).toBe(200);
    setVietnamTime('2031-05-21T08:05');
    expect((await publicIds('news', 'newsNo')).ids).not.toContain(id);
    expect(await publicStatus('news', id)).toBe(404);
    expect(await text('/news/feed.xml')).not.toContain(`${PATHS.news(id)}<`);
  });

  it('lets staff see and edit scheduled items, answering the times in Vietnam time', async () => {
    setVietnamTime('2031-05-22T09:00');
    const id = await createNews({ publishAt: '2031-06-01T07:30', takeDownAt: '2031-06-30T23:59' });
    const staff = (await server.admin.get(`/api/news/${id}`)).body.data;
    expect(staff).toMatchObject({ publishAt: '2031-06-01T07:30', takeDownAt: '2031-06-30T23:59' });
    const rows = (await server.admin.get('/api/news', { localeCd: 'EN', pageCnt: 100 })).body.data.list;
    expect(rows.map((row: { newsNo: number }) => row.newsNo)).toContain(id);
    expect(await publicStatus('news', id)).toBe(404);

    // Stored as UTC: 07:30 in Vietnam is 00:30 UTC.
    const stored = await server.deps.db
      .selectFrom('news')
      .select(['publishAt', 'takeDownAt'])
      .where('newsNo', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ publishAt: '2031-06-01T00:30:00.000Z', takeDownAt: '2031-06-30T16:59:00.000Z' });

    // A save that leaves the schedule out keeps it; an empty value removes it.
    expect((await server.admin.post(`/api/news/${id}`, { title: 'Renamed' })).status).toBe(200);
    expect((await server.admin.get(`/api/news/${id}`)).body.data).toMatchObject({
      title: 'Renamed',
      publishAt: '2031-06-01T07:30',
    });
    expect((await server.admin.post(`/api/news/${id}`, { publishAt: '' })).status).toBe(200);
    expect((await server.admin.get(`/api/news/${id}`)).body.data.publishAt).toBe('');
    expect(await publicStatus('news', id)).toBe(200);
  });

  it('leaves items saved without a schedule public at once, as before', async () => {
    const id = await createNews({});
    expect((await server.admin.get(`/api/news/${id}`)).body.data).toMatchObject({
      publishAt: '',
      takeDownAt: '',
    });
    expect(await publicStatus('news', id)).toBe(200);
  });

  it('hides a translation not yet published from its public counterpart', async () => {
    setVietnamTime('2031-05-23T12:00');
    const en = await createNews({});
    const vi = await createNews({ translationOf: en, publishAt: '2031-05-23T12:10' }, 'VI');
    expect((await server.api.get(`/api/news/${en}`)).body.data.translations).toEqual({ EN: en });
    setVietnamTime('2031-05-23T12:10');
    expect((await server.api.get(`/api/news/${en}`)).body.data.translations).toEqual({ EN: en, VI: vi });
  });

  it('refuses malformed or reversed schedules with 400 and a message', async () => {
    const post = (extra: Record<string, unknown>) =>
      server.admin.post('/api/news', { localeCd: 'EN', title: 'Bad', ...extra });
    expect((await post({ publishAt: '2031-05-20 10:00' })).body).toEqual(
      refusal('publishAt must be a date and time as YYYY-MM-DDTHH:MM'),
    );
    expect((await post({ publishAt: '2031-02-30T10:00' })).body).toEqual(
      refusal('publishAt must be a date and time as YYYY-MM-DDTHH:MM'),
    );
    expect((await post({ takeDownAt: '2031-05-20T24:00' })).body).toEqual(
      refusal('takeDownAt must be a date and time as YYYY-MM-DDTHH:MM'),
    );
    expect((await post({ publishAt: '2031-05-20T10:00', takeDownAt: '2031-05-20T10:00' })).body).toEqual(
      refusal('takeDownAt must be after publishAt'),
    );
  });
});

describe('banners with publishAt and takeDownAt', () => {
  it('shows a banner only inside its schedule', async () => {
    setVietnamTime('2031-05-24T06:59');
    const res = await server.admin.form('/api/banner', {
      localeCd: 'EN',
      title: 'Summer camp',
      useYn: 'Y',
      publishAt: '2031-05-24T07:00',
      takeDownAt: '2031-05-24T19:00',
      bannerImg: await pngFile(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data as number;
    expect((await publicIds('banner', 'bannerNo')).ids).not.toContain(id);
    setVietnamTime('2031-05-24T07:00');
    expect((await publicIds('banner', 'bannerNo')).ids).toContain(id);
    setVietnamTime('2031-05-24T19:00');
    expect((await publicIds('banner', 'bannerNo')).ids).not.toContain(id);
    expect(await publicStatus('banner', id)).toBe(404);
  });
});

describe('jobs with a date window and times', () => {
  it('opens at startTime on the first day and closes at endTime on the last, to the minute', async () => {
    setVietnamTime('2031-06-02T09:00');
    const id = await createJob({
      startDt: '2031-06-02',
      startTime: '10:30',
      endDt: '2031-06-04',
      endTime: '18:00',
    });
    expect((await server.admin.get(`/api/job/${id}`)).body.data).toMatchObject({
      startTime: '10:30',
      endTime: '18:00',
    });
    setVietnamTime('2031-06-02T10:29:59');
    expect((await publicIds('job', 'jobNo')).ids).not.toContain(id);
    expect(await publicStatus('job', id)).toBe(404);
    setVietnamTime('2031-06-02T10:30');
    expect((await publicIds('job', 'jobNo')).ids).toContain(id);
    expect(await text('/career/jobs/feed.xml')).toContain(`${PATHS.job(id)}<`);
    setVietnamTime('2031-06-04T17:59');
    expect(await publicStatus('job', id)).toBe(200);
    setVietnamTime('2031-06-04T18:00');
    expect(await publicStatus('job', id)).toBe(404);
    expect((await publicIds('job', 'jobNo')).ids).not.toContain(id);
    expect(await text('/career/jobs/feed.xml')).not.toContain(`${PATHS.job(id)}<`);
  });

  it('keeps whole days without times: from the first day at midnight through the last day', async () => {
    setVietnamTime('2031-06-10T23:59');
    const id = await createJob({ startDt: '2031-06-11', endDt: '2031-06-11' });
    expect(await publicStatus('job', id)).toBe(404);
    setVietnamTime('2031-06-11T00:00');
    expect(await publicStatus('job', id)).toBe(200);
    setVietnamTime('2031-06-11T23:59:59');
    expect(await publicStatus('job', id)).toBe(200);
    setVietnamTime('2031-06-12T00:00');
    expect(await publicStatus('job', id)).toBe(404);
  });

  it('refuses malformed times and a one-day window ending before it starts', async () => {
    const post = (extra: Record<string, unknown>) =>
      server.admin.post('/api/job', { localeCd: 'EN', title: 'Bad', dateCd: '10', ...extra });
    const day = { startDt: '2031-06-20', endDt: '2031-06-20' };
    expect((await post({ ...day, startTime: '25:00' })).body).toEqual(
      refusal('startTime must be a time as HH:MM'),
    );
    expect((await post({ ...day, endTime: '9:00' })).body).toEqual(
      refusal('endTime must be a time as HH:MM'),
    );
    expect((await post({ ...day, startTime: '12:00', endTime: '12:00' })).body).toEqual(
      refusal('endTime must be after startTime'),
    );
    expect(
      (await post({ startDt: '2031-06-20', endDt: '2031-06-21', startTime: '12:00', endTime: '08:00' }))
        .status,
    ).toBe(200);
  });
});
