import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FailedMail } from '../../../common/failed-mail.ts';
import { vietnamDate } from '../../../common/dates.ts';
import { mailOutboxService } from '../../notify/mail-outbox.ts';
import { storedApplication } from '../../test/application-rows.ts';
import type { ApiClient } from '../../test/client.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { inquiry, inquiryNoOf, mailEnv, smtpError, startSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * The failed e-mails (decision 063): what the outbox gave up on is listed with who, what and why to
 * the staff who may read what it is about, sent again (and then delivered) or discarded. Runs on
 * SQLite and PostgreSQL.
 */
let smtp: TestSmtp;
let server: TestServer;
let applicationNo: number;
const ids: Record<'inquiry' | 'retried' | 'discarded' | 'alert' | 'waiting' | 'notKept', number> = {
  inquiry: 0,
  retried: 0,
  discarded: 0,
  alert: 0,
  waiting: 0,
  notKept: 0,
};

const outboxRows = () => server.deps.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const messageStatus = async (messageNo: number) =>
  (
    await server.deps.db
      .selectFrom('application_message')
      .select('status')
      .where('messageNo', '=', messageNo)
      .executeTakeFirstOrThrow()
  ).status;
const listed = async (client: ApiClient, query: Record<string, string> = {}) => {
  const res = await client.get('/api/admin/mail/failed', query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { list: FailedMail[]; total: number };
};
const ok = (res: { status: number; text: string; body: { data: number } }) => {
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  smtp = await startSmtp();
  // Every message is refused for good (a 5xx naming an address) until a test lets them through.
  smtp.state.reply = () => smtpError(550, '550 Mailbox unavailable: lan.nguyen@example.vn');
  server = await startTestServer({ env: mailEnv(smtp.port), outboxTiming: { pollMs: 50 } });
  const jobNo = ok(
    await server.admin.form('/api/job', {
      localeCd: 'EN',
      title: 'Swim coach',
      contents: '<p>x</p>',
      dateCd: '10',
      startDt: vietnamDate(),
      endDt: vietnamDate(),
    }),
  );
  applicationNo = Number(
    (
      await server.deps.db
        .insertInto('application')
        .values(
          storedApplication({ i: 1, jobNo, statusCd: '10', source: '', createDt: new Date().toISOString() }),
        )
        .returning('applicationNo')
        .executeTakeFirstOrThrow()
    ).applicationNo,
  );
  const qnaNo = ok(await server.api.post('/api/qna', inquiry));
  for (const subject of ['Your interview', 'Another note'])
    ok(
      await server.admin.post(`/api/application/${applicationNo}/message`, {
        subject,
        body: 'See you soon.',
      }),
    );
  const outbox = mailOutboxService(server.deps);
  await outbox.add(server.deps.db, {
    message: { subject: 'New job: Swim coach', text: 't', html: '<p>t</p>', to: 'alert.reader@example.com' },
  });
  outbox.wake();
  await vi.waitFor(
    async () => {
      const rows = await outboxRows();
      expect(rows).toHaveLength(4);
      expect(rows.every((row) => row.failedAt !== null)).toBe(true);
    },
    { timeout: 10_000 },
  );
  const rows = await outboxRows();
  ids.inquiry = rows.find((row) => row.qnaNo === qnaNo)!.id;
  const [retried, discarded] = rows.filter((row) => row.messageNo !== null).map((row) => row.id);
  ids.retried = retried!;
  ids.discarded = discarded!;
  ids.alert = rows.find((row) => row.qnaNo === null && row.applicationNo === null)!.id;
  // One still waiting (due tomorrow), and one given up before the text was kept.
  const now = new Date().toISOString();
  const inserted = async (values: {
    nextAttemptAt: string;
    failedAt: string | null;
    payload: string | null;
  }) =>
    Number(
      (
        await server.deps.db
          .insertInto('mail_outbox')
          .values({
            qnaNo: null,
            applicationNo,
            messageNo: null,
            createdAt: now,
            attempts: 1,
            lastError: null,
            ...values,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  ids.waiting = await inserted({
    nextAttemptAt: new Date(Date.now() + 86_400_000).toISOString(),
    failedAt: null,
    payload: JSON.stringify({ subject: 'Later', text: 't', html: 't' }),
  });
  ids.notKept = await inserted({ nextAttemptAt: now, failedAt: now, payload: null });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('GET /api/admin/mail/failed', () => {
  it('lists only the e-mails given up, newest first, with who, what and why', async () => {
    const { list, total } = await listed(server.admin);
    expect(total).toBe(5);
    expect(list.map((mail) => mail.id)).not.toContain(ids.waiting);
    const byId = (id: number) => list.find((mail) => mail.id === id);
    expect(byId(ids.inquiry)).toMatchObject({
      kind: 'inquiryNotice',
      recipient: null,
      isToStaff: true,
      subject: expect.stringContaining('Sponsoring the fire station zone'),
      attempts: 1,
      canRetry: true,
      failedAt: expect.any(String),
    });
    expect(byId(ids.retried)).toMatchObject({
      kind: 'applicantMessage',
      recipient: 'applicant1@example.com',
      subject: 'Your interview',
      applicationNo,
    });
    expect(byId(ids.alert)).toMatchObject({ kind: 'jobAlert', recipient: 'alert.reader@example.com' });
    expect(byId(ids.notKept)).toMatchObject({ kind: 'application', subject: null, canRetry: false });
    // Why, as recorded: the SMTP reply with the address masked, never the message.
    expect(byId(ids.inquiry)!.reason).toContain('550 Mailbox unavailable: [address]');
    expect(JSON.stringify(list.map((mail) => mail.reason))).not.toMatch(/lan\.nguyen|Sponsoring/);
  });

  it('pages like the other lists', async () => {
    const first = await listed(server.admin, { pageNo: '1', pageCnt: '2' });
    const second = await listed(server.admin, { pageNo: '2', pageCnt: '2' });
    expect(first.list).toHaveLength(2);
    expect(first.total).toBe(5);
    expect(second.list.map((mail) => mail.id)).not.toContain(first.list[0]!.id);
  });

  it('shows each e-mail to who may read what it is about, and refuses the rest', async () => {
    const kinds = async (settings: string[]) =>
      (await listed(await server.loginAs(settings))).list.map((mail) => mail.kind).sort();
    expect(await kinds(['rQnAQnA'])).toEqual(['inquiryNotice']);
    expect(await kinds(['rBoardApplication'])).toEqual([
      'applicantMessage',
      'applicantMessage',
      'application',
    ]);
    expect(await kinds(['rUserPrivacy'])).toEqual(['jobAlert']);
    const outsider = await server.loginAs(['rMainBanner', 'eBoardNews', 'dBoardNews']);
    expect((await outsider.get('/api/admin/mail/failed')).status).toBe(403);
    expect((await outsider.post(`/api/admin/mail/failed/${ids.inquiry}/retry`, {})).status).toBe(403);
    expect((await outsider.delete(`/api/admin/mail/failed/${ids.inquiry}`)).status).toBe(403);
    // A reader may not send again nor discard; the right is the one of the item it is about.
    const reader = await server.loginAs(['rQnAQnA', 'rBoardApplication']);
    expect((await reader.post(`/api/admin/mail/failed/${ids.inquiry}/retry`, {})).status).toBe(403);
    const inquiryEditor = await server.loginAs(['rQnAQnA', 'eQnAQnA', 'dQnAQnA']);
    expect((await inquiryEditor.post(`/api/admin/mail/failed/${ids.retried}/retry`, {})).status).toBe(403);
    expect((await inquiryEditor.delete(`/api/admin/mail/failed/${ids.alert}`)).status).toBe(403);
    expect((await outboxRows()).filter((row) => row.failedAt)).toHaveLength(5);
  });
});

describe('sending again and discarding', () => {
  it('answers 404 for an id that names no e-mail and 409 for one that has not failed', async () => {
    for (const id of ['abc', '0', '999999', '1e3'])
      expect((await server.admin.post(`/api/admin/mail/failed/${id}/retry`, {})).status).toBe(404);
    expect((await server.admin.delete('/api/admin/mail/failed/999999')).status).toBe(404);
    const retried = await server.admin.post(`/api/admin/mail/failed/${ids.waiting}/retry`, {});
    expect(retried.status).toBe(409);
    expect(retried.body.message).toMatch(/has not failed/);
    expect((await server.admin.delete(`/api/admin/mail/failed/${ids.waiting}`)).status).toBe(409);
    const notKept = await server.admin.post(`/api/admin/mail/failed/${ids.notKept}/retry`, {});
    expect(notKept.status).toBe(409);
    expect(notKept.body.message).toMatch(/not kept/);
  });

  it('sends a failed e-mail again at once, and the sender delivers it', async () => {
    smtp.state.reply = () => undefined;
    const messageNo = (await outboxRows()).find((row) => row.id === ids.retried)!.messageNo!;
    expect(await messageStatus(messageNo)).toBe('failed');
    const editor = await server.loginAs(['rBoardApplication', 'eBoardApplication']);
    expect(ok(await editor.post(`/api/admin/mail/failed/${ids.retried}/retry`, {}))).toBe('OK');
    const inquiryRetry = await server.admin.post(`/api/admin/mail/failed/${ids.inquiry}/retry`, {});
    expect(inquiryRetry.status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), { timeout: 10_000 });
    expect(smtp.mails.find((mail) => mail.to.includes('applicant1@example.com'))?.text).toContain(
      'See you soon.',
    );
    expect(smtp.mails.some((mail) => inquiryNoOf(mail) > 0)).toBe(true);
    await vi.waitFor(async () => expect(await messageStatus(messageNo)).toBe('sent'));
    const left = (await listed(server.admin)).list.map((mail) => mail.id);
    expect(left).not.toContain(ids.retried);
    expect(left).not.toContain(ids.inquiry);
    // Sent: the row is gone, so sending it again names nothing.
    expect((await server.admin.post(`/api/admin/mail/failed/${ids.retried}/retry`, {})).status).toBe(404);
  });

  it('discards a failed e-mail for good; its application message stays failed', async () => {
    const messageNo = (await outboxRows()).find((row) => row.id === ids.discarded)!.messageNo!;
    const deleter = await server.loginAs(['rBoardApplication', 'dBoardApplication']);
    expect(ok(await deleter.delete(`/api/admin/mail/failed/${ids.discarded}`))).toBe('OK');
    expect((await outboxRows()).map((row) => row.id)).not.toContain(ids.discarded);
    expect(await messageStatus(messageNo)).toBe('failed');
    expect((await deleter.delete(`/api/admin/mail/failed/${ids.discarded}`)).status).toBe(404);
    const privacy = await server.loginAs(['rUserPrivacy', 'dUserPrivacy']);
    expect((await privacy.delete(`/api/admin/mail/failed/${ids.alert}`)).status).toBe(200);
    expect(smtp.mails.some((mail) => mail.to.includes('alert.reader@example.com'))).toBe(false);
  });

  it('writes each call to the access history', async () => {
    const urls = (await server.deps.db.selectFrom('access_history').select('url').execute()).map(
      (row) => row.url,
    );
    expect(urls).toContain(`POST /api/admin/mail/failed/${ids.retried}/retry`);
    expect(urls).toContain(`DELETE /api/admin/mail/failed/${ids.discarded}`);
  });
});

describe('on a server that sends no e-mail', () => {
  it('lists and discards failed e-mails but refuses to send one again', async () => {
    const quiet = await startTestServer();
    try {
      const now = new Date().toISOString();
      const { id } = await quiet.deps.db
        .insertInto('mail_outbox')
        .values({
          qnaNo: null,
          applicationNo: null,
          messageNo: null,
          payload: JSON.stringify({ subject: 'Alert', text: 't', html: 't', to: 'a@example.com' }),
          createdAt: now,
          attempts: 8,
          nextAttemptAt: now,
          failedAt: now,
          lastError: 'ETIMEDOUT Timeout',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await listed(quiet.admin)).list).toMatchObject([{ id, kind: 'jobAlert', canRetry: true }]);
      const retried = await quiet.admin.post(`/api/admin/mail/failed/${id}/retry`, {});
      expect(retried.status).toBe(409);
      expect(retried.body.message).toMatch(/SMTP_URL/);
      expect((await quiet.admin.delete(`/api/admin/mail/failed/${id}`)).status).toBe(200);
      expect((await listed(quiet.admin)).total).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
