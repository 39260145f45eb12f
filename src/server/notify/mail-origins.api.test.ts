import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../services.ts';
import { pdfFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { inquiry, mailEnv, type ReceivedMail, STAFF, startSmtp, type TestSmtp } from '../test/smtp.ts';

/**
 * Every link an e-mail carries starts with the configured origin (PUBLIC_URL, decision 045), whatever
 * the request that caused it said: a visitor behind the trusted proxy chooses X-Forwarded-Host, and
 * an alert stored by an older version carries the origin that version took from its sign-up request.
 */
const ATTACKER = 'attacker.example';

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

let lastAddress = 0;
/** A visitor's own address, and the host name it claims through the proxy. */
const forged = () => ({ 'x-forwarded-for': `198.51.100.${++lastAddress}`, 'x-forwarded-host': ATTACKER });

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
const waitForMails = async (address: string, count: number) => {
  await vi.waitFor(() => expect(mailsTo(address).length).toBeGreaterThanOrEqual(count), { timeout: 5_000 });
  return mailsTo(address);
};
/** The links of a mail, in its text and HTML parts. */
const linksOf = (mail: ReceivedMail) =>
  [...`${mail.text}\n${mail.html ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);

const expectSiteLinksOnly = (mail: ReceivedMail) => {
  expect(mail.raw).not.toContain(ATTACKER);
  const links = linksOf(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${server.url}/`), link).toBe(true);
};

const createJob = async (title: string) => {
  const res = await server.admin.form('/api/job', {
    localeCd: 'EN',
    dateCd: '20',
    title,
    contents: '<p>Join us.</p>',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};

describe('links in e-mails come from PUBLIC_URL, never from the request', () => {
  it('the job alert confirmation, asked for with a forged X-Forwarded-Host', async () => {
    const email = `forged.${Date.now()}@example.com`;
    const res = await server.api.post('/api/job-alert', { email, policyChecked: 'Y' }, forged());
    expect(res.status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    expectSiteLinksOnly(confirmation!);
  });

  it("a new job's alert, for a sign-up whose stored origin is an attacker's", async () => {
    const services = createServices(server.deps);
    await services.jobAlerts.announceLiveJobs();
    const email = `stored.${Date.now()}@example.com`;
    await server.api.post('/api/job-alert', { email, policyChecked: 'Y' }, forged());
    await waitForMails(email, 1);
    // What an older version stored from its sign-up request's Host.
    await server.deps.db
      .updateTable('job_alert')
      .set({ siteOrigin: `http://${ATTACKER}` })
      .where('email', '=', email)
      .execute();
    const { token } = await server.deps.db
      .selectFrom('job_alert')
      .select('token')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await services.jobAlerts.confirm(token);
    const jobNo = await createJob('Ticket desk');
    expect((await services.jobAlerts.announceLiveJobs()).mails).toBeGreaterThanOrEqual(1);
    const [, alert] = await waitForMails(email, 2);
    expect(alert!.text).toContain(`${server.url}/career/jobs-detail/${jobNo}`);
    expectSiteLinksOnly(alert!);
  });

  it('the staff e-mail about an application, and the one about an inquiry', async () => {
    const jobNo = await createJob('Ride operator');
    const applied = await server.api.form(
      `/api/job/${jobNo}/apply`,
      {
        name: 'Nguyễn Thị Lan',
        email: 'lan.nguyen@example.com',
        phone: '0912 345 678',
        policyChecked: 'Y',
        cv: pdfFile('cv.pdf'),
      },
      forged(),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const asked = await server.api.form('/api/qna', inquiry, forged());
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const staffMails = await waitForMails(STAFF[0]!, 2);
    expect(
      staffMails.some((mail) => mail.text.includes(`/admin/board/application/detail/${applied.body.data}`)),
    ).toBe(true);
    expect(staffMails.some((mail) => mail.text.includes(`/admin/qna/qna/detail/${asked.body.data}`))).toBe(
      true,
    );
    for (const mail of staffMails) expectSiteLinksOnly(mail);
  });
});
