import fs from 'node:fs';
import { recordQueries } from '../../test/query-plan.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, vietnamDate } from '../../../common/dates.ts';
import { createServices } from '../../services.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { header, mailEnv, type ReceivedMail, startSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * Job alerts end to end (decision 033), through a real SMTP server: sign-up, the confirmation
 * e-mail and its page, one e-mail per matching job as it goes live (the check is run here with the
 * clock a test chooses), the one-click unsubscribe, the purge of unconfirmed sign-ups, the limit,
 * and the sign-up form posted to the job list without scripts.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

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
const nextAddress = () => `198.51.100.${++lastAddress}`;
let lastVisitor = 0;
const newVisitor = () => `visitor${++lastVisitor}.${Date.now()}@example.com`;

/** The check as the schedule runs it, at `now`. */
const announce = (now = new Date()) => createServices(server.deps).jobAlerts.announceLiveJobs(now);
const purge = (now: Date) => createServices(server.deps).retention.purge(now);

const signUp = (body: Record<string, unknown>, address = nextAddress()) =>
  server.api.post('/api/job-alert', { policyChecked: 'Y', ...body }, { 'x-forwarded-for': address });

const createJob = async (fields: Record<string, string>) => {
  const res = await server.admin.form('/api/job', {
    localeCd: 'EN',
    dateCd: '20',
    contents: '<p>Join us.</p>',
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const waitForMails = async (email: string, count: number) => {
  await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(count), { timeout: 5_000 });
  return mailsTo(email);
};
/** Nothing more arrives: the outbox is empty and a moment passes. */
const settled = async () => {
  await vi.waitFor(async () =>
    expect(
      await server.deps.db.selectFrom('mail_outbox').select('id').where('failedAt', 'is', null).execute(),
    ).toEqual([]),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
};
const linkIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`${server.url.replace(/[.]/g, '\\.')}${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** A form as a browser posts it (urlencoded), the redirect not followed. */
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { accept: 'text/html' },
  });

/** Signs up and confirms through the e-mailed link's button; returns the confirmation link. */
async function confirmedAlert(email: string, filters: Record<string, string> = {}) {
  expect((await signUp({ email, ...filters })).body).toEqual({ success: true, data: 'OK' });
  const [mail] = await waitForMails(email, 1);
  const link = linkIn(mail!, '/career/jobs/alerts/confirm')!;
  const res = await postForm('/career/jobs/alerts/confirm', { token: tokenOf(link) });
  expect(res.status).toBe(303);
  return link;
}

describe('a job alert', () => {
  it('marks a board filled at once announced in a few statements, mailing only the jobs an alert matches', async () => {
    await announce();
    const email = newVisitor();
    await confirmedAlert(email, { q: 'lighthouse keeper' });
    const unmatched = Array.from({ length: 1_205 }, (_, i) => ({
      localeCd: 'EN',
      useYn: 'Y',
      delYn: 'N',
      dateCd: '20',
      title: `Imported role ${i}`,
      titleSearch: `imported role ${i}`,
      contents: '',
      contentsSearch: '',
      createId: 'import',
      createDt: new Date().toISOString(),
    }));
    await server.deps.db.insertInto('job').values(unmatched.slice(0, 600)).execute();
    await server.deps.db.insertInto('job').values(unmatched.slice(600)).execute();
    await createJob({ title: 'Lighthouse keeper (children’s tours)' });
    let result: unknown;
    const queries = await recordQueries(server.deps.db, async (db) => {
      result = await createServices({ ...server.deps, db }).jobAlerts.announceLiveJobs(new Date());
    });
    const inserts = queries.filter((query) => /insert into "job_alert_announced"/.test(query.sql));
    expect(result).toEqual({ jobs: 1_206, mails: 1 });
    // Two statements for the 1,205 silent jobs, one for the mailed job. (First in the file: an alert
    // without filters, as later tests confirm, would match every imported job.)
    expect(inserts).toHaveLength(3);
    await waitForMails(email, 2);
    expect((await announce()).jobs).toBe(0);
  });

  it('looks for new jobs a range of job numbers at a time, so no statement reads every job', async () => {
    await announce();
    const { last } = await server.deps.db
      .selectFrom('job')
      .select((eb) => eb.fn.max('jobNo').as('last'))
      .executeTakeFirstOrThrow();
    // A job far past the others: the ranges in between hold nothing new.
    const jobNo = Number(last) + 4_500;
    await server.deps.db
      .insertInto('job')
      .values({
        jobNo,
        localeCd: 'EN',
        useYn: 'Y',
        delYn: 'N',
        dateCd: '20',
        title: 'Harbour pilot',
        titleSearch: 'harbour pilot',
        contents: '',
        contentsSearch: '',
        createId: 'import',
        createDt: new Date().toISOString(),
      })
      .execute();
    let result: unknown;
    const queries = await recordQueries(server.deps.db, async (db) => {
      result = await createServices({ ...server.deps, db }).jobAlerts.announceLiveJobs(new Date());
    });
    expect(result).toEqual({ jobs: 1, mails: 0 });
    const looks = queries.filter((query) =>
      /from "job" where \(?"jobNo" >= .* and "jobNo" < /.test(query.sql),
    );
    expect(looks.length).toBeGreaterThanOrEqual(3);
    for (const look of looks) {
      const [from, to] = look.parameters as number[];
      expect(to! - from!).toBeLessThanOrEqual(2_000);
    }
    // Only the range that holds the new job is read whole (the columns an e-mail needs); the others
    // are answered from the job numbers alone (decision 068).
    const readWhole = looks.filter((query) => query.sql.includes('"title"'));
    expect(readWhole).toHaveLength(1);
    const [from, to] = readWhole[0]!.parameters as number[];
    expect(from! <= jobNo && jobNo < to!).toBe(true);
    expect((await announce()).jobs).toBe(0);
  });

  it('is confirmed through the e-mailed link and then gets one e-mail per matching job, with one-click unsubscribe', async () => {
    await announce();
    const email = newVisitor();
    expect((await signUp({ email, type: 'part-time', location: 'Ha Noi', q: 'host' })).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    expect(header(confirmation!, 'Subject')).toBe('Subject: Confirm your KidVenture job alert');
    expect(confirmation!.text).toContain('posts a job that matches your search');
    const link = linkIn(confirmation!, '/career/jobs/alerts/confirm')!;
    expect(link).toBeDefined();

    // Not confirmed yet: a matching job sends nothing, and is announced once and for all.
    await createJob({ title: 'Park host, weekends', employmentType: 'PART_TIME', location: 'Hà Nội' });
    expect((await announce()).mails).toBe(0);

    const confirmed = await postForm('/career/jobs/alerts/confirm', { token: tokenOf(link) });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(
      `/career/jobs/alerts/confirm?token=${tokenOf(link)}&confirmed=1`,
    );

    const matching = await createJob({ title: 'Zone HOST', employmentType: 'PART_TIME', location: 'ha noi' });
    await createJob({ title: 'Zone host', employmentType: 'FULL_TIME', location: 'Hà Nội' });
    await createJob({ title: 'Zone host', employmentType: 'PART_TIME', location: 'Đà Nẵng' });
    await createJob({ title: 'Technician', employmentType: 'PART_TIME', location: 'Hà Nội' });
    await createJob({ title: 'Zone host', localeCd: 'VI', employmentType: 'PART_TIME', location: 'Hà Nội' });
    await createJob({ title: 'Hidden host', employmentType: 'PART_TIME', location: 'Hà Nội', useYn: 'N' });
    expect((await announce()).mails).toBe(1);
    const [, alert] = await waitForMails(email, 2);
    expect(header(alert!, 'Subject')).toBe('Subject: New job at KidVenture: Zone HOST');
    expect(alert!.text).toContain(`${server.url}/career/jobs-detail/${matching}`);
    const unsubscribe = linkIn(alert!, '/career/jobs/alerts/unsubscribe')!;
    expect(header(alert!, 'List-Unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header(alert!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A second check finds nothing new to say.
    expect(await announce()).toEqual({ jobs: 0, mails: 0 });
    await settled();
    expect(mailsTo(email)).toHaveLength(2);

    // RFC 8058: the mail provider POSTs the body to the link; no session, answered 200.
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(
      await server.deps.db.selectFrom('job_alert').selectAll().where('email', '=', email).execute(),
    ).toEqual([]);
    await createJob({ title: 'Another host', employmentType: 'PART_TIME', location: 'Hà Nội' });
    expect((await announce()).mails).toBe(0);
  });

  it('gets a job whose dated window opens later on the day it opens', async () => {
    await announce();
    const email = newVisitor();
    await confirmedAlert(email, { department: 'Operations' });
    const today = vietnamDate();
    const jobNo = await createJob({
      title: 'Summer ride operator',
      department: 'OPERATIONS',
      dateCd: '10',
      startDt: addDays(today, 1),
      endDt: addDays(today, 30),
    });
    expect((await announce()).mails).toBe(0);
    expect((await announce(new Date(Date.now() + DAY_MS))).mails).toBe(1);
    const [, alert] = await waitForMails(email, 2);
    expect(alert!.text).toContain(`/career/jobs-detail/${jobNo}`);
    expect(alert!.text).toContain('Apply by');
    expect((await announce(new Date(Date.now() + 2 * DAY_MS))).mails).toBe(0);
  });

  it('gets a job whose window opens at a time at that minute, not before (decision 035)', async () => {
    await announce();
    const email = newVisitor();
    await confirmedAlert(email, { department: 'Guest care' });
    const opens = addDays(vietnamDate(), 1);
    await createJob({
      title: 'Guest care host',
      department: 'Guest care',
      dateCd: '10',
      startDt: opens,
      startTime: '09:30',
      endDt: addDays(opens, 30),
    });
    expect((await announce(new Date(`${opens}T09:29:59+07:00`))).mails).toBe(0);
    expect((await announce(new Date(`${opens}T09:30:00+07:00`))).mails).toBe(1);
    await waitForMails(email, 2);
  });

  it('gets one e-mail per job when two checks (two instances) run at once', async () => {
    await announce();
    const email = newVisitor();
    await confirmedAlert(email);
    await createJob({ title: 'Ticket desk assistant' });
    const [one, other] = await Promise.all([announce(), announce()]);
    expect(one.mails + other.mails).toBe(1);
    await waitForMails(email, 2);
    await settled();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('is one alert however often the same address and filters sign up, and says nothing about who is subscribed', async () => {
    const email = newVisitor();
    const filters = { email, location: 'Hà Nội' };
    await signUp(filters);
    const again = await signUp({ ...filters, email: email.toUpperCase(), location: 'ha noi' });
    expect(again.body).toEqual({ success: true, data: 'OK' });
    // Unconfirmed: the confirmation goes again, with the same link.
    const [first, second] = await waitForMails(email, 2);
    expect(linkIn(second!, '/career/jobs/alerts/confirm')).toBe(
      linkIn(first!, '/career/jobs/alerts/confirm'),
    );
    await postForm('/career/jobs/alerts/confirm', {
      token: tokenOf(linkIn(first!, '/career/jobs/alerts/confirm')!),
    });
    // Confirmed: the same answer, and no e-mail.
    expect((await signUp(filters)).body).toEqual({ success: true, data: 'OK' });
    await settled();
    expect(mailsTo(email)).toHaveLength(2);
    const rows = await server.deps.db
      .selectFrom('job_alert')
      .select('confirmedAt')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmedAt).not.toBeNull();
  });

  it('writes to a Vietnamese sign-up in Vietnamese, with links under /vi', async () => {
    const email = newVisitor();
    await signUp({ email, localeCd: 'VI', type: 'FULL_TIME' });
    const [mail] = await waitForMails(email, 1);
    expect(header(mail!, 'Subject')).toContain('=?UTF-8?');
    expect(mail!.text).toContain('Bạn đã đăng ký nhận e-mail khi KidVenture Việt Nam đăng việc làm phù hợp');
    expect(linkIn(mail!, '/vi/career/jobs/alerts/confirm')).toBeDefined();
  });

  it('confirms in words of the site only: nothing the sender typed reaches an unconfirmed address', async () => {
    const marker = 'Z7Q-marker';
    for (const localeCd of ['EN', 'VI']) {
      const email = newVisitor();
      const typed = { q: `${marker} q`, location: `${marker} location`, department: `${marker} department` };
      expect((await signUp({ email, localeCd, ...typed })).status).toBe(200);
      const [mail] = await waitForMails(email, 1);
      for (const part of [mail!.raw, mail!.text, mail!.html]) expect(part).not.toContain(marker);
    }
  });

  it('sends one address at most 3 confirmations a day, from whatever network; every sign-up is answered alike', async () => {
    const email = newVisitor();
    const networks = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'].flatMap((ipv4, i) => [
      ipv4,
      `2001:db8:${i + 20}::1`,
    ]);
    for (const [i, network] of networks.entries()) {
      const res = await signUp({ email: i % 2 ? email.toUpperCase() : email, q: `job ${i}` }, network);
      expect(res.body).toEqual({ success: true, data: 'OK' });
    }
    await settled();
    const received = smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === email));
    expect(received).toHaveLength(3);
    // Each sign-up is kept, to be confirmed from a mail that did go.
    expect(
      await server.deps.db
        .selectFrom('job_alert')
        .select('alertNo')
        .where('email', 'in', [email, email.toUpperCase()])
        .execute(),
    ).toHaveLength(8);
  });

  it('refuses a sign-up without consent, with a bad address or an unknown type, naming the field', async () => {
    const email = newVisitor();
    const refused = [
      await signUp({ email, policyChecked: 'N' }),
      await signUp({ email: 'not-an-address' }),
      await signUp({ email, type: 'gig' }),
    ];
    expect(refused.map((res) => res.status)).toEqual([400, 400, 400]);
    expect(refused[0]!.body.message).toContain('policyChecked');
    expect(refused[1]!.body.message).toContain('email');
    expect(refused[2]!.body.message).toContain('type must be one of');
    expect(
      await server.deps.db.selectFrom('job_alert').select('alertNo').where('email', '=', email).execute(),
    ).toEqual([]);
  });

  it('takes at most 5 sign-ups an hour from one address (429 with Retry-After)', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await signUp({ email: newVisitor() }, address)).status).toBe(200);
    const refused = await signUp({ email: newVisitor() }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('is deleted by the purge when not confirmed within 48 hours; a confirmed one stays', async () => {
    const unconfirmed = newVisitor();
    const confirmed = newVisitor();
    await signUp({ email: unconfirmed });
    await confirmedAlert(confirmed);
    const emails = [unconfirmed, confirmed];
    const left = () =>
      server.deps.db.selectFrom('job_alert').select('email').where('email', 'in', emails).execute();
    expect((await purge(new Date(Date.now() + 47 * HOUR_MS))).counts.unconfirmedJobAlerts).toBe(0);
    expect(await left()).toHaveLength(2);
    // Other tests' unconfirmed sign-ups go too.
    expect((await purge(new Date(Date.now() + 49 * HOUR_MS))).counts.unconfirmedJobAlerts).toBeGreaterThan(0);
    expect((await left()).map((row) => row.email)).toEqual([confirmed]);
  });

  it('confirm link of an unknown token leads to the page saying the link is gone', async () => {
    const res = await postForm('/vi/career/jobs/alerts/confirm', { token: 'x'.repeat(43) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/vi/career/jobs/alerts/confirm?expired=1');
  });
});

describe.skipIf(!isSiteBuilt)('the job alert pages and form without scripts (needs npm run build)', () => {
  it('signs up from the job list by a posted form, back to the filtered list with a note', async () => {
    const email = newVisitor();
    const body = new FormData();
    for (const [name, value] of Object.entries({
      localeCd: 'EN',
      q: 'host',
      type: 'part-time',
      email,
      policyChecked: 'Y',
    }))
      body.append(name, value);
    const res = await fetch(`${server.url}/career/jobs`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe('/career/jobs?q=host&type=part-time&alert=sent');
    expect(location).not.toContain('example.com');
    await waitForMails(email, 1);
    const page = await server.api.raw(location, { method: 'GET' });
    expect(page.text).toContain('Check your inbox');
    expect(page.text).toMatch(/<input type="hidden" name="q" value="host"\/?>/);
  });

  it('shows a refused sign-up again with the address as typed and the reason, in Vietnamese', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ localeCd: 'VI', location: 'Hà Nội', email: 'ban@example' }))
      body.append(name, value);
    const res = await fetch(`${server.url}/vi/career/jobs`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('Chưa tạo được thông báo việc làm');
    expect(html).toContain('policyChecked');
    expect(html).toMatch(/id="job-alert-email"[^>]*value="ban@example"/);
    expect(html).toMatch(/<input type="hidden" name="location" value="Hà Nội"\/?>/);
  });

  it('confirms on the button of the e-mailed page, never on opening the link', async () => {
    const email = newVisitor();
    await signUp({ email });
    const [mail] = await waitForMails(email, 1);
    const link = linkIn(mail!, '/career/jobs/alerts/confirm')!;
    const opened = await server.api.raw(link.slice(server.url.length), { method: 'GET' });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('x-robots-tag')).toContain('noindex');
    expect(opened.text).toContain('<form action="/career/jobs/alerts/confirm" method="post">');
    expect(opened.text).toContain(`name="token" value="${tokenOf(link)}"`);
    const row = () =>
      server.deps.db
        .selectFrom('job_alert')
        .select('confirmedAt')
        .where('email', '=', email)
        .executeTakeFirst();
    expect((await row())!.confirmedAt).toBeNull();

    const pressed = await postForm('/career/jobs/alerts/confirm', { token: tokenOf(link) });
    const done = await server.api.raw(pressed.headers.get('location')!, { method: 'GET' });
    expect(done.text).toContain('You will get an e-mail when a matching job is posted.');
    expect(done.text).toContain(`/career/jobs/alerts/unsubscribe?token=${tokenOf(link)}`);
    expect((await row())!.confirmedAt).not.toBeNull();

    const unsubscribePage = await server.api.raw(`/career/jobs/alerts/unsubscribe?token=${tokenOf(link)}`, {
      method: 'GET',
    });
    expect(unsubscribePage.text).toContain('Stop this job alert');
    const stopped = await postForm('/career/jobs/alerts/unsubscribe', { token: tokenOf(link) });
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get('location')).toBe('/career/jobs/alerts/unsubscribe?unsubscribed=1');
    const gone = await server.api.raw('/career/jobs/alerts/unsubscribe?unsubscribed=1', { method: 'GET' });
    expect(gone.text).toContain('You are unsubscribed');
    expect(await row()).toBeUndefined();
  });
});
