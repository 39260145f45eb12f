import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, vietnamDate } from '../../../common/dates.ts';
import { vietnamLocal } from '../../../common/schedule-times.ts';
import type { TodoLine } from '../../../common/todo.ts';
import { storedApplication } from '../../test/application-rows.ts';
import type { ApiClient } from '../../test/client.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * The admin start screen's counts (decision 059): each line counts what its linked list shows, and
 * an account is told only of the lists it may read.
 */
let server: TestServer;
let jobNo: number;
let applicationNos: number[];
const today = vietnamDate();
const inDays = (days: number) => vietnamLocal(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  server = await startTestServer();
  const ok = (res: { status: number; text: string; body: { data: number } }) => {
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  // An English news item changed after its Vietnamese counterpart: one translation out of date.
  const en = ok(await server.admin.post('/api/news', { localeCd: 'EN', typeCd: '10', title: 'Todo' }));
  ok(
    await server.admin.post('/api/news', {
      localeCd: 'VI',
      typeCd: '10',
      title: 'Todo VI',
      translationOf: en,
    }),
  );
  ok(await server.admin.post(`/api/news/${en}`, { title: 'Todo, rewritten' }));
  // News going live in three days, one going live in ten (not soon); a job closing in two days.
  for (const days of [3, 10])
    ok(
      await server.admin.post('/api/news', {
        localeCd: 'EN',
        typeCd: '10',
        title: `Later ${days}`,
        publishAt: inDays(days),
      }),
    );
  jobNo = ok(
    await server.admin.form('/api/job', {
      localeCd: 'EN',
      title: 'Closing soon',
      contents: '<p>x</p>',
      dateCd: '10',
      startDt: today,
      endDt: addDays(today, 2),
    }),
  );
  // Two new applications and one already screened; an e-mail about the first given up.
  const now = new Date().toISOString();
  applicationNos = [];
  for (const [i, statusCd] of [
    [1, '10'],
    [2, '10'],
    [3, '20'],
  ] as const) {
    const row = await server.deps.db
      .insertInto('application')
      .values(storedApplication({ i, jobNo, statusCd, source: '', createDt: now }))
      .returning('applicationNo')
      .executeTakeFirstOrThrow();
    applicationNos.push(Number(row.applicationNo));
  }
  // Two e-mails given up: one about an application, and a job alert, about no item and seen with the
  // personal-data right (decision 063).
  const givenUp = {
    qnaNo: null,
    messageNo: null,
    payload: null,
    createdAt: now,
    attempts: 5,
    nextAttemptAt: now,
    failedAt: now,
    lastError: 'EENVELOPE 550',
  };
  await server.deps.db
    .insertInto('mail_outbox')
    .values([
      { ...givenUp, applicationNo: applicationNos[0]! },
      { ...givenUp, applicationNo: null },
    ])
    .execute();
  // A request received ten days ago (due in five) and one received today (due in fifteen).
  for (const daysAgo of [10, 0])
    ok(
      await server.admin.post('/api/privacy/requests', {
        kind: 'access',
        channel: 'site',
        email: `p${daysAgo}@example.com`,
        receivedAt: new Date(Date.now() - daysAgo * 86_400_000 - 60_000).toISOString(),
      }),
    );
});
afterAll(() => server?.close());

const todo = async (client: ApiClient, query: Record<string, string> = {}) => {
  const res = await client.get('/api/admin/todo', query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as TodoLine[];
};
const find = (lines: TodoLine[], kind: string, type?: string) =>
  lines.find((line) => line.kind === kind && (type === undefined || line.type === type));

describe('GET /api/admin/todo', () => {
  it('counts what needs doing, each line with the list that shows it', async () => {
    const lines = await todo(server.admin);
    expect(find(lines, 'newApplications')).toEqual({
      kind: 'newApplications',
      count: 2,
      section: 'board/application',
      type: 'application',
      query: { statusCd: '10' },
    });
    expect(find(lines, 'outOfDate', 'news')).toMatchObject({
      count: 1,
      section: 'board/news',
      query: { outOfDate: 'Y' },
    });
    expect(find(lines, 'outOfDate', 'faq')).toMatchObject({ count: 0 });
    expect(find(lines, 'goingLive', 'news')).toMatchObject({
      count: 1,
      query: { useYn: 'Y', soon: 'live' },
    });
    expect(find(lines, 'closing', 'job')).toMatchObject({
      count: 1,
      section: 'board/recruit',
      query: { useYn: 'Y', soon: 'closing' },
    });
    expect(find(lines, 'failedMails', 'application')).toEqual({
      kind: 'failedMails',
      count: 1,
      section: 'board/application',
      type: 'application',
      ids: [applicationNos[0]],
      path: '/admin/mail/failed',
    });
    expect(find(lines, 'failedMails', 'qna')).toMatchObject({ count: 0, ids: [] });
    expect(find(lines, 'failedJobAlerts')).toEqual({
      kind: 'failedJobAlerts',
      count: 1,
      path: '/admin/mail/failed',
    });
    expect(find(lines, 'privacyDue')).toEqual({ kind: 'privacyDue', count: 1, section: 'user/privacy' });
    expect(find(lines, 'awaitingReview')).toEqual({
      kind: 'awaitingReview',
      count: 0,
      path: '/admin/review',
    });
  });

  it('counts exactly what the linked lists show, in the admin’s language', async () => {
    // The board lists show the admin's language (the application list every language).
    const paths: Record<string, [string, boolean]> = {
      'board/news': ['/api/news', true],
      'board/recruit': ['/api/job', true],
      'board/application': ['/api/application', false],
    };
    for (const localeCd of ['EN', 'VI'])
      for (const line of await todo(server.admin, { localeCd })) {
        const [path, isLocalized] = paths[line.section ?? ''] ?? [];
        if (!path || !line.query) continue;
        const query = { ...line.query, ...(isLocalized ? { localeCd } : {}), pageCnt: 100 };
        const res = await server.admin.get(path, query);
        expect(res.body.data.total, `${line.kind} ${line.section} ${localeCd}`).toBe(line.count);
      }
    expect(find(await todo(server.admin, { localeCd: 'EN' }), 'outOfDate', 'news')?.count).toBe(0);
    expect(find(await todo(server.admin, { localeCd: 'VI' }), 'outOfDate', 'news')?.count).toBe(1);
    expect((await server.admin.get('/api/admin/todo', { localeCd: 'FR' })).status).toBe(400);
    const closing = (await server.admin.get('/api/job', { soon: 'closing' })).body.data.list;
    expect(closing.map((row: { jobNo: number }) => row.jobNo)).toEqual([jobNo]);
    expect((await server.admin.get('/api/news', { soon: 'tomorrow' })).body).toMatchObject({
      success: false,
      message: 'soon must be one of live, closing',
    });
  });

  it('answers only the lines of the pages the account may read', async () => {
    const newsReader = await server.loginAs(['rBoardNews']);
    const lines = await todo(newsReader);
    expect([...new Set(lines.map((line) => line.section))]).toEqual(['board/news']);
    expect(lines.map((line) => line.kind).sort()).toEqual(['closing', 'goingLive', 'outOfDate']);

    const hr = await server.loginAs(['rBoardApplication']);
    expect((await todo(hr)).map((line) => line.kind)).toEqual(['newApplications', 'failedMails']);
    const privacy = await server.loginAs(['rUserPrivacy'], 'System Manager');
    expect((await todo(privacy)).map((line) => line.kind)).toEqual(['failedJobAlerts', 'privacyDue']);
    expect(await todo(await server.loginAs(['rUserIP']))).toEqual([]);
  });

  it('counts the drafts awaiting review for holders of a publish right, linked to the review screen', async () => {
    const line = async (client: ApiClient) => find(await todo(client), 'awaitingReview');
    expect(await line(server.admin)).toEqual({ kind: 'awaitingReview', count: 0, path: '/admin/review' });
    const editor = await server.loginAs(['rBoardNews', 'aBoardNews', 'eBoardNews']);
    const reviewer = await server.loginAs(['rBoardNews', 'eBoardNews', 'pBoardNews']);
    expect((await server.admin.post('/api/review/settings', { types: { news: true } })).status).toBe(200);
    try {
      const res = await editor.post('/api/news', { localeCd: 'EN', typeCd: '10', title: 'Held for review' });
      expect(res.status, res.text).toBe(200);
      expect(await line(reviewer)).toMatchObject({ count: 1 });
      expect(await line(server.admin)).toMatchObject({ count: 1 });
      expect(await line(editor)).toBeUndefined();
    } finally {
      await server.admin.post('/api/review/settings', { types: { news: false } });
    }
  });

  it('is for signed-in accounts only', async () => {
    expect((await server.api.get('/api/admin/todo')).status).toBe(401);
  });
});
