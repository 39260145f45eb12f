import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * The purge against what clients and the file store see, on both upload stores: inquiries past
 * INQUIRY_RETENTION_DAYS (trash included) are gone with their files, newer ones stay; the same for
 * the access history; ended sessions go while a live one keeps working; rate-limit hits go after a
 * day. Rows are made old by backdating their times in the database.
 */
describe.each([
  { store: 'disk', inquiryDays: 183, historyDays: 365 },
  { store: 'database', inquiryDays: 30, historyDays: 10 },
])(
  'the retention purge ($store store, inquiries $inquiryDays days, history $historyDays days)',
  ({ store, inquiryDays, historyDays }) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        env: {
          FILE_STORE: store,
          INQUIRY_RETENTION_DAYS: String(inquiryDays),
          HISTORY_RETENTION_DAYS: String(historyDays),
          TRUST_PROXY: '127.0.0.1',
        },
      });
    });
    afterAll(() => server?.close());

    const purge = () => createServices(server.deps).retention.purge(new Date());
    let lastAddress = 0;
    const sendInquiry = async (title: string) => {
      const sent = await server.api.form(
        '/api/qna',
        {
          localeCd: 'EN',
          typeCd: '10',
          policyChecked: 'Y',
          title,
          contents: 'Please call me back.',
          name: 'Trần Thị Riêng',
          email: 'rieng.tran',
          emailDomain: '00',
          emailDomainName: 'example.com',
          phone: '0912345678',
          qnaFile: pdfFile(`${title}.pdf`),
        },
        { 'x-forwarded-for': `198.51.100.${++lastAddress}` },
      );
      expect(sent.status, sent.text).toBe(200);
      const qnaNo = sent.body.data as number;
      const { fileUrl } = (await server.admin.get(`/api/qna/${qnaNo}`)).body.data;
      expect(fileUrl).toMatch(/^file\//);
      return { qnaNo, fileUrl: fileUrl as string };
    };
    const receivedAgo = (qnaNo: number, ms: number) =>
      server.deps.db
        .updateTable('qna')
        .set({ createDt: ago(ms) })
        .where('qnaNo', '=', qnaNo)
        .execute();
    const download = (fileUrl: string) =>
      server.admin.get('/file/download', { fileUrl, fileName: 'attachment.pdf' });

    it('erases inquiries received before the retention, deleted or not, with their files; newer ones stay', async () => {
      const old = await sendInquiry('old');
      const oldDeleted = await sendInquiry('old-deleted');
      const recent = await sendInquiry('recent');
      expect((await server.admin.delete('/api/qna', { qnaNo: [oldDeleted.qnaNo] })).status).toBe(200);
      await receivedAgo(old.qnaNo, (inquiryDays + 1) * DAY_MS);
      await receivedAgo(oldDeleted.qnaNo, (inquiryDays + 1) * DAY_MS);
      await receivedAgo(recent.qnaNo, (inquiryDays - 1) * DAY_MS);

      const { counts, failures } = await purge();
      expect(failures).toEqual([]);
      expect(counts).toMatchObject({ inquiries: 2, attachments: 2 });

      for (const { qnaNo, fileUrl } of [old, oldDeleted]) {
        expect((await server.admin.get(`/api/qna/${qnaNo}`)).status).toBe(404);
        expect((await download(fileUrl)).status).toBe(404);
        expect(await server.deps.store.get(fileUrl)).toBeNull();
      }
      const trash = await server.admin.get('/api/qna', { delYn: 'Y' });
      expect(trash.body.data.list).toEqual([]);
      // The restore of an erased inquiry finds nothing to bring back.
      expect((await server.admin.post('/api/qna/restore', { qnaNo: [oldDeleted.qnaNo] })).status).toBe(404);

      expect((await server.admin.get(`/api/qna/${recent.qnaNo}`)).status).toBe(200);
      const kept = await download(recent.fileUrl);
      expect(kept.status).toBe(200);
      expect(kept.text.startsWith('%PDF')).toBe(true);
      expect((await purge()).counts).toMatchObject({ inquiries: 0, attachments: 0 });
    });

    it('deletes access history older than its retention and keeps the rest', async () => {
      await server.admin.get('/api/qna');
      const listed = (await server.admin.get('/api/history', { pageCnt: 100 })).body.data.list as Array<{
        id: number;
      }>;
      expect(listed.length).toBeGreaterThanOrEqual(3);
      const [newest, ...older] = listed.map((row) => row.id);
      const old = older.slice(0, 2);
      await server.deps.db
        .updateTable('access_history')
        .set({ createdAt: ago((historyDays + 1) * DAY_MS) })
        .where('id', 'in', old)
        .execute();
      await server.deps.db
        .updateTable('access_history')
        .set({ createdAt: ago((historyDays - 1) * DAY_MS) })
        .where('id', '=', newest!)
        .execute();

      expect((await purge()).counts.accessHistory).toBe(2);
      const ids = (
        (await server.admin.get('/api/history', { pageCnt: 100 })).body.data.list as Array<{ id: number }>
      ).map((row) => row.id);
      expect(ids).toContain(newest);
      for (const id of old) expect(ids).not.toContain(id);
    });

    it('deletes ended sessions, idle or past the 8-hour cap, while a live one keeps working', async () => {
      const idle = await server.loginAs(['rBoardNews']);
      const capped = await server.loginAs(['rBoardNews']);
      const live = await server.loginAs(['rBoardNews']);
      const sessionsOf = async (userNo: number) =>
        (
          await server.deps.db
            .selectFrom('session')
            .select('tokenHash')
            .where('userNo', '=', userNo)
            .execute()
        ).length;
      await server.deps.db
        .updateTable('session')
        .set({ lastSeenAt: ago(31 * MINUTE_MS) })
        .where('userNo', '=', idle.userNo)
        .execute();
      await server.deps.db
        .updateTable('session')
        .set({ expiresAt: ago(MINUTE_MS) })
        .where('userNo', '=', capped.userNo)
        .execute();
      await server.deps.db
        .updateTable('session')
        .set({ lastSeenAt: ago(29 * MINUTE_MS) })
        .where('userNo', '=', live.userNo)
        .execute();

      expect((await purge()).counts.sessions).toBe(2);
      expect(await sessionsOf(idle.userNo)).toBe(0);
      expect(await sessionsOf(capped.userNo)).toBe(0);
      expect(await sessionsOf(live.userNo)).toBe(1);
      expect((await live.get('/api/user/me')).status).toBe(200);
      expect((await server.admin.get('/api/user/me')).status).toBe(200);
    });

    it('deletes rate-limit hits older than a day, the longest window a limit counts', async () => {
      await server.deps.db
        .insertInto('rate_event')
        .values([
          { bucket: 'retention-test', key: 'old', createdAt: ago(DAY_MS + MINUTE_MS) },
          { bucket: 'retention-test', key: 'recent', createdAt: ago(DAY_MS - MINUTE_MS) },
        ])
        .execute();
      expect((await purge()).counts.rateEvents).toBe(1);
      const left = await server.deps.db
        .selectFrom('rate_event')
        .select('key')
        .where('bucket', '=', 'retention-test')
        .execute();
      expect(left.map((row) => row.key)).toEqual(['recent']);
    });
  },
);

describe('staff e-mails queued about inquiries', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9: every message stays queued, as while an SMTP server is down.
    server = await startTestServer({
      env: {
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_TO: 'staff@kidventure.example',
        TRUST_PROXY: '127.0.0.1',
      },
    });
  });
  afterAll(() => server?.close());

  const queued = () =>
    server.deps.db.selectFrom('mail_outbox').select(['qnaNo', 'payload', 'createdAt']).execute();

  it('go with their inquiries once the retention is over, sent or not', async () => {
    const send = (title: string, ip: string) =>
      server.api.form(
        '/api/qna',
        {
          localeCd: 'VI',
          typeCd: '10',
          policyChecked: 'Y',
          title,
          contents: 'Xin gọi lại cho tôi.',
          name: 'Lê Văn Hậu',
          email: 'hau.le',
          emailDomain: '00',
          emailDomainName: 'example.com',
          phone: '0912345678',
        },
        { 'x-forwarded-for': ip },
      );
    const old = (await send('old', '198.51.100.201')).body.data as number;
    const recent = (await send('recent', '198.51.100.202')).body.data as number;
    expect((await queued()).map((row) => row.qnaNo).sort()).toEqual([old, recent].sort());
    expect((await queued()).every((row) => row.payload?.includes('Lê Văn Hậu'))).toBe(true);
    const longAgo = ago(184 * DAY_MS);
    await server.deps.db.updateTable('qna').set({ createDt: longAgo }).where('qnaNo', '=', old).execute();
    await server.deps.db
      .updateTable('mail_outbox')
      .set({ createdAt: longAgo })
      .where('qnaNo', '=', old)
      .execute();

    const { counts, failures } = await createServices(server.deps).retention.purge(new Date());
    expect(failures).toEqual([]);
    expect(counts).toMatchObject({ inquiries: 1, mailOutbox: 1 });
    expect((await queued()).map((row) => row.qnaNo)).toEqual([recent]);
  });
});

describe('a step that fails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is reported by name while the other steps still run; its rows wait for the next run', async () => {
    const { db, store } = server.deps;
    const services = createServices(server.deps);
    const brokenStore = { ...store, remove: () => Promise.reject(new Error('disk unavailable')) };
    const { purge } = createServices({ ...server.deps, store: brokenStore }).retention;
    const sent = await server.api.form('/api/qna', {
      localeCd: 'EN',
      typeCd: '10',
      policyChecked: 'Y',
      title: 'Old',
      contents: 'x',
      name: 'A',
      email: 'a',
      emailDomain: '00',
      emailDomainName: 'example.com',
      phone: '0912345678',
      qnaFile: pdfFile('old.pdf'),
    });
    await db
      .updateTable('qna')
      .set({ createDt: ago(200 * DAY_MS) })
      .where('qnaNo', '=', sent.body.data)
      .execute();
    const idle = await server.loginAs(['rBoardNews']);
    await db
      .updateTable('session')
      .set({ lastSeenAt: ago(31 * MINUTE_MS) })
      .where('userNo', '=', idle.userNo)
      .execute();

    const report = await purge(new Date());
    expect(report.failures.map((failure) => failure.step)).toEqual(['inquiries']);
    expect(report.counts).toEqual({
      applications: 0,
      cvs: 0,
      mailOutbox: 0,
      privacyRequests: 0,
      personalDataRequests: 0,
      withdrawalLinks: 0,
      heldCvs: 0,
      trashedItems: 0,
      accessHistory: 0,
      unconfirmedJobAlerts: 0,
      sessions: 1,
      rateEvents: 0,
    });
    expect((await server.admin.get(`/api/qna/${sent.body.data}`)).status).toBe(200);

    expect((await services.retention.purge(new Date())).counts).toMatchObject({
      inquiries: 1,
      attachments: 1,
    });
    expect((await server.admin.get(`/api/qna/${sent.body.data}`)).status).toBe(404);
  });
});

describe('the configured periods reach the admin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { INQUIRY_RETENTION_DAYS: '90', APPLICATION_RETENTION_DAYS: '60', HISTORY_RETENTION_DAYS: '400' },
    });
  });
  afterAll(() => server?.close());

  it('in /api/user/me, which the guidance states them from', async () => {
    expect((await server.admin.get('/api/user/me')).body.data.retention).toEqual({
      inquiryDays: 90,
      applicationDays: 60,
      historyDays: 400,
    });
  });
});
