import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../test/client.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import {
  decodedHeader,
  mailEnv,
  type ReceivedMail,
  smtpError,
  startSmtp,
  type TestSmtp,
} from '../../test/smtp.ts';

/**
 * Talking to applicants (decision 052): templates, stage e-mails through the outbox and a real SMTP
 * server in both languages (after their delay, or cancelled by a later move), free messages, the
 * detail's timeline and other applications, bulk moves, rights, and the erasure of it all.
 */
let server: TestServer;
let smtp: TestSmtp;
let reader: ApiClient & { username: string };
let outsider: ApiClient & { username: string };
let jobEn: number;
let jobVi: number;
const marker = `c${Date.now().toString(36)}`;
let lastAddress = 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createJob(title: string, localeCd: string): Promise<number> {
  const res = await server.admin.form('/api/job', { localeCd, title, dateCd: '20', applyOnline: 'Y' });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function apply(
  jobNo: number,
  fields: { name: string; email: string; localeCd?: string; phone?: string },
) {
  const res = await server.api.form(
    `/api/job/${jobNo}/apply`,
    {
      localeCd: 'EN',
      phone: '0912345678',
      coverLetter: '',
      policyChecked: 'Y',
      ...fields,
      cv: pdfFile('CV.pdf'),
    },
    { 'x-forwarded-for': `198.51.100.${++lastAddress}` },
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
}

const detail = async (no: number) => {
  const res = await server.admin.get(`/api/application/${no}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const move = (no: number, body: Record<string, unknown>, client: ApiClient = server.admin) =>
  client.post(`/api/application/${no}`, body);
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
const stageRows = () =>
  server.deps.db.selectFrom('mail_outbox').selectAll().where('messageNo', 'is not', null).execute();
/** Makes a delayed e-mail due now, as if its delay had passed. */
const makeDue = (messageNo: number) =>
  server.deps.db
    .updateTable('mail_outbox')
    .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
    .where('messageNo', '=', messageNo)
    .execute();
const waitForMail = async (address: string, count = 1): Promise<ReceivedMail> => {
  await vi.waitFor(() => expect(mailsTo(address)).toHaveLength(count), { timeout: 10_000 });
  return mailsTo(address).at(-1)!;
};

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    env: { ...mailEnv(smtp.port), TRUST_PROXY: '127.0.0.1' },
    outboxTiming: { pollMs: 100 },
  });
  reader = await server.loginAs(['rBoardApplication']);
  outsider = await server.loginAs(['rBoardNews']);
  jobEn = await createJob(`Ride operator ${marker}`, 'EN');
  jobVi = await createJob(`Hướng dẫn viên ${marker}`, 'VI');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('templates', () => {
  it('lists every status 20–60 in both languages with the defaults, Not selected a day late', async () => {
    const res = await reader.get('/api/application/templates');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.sendsMail).toBe(true);
    const list = res.body.data.list as {
      statusCd: string;
      localeCd: string;
      send: string;
      delayMinutes: number;
    }[];
    expect(list.map((t) => `${t.statusCd}${t.localeCd}`)).toEqual([
      '20EN',
      '20VI',
      '30EN',
      '30VI',
      '40EN',
      '40VI',
      '50EN',
      '50VI',
      '60EN',
      '60VI',
    ]);
    expect(list.find((t) => t.statusCd === '60' && t.localeCd === 'VI')).toMatchObject({
      send: 'Y',
      delayMinutes: 1440,
    });
    expect(list.find((t) => t.statusCd === '30')).toMatchObject({ send: 'Y', delayMinutes: 0 });
    expect(list.find((t) => t.statusCd === '20')).toMatchObject({ send: 'N' });
    for (const t of list)
      expect(t).toEqual(
        expect.objectContaining({
          subject: expect.any(String),
          body: expect.stringContaining('{statusPage}'),
        }),
      );
    expect((await outsider.get('/api/application/templates')).status).toBe(403);
  });

  it('refuses unknown placeholders with 400 naming them, and other wrong fields', async () => {
    const base = {
      statusCd: '30',
      localeCd: 'EN',
      subject: 'Hi {name}',
      body: 'Body',
      send: 'Y',
      delayMinutes: 0,
    };
    const res = await server.admin.post('/api/application/templates', {
      ...base,
      body: 'Dear {firstName}, see {statusPage} and {salary}',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('{firstName}');
    expect(res.body.message).toContain('{salary}');
    const preview = await server.admin.post('/api/application/templates/preview', {
      ...base,
      subject: '{nom}',
    });
    expect(preview.status).toBe(400);
    expect(preview.body.message).toContain('{nom}');
    for (const wrong of [
      { statusCd: '10' },
      { statusCd: '70' },
      { subject: '' },
      { body: 'x'.repeat(5001) },
      { delayMinutes: -1 },
      { send: 'X' },
    ])
      expect((await server.admin.post('/api/application/templates', { ...base, ...wrong })).status).toBe(400);
  });

  it('saves one (eBoardApplication only), answers it back, and previews a template with a sample', async () => {
    const template = {
      statusCd: '50',
      localeCd: 'VI',
      subject: 'Chào mừng {name} đến {siteName}',
      body: 'Vị trí: {jobTitle}\n{statusPage}',
      send: 'N',
      delayMinutes: 5,
    };
    expect((await reader.post('/api/application/templates', template)).status).toBe(403);
    const res = await server.admin.post('/api/application/templates', template);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toBe('OK');
    const list = (await reader.get('/api/application/templates')).body.data.list;
    expect(
      list.find((t: { statusCd: string; localeCd: string }) => t.statusCd === '50' && t.localeCd === 'VI'),
    ).toEqual({ ...template, version: 1 });
    // Saved again: replaced, not added.
    expect(
      (await server.admin.post('/api/application/templates', { ...template, delayMinutes: 6 })).status,
    ).toBe(200);
    const again = (await reader.get('/api/application/templates')).body.data.list;
    expect(again).toHaveLength(10);
    const preview = await reader.post('/api/application/templates/preview', template);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data).toEqual({
      subject: 'Chào mừng Nguyễn Văn An đến KidVenture Vietnam',
      body: `Vị trí: Nhân viên vận hành trò chơi\n${server.url}/career/applications/sample`,
    });
    const history = await server.admin.get('/api/history', {
      searchType: 'account',
      searchText: 'admin',
      pageCnt: 100,
    });
    expect((history.body.data.list as { url: string }[]).map((r) => r.url)).toContain(
      'POST /api/application/templates statusCd=50 localeCd=VI',
    );
    // Put back as it was for the tests below.
    await server.admin.post('/api/application/templates', {
      ...template,
      subject: 'Chào mừng {name}!',
      send: 'Y',
      delayMinutes: 0,
    });
  });
});

describe('stage e-mails', () => {
  it('records the arrival, moves with an event, and e-mails the Interview template in English at once', async () => {
    const email = `an.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Nguyen Van An', email });
    await waitForMail(email); // the confirmation
    const res = await move(no, {
      statusCd: '30',
      note: 'Strong profile',
      message: 'Please bring your ID card.',
    });
    expect(res.status, res.text).toBe(200);
    const mail = await waitForMail(email, 2);
    expect(decodedHeader(mail, 'Subject')).toBe(
      `Interview invitation: Ride operator ${marker} at KidVenture Vietnam`,
    );
    expect(mail.text).toContain('Hello Nguyen Van An,');
    // The status page's own link, the token the confirmation carried; the record keeps it without the token.
    const link = new RegExp(`${server.url}/career/applications/[A-Za-z0-9_-]{43}`);
    expect(mail.text).toMatch(link);
    const token = link.exec(mailsTo(email)[0]!.text)?.[0];
    expect(token).toBeDefined();
    expect(mail.text).toContain(token);
    expect(mail.text).toContain('Please bring your ID card.');
    expect(mail.text).toMatch(/withdraw your consent/i);
    expect(mail.html).toContain('<p>Hello Nguyen Van An,</p>');
    const data = await vi.waitFor(async () => {
      const found = await detail(no);
      expect(found.messages[0].status).toBe('sent');
      return found;
    });
    expect(data.messages[0].body).not.toMatch(link);
    expect(data.messages[0].body).toContain(`${server.url}/career/applications/…`);
    expect(data.note).toBe('Strong profile');
    expect(data.statusCd).toBe('30');
    expect(data.events).toEqual([
      { eventNo: expect.any(Number), fromStatusCd: null, statusCd: '10', by: null, at: expect.any(String) },
      {
        eventNo: expect.any(Number),
        fromStatusCd: '10',
        statusCd: '30',
        by: 'admin',
        at: expect.any(String),
      },
    ]);
    expect(data.messages).toEqual([
      {
        messageNo: expect.any(Number),
        subject: `Interview invitation: Ride operator ${marker} at KidVenture Vietnam`,
        body: expect.stringContaining('Please bring your ID card.'),
        status: 'sent',
        sendAt: expect.any(String),
        by: 'admin',
      },
    ]);
    // The same status again: no event, no e-mail.
    expect((await move(no, { statusCd: '30', notify: 'Y' })).status).toBe(200);
    await pause(400);
    expect(mailsTo(email)).toHaveLength(2);
    expect((await detail(no)).events).toHaveLength(2);
  });

  it('writes in Vietnamese to a Vietnamese applicant, escaping their name in the HTML', async () => {
    const email = `chau.${marker}@example.vn`;
    const no = await apply(jobVi, { name: 'Lê <b>Châu</b>', email, localeCd: 'VI' });
    await waitForMail(email);
    expect((await move(no, { statusCd: '40' })).status).toBe(200);
    const mail = await waitForMail(email, 2);
    expect(decodedHeader(mail, 'Subject')).toBe(
      `Thư mời nhận việc vị trí Hướng dẫn viên ${marker} tại KidVenture Vietnam`,
    );
    expect(mail.text).toContain('Chào Lê <b>Châu</b>,');
    expect(mail.text).toContain('Bộ phận Tuyển dụng KidVenture Vietnam');
    expect(mail.html).toContain('Chào Lê &#60;b&#62;Châu&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toMatch(
      new RegExp(`<a href="${server.url}/vi/career/applications/[A-Za-z0-9_-]{43}">`),
    );
  });

  it('sends Not selected after its delay, in Vietnamese, and only then', async () => {
    const email = `binh.${marker}@example.vn`;
    const no = await apply(jobVi, { name: 'Trần Thị Bình', email, localeCd: 'VI' });
    await waitForMail(email);
    const before = Date.now();
    expect((await move(no, { statusCd: '60' })).status).toBe(200);
    const [message] = (await detail(no)).messages;
    expect(message.status).toBe('queued');
    const due = Date.parse(message.sendAt) - before;
    expect(due).toBeGreaterThanOrEqual(1440 * 60_000 - 1000);
    expect(due).toBeLessThan(1440 * 60_000 + 60_000);
    const [row] = (await stageRows()).filter((r) => r.messageNo === message.messageNo);
    expect(row!.nextAttemptAt).toBe(message.sendAt);
    await pause(400);
    expect(mailsTo(email)).toHaveLength(1);
    await makeDue(message.messageNo);
    const mail = await waitForMail(email, 2);
    expect(decodedHeader(mail, 'Subject')).toBe(
      `Kết quả ứng tuyển vị trí Hướng dẫn viên ${marker} tại KidVenture Vietnam`,
    );
    expect(mail.text).toContain('Chào Trần Thị Bình,');
    expect(mail.text).toContain('chưa phù hợp');
    await vi.waitFor(async () => expect((await detail(no)).messages[0].status).toBe('sent'));
    expect((await stageRows()).filter((r) => r.messageNo === message.messageNo)).toEqual([]);
  });

  it('cancels a delayed e-mail when the status changes again within the delay: it is never sent', async () => {
    const email = `dung.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Pham Dung', email });
    await waitForMail(email);
    expect((await move(no, { statusCd: '60' })).status).toBe(200);
    const [queued] = (await detail(no)).messages;
    expect((await move(no, { statusCd: '20' })).status).toBe(200);
    const data = await detail(no);
    expect(data.messages).toEqual([
      expect.objectContaining({ messageNo: queued.messageNo, status: 'cancelled' }),
    ]);
    expect((await stageRows()).filter((r) => r.messageNo === queued.messageNo)).toEqual([]);
    expect(data.events.map((e: { statusCd: string }) => e.statusCd)).toEqual(['10', '60', '20']);
    await pause(500);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('leaves a stage e-mail a sender holds to finish, and notify N sends nothing', async () => {
    const email = `em.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Em', email });
    await waitForMail(email);
    expect((await move(no, { statusCd: '60' })).status).toBe(200);
    const [queued] = (await detail(no)).messages;
    // A sender claimed it a moment ago (its lease runs).
    await server.deps.db
      .updateTable('mail_outbox')
      .set({ lockedBy: 'another-instance', lockedUntil: new Date(Date.now() + 60_000).toISOString() })
      .where('messageNo', '=', queued.messageNo)
      .execute();
    expect((await move(no, { statusCd: '30', notify: 'N' })).status).toBe(200);
    expect((await detail(no)).messages).toEqual([expect.objectContaining({ status: 'queued' })]);
    expect((await stageRows()).filter((r) => r.messageNo === queued.messageNo)).toHaveLength(1);
    await server.deps.db.deleteFrom('mail_outbox').where('messageNo', '=', queued.messageNo).execute();
  });

  it('refuses a status outside the code table, and notify Y for a status without a template', async () => {
    const no = await apply(jobEn, { name: 'Giang', email: `giang.${marker}@example.com` });
    for (const body of [
      { statusCd: '99' },
      { statusCd: '' },
      { statusCd: '70', notify: 'Y' },
      { statusCd: '30', message: 'x'.repeat(2001) },
      { statusCd: '30', notify: 'maybe' },
    ])
      expect((await move(no, body)).status, JSON.stringify(body)).toBe(400);
    expect((await detail(no)).events).toHaveLength(1);
    expect((await move(no, { statusCd: '30' }, reader)).status).toBe(403);
    expect((await move(999_999, { statusCd: '30' })).status).toBe(404);
  });
});

describe('free messages', () => {
  it('e-mails the applicant at once and shows on the timeline; 400 for empty or long words, 403 without e', async () => {
    const email = `hoa.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Hoa', email });
    await waitForMail(email);
    const body = {
      subject: 'Your interview on Monday',
      body: 'Dear Hoa,\n\nPlease come at 9:00 & ask for <Lan>.',
    };
    expect((await reader.post(`/api/application/${no}/message`, body)).status).toBe(403);
    for (const wrong of [
      { subject: '' },
      { body: '' },
      { subject: 's'.repeat(201) },
      { body: 'b'.repeat(5001) },
    ])
      expect((await server.admin.post(`/api/application/${no}/message`, { ...body, ...wrong })).status).toBe(
        400,
      );
    expect((await server.admin.post('/api/application/999999/message', body)).status).toBe(404);
    const res = await server.admin.post(`/api/application/${no}/message`, body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toBe('OK');
    const mail = await waitForMail(email, 2);
    expect(decodedHeader(mail, 'Subject')).toBe('Your interview on Monday');
    expect(mail.text).toContain('Please come at 9:00 & ask for <Lan>.');
    expect(mail.html).toContain('Please come at 9:00 &#38; ask for &#60;Lan&#62;.');
    await vi.waitFor(async () =>
      expect((await detail(no)).messages).toEqual([
        expect.objectContaining({ subject: 'Your interview on Monday', status: 'sent', by: 'admin' }),
      ]),
    );
  });

  it('is marked failed when the mail server refuses it for good', async () => {
    const email = `ivy.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Ivy', email });
    await waitForMail(email);
    smtp.state.reply = () => smtpError(554, 'Rejected');
    try {
      const res = await server.admin.post(`/api/application/${no}/message`, { subject: 'Hello', body: 'Hi' });
      expect(res.status, res.text).toBe(200);
      await vi.waitFor(async () =>
        expect((await detail(no)).messages).toEqual([expect.objectContaining({ status: 'failed' })]),
      );
    } finally {
      smtp.state.reply = () => undefined;
    }
  });

  it('changeStatus by the site (by null): an event without an author, and Withdrawn sends nothing', async () => {
    const email = `jun.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Jun', email });
    await waitForMail(email);
    const { createServices } = await import('../../services.ts');
    const { applications } = createServices(server.deps);
    expect(await applications.changeStatus(no, { statusCd: '70' }, null)).toEqual({
      changed: true,
      messageNo: null,
    });
    expect(await applications.changeStatus(no, { statusCd: '70' }, null)).toEqual({
      changed: false,
      messageNo: null,
    });
    const data = await detail(no);
    expect(data.events.at(-1)).toMatchObject({ fromStatusCd: '10', statusCd: '70', by: null });
    expect(data.messages).toEqual([]);
    await pause(300);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('other applications of the same person', () => {
  it('finds them by the address without case or by the phone digits, live ones only, newest first', async () => {
    const email = `khanh.${marker}@example.com`;
    const first = await apply(jobEn, { name: 'Khanh', email, phone: '0988000111' });
    const second = await apply(jobVi, {
      name: 'Khánh',
      email: email.toUpperCase(),
      phone: '0911222333',
      localeCd: 'VI',
    });
    const third = await apply(jobEn, {
      name: 'K.',
      email: `other.${marker}@example.com`,
      phone: '098-800-0111',
    });
    const trashed = await apply(jobEn, { name: 'Khanh', email, phone: '0900000000' });
    const stranger = await apply(jobEn, {
      name: 'Linh',
      email: `linh.${marker}@example.com`,
      phone: '0977000222',
    });
    expect((await server.admin.delete('/api/application', { applicationNo: [trashed] })).status).toBe(200);
    const others = (await detail(first)).otherApplications;
    expect(others.map((o: { applicationNo: number }) => o.applicationNo)).toEqual([third, second]);
    expect(others[1]).toEqual({
      applicationNo: second,
      jobTitle: `Hướng dẫn viên ${marker}`,
      statusCd: '10',
      createDt: expect.any(String),
    });
    expect(
      (await detail(second)).otherApplications.map((o: { applicationNo: number }) => o.applicationNo),
    ).toEqual([first]);
    expect((await detail(stranger)).otherApplications).toEqual([]);
  });
});

describe('bulk moves', () => {
  // 200 e-mails go one at a time through a real SMTP server: slow on a busy machine.
  it('moves 200 applications with 200 e-mails queued once and sent once each, and names them in the history', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 200 }, (_, i) => ({
      jobNo: jobEn,
      jobTitle: `Ride operator ${marker}`,
      statusCd: '10',
      name: `Bulk ${i}`,
      email: `bulk${i}.${marker}@example.com`,
      phone: '',
      coverLetter: '',
      note: '',
      fileUrl: '',
      fileName: '',
      policyChecked: 'Y',
      ipaddress: '127.0.0.1',
      applicantSearch: `bulk ${i}`,
      localeCd: i % 2 ? 'VI' : 'EN',
      useYn: 'Y',
      delYn: 'N',
      createDt: now,
    }));
    const nos: number[] = [];
    for (let i = 0; i < rows.length; i += 50)
      for (const row of await server.deps.db
        .insertInto('application')
        .values(rows.slice(i, i + 50))
        .returning('applicationNo')
        .execute())
        nos.push(Number(row.applicationNo));
    const trashed = await apply(jobEn, { name: 'Trashed', email: `trashed.${marker}@example.com` });
    await server.admin.delete('/api/application', { applicationNo: [trashed] });
    const body = { applicationNos: [...nos, 987_654, trashed, nos[0]], statusCd: '30', notify: 'Y' };
    expect((await reader.post('/api/application/bulk', body)).status).toBe(403);
    const started = Date.now();
    const res = await server.admin.post('/api/application/bulk', body);
    const took = Date.now() - started;
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ updated: 200 });
    console.info(`bulk move of 200 applications with e-mails: ${took} ms`);
    const messages = await server.deps.db
      .selectFrom('application_message')
      .select(['applicationNo', 'status'])
      .where('applicationNo', 'in', nos)
      .execute();
    expect(messages).toHaveLength(200);
    expect(new Set(messages.map((m) => m.applicationNo)).size).toBe(200);
    await vi.waitFor(
      () =>
        expect(smtp.mails.filter((mail) => mail.to.some((to) => to.startsWith('bulk')))).toHaveLength(200),
      { timeout: 100_000 },
    );
    const received = smtp.mails.filter((mail) => mail.to.some((to) => to.startsWith('bulk')));
    expect(new Set(received.map((mail) => mail.to[0])).size).toBe(200);
    expect(
      decodedHeader(received.find((mail) => mail.to[0] === `bulk1.${marker}@example.com`)!, 'Subject'),
    ).toBe(`Thư mời phỏng vấn vị trí Ride operator ${marker} tại KidVenture Vietnam`);
    await vi.waitFor(async () => {
      const statuses = await server.deps.db
        .selectFrom('application_message')
        .select('status')
        .where('applicationNo', 'in', nos)
        .execute();
      expect(statuses.every((m) => m.status === 'sent')).toBe(true);
    });
    await pause(400);
    expect(smtp.mails.filter((mail) => mail.to.some((to) => to.startsWith('bulk')))).toHaveLength(200);
    // Again: already there, nothing moved, nothing sent.
    expect((await server.admin.post('/api/application/bulk', body)).body.data).toEqual({ updated: 0 });
    const history = await server.admin.get('/api/history', {
      searchType: 'account',
      searchText: 'admin',
      pageCnt: 100,
    });
    const urls = (history.body.data.list as { url: string }[]).map((r) => r.url);
    expect(urls).toContainEqual(
      expect.stringMatching(new RegExp(`^POST /api/application/bulk applicationNo=${nos[0]},${nos[1]},`)),
    );
  }, 120_000);

  it('takes 1 to 500 numbers: 400 beyond, naming the limit', async () => {
    const many = await server.admin.post('/api/application/bulk', {
      applicationNos: Array.from({ length: 501 }, (_, i) => i + 1),
      statusCd: '60',
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toContain('500');
    expect(
      (await server.admin.post('/api/application/bulk', { applicationNos: [], statusCd: '60' })).status,
    ).toBe(400);
    expect(
      (await server.admin.post('/api/application/bulk', { applicationNos: [1], statusCd: '99' })).status,
    ).toBe(400);
  });
});

describe('erasure', () => {
  it('exports the messages with the person, and erases their events, messages and queued e-mails with them', async () => {
    const email = `xuan.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Xuan', email });
    await waitForMail(email);
    expect((await move(no, { statusCd: '60' })).status).toBe(200);
    const exported = await server.admin.get('/api/privacy/export', { email });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.applicationMessages).toEqual([
      expect.objectContaining({ applicationNo: no, statusCd: '60', status: 'queued' }),
    ]);
    const erased = await server.admin.post('/api/privacy/erase', { email, reason: 'They asked' });
    expect(erased.status, erased.text).toBe(200);
    const { db } = server.deps;
    expect(
      await db.selectFrom('application_event').selectAll().where('applicationNo', '=', no).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('application_message').selectAll().where('applicationNo', '=', no).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('mail_outbox').selectAll().where('applicationNo', '=', no).execute()).toEqual(
      [],
    );
  });

  it('the retention purge takes events, messages and their outbox rows with the application', async () => {
    const email = `yen.${marker}@example.com`;
    const no = await apply(jobEn, { name: 'Yen', email });
    await waitForMail(email);
    expect((await move(no, { statusCd: '60' })).status).toBe(200);
    const { db } = server.deps;
    const [message] = await db
      .selectFrom('application_message')
      .select('messageNo')
      .where('applicationNo', '=', no)
      .execute();
    // The outbox row made younger than the application, so only the application's erasure can take it.
    await db
      .updateTable('application')
      .set({ createDt: '2000-01-01T00:00:00.000Z' })
      .where('applicationNo', '=', no)
      .execute();
    const { createServices } = await import('../../services.ts');
    await createServices(server.deps).retention.purge(new Date());
    expect(await db.selectFrom('application').selectAll().where('applicationNo', '=', no).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('application_event').selectAll().where('applicationNo', '=', no).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('application_message').selectAll().where('applicationNo', '=', no).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('mail_outbox').selectAll().where('messageNo', '=', message!.messageNo).execute(),
    ).toEqual([]);
  });
});
