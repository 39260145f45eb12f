import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { header, inquiry, mailEnv, STAFF, smtpError, startSmtp, type TestSmtp } from '../test/smtp.ts';
import { mailOutboxService } from './mail-outbox.ts';

/**
 * The staff e-mail about an inquiry, through a real SMTP server: what staff receive, and what a
 * failing SMTP server does to it (the outbox retries, gives up, never loses the inquiry).
 * Crashes, several instances and the transaction are in outbox.api.test.ts.
 */

const listedIds = async (server: TestServer) =>
  ((await server.admin.get('/api/qna')).body.data.list as { qnaNo: number }[]).map((r) => r.qnaNo);
const outboxRows = (server: TestServer) => server.deps.db.selectFrom('mail_outbox').selectAll().execute();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an inquiry e-mails staff through the configured SMTP server', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    // A poll a minute away: these mails can only arrive this fast because storing one wakes the sender.
    server = await startTestServer({ env: mailEnv(smtp.port), outboxTiming: { pollMs: 60_000 } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends exactly one mail to NOTIFY_TO with the fields and the admin link, not the attachment', async () => {
    const res = await server.api.form('/api/qna', { ...inquiry, qnaFile: pdfFile('proposal.pdf') });
    expect(res.status).toBe(200);
    const id = res.body.data as number;
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 5_000 });
    const [mail] = smtp.mails;
    expect(mail!.from).toBe('no-reply@kidventure.example');
    expect(mail!.to.sort()).toEqual([...STAFF].sort());
    expect(header(mail!, 'Subject')).toBe(`Subject: New partnership inquiry #${id}: ${inquiry.title}`);
    expect(header(mail!, 'Reply-To')).toContain('<lan.nguyen@example.com>');
    // The same for every attempt at this message (decision 065).
    expect(header(mail!, 'Message-ID')).toMatch(/^Message-ID: <outbox\.\d+\.\d+@kidventure\.example>$/);
    for (const line of [
      'Type: Partnership',
      `Title: ${inquiry.title}`,
      'Name: Nguyễn Thị Lan',
      'E-mail: lan.nguyen@example.com',
      'Phone: 0912345678',
      'Attachment: proposal.pdf',
      'Site language: EN',
      `Open it in the admin: ${server.url}/admin/qna/qna/detail/${id}`,
      inquiry.contents,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).toMatch(/^Received: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/m);
    expect(mail!.html).toContain(`href="${server.url}/admin/qna/qna/detail/${id}"`);
    expect(mail!.raw).not.toContain('%PDF');
    // Sent means gone from the outbox: no copy of the visitor's message stays behind.
    await vi.waitFor(async () => expect(await outboxRows(server)).toEqual([]));
    await pause(300);
    expect(smtp.mails).toHaveLength(1);
  });

  it('keeps a title with line breaks inside the subject and escapes markup in the HTML part', async () => {
    const before = smtp.mails.length;
    const res = await server.api.post('/api/qna', {
      ...inquiry,
      typeCd: '20',
      title: 'Hello\r\nBcc: thief@evil.example',
      name: '<b>Lan</b>',
      contents: '',
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(before + 1), { timeout: 5_000 });
    const mail = smtp.mails.at(-1)!;
    expect(mail.to.sort()).toEqual([...STAFF].sort());
    expect(header(mail, 'Bcc')).toBeUndefined();
    expect(header(mail, 'Subject')).toBe(
      `Subject: New partnership inquiry #${res.body.data}: Hello Bcc: thief@evil.example`,
    );
    expect(mail.text).toContain('Type: Affiliate Inquiry');
    expect(mail.text).toContain('Attachment: none');
    expect(mail.html).toContain('&#60;b&#62;Lan&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Lan');
  });
});

describe('the admin link', () => {
  it('uses PUBLIC_URL when it is set', async () => {
    const smtp = await startSmtp();
    const server = await startTestServer({
      env: mailEnv(smtp.port, { PUBLIC_URL: 'https://www.example.com' }),
    });
    try {
      const id = (await server.api.post('/api/qna', inquiry)).body.data as number;
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
      expect(smtp.mails[0]!.text).toContain(`https://www.example.com/admin/qna/qna/detail/${id}`);
      expect(smtp.mails[0]!.text).not.toContain(server.url);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe('a failing SMTP server never loses the inquiry', () => {
  /** Three attempts in all, 300 ms apart (a day's schedule in production). */
  const outboxTiming = { pollMs: 50, retryDelaysMs: [300, 300] };
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ env: mailEnv(smtp.port), outboxTiming });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('answers 200 when every attempt is refused for now, retries later, and gives up after the last', async () => {
    smtp.state.attempts = 0;
    smtp.state.reply = () => smtpError(451, 'Try again later');
    const res = await server.api.post('/api/qna', inquiry);
    expect(res.body).toEqual({ success: true, data: expect.any(Number) });
    expect(await listedIds(server)).toContain(res.body.data);
    // What a metrics endpoint would read: one e-mail waiting while it is retried, none once given up.
    const { backlog } = mailOutboxService(server.deps);
    await vi.waitFor(() => expect(smtp.state.attempts).toBe(1), { timeout: 10_000 });
    expect(await backlog()).toBe(1);
    await vi.waitFor(() => expect(smtp.state.attempts).toBe(3), { timeout: 10_000 });
    await pause(1_000);
    expect(smtp.state.attempts).toBe(3);
    expect(smtp.mails).toHaveLength(0);
    expect(await backlog()).toBe(0);
    // Given up: kept for staff to send again or discard (decision 063); the reason names nothing the visitor wrote.
    const [row] = await outboxRows(server);
    expect(row).toMatchObject({
      qnaNo: res.body.data,
      attempts: 3,
      payload: expect.stringContaining('Sponsoring'),
      failedAt: expect.any(String),
    });
    expect(row!.lastError).toContain('451');
    expect(row!.lastError).not.toMatch(/Lan|lan\.nguyen|Sponsoring/);
    await server.deps.db.deleteFrom('mail_outbox').execute();
  });

  it('delivers on a later attempt after a temporary refusal', async () => {
    smtp.state.attempts = 0;
    smtp.state.reply = (attempt) => (attempt === 1 ? smtpError(451, 'Busy') : undefined);
    const started = Date.now();
    const res = await server.api.post('/api/qna', inquiry);
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(smtp.mails[0]!.text).toContain(`/admin/qna/qna/detail/${res.body.data}`);
    expect(smtp.state.attempts).toBe(2);
    await vi.waitFor(async () => expect(await outboxRows(server)).toEqual([]));
    smtp.mails.length = 0;
  });

  it('does not retry a permanent refusal', async () => {
    smtp.state.attempts = 0;
    smtp.state.reply = () => smtpError(554, 'Rejected');
    const res = await server.api.post('/api/qna', inquiry);
    expect(res.status).toBe(200);
    expect(await listedIds(server)).toContain(res.body.data);
    await vi.waitFor(() => expect(smtp.state.attempts).toBe(1), { timeout: 10_000 });
    await pause(1_000);
    expect(smtp.state.attempts).toBe(1);
    expect(await outboxRows(server)).toEqual([
      expect.objectContaining({
        qnaNo: res.body.data,
        attempts: 1,
        payload: expect.any(String),
        failedAt: expect.any(String),
      }),
    ]);
    await server.deps.db.deleteFrom('mail_outbox').execute();
  });

  it('answers 200 while nothing listens on the SMTP port, and delivers exactly once when it is back', async () => {
    const down = await startSmtp();
    await down.close();
    // Retries every 300 ms for a while: what the 30 s, 2 min, … schedule does over an outage.
    const waiting = await startTestServer({
      env: mailEnv(down.port),
      outboxTiming: { pollMs: 50, retryDelaysMs: Array(50).fill(300) },
    });
    let back: TestSmtp | undefined;
    try {
      const res = await waiting.api.post('/api/qna', inquiry);
      expect(res.body).toEqual({ success: true, data: expect.any(Number) });
      expect(await listedIds(waiting)).toContain(res.body.data);
      await vi.waitFor(async () =>
        expect((await outboxRows(waiting))[0]?.attempts).toBeGreaterThanOrEqual(2),
      );
      expect(await outboxRows(waiting)).toEqual([
        expect.objectContaining({ lastError: expect.stringContaining('ECONNREFUSED'), failedAt: null }),
      ]);
      back = await startSmtp(down.port);
      await vi.waitFor(() => expect(back!.mails).toHaveLength(1), { timeout: 10_000 });
      expect(back.mails[0]!.text).toContain(`/admin/qna/qna/detail/${res.body.data}`);
      await vi.waitFor(async () => expect(await outboxRows(waiting)).toEqual([]));
      await pause(700);
      expect(back.mails).toHaveLength(1);
    } finally {
      await waiting.close();
      await back?.close();
    }
  });

  it('does not let a stuck SMTP server hold the shutdown', async () => {
    const stuck = await startSmtp();
    stuck.state.reply = () => 'hang';
    const hanging = await startTestServer({ env: mailEnv(stuck.port) });
    try {
      expect((await hanging.api.post('/api/qna', inquiry)).status).toBe(200);
      await vi.waitFor(() => expect(stuck.state.attempts).toBe(1), { timeout: 10_000 });
      const started = Date.now();
      await hanging.close();
      await vi.waitFor(() => expect(stuck.state.openConnections).toBe(0), { timeout: 6_000 });
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await stuck.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('queues nothing and still stores the inquiry', async () => {
    const server = await startTestServer({ env: { NOTIFY_TO: STAFF.join(',') } });
    try {
      expect(server.deps.config.mail).toBeNull();
      const res = await server.api.post('/api/qna', inquiry);
      expect(res.body).toEqual({ success: true, data: expect.any(Number) });
      expect(await listedIds(server)).toContain(res.body.data);
      // Nothing would ever send it, so no copy of the visitor's data waits in the outbox.
      expect(await outboxRows(server)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
