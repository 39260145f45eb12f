import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../services.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import {
  decodedHeader,
  mailEnv,
  type ReceivedMail,
  STAFF,
  startSmtp,
  type TestSmtp,
} from '../../test/smtp.ts';

/**
 * An applicant's status page (decision 053): the link in the confirmation e-mail (decoded from a real
 * SMTP server), the token kept hashed and sealed, the page's headers, the API, withdrawing (status
 * 70, staff told) and "Delete my data" (erased as the Personal data screen does, logged as a
 * request), and every dead token a 404. The server believes X-Forwarded-For from the test client, so
 * each applicant has a network of its own.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

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
const nextAddress = () => ({ 'x-forwarded-for': `198.51.100.${++lastAddress}` });
let lastApplicant = 0;
const newApplicant = () => `status${++lastApplicant}.${Date.now()}@example.com`;

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

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const STATUS_LINK = /https?:\/\/\S+?\/career\/applications\/([A-Za-z0-9_-]{43})/;
const linkIn = (mail: ReceivedMail) => {
  const found = STATUS_LINK.exec(mail.text);
  if (!found) throw new Error(`no status page link in:\n${mail.text}`);
  return { url: found[0], token: found[1]!, path: new URL(found[0]).pathname };
};

/** Applies, waits for the confirmation and answers the application and the link it carries. */
async function applied({ localeCd = 'EN', email = newApplicant() } = {}) {
  const res = await server.api.form(
    `/api/job/${jobNo}/apply`,
    {
      name: 'Nguyễn Thị Lan',
      email,
      phone: '0912000111',
      coverLetter: 'I love working with children.',
      policyChecked: 'Y',
      localeCd,
      cv: pdfFile('Lan CV.pdf'),
    },
    nextAddress(),
  );
  expect(res.status, res.text).toBe(200);
  const no = res.body.data as number;
  const confirmation = () => mailsTo(email).find((mail) => mail.text.includes(`#${no}`));
  await vi.waitFor(() => expect(confirmation()).toBeDefined(), { timeout: 5_000 });
  return { no, email, mail: confirmation()!, ...linkIn(confirmation()!) };
}

const row = (no: number) =>
  server.deps.db.selectFrom('application').selectAll().where('applicationNo', '=', no).executeTakeFirst();
const status = (token: string, query: Record<string, string> = {}) =>
  server.api.get(`/api/application/status/${token}`, query, nextAddress());
const withdraw = (token: string) =>
  server.api.post(`/api/application/status/${token}/withdraw`, undefined, nextAddress());

/** A button of the page as a browser without scripts presses it (urlencoded), the redirect not followed. */
const press = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { accept: 'text/html', ...nextAddress() },
  });
const page = (path: string) => fetch(`${server.url}${path}`, { headers: nextAddress() });

describe('the token', () => {
  it('is in the confirmation e-mail, in the applicant’s language, and kept only hashed and sealed', async () => {
    const en = await applied();
    expect(en.url).toBe(`${server.url}/career/applications/${en.token}`);
    expect(en.mail.text).toContain(`See where your application stands: ${en.url}`);
    expect(en.mail.html).toContain(`href="${en.url}"`);

    const vi = await applied({ localeCd: 'VI' });
    expect(decodedHeader(vi.mail, 'Subject')).toContain('Chúng tôi đã nhận được hồ sơ');
    expect(vi.url).toBe(`${server.url}/vi/career/applications/${vi.token}`);
    expect(vi.mail.text).toContain(`Xem tình trạng hồ sơ của bạn: ${vi.url}`);

    const stored = (await row(en.no))!;
    expect(stored.statusTokenHash).toBe(createHash('sha256').update(en.token).digest('hex'));
    expect(stored.statusTokenSealed).toMatch(/^[A-Za-z0-9_-]{60,200}$/);
    expect(JSON.stringify(stored)).not.toContain(en.token);
    // Staff never see it: neither the hash nor the seal is answered.
    const detail = (await server.admin.get(`/api/application/${en.no}`)).body.data;
    const listed = (await server.admin.get('/api/application', { pageCnt: 100 })).body.data.list;
    for (const answered of [detail, ...listed]) {
      expect(answered).not.toHaveProperty('statusTokenHash');
      expect(answered).not.toHaveProperty('statusTokenSealed');
    }
    // Sent, the e-mail left the outbox: nothing in the database holds the token in clear.
    await vi_waitForEmptyOutbox();
    const outbox = await server.deps.db.selectFrom('mail_outbox').select('payload').execute();
    expect(outbox.filter((mail) => mail.payload?.includes(en.token))).toEqual([]);
  });

  it('gives later e-mails the same link (statusPageUrl), and one to applications sent before', async () => {
    const { no, url } = await applied({ localeCd: 'VI' });
    const { statusLinks } = createServices(server.deps);
    // The language is the e-mail's: the same token under either path.
    expect(await statusLinks.statusPageUrl(no, 'VI')).toBe(url);
    expect(await statusLinks.statusPageUrl(no, 'EN')).toBe(url.replace('/vi/', '/'));
    expect(await statusLinks.statusPageUrl((await row(no))!, 'VI')).toBe(url);

    const old = await applied();
    await server.deps.db
      .updateTable('application')
      .set({ statusTokenHash: null, statusTokenSealed: null })
      .where('applicationNo', '=', old.no)
      .execute();
    expect((await status(old.token)).status).toBe(404);
    const minted = await statusLinks.statusPageUrl(old.no, 'EN');
    const token = STATUS_LINK.exec(minted)![1]!;
    expect(token).not.toBe(old.token);
    expect(await statusLinks.statusPageUrl(old.no, 'EN')).toBe(minted);
    expect((await status(token)).status).toBe(200);
    expect(await statusLinks.statusPageUrl(999_999, 'EN')).toBe('');
  });
});

async function vi_waitForEmptyOutbox() {
  await vi.waitFor(
    async () => {
      const { n } = await server.deps.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(0);
    },
    { timeout: 5_000 },
  );
}

describe('GET /api/application/status/{token}', () => {
  it('answers the job, the stage in plain words and the messages sent, newest first', async () => {
    const { no, token } = await applied({ localeCd: 'VI' });
    const message = (subject: string, status: 'sent' | 'queued' | 'cancelled', sentAt: string | null) => ({
      applicationNo: no,
      statusCd: '20',
      localeCd: 'VI',
      subject,
      body: `${subject}\nSecond line.`,
      status,
      sendAt: sentAt ?? '2026-11-20T00:00:00.000Z',
      sentAt,
      byId: 'admin',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    await server.deps.db
      .insertInto('application_message')
      .values([
        message('First', 'sent', '2026-11-02T03:00:00.000Z'),
        message('Second', 'sent', '2026-11-05T03:00:00.000Z'),
        message('Waiting', 'queued', null),
        message('Stopped', 'cancelled', null),
      ])
      .execute();
    const res = await status(token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.data).toEqual({
      jobTitle: 'Ride operator',
      statusCd: '10',
      statusNm: 'Đã nhận hồ sơ',
      appliedAt: (await row(no))!.createDt,
      messages: [
        { subject: 'Second', body: 'Second\nSecond line.', sentAt: '2026-11-05T03:00:00.000Z' },
        { subject: 'First', body: 'First\nSecond line.', sentAt: '2026-11-02T03:00:00.000Z' },
      ],
    });
    await server.admin.post(`/api/application/${no}`, { statusCd: '20' });
    expect((await status(token, { localeCd: 'EN' })).body.data.statusNm).toBe('Under review');
    expect((await status(token, { localeCd: 'XX' })).status).toBe(400);
  });

  it('is 404 in the API’s shape for an unknown, malformed or deleted token', async () => {
    const unknown = await status('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'not_found' });
    expect((await status('short')).status).toBe(404);
    expect((await withdraw('A'.repeat(43))).status).toBe(404);

    const { no, token } = await applied();
    await server.admin.delete('/api/application', { applicationNo: [no] });
    expect((await status(token)).status).toBe(404);
    await server.admin.post('/api/application/restore', { applicationNo: [no] });
    expect((await status(token)).status).toBe(200);
  });

  it('counts every lookup: the 61st in an hour from one network is 429', async () => {
    const network = { 'x-forwarded-for': '203.0.113.250' };
    const path = `/api/application/status/${'B'.repeat(43)}`;
    for (let i = 0; i < 60; i++) expect((await server.api.get(path, {}, network)).status).toBe(404);
    const refused = await server.api.get(path, {}, network);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The page and its buttons count towards the same limit.
    const onPage = await fetch(`${server.url}/career/applications/${'B'.repeat(43)}`, { headers: network });
    expect(onPage.status).toBe(429);
    const pressed = await fetch(`${server.url}/career/applications/${'B'.repeat(43)}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'withdraw', confirm: 'Y' }),
      redirect: 'manual',
      headers: network,
    });
    expect(pressed.status).toBe(429);
    // Another network is not held back.
    expect((await server.api.get(path, {}, { 'x-forwarded-for': '203.0.113.251' })).status).toBe(404);
  });
});

describe('withdrawing', () => {
  it('moves the application to 70 and tells staff; once decided or withdrawn it is 409', async () => {
    const { no, token } = await applied();
    const res = await withdraw(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, data: 'OK' });
    expect((await row(no))!.statusCd).toBe('70');
    expect((await status(token)).body.data).toMatchObject({ statusCd: '70', statusNm: 'Withdrawn' });
    const told = () =>
      smtp.mails.filter((mail) => mail.text.includes(`application #${no}) on their status page`));
    await vi.waitFor(() => expect(told()).toHaveLength(1), { timeout: 5_000 });
    expect(told()[0]!.to.sort()).toEqual([...STAFF].sort());
    expect(decodedHeader(told()[0]!, 'Subject')).toBe(`Application #${no} withdrawn: Ride operator`);
    expect(told()[0]!.text).toContain(`${server.url}/admin/board/application/detail/${no}`);

    const again = await withdraw(token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'conflict' });

    const hired = await applied();
    await server.admin.post(`/api/application/${hired.no}`, { statusCd: '50' });
    expect((await withdraw(hired.token)).status).toBe(409);
    expect((await row(hired.no))!.statusCd).toBe('50');
  });
});

describe.skipIf(!isSiteBuilt)('the page (needs npm run build)', () => {
  it('shows the application, never cached, stored or indexed, in both languages', async () => {
    const { path, no } = await applied();
    await server.deps.db
      .updateTable('application')
      .set({
        answers: JSON.stringify([
          { questionNo: 1, text: 'Can you work weekends?', kind: 'yesno', answer: 'Y' },
          { questionNo: 2, text: 'Which rides?', kind: 'text', answer: 'The carousel' },
        ]),
      })
      .where('applicationNo', '=', no)
      .execute();
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    for (const text of [
      'Ride operator',
      'Received',
      'Nguyễn Thị Lan',
      'Lan CV.pdf',
      'I love working with children.',
      'Can you work weekends?',
      'The carousel',
      'Withdraw my application',
      'Delete my data',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('/file/download');
    // Asked twice, it is rendered twice: the micro-cache keeps none of it.
    expect((await page(path)).headers.get('cache-control')).toBe('private, no-store');

    const vi = await page(`/vi${path}`);
    expect(vi.status).toBe(200);
    const viHtml = await vi.text();
    expect(viHtml).toContain('Đã nhận hồ sơ');
    expect(viHtml).toContain('Rút hồ sơ của tôi');
  });

  it('is the 404 page, noindex and private, for an unknown token', async () => {
    for (const path of [`/career/applications/${'C'.repeat(43)}`, '/vi/career/applications/nonsense']) {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-robots-tag') ?? (await res.clone().text())).toContain('noindex');
      expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    }
    const unknown = await page(`/career/applications/${'C'.repeat(43)}`);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
  });

  it('withdraws by its button once the box is ticked, and says so', async () => {
    const { path, no } = await applied();
    const unticked = await press(path, { action: 'withdraw' });
    expect(unticked.status).toBe(303);
    expect(unticked.headers.get('location')).toBe(`${path}?confirm=withdraw`);
    expect((await row(no))!.statusCd).toBe('10');
    const asked = await (await page(`${path}?confirm=withdraw`)).text();
    expect(asked).toContain('Please tick the box to confirm.');

    const pressed = await press(path, { action: 'withdraw', confirm: 'Y' });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`${path}?withdrawn=1`);
    expect((await row(no))!.statusCd).toBe('70');
    const shown = await (await page(`${path}?withdrawn=1`)).text();
    expect(shown).toContain('Your application is withdrawn');
    expect(shown).toContain('Withdrawn');
    expect(shown).not.toContain('name="action" value="withdraw"');
    expect(shown).toContain('name="action" value="erase"');
  });

  it('deletes my data as the Personal data screen does, logs the request, and the link then 404s', async () => {
    const email = newApplicant();
    const first = await applied({ email, localeCd: 'VI' });
    const second = await applied({ email });
    const pressed = await press(first.path, { action: 'erase', confirm: 'Y' });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/vi/career/applications/erased');
    // Every application of the address is gone, the other one's link with it.
    expect(await row(first.no)).toBeUndefined();
    expect(await row(second.no)).toBeUndefined();
    expect((await status(first.token)).status).toBe(404);
    expect((await status(second.token)).status).toBe(404);
    expect((await page(first.path)).status).toBe(404);

    const request = await server.deps.db
      .selectFrom('personal_data_request')
      .selectAll()
      .orderBy('requestNo', 'desc')
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ kind: 'erasure', channel: 'site', status: 'done', contact: null });
    const answer = await server.deps.db
      .selectFrom('privacy_request')
      .selectAll()
      .where('answersRequestNo', '=', request.requestNo)
      .executeTakeFirstOrThrow();
    expect(answer).toMatchObject({ action: 'erase', username: 'site' });
    expect(JSON.parse(answer.counts)).toMatchObject({ application: 2 });

    const done = await page('/vi/career/applications/erased');
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('private, no-store');
    expect(await done.text()).toContain('Dữ liệu của bạn đã được xóa');
  });
});
