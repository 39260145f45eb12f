import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldUrlForSearch } from '../../../common/text.ts';
import { createServices } from '../../services.ts';
import type { FileField } from '../../test/client.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { mailEnv } from '../../test/smtp.ts';
import { HASH_KEY_FILE } from './hash-key.ts';

/**
 * After an erasure by e-mail and one by phone, nothing of either person is left (decision 050): not
 * in the database file's raw bytes (free pages and the write-ahead log included, SQLite), not in the
 * process log, not in the upload store. Each person sent an inquiry with a file, an application with
 * a CV, a refused apply form whose CV is held; staff searched for them by name, address, local part
 * and number, as the access history and the log saw it.
 */
const isSqlite = process.env.TEST_DB !== 'postgres';

interface Person {
  name: string;
  /** Typed into the name and every message: a word only this person's data holds. */
  marker: string;
  email: string;
  phone: string;
}
const EMAILED: Person = {
  name: 'Lan Qzvmarkerlan',
  marker: 'Qzvmarkerlan',
  email: 'lan.qzvtest@example.com',
  phone: '0917246813',
};
const PHONED: Person = {
  name: 'Minh Qzvmarkerminh',
  marker: 'Qzvmarkerminh',
  email: 'minh.qzvtest@example.com',
  phone: '0986531742',
};

/** The strings none of which may be left anywhere, lower case (the search copies are folded). */
const tracesOf = (p: Person) => [
  p.email,
  encodeURIComponent(p.email),
  p.email.split('@')[0]!,
  p.marker,
  // The number's subscriber digits: in its national and +84 forms alike; and as staff typed it.
  p.phone.slice(1),
  dotted(p.phone),
  spaced(p.phone),
];
const dotted = (phone: string) => phone.replace(/(\d{4})(\d{3})/, '$1.$2.');
const spaced = (phone: string) => phone.replace(/(\d{4})(\d{3})/, '$1 $2 ');

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The mail server is down: the e-mails about them stay queued, to be erased with them.
  server = await startTestServer({
    env: mailEnv(port, { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' }),
    outboxTiming: { pollMs: 60_000 },
    logStream,
  });
});
afterAll(() => server?.close());

let lastAddress = 0;
const nextAddress = () => ({ 'x-forwarded-for': `198.19.0.${++lastAddress}` });

/** A PDF whose bytes carry the marker, as a CV naming its sender does. */
const cvOf = (p: Person): FileField => {
  const pdf = pdfFile(`CV ${p.name}.pdf`);
  const text = pdf.data.toString('latin1').replace('\n', `\n% ${p.name} ${p.email} ${p.phone}\n`);
  return { ...pdf, data: Buffer.from(text, 'latin1') };
};

async function leaveTraces(p: Person, jobNo: number) {
  const [local, domain] = p.email.split('@') as [string, string];
  const inquiry = await server.api.form(
    '/api/qna',
    {
      localeCd: 'EN',
      typeCd: '10',
      policyChecked: 'Y',
      title: `Sponsorship from ${p.name}`,
      contents: `Please call ${p.name} on ${p.phone} or write to ${p.email}.`,
      name: p.name,
      email: local,
      emailDomain: '00',
      emailDomainName: domain,
      phone: p.phone,
      qnaFile: cvOf(p),
    },
    nextAddress(),
  );
  expect(inquiry.status, inquiry.text).toBe(200);
  const applied = await server.api.form(
    `/api/job/${jobNo}/apply`,
    {
      name: p.name,
      email: p.email,
      phone: p.phone,
      coverLetter: `I am ${p.name}.`,
      policyChecked: 'Y',
      // The job's screening question, answered with words that name them.
      answer_1: `Ask ${p.name} on ${p.phone}`,
      cv: cvOf(p),
    },
    nextAddress(),
  );
  expect(applied.status, applied.text).toBe(200);
  const answers = (await server.admin.get(`/api/application/${applied.body.data}`)).body.data.answers;
  expect(JSON.stringify(answers)).toContain(p.marker);
  // A page form refused for its fields (the notice's box left unchecked) keeps its CV for the form
  // sent again (decision 030).
  const cv = cvOf(p);
  const kept: unknown[] = [];
  const refused = createServices(server.deps).applications.apply(
    jobNo,
    {
      fields: { name: p.name, email: p.email, phone: p.phone, coverLetter: 'Hello.' },
      files: { cv: { fileName: cv.name, size: cv.data.length, head: cv.data, source: cv.data } },
    },
    { ip: '198.19.1.1', publicOrigin: server.url, keep: (held) => kept.push(held) },
  );
  await expect(refused).rejects.toMatchObject({ status: 400 });
  expect(kept).toHaveLength(1);

  // Staff look for the person in every way a list searches.
  const [first] = p.name.split(' ');
  for (const [api, query] of [
    ['/api/application', { searchType: 'applicant', searchText: p.name }],
    ['/api/application', { searchText: local }],
    ['/api/application/export', { searchText: p.email }],
    ['/api/qna', { searchType: 'contents', searchText: spaced(p.phone) }],
    ['/api/qna', { searchType: 'title', searchText: `${first} ${p.marker}` }],
    ['/api/privacy/subjects', { phone: p.phone }],
    ['/api/history', { searchType: 'url', searchText: p.email }],
  ] as const) {
    const res = await server.admin.get(api, query);
    expect(res.status, `${api} ${res.text}`).toBe(200);
  }
  // Entries written before the history masked person searches as it records them.
  await server.deps.db
    .insertInto('access_history')
    .values(
      [
        `GET /api/application?searchText=${encodeURIComponent(p.name)}`,
        `GET /api/qna?searchType=contents&searchText=${local}`,
        `GET /api/qna?searchText=${dotted(p.phone)}`,
        `GET /api/application?searchText=${p.email}`,
      ].map((url) => ({
        ipaddress: '127.0.0.1',
        userid: 'admin',
        url,
        useridSearch: 'admin',
        urlSearch: foldUrlForSearch(url),
        statusCode: 200,
        createdAt: new Date().toISOString(),
        revisionNo: null,
      })),
    )
    .execute();
}

/** The files of a folder, recursively (the disk store's uploads). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        )
    : [];

/** The SQLite file and its write-ahead log, as they are on disk. */
const databaseBytes = () =>
  ['site.db', 'site.db-wal']
    .map((file) => path.join(server.env.DATA_DIR!, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file).toString('latin1'))
    .join('\n');

/** Which of `traces` a text holds, compared in lower case. */
const found = (text: string, traces: string[]) =>
  traces.filter((trace) => text.toLowerCase().includes(trace.toLowerCase()));

describe('an erasure by e-mail and one by phone', () => {
  let erased: Array<Record<string, number>>;
  beforeAll(async () => {
    const job = await server.admin.form('/api/job', {
      localeCd: 'EN',
      dateCd: '20',
      title: 'Ride operator',
      contents: '<p>Run the rides.</p>',
      questions: JSON.stringify([{ text: 'Who can vouch for you?', kind: 'text', required: 'N' }]),
    });
    const jobNo = job.body.data as number;
    await leaveTraces(EMAILED, jobNo);
    await leaveTraces(PHONED, jobNo);
    const alert = await server.api.post(
      '/api/job-alert',
      { policyChecked: 'Y', email: EMAILED.email, localeCd: 'EN', q: EMAILED.marker },
      nextAddress(),
    );
    expect(alert.status, alert.text).toBe(200);
    // Before: the log has the searches' URLs (masked as they were written), the database file has them.
    expect(lines.join('\n')).toContain('/api/application?searchType=applicant&searchText=***');
    if (isSqlite)
      expect(found(databaseBytes(), tracesOf(PHONED))).toEqual(
        expect.arrayContaining([PHONED.email, PHONED.marker, PHONED.phone.slice(1)]),
      );

    erased = [];
    for (const body of [
      { email: EMAILED.email.toUpperCase(), reason: 'Asked by e-mail' },
      { phone: `+84 ${PHONED.phone.slice(1)}`, reason: 'Asked by phone' },
    ]) {
      const res = await server.admin.post('/api/privacy/erase', body);
      expect(res.status, res.text).toBe(200);
      erased.push(res.body.data.erased);
    }
  });

  it('erases their answers to the screening questions with their applications', async () => {
    const left = await server.deps.db.selectFrom('application').select('answers').execute();
    for (const { answers } of left)
      for (const person of [EMAILED, PHONED]) expect(found(answers, tracesOf(person))).toEqual([]);
  });

  it('erases the held CV with its sender, and masks the history entries that named them', () => {
    for (const counts of erased)
      expect(counts).toMatchObject({ inquiry: 1, application: 1, file: 2, heldCv: 1 });
    expect(erased[0]!.jobAlert).toBe(1);
    // The four written before, and the history's URL search for the address.
    for (const counts of erased) expect(counts.historyMasked).toBeGreaterThanOrEqual(4);
  });

  it.skipIf(!isSqlite)('leaves nothing in the database file, its free pages or its log', () => {
    const bytes = databaseBytes();
    expect(bytes.length).toBeGreaterThan(0);
    for (const person of [EMAILED, PHONED]) expect(found(bytes, tracesOf(person))).toEqual([]);
  });

  it('leaves nothing in the process log', () => {
    const log = lines.join('\n');
    expect(log).toContain('/api/privacy/erase');
    for (const person of [EMAILED, PHONED]) expect(found(log, tracesOf(person))).toEqual([]);
  });

  it('leaves nothing in the upload store', async () => {
    if (server.deps.config.fileStore === 'disk') {
      for (const file of filesUnder(path.join(server.env.DATA_DIR!, 'uploads'))) {
        const bytes = fs.readFileSync(file).toString('latin1');
        for (const person of [EMAILED, PHONED]) expect(found(bytes, tracesOf(person)), file).toEqual([]);
      }
    }
    if (server.deps.config.fileStore === 'database') {
      const files = await server.deps.db.selectFrom('stored_file').select(['key', 'data']).execute();
      for (const { key, data } of files) {
        const bytes = Buffer.from(data).toString('latin1');
        for (const person of [EMAILED, PHONED]) expect(found(bytes, tracesOf(person)), key).toEqual([]);
      }
    }
    // Whatever the store: no held CV row is left to point at a file.
    expect(await server.deps.db.selectFrom('held_upload').selectAll().execute()).toEqual([]);
  });

  it('logs the request with a hash keyed by the server secret, not a bare SHA-256', async () => {
    const rows = await server.deps.db
      .selectFrom('privacy_request')
      .select(['subject', 'subjectHash'])
      .where('action', '=', 'erase')
      .orderBy('requestNo')
      .execute();
    const key = fs.readFileSync(path.join(server.env.DATA_DIR!, HASH_KEY_FILE), 'utf8');
    const subject = `email:${EMAILED.email}`;
    expect(rows[0]!.subject).toBe('l***@example.com');
    expect(rows[0]!.subjectHash).not.toBe(createHash('sha256').update(subject).digest('hex'));
    expect(rows[0]!.subjectHash).toBe(createHmac('sha256', key).update(subject).digest('hex'));
  });
});
