import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../services.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { mailEnv, type ReceivedMail, STAFF, startSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * Withdrawing consent from an e-mail (decision 051): every e-mail to an applicant or a job alert
 * subscriber carries a link to a page with one button; pressing it, without signing in or
 * scripts, erases the person's data through the privacy service and logs a request answered at once.
 */
let smtp: TestSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    env: mailEnv(smtp.port, { TRUST_PROXY: '127.0.0.1' }),
    outboxTiming: { pollMs: 50 },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const LAN = 'lan.withdraws@example.com';
let lastAddress = 0;
const nextAddress = () => ({ 'x-forwarded-for': `198.51.100.${++lastAddress}` });

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const waitForMails = async (email: string, count: number) => {
  await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(count), { timeout: 5_000 });
  return mailsTo(email);
};
const withdrawLinkIn = (mail: ReceivedMail) =>
  /https?:\/\/[^\s]+\/privacy\/withdraw\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The button as a browser without scripts presses it (urlencoded), the redirect not followed. */
const press = (link: string) =>
  fetch(`${server.url}${new URL(link).pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }),
    redirect: 'manual',
    headers: { accept: 'text/html' },
  });

let jobNo: number;
beforeAll(async () => {
  const job = await server.admin.form('/api/job', {
    localeCd: 'EN',
    dateCd: '20',
    title: 'Ride operator',
    contents: '<p>Run the rides.</p>',
  });
  jobNo = job.body.data as number;
});

describe('the withdrawal link', () => {
  it('is in every e-mail to an applicant or a subscriber, in their language, never in staff e-mails', async () => {
    const applied = await server.api.form(
      `/api/job/${jobNo}/apply`,
      {
        name: 'Nguyễn Thị Lan',
        email: LAN,
        phone: '0912000111',
        coverLetter: 'Hello.',
        policyChecked: 'Y',
        cv: pdfFile('Lan CV.pdf'),
      },
      nextAddress(),
    );
    expect(applied.status, applied.text).toBe(200);
    const alert = await server.api.post(
      '/api/job-alert',
      { policyChecked: 'Y', email: LAN, localeCd: 'VI' },
      nextAddress(),
    );
    expect(alert.status, alert.text).toBe(200);
    const [confirmation, alertMail] = await waitForMails(LAN, 2);
    expect(withdrawLinkIn(confirmation!)).toMatch(/\/privacy\/withdraw\?token=/);
    expect(confirmation!.html).toContain('/privacy/withdraw?token=');
    expect(withdrawLinkIn(alertMail!)).toMatch(/\/vi\/privacy\/withdraw\?token=/);
    expect(alertMail!.text).toContain('Để rút lại sự đồng ý');
    // Each e-mail its own token.
    expect(withdrawLinkIn(confirmation!)).not.toBe(withdrawLinkIn(alertMail!));
    const staff = smtp.mails.filter((mail) => mail.to.includes(STAFF[0]!));
    expect(staff.length).toBeGreaterThan(0);
    for (const mail of staff) expect(mail.text).not.toContain('/privacy/withdraw');

    // The job alert's e-mail about a new job carries one too.
    await server.deps.db.updateTable('job_alert').set({ confirmedAt: new Date().toISOString() }).execute();
    const announce = () => createServices(server.deps).jobAlerts.announceLiveJobs();
    await announce();
    // The alert was signed up in Vietnamese: it hears of jobs in Vietnamese.
    const cook = await server.admin.form('/api/job', {
      localeCd: 'VI',
      dateCd: '20',
      title: 'Đầu bếp',
      contents: '<p>Nấu ăn.</p>',
    });
    expect(cook.status, cook.text).toBe(200);
    expect((await announce()).mails).toBe(1);
    const [, , newJob] = await waitForMails(LAN, 3);
    expect(withdrawLinkIn(newJob!)).toBeDefined();

    // The table keeps the token's hash and the address sealed: neither is readable from it.
    const links = await server.deps.db.selectFrom('privacy_withdrawal_link').selectAll().execute();
    expect(links.length).toBeGreaterThanOrEqual(3);
    const token = new URL(withdrawLinkIn(confirmation!)!).searchParams.get('token')!;
    expect(JSON.stringify(links)).not.toContain(LAN);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('opens a page with one button that changes nothing: no-store, noindex', async () => {
    const [confirmation] = mailsTo(LAN);
    const link = withdrawLinkIn(confirmation!)!;
    for (const path of [pathOf(link), pathOf(link).replace('/privacy/', '/vi/privacy/')]) {
      const page = await server.api.raw(path, { method: 'GET' });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.text).toMatch(/<form action="(\/vi)?\/privacy\/withdraw" method="post">/);
      expect(page.text).toContain(`name="token" value="${new URL(link).searchParams.get('token')}"`);
    }
    expect((await server.api.raw(pathOf(link), { method: 'GET' })).text).toContain(
      'Withdraw my consent and erase my data',
    );
    expect((await server.admin.get('/api/privacy/subjects', { email: LAN })).body.data.total).toBeGreaterThan(
      0,
    );
  });

  it('erases the person’s data when pressed, and logs a withdrawal request done', async () => {
    const [confirmation] = mailsTo(LAN);
    const link = withdrawLinkIn(confirmation!)!;
    const pressed = await press(link);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/privacy/withdraw?withdrawn=1');
    const done = await server.api.raw('/privacy/withdraw?withdrawn=1', { method: 'GET' });
    expect(done.text).toContain('Your data has been erased');

    expect((await server.admin.get('/api/privacy/subjects', { email: LAN })).body.data.total).toBe(0);
    const { list } = (await server.admin.get('/api/privacy/requests', { status: 'done' })).body.data;
    expect(list[0]).toMatchObject({
      kind: 'withdrawal',
      channel: 'site',
      status: 'done',
      subject: 'l***@example.com',
      email: null,
      createdBy: 'site',
      answers: [
        expect.objectContaining({
          action: 'erase',
          username: 'site',
          counts: expect.objectContaining({ application: 1, jobAlert: 1, file: 1 }),
        }),
      ],
    });
    const history = (
      await server.admin.get('/api/history', { searchType: 'url', searchText: '/privacy/withdraw' })
    ).body.data.list as Array<{ url: string; userid: string }>;
    expect(history.map((entry) => entry.url)).toContain(
      `POST /privacy/withdraw request=${list[0].requestNo}`,
    );
    // Nothing names her any more in the requests nor the links.
    for (const table of ['personal_data_request', 'privacy_request', 'privacy_withdrawal_link'] as const)
      expect(
        JSON.stringify(await server.deps.db.selectFrom(table).selectAll().execute()),
        table,
      ).not.toContain(LAN);
  });

  it('says a used, forged or missing token is no longer valid', async () => {
    const [confirmation] = mailsTo(LAN);
    const used = await press(withdrawLinkIn(confirmation!)!);
    expect(used.headers.get('location')).toBe('/privacy/withdraw?expired=1');
    const forged = await press(`${server.url}/vi/privacy/withdraw?token=${'A'.repeat(43)}`);
    expect(forged.headers.get('location')).toBe('/vi/privacy/withdraw?expired=1');
    const expired = await server.api.raw('/vi/privacy/withdraw?expired=1', { method: 'GET' });
    expect(expired.text).toContain('Đường dẫn này không còn hiệu lực');
    const missing = await server.api.raw('/privacy/withdraw', { method: 'GET' });
    expect(missing.text).toContain('This link is incomplete');
  });
});
