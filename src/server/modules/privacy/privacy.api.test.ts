import net from 'node:net';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import type { FileField } from '../../test/client.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { mailEnv } from '../../test/smtp.ts';

/**
 * Requests from a person about their data (decision 040): the subject search across inquiries,
 * applications, job alerts, queued e-mails and kept versions (the Trash included, case and marks
 * folded, a phone number in any form), the export (JSON, ZIP with the attachments), the erasure
 * that leaves nothing behind, and the request log. The mail server is down, so the e-mails stay
 * queued as they would while it is.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: mailEnv(await closedPort(), { TRUST_PROXY: '127.0.0.1' }),
    outboxTiming: { pollMs: 60_000 },
  });
});
afterAll(() => server?.close());

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let lastAddress = 0;
const nextAddress = () => ({ 'x-forwarded-for': `198.18.0.${++lastAddress}` });

interface Person {
  name: string;
  local: string;
  domain: string;
  phone: string;
}
const LAN: Person = {
  name: 'Nguyễn Thị Lan',
  local: 'lan.nguyen',
  domain: 'example.com',
  phone: '0912345678',
};
const MINH: Person = {
  name: 'Trần Văn Minh',
  local: 'minh.tran',
  domain: 'example.com',
  phone: '0987654321',
};
const addressOf = (p: Person) => `${p.local}@${p.domain}`;

const sendInquiry = async (p: Person, file?: FileField) => {
  const res = await server.api.form(
    '/api/qna',
    {
      localeCd: 'EN',
      typeCd: '10',
      policyChecked: 'Y',
      title: `Sponsorship from ${p.name}`,
      contents: 'We would like to sponsor a zone.',
      name: p.name,
      email: p.local,
      emailDomain: '00',
      emailDomainName: p.domain,
      phone: p.phone,
      ...(file ? { qnaFile: file } : {}),
    },
    nextAddress(),
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
};

const apply = async (jobNo: number, p: Person, cv: FileField) => {
  const res = await server.api.form(
    `/api/job/${jobNo}/apply`,
    { name: p.name, email: addressOf(p), phone: p.phone, coverLetter: 'Hello.', policyChecked: 'Y', cv },
    nextAddress(),
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
};

interface Found {
  kind: string;
  no: number;
  createDt: string;
  inTrash: boolean;
}
const subjects = async (query: Record<string, string>, client = server.admin) => {
  const res = await client.get('/api/privacy/subjects', query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { list: Found[]; total: number };
};
const numbers = (list: Found[], kind: string) => list.filter((f) => f.kind === kind).map((f) => f.no);

/** A download as bytes (the test client reads text). */
const download = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${server.admin.token}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const db = () => server.deps.db;

let lan: { inquiries: number[]; trashed: number; application: number; alert: number; newsNo: number };
let minh: { inquiry: number; application: number };
const cv = pdfFile('Lan CV.pdf');
const attachment = pdfFile('Lan sponsorship.pdf');

beforeAll(async () => {
  const job = await server.admin.form('/api/job', {
    localeCd: 'EN',
    dateCd: '20',
    title: 'Ride operator',
    contents: '<p>Run the rides.</p>',
  });
  const jobNo = job.body.data as number;
  const kept = await sendInquiry(LAN, attachment);
  const trashed = await sendInquiry(LAN);
  expect((await server.admin.delete('/api/qna', { qnaNo: [trashed] })).status).toBe(200);
  const application = await apply(jobNo, LAN, cv);
  const alert = await server.api.post(
    '/api/job-alert',
    { policyChecked: 'Y', email: addressOf(LAN), localeCd: 'EN' },
    nextAddress(),
  );
  expect(alert.status, alert.text).toBe(200);
  const alertRow = await db()
    .selectFrom('job_alert')
    .select('alertNo')
    .where('email', '=', addressOf(LAN))
    .executeTakeFirstOrThrow();
  // A FAQ-like news item quoting her: its kept version names her.
  const news = await server.admin.post('/api/news', {
    localeCd: 'EN',
    typeCd: '10',
    title: 'Thanks to our sponsors',
    contents: `<p>Write to ${addressOf(LAN).toUpperCase()} for the zone.</p>`,
  });
  lan = {
    inquiries: [kept, trashed],
    trashed,
    application,
    alert: Number(alertRow.alertNo),
    newsNo: news.body.data,
  };
  minh = {
    inquiry: await sendInquiry(MINH, pdfFile('Minh.pdf')),
    application: await apply(jobNo, MINH, pdfFile()),
  };
  // Staff search the application list for her address: the history keeps the URL.
  await server.admin.get('/api/application', { searchText: addressOf(LAN) });
});

describe('GET /api/privacy/subjects', () => {
  it('finds every kind held about an address, the Trash included, and nobody else', async () => {
    const { list, total } = await subjects({ email: addressOf(LAN) });
    expect(total).toBe(list.length);
    expect(numbers(list, 'inquiry').sort()).toEqual([...lan.inquiries].sort());
    expect(list.find((f) => f.kind === 'inquiry' && f.no === lan.trashed)?.inTrash).toBe(true);
    expect(numbers(list, 'application')).toEqual([lan.application]);
    expect(numbers(list, 'jobAlert')).toEqual([lan.alert]);
    // Staff notices of the inquiries and the application, her confirmation and the alert's.
    expect(numbers(list, 'email').length).toBeGreaterThanOrEqual(4);
    expect(numbers(list, 'revision')).toHaveLength(1);
    for (const found of list) {
      expect(found).toEqual(expect.objectContaining({ kind: expect.any(String), no: expect.any(Number) }));
      expect(Date.parse(found.createDt)).not.toBeNaN();
    }
    expect(numbers(list, 'inquiry')).not.toContain(minh.inquiry);
    expect(numbers(list, 'application')).not.toContain(minh.application);
  });

  it('folds case and Vietnamese marks in the address typed', async () => {
    const plain = await subjects({ email: addressOf(LAN) });
    const typed = await subjects({ email: '  LAN.NGUYỄN@Example.COM ' });
    expect(typed).toEqual(plain);
  });

  it('finds a phone number in its national and +84 forms', async () => {
    for (const phone of ['0912 345 678', '+84 912-345-678', '84912345678']) {
      const { list } = await subjects({ phone });
      expect(numbers(list, 'inquiry').sort(), phone).toEqual([...lan.inquiries].sort());
      expect(numbers(list, 'application'), phone).toEqual([lan.application]);
      expect(numbers(list, 'jobAlert'), phone).toEqual([]);
    }
  });

  it('answers 400 naming what is wrong, never 500', async () => {
    for (const [query, message] of [
      [{}, 'email or phone is required'],
      [{ email: 'no-at-sign' }, 'email must be an e-mail address such as name@example.com'],
      [{ phone: '12' }, 'phone must have 8 to 15 digits'],
      [{ email: addressOf(LAN), phone: LAN.phone }, 'Give an e-mail address or a phone number, not both'],
      [{ email: `${'a'.repeat(300)}@example.com` }, 'email or phone is too long'],
    ] as const) {
      const res = await server.admin.get('/api/privacy/subjects', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('is for holders of the Personal data read right', async () => {
    expect((await server.api.get('/api/privacy/subjects', { email: addressOf(LAN) })).status).toBe(401);
    const other = await server.loginAs(['rBoardApplication', 'rQnAQnA']);
    expect((await other.get('/api/privacy/subjects', { email: addressOf(LAN) })).status).toBe(403);
    expect((await other.get('/api/privacy/export', { email: addressOf(LAN) })).status).toBe(403);
    expect((await other.get('/api/privacy/requests')).status).toBe(403);
    const reader = await server.loginAs(['rUserPrivacy'], 'System Manager');
    expect((await subjects({ email: addressOf(LAN) }, reader)).total).toBeGreaterThan(0);
    expect((await reader.post('/api/privacy/erase', { email: addressOf(LAN), reason: 'asked' })).status).toBe(
      403,
    );
  });
});

describe('GET /api/privacy/export', () => {
  it('is one JSON file with every row held about the person and nothing of anyone else', async () => {
    const { response, bytes } = await download(
      `/api/privacy/export?email=${encodeURIComponent(addressOf(LAN))}&receivedOn=2026-01-05`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-.+\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = new TextDecoder().decode(bytes);
    const document = JSON.parse(text);
    expect(document.subject).toEqual({ email: addressOf(LAN) });
    expect(document.inquiries.map((r: { qnaNo: number }) => r.qnaNo).sort()).toEqual(
      [...lan.inquiries].sort(),
    );
    expect(document.inquiries[0]).toMatchObject({ name: LAN.name, phone: LAN.phone, email: LAN.local });
    expect(document.applications).toEqual([
      expect.objectContaining({ applicationNo: lan.application, name: LAN.name, coverLetter: 'Hello.' }),
    ]);
    expect(document.jobAlerts).toEqual([
      expect.objectContaining({ alertNo: lan.alert, email: addressOf(LAN) }),
    ]);
    expect(document.queuedEmails.length).toBeGreaterThanOrEqual(4);
    expect(document.itemVersionsNamingThePerson).toEqual([
      expect.objectContaining({ contentType: 'news', itemNo: lan.newsNo }),
    ]);
    // Nobody else's data, no search copies, no link tokens.
    for (const other of [MINH.name, MINH.local, MINH.phone]) expect(text).not.toContain(other);
    expect(text).not.toMatch(/"\w*Search"|"token"/);
  });

  it('comes as a ZIP with the attachments as they were sent, named by the site', async () => {
    const { response, bytes } = await download(`/api/privacy/export?phone=${LAN.phone}&format=zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(bytes);
    const document = JSON.parse(new TextDecoder().decode(files['personal-data.json']));
    const paths = [...document.inquiries, ...document.applications]
      .map((row: { attachment: string | null }) => row.attachment)
      .filter(Boolean);
    expect(paths).toHaveLength(2);
    // `<kind>-<no>.<extension>` (decision 049), never the names the files were sent under.
    expect(paths.sort()).toEqual(
      [
        ...document.inquiries
          .filter((row: { attachment: string | null }) => row.attachment)
          .map((row: { qnaNo: number }) => `attachments/attachment-${row.qnaNo}.pdf`),
        ...document.applications.map(
          (row: { applicationNo: number }) => `attachments/cv-${row.applicationNo}.pdf`,
        ),
      ].sort(),
    );
    expect(Object.keys(files).sort()).toEqual(['personal-data.json', ...paths].sort());
    const contents = paths.map((path: string | null) => Buffer.from(files[path!]!));
    expect(contents).toEqual(expect.arrayContaining([attachment.data, cv.data]));
  });

  it('is written to the request log, masked', async () => {
    // Naming no logged request, each export stands for one received that day and answered (decision 051).
    const { list } = (await server.admin.get('/api/privacy/requests')).body.data;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'export',
          status: 'done',
          subject: 'l***@example.com',
          receivedAt: '2026-01-04T17:00:00.000Z',
          answers: [
            expect.objectContaining({
              action: 'export',
              username: 'admin',
              counts: expect.objectContaining({ inquiry: 2, application: 1, jobAlert: 1, file: 2 }),
            }),
          ],
        }),
        expect.objectContaining({ kind: 'export', subject: '***5678' }),
      ]),
    );
    expect(JSON.stringify(list)).not.toContain(addressOf(LAN));
  });
});

describe('POST /api/privacy/erase', () => {
  it('needs a reason and a valid day', async () => {
    const bad = [
      [{ email: addressOf(LAN) }, 'reason is required'],
      [{ email: addressOf(LAN), reason: '   ' }, 'reason is required'],
      [{ email: addressOf(LAN), reason: 'x'.repeat(1001) }, 'reason must be at most 1000 characters'],
      [
        { email: addressOf(LAN), reason: 'asked', receivedOn: '2026-13-01' },
        'receivedOn must be a date YYYY-MM-DD',
      ],
      [
        { email: addressOf(LAN), reason: 'asked', receivedOn: '2999-01-01' },
        'receivedOn cannot be in the future',
      ],
      [{ reason: 'asked' }, 'email or phone is required'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await server.admin.post('/api/privacy/erase', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await subjects({ email: addressOf(LAN) })).total).toBeGreaterThan(0);
  });

  it('leaves nothing: rows, Trash, files, queued e-mails, versions; history URLs masked; logged', async () => {
    const fileKeys = (
      await db()
        .selectFrom('qna')
        .select('fileUrl')
        .where('qnaNo', 'in', lan.inquiries)
        .union(db().selectFrom('application').select('fileUrl').where('applicationNo', '=', lan.application))
        .execute()
    )
      .map((row) => row.fileUrl)
      .filter(Boolean);
    expect(fileKeys).toHaveLength(2);
    for (const key of fileKeys) expect(await server.deps.store.get(key)).not.toBeNull();

    const res = await server.admin.post('/api/privacy/erase', {
      email: 'Lan.Nguyen@example.com',
      reason: 'She asked by e-mail on 5 January',
      receivedOn: '2026-01-05',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.erased).toMatchObject({
      inquiry: 2,
      application: 1,
      jobAlert: 1,
      revision: 1,
      file: 2,
      email: expect.any(Number),
    });
    expect(res.body.data.erased.email).toBeGreaterThanOrEqual(4);

    expect((await subjects({ email: addressOf(LAN) })).total).toBe(0);
    expect((await subjects({ phone: LAN.phone })).total).toBe(0);
    for (const key of fileKeys) expect(await server.deps.store.get(key)).toBeNull();
    const left = await Promise.all([
      db().selectFrom('qna').select('qnaNo').where('qnaNo', 'in', lan.inquiries).execute(),
      db()
        .selectFrom('application')
        .select('applicationNo')
        .where('applicationNo', '=', lan.application)
        .execute(),
      db().selectFrom('job_alert').select('alertNo').where('alertNo', '=', lan.alert).execute(),
    ]);
    expect(left.flat()).toEqual([]);
    const mentions = async (
      table: 'mail_outbox' | 'content_revision' | 'content_draft' | 'access_history',
    ) => {
      const rows = (await db().selectFrom(table).selectAll().execute()) as unknown[];
      return rows.filter((row) => /lan\.nguyen(@|%40)example\.com/i.test(JSON.stringify(row)));
    };
    for (const table of ['mail_outbox', 'content_revision', 'content_draft', 'access_history'] as const)
      expect(await mentions(table), table).toEqual([]);
    // The history entry stays, without her address.
    const history = (
      await server.admin.get('/api/history', { searchType: 'url', searchText: '/api/application?' })
    ).body.data.list as Array<{ url: string }>;
    expect(history.some((entry) => entry.url.includes('searchText=***'))).toBe(true);

    // Someone else's data is untouched.
    expect(numbers((await subjects({ email: addressOf(MINH) })).list, 'application')).toEqual([
      minh.application,
    ]);
    expect((await server.admin.get(`/api/qna/${minh.inquiry}`)).status).toBe(200);

    const { list } = (await server.admin.get('/api/privacy/requests', { status: 'done' })).body.data;
    expect(list[0]).toMatchObject({
      kind: 'erasure',
      subject: 'l***@example.com',
      receivedAt: '2026-01-04T17:00:00.000Z',
      answers: [
        { action: 'erase', reason: 'She asked by e-mail on 5 January', counts: res.body.data.erased },
      ],
    });
  });

  it('answers with zero counts for someone of whom nothing is held', async () => {
    const res = await server.admin.post('/api/privacy/erase', { phone: '0900000000', reason: 'asked' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.erased).toMatchObject({
      inquiry: 0,
      application: 0,
      jobAlert: 0,
      email: 0,
      file: 0,
    });
  });
});

describe('the request log', () => {
  it('is kept as long as the access history, then purged', async () => {
    const before = (await server.admin.get('/api/privacy/requests')).body.data.total as number;
    expect(before).toBeGreaterThan(0);
    const { historyDays } = server.deps.config.retention;
    const later = new Date(Date.now() + (historyDays + 1) * 86_400_000);
    const { counts } = await createServices(server.deps).retention.purge(later);
    expect(counts.privacyRequests).toBe(before);
    // (The purge ended the admin's session too: the table is read directly.)
    expect(await db().selectFrom('privacy_request').selectAll().execute()).toEqual([]);
  });
});
