import fs from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../services.ts';
import { browserPost, type FileField } from '../../test/client.ts';
import {
  docxBytes,
  fakeDocx,
  fakePdf,
  pdfWithEmbeddedFile,
  pdfWithPageScript,
  pdfWithScript,
} from '../../test/documents.ts';
import { pdfFile, pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { decodedHeader, header, mailEnv, STAFF, startSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * Applying for a job (decision 032): POST /api/job/{jobNo}/apply and the same form
 * posted to the apply page without scripts, the two e-mails through a real SMTP server, and the
 * purge. The server believes X-Forwarded-For from the test client, so each applicant has an
 * address of its own unless a test shares one on purpose.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let smtp: TestSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    env: mailEnv(smtp.port, { TRUST_PROXY: '127.0.0.1', UPLOAD_LIMIT_MB: '1' }),
    outboxTiming: { pollMs: 60_000 },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let lastAddress = 0;
const nextAddress = () => `192.0.2.${++lastAddress}`;

const createJob = async (fields: Record<string, string> = {}) => {
  const res = await server.admin.form('/api/job', {
    localeCd: 'EN',
    dateCd: '20',
    title: 'Ride operator',
    contents: '<p>Run the rides.</p>',
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** A Word document: a zip holding [Content_Types].xml and word/document.xml. */
const docxFile = (name = 'cv.docx'): FileField => ({ name, data: docxBytes(), type: DOCX_TYPE });
/** An older Word document: a Compound File holding a WordDocument stream. */
const docFile = (name = 'cv.doc'): FileField => ({
  name,
  data: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(64),
    Buffer.from('WordDocument', 'utf16le'),
  ]),
  type: 'application/msword',
});
/** A spreadsheet is a zip too, without the Word part. */
const xlsxFile = (): FileField => ({
  name: 'cv.xlsx',
  data: Buffer.from(
    zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') }),
  ),
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

const typed = {
  name: 'Nguyễn Thị Lan',
  email: 'lan.nguyen@example.com',
  phone: '0912 345 678',
  coverLetter: 'I love working with children.',
  policyChecked: 'Y',
};
type Fields = Record<string, string | FileField>;
const apply = (jobNo: number, fields: Fields, address = nextAddress()) =>
  server.api.form(`/api/job/${jobNo}/apply`, fields, { 'x-forwarded-for': address });
const without = (field: string): Fields => {
  const { [field]: _, ...rest } = { ...typed, cv: pdfFile('Lan CV.pdf') } as Fields;
  return rest;
};
const application = async (no: number) => (await server.admin.get(`/api/application/${no}`)).body.data;

describe('POST /api/job/{jobNo}/apply', () => {
  let jobNo: number;
  beforeAll(async () => {
    jobNo = await createJob();
  });

  it('stores the application with its CV and answers its number', async () => {
    const res = await apply(jobNo, { ...typed, cv: pdfFile('Lan CV.pdf'), localeCd: 'VI' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, data: expect.any(Number) });
    const row = await application(res.body.data);
    expect(row).toMatchObject({
      jobNo,
      jobTitle: 'Ride operator',
      name: 'Nguyễn Thị Lan',
      email: 'lan.nguyen@example.com',
      phone: '0912345678',
      coverLetter: 'I love working with children.',
      localeCd: 'VI',
      statusCd: '10',
      statusCdNm: 'Mới',
      note: '',
      fileName: 'Lan CV.pdf',
      policyChecked: 'Y',
    });
    expect(row).not.toHaveProperty('applicantSearch');
    const cv = await server.admin.get('/file/download', { fileUrl: row.fileUrl });
    expect(cv.status).toBe(200);
    expect(cv.text.startsWith('%PDF')).toBe(true);
  });

  it("serves a CV as cv-<no>.<its type's extension>, its sender's name kept as cleaned text", async () => {
    const sent = [
      [pdfFile('CV_Nguyen_\u202Efdp.cmd'), 'pdf', 'CV_Nguyen_fdp.cmd'],
      [docxFile('CV\u2067_Lan\u2069.docx'), 'docx', 'CV_Lan.docx'],
      [pdfFile('poly.html'), 'pdf', 'poly.html'],
    ] as const;
    for (const [cv, extension, shown] of sent) {
      const res = await apply(jobNo, { ...typed, cv });
      expect(res.status, res.text).toBe(200);
      const no = res.body.data as number;
      const row = await application(no);
      expect(row.fileName).toBe(shown);
      const file = await server.admin.get('/file/download', { fileUrl: row.fileUrl });
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="cv-${no}.${extension}"; filename*=UTF-8''cv-${no}.${extension}`,
      );
      expect(file.headers.get('content-type')).not.toMatch(/html/);
    }
  });

  it('takes DOC and DOCX files, judged by their content', async () => {
    for (const cv of [docxFile(), docFile(), docxFile('cv-without-extension')]) {
      const res = await apply(jobNo, { ...typed, cv });
      expect(res.status, cv.name).toBe(200);
    }
  });

  it('refuses any other file with 415, whatever its name says', async () => {
    for (const cv of [
      xlsxFile(),
      await pngFile('cv.pdf'),
      { ...pdfFile(), data: Buffer.from('not a pdf') },
    ]) {
      const res = await apply(jobNo, { ...typed, cv });
      expect(res.status, cv.name).toBe(415);
      expect(res.body).toEqual({
        success: false,
        message: 'cv must be a PDF, DOC or DOCX file',
        code: 'unsupported_type',
      });
    }
  });

  it('refuses a CV that only looks like a PDF or a DOCX, or that carries scripts or files, saying why', async () => {
    const cases: Array<[FileField, RegExp]> = [
      [{ ...pdfFile('cv.pdf'), data: fakePdf() }, /^The PDF could not be read.*\(Không đọc được tệp PDF/],
      [{ name: 'cv.docx', data: fakeDocx(), type: DOCX_TYPE }, /^The Word document could not be read/],
      [
        { ...pdfFile('cv.pdf'), data: pdfWithScript() },
        /^The PDF contains JavaScript.*\(Tệp PDF có chứa JavaScript/,
      ],
      [{ ...pdfFile('cv.pdf'), data: pdfWithPageScript() }, /^The PDF contains JavaScript/],
      [
        { ...pdfFile('cv.pdf'), data: pdfWithEmbeddedFile() },
        /^The PDF carries attached files.*\(Tệp PDF có đính kèm/,
      ],
    ];
    for (const [cv, reason] of cases) {
      const res = await apply(jobNo, { ...typed, cv });
      expect(res.status, cv.name).toBe(415);
      expect(res.body.code).toBe('unsupported_type');
      expect(res.body.message).toMatch(reason);
    }
  });

  it('refuses a CV over UPLOAD_LIMIT_MB with 413', async () => {
    const big = { ...pdfFile(), data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_100_000)]) };
    expect((await apply(jobNo, { ...typed, cv: big })).status).toBe(413);
  });

  it('answers 400 naming the missing or wrong field', async () => {
    const cases: Array<[Fields, string]> = [
      [without('name'), 'name is required'],
      [without('email'), 'email is required'],
      [without('phone'), 'phone is required'],
      [{ ...without('email'), email: 'lan@' }, 'email must be an e-mail address such as name@example.com'],
      [{ ...without('phone'), phone: '123' }, 'phone must have 8 to 15 digits'],
      [
        { ...without('coverLetter'), coverLetter: 'x'.repeat(4_001) },
        'coverLetter must be at most 4000 characters',
      ],
      [without('policyChecked'), 'policyChecked is required: agree to the privacy notice'],
      [
        { ...without('policyChecked'), policyChecked: 'N' },
        'policyChecked is required: agree to the privacy notice',
      ],
      [without('cv'), 'cv is required: choose your CV (PDF, DOC or DOCX)'],
    ];
    for (const [fields, message] of cases) {
      const res = await apply(jobNo, fields);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message, code: 'validation' });
    }
    // A cover letter of exactly 4,000 characters is fine.
    expect((await apply(jobNo, { ...without('coverLetter'), coverLetter: 'x'.repeat(4_000) })).status).toBe(
      200,
    );
  });

  it('answers 404 for a job visitors cannot see or that does not take online applications', async () => {
    const hidden = await createJob({ dateCd: '30' });
    const offline = await createJob({ applyOnline: 'N' });
    const ended = await createJob({ dateCd: '10', startDt: '2020-01-01', endDt: '2020-01-31' });
    const deleted = await createJob();
    await server.admin.delete('/api/job', { jobNo: [deleted] });
    for (const no of [hidden, offline, ended, deleted, 999_999]) {
      const res = await apply(no, { ...typed, cv: pdfFile() });
      expect(res.status, String(no)).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await server.api.form('/api/job/abc/apply', { ...typed, cv: pdfFile() })).status).toBe(404);
  });

  it('takes 5 applications an hour from one address, then 429 with Retry-After', async () => {
    const address = '192.0.2.250';
    for (let i = 0; i < 5; i += 1)
      expect((await apply(jobNo, { ...typed, cv: pdfFile() }, address)).status).toBe(200);
    const refused = await apply(jobNo, { ...typed, cv: pdfFile() }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.code).toBe('rate_limited');
    // Others still apply.
    expect((await apply(jobNo, { ...typed, cv: pdfFile() })).status).toBe(200);
  });

  it('lets an applicant correct mistakes: refused attempts do not use up the five', async () => {
    const address = '192.0.2.251';
    for (let i = 0; i < 6; i += 1) expect((await apply(jobNo, without('name'), address)).status).toBe(400);
    expect((await apply(jobNo, { ...typed, cv: pdfFile() }, address)).status).toBe(200);
  });
});

describe('the two e-mails of an application', () => {
  /** An address of its own: earlier tests used up the confirmations of `typed.email`. */
  let lastApplicant = 0;
  const newApplicant = () => `applicant${++lastApplicant}.${Date.now()}@example.com`;
  /** The mails about application `no` to staff and to `email` (others may still be arriving). */
  const mailsAbout = async (no: number, email: string, count = 2) => {
    const about = () => smtp.mails.filter((mail) => mail.text.includes(`#${no}`));
    await vi.waitFor(() => expect(about()).toHaveLength(count), { timeout: 5_000 });
    const [staff, applicant] = [STAFF[0]!, email].map(
      (address) => about().find((mail) => mail.to.includes(address))!,
    );
    return { staff: staff!, applicant: applicant! };
  };

  it('tell staff with a link (never the CV) and confirm to the applicant in their language', async () => {
    const jobNo = await createJob({ title: 'Giáo viên hướng nghiệp', localeCd: 'VI' });
    const email = newApplicant();
    const res = await apply(jobNo, { ...typed, email, localeCd: 'VI', cv: pdfFile('CV Lan.pdf') });
    expect(res.status).toBe(200);
    const no = res.body.data as number;
    const { staff, applicant } = await mailsAbout(no, email);
    expect(staff.to.sort()).toEqual([...STAFF].sort());
    expect(decodedHeader(staff, 'Subject')).toBe('New application for Giáo viên hướng nghiệp');
    expect(header(staff, 'Reply-To')).toContain(`<${email}>`);
    expect(staff.text).toContain(`Open it in the admin: ${server.url}/admin/board/application/detail/${no}`);
    expect(staff.text).toContain('CV: CV Lan.pdf');
    expect(staff.raw).not.toContain('%PDF');

    expect(applicant.to).toEqual([email]);
    expect(decodedHeader(applicant, 'Subject')).toBe(
      'Chúng tôi đã nhận được hồ sơ ứng tuyển vị trí Giáo viên hướng nghiệp',
    );
    expect(applicant.text).toContain('Xin chào,');
    expect(applicant.text).toContain(`Mã hồ sơ: #${no}`);
    expect(applicant.text).not.toContain('/admin/');
    expect(applicant.raw).not.toContain('%PDF');
  });

  it('confirm in English to an applicant who applied in English', async () => {
    const jobNo = await createJob({ title: 'Ride operator' });
    const email = newApplicant();
    const res = await apply(jobNo, { ...typed, email, cv: pdfFile() });
    expect(res.status).toBe(200);
    const { applicant } = await mailsAbout(res.body.data as number, email);
    expect(decodedHeader(applicant, 'Subject')).toBe('We have received your application for Ride operator');
    expect(applicant.text).toContain('Hello,');
  });

  it('confirm in words of the site only: nothing the sender typed reaches an unconfirmed address', async () => {
    const jobNo = await createJob({ title: 'Ride operator' });
    const email = newApplicant();
    const marker = 'Z7Q-marker';
    for (const localeCd of ['EN', 'VI']) {
      const res = await apply(jobNo, {
        ...typed,
        email,
        localeCd,
        name: `Visit https://evil.example ${marker}`,
        coverLetter: `Call now ${marker}`,
        cv: pdfFile(`${marker}.pdf`),
      });
      expect(res.status).toBe(200);
      const { staff, applicant } = await mailsAbout(res.body.data as number, email);
      expect(staff.text).toContain(marker);
      for (const part of [applicant.raw, applicant.text, applicant.html]) {
        expect(part).not.toContain(marker);
        expect(part).not.toContain('evil.example');
      }
    }
  });

  it('confirm to one address at most 3 times a day, from whatever network; every applicant is answered alike', async () => {
    const jobNo = await createJob({ title: 'Ride operator' });
    const email = newApplicant();
    const networks = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'].flatMap((ipv4, i) => [
      ipv4,
      `2001:db8:${i + 20}::1`,
    ]);
    const nos: number[] = [];
    for (const [i, network] of networks.entries()) {
      const res = await apply(
        jobNo,
        { ...typed, email: i % 2 ? email.toUpperCase() : email, cv: pdfFile() },
        network,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: expect.any(Number) });
      nos.push(res.body.data as number);
    }
    const confirmations = () => smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === email));
    // Staff hear of all eight; the queue sends in order, so the confirmations are in by then.
    for (const [i, no] of nos.entries()) await mailsAbout(no, email, i < 3 ? 2 : 1);
    expect(confirmations().map((mail) => nos.findIndex((no) => mail.text.includes(`#${no}`)))).toEqual([
      0, 1, 2,
    ]);
    // The staff list has all eight.
    expect((await applicationsOf(jobNo)).length).toBe(8);
  });
});

describe('the purge', () => {
  const DAY_MS = 86_400_000;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const purge = () => createServices(server.deps).retention.purge(new Date());

  it('erases applications after APPLICATION_RETENTION_DAYS (183), deleted or not, with their CVs', async () => {
    const jobNo = await createJob();
    const sent = async () => {
      const no = (await apply(jobNo, { ...typed, cv: pdfFile() })).body.data as number;
      return { no, fileUrl: (await application(no)).fileUrl as string };
    };
    const [old, oldDeleted, recent] = [await sent(), await sent(), await sent()];
    await server.admin.delete('/api/application', { applicationNo: [oldDeleted.no] });
    const receivedAgo = (no: number, ms: number) =>
      server.deps.db
        .updateTable('application')
        .set({ createDt: ago(ms) })
        .where('applicationNo', '=', no)
        .execute();
    await receivedAgo(old.no, 184 * DAY_MS);
    await receivedAgo(oldDeleted.no, 184 * DAY_MS);
    await receivedAgo(recent.no, 182 * DAY_MS);
    const { counts, failures } = await purge();
    expect(failures).toEqual([]);
    expect(counts).toMatchObject({ applications: 2, cvs: 2 });
    for (const { no, fileUrl } of [old, oldDeleted]) {
      expect((await server.admin.get(`/api/application/${no}`)).status).toBe(404);
      expect(await server.deps.store.get(fileUrl)).toBeNull();
    }
    expect((await server.admin.get(`/api/application/${recent.no}`)).status).toBe(200);
    expect(await server.deps.store.get(recent.fileUrl)).not.toBeNull();
  });
});

/** Posts `fields` as a browser posts a multipart form, from an address of its own. */
const post = (path: string, fields: Record<string, string | FileField>, address = nextAddress()) =>
  browserPost(`${server.url}${path}`, fields, { 'x-forwarded-for': address });
const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
const applicationsOf = async (jobNo: number) =>
  (await server.admin.get('/api/application', { jobNo: String(jobNo), pageCnt: 100 })).body.data
    .list as Array<Record<string, unknown>>;

describe.skipIf(!isSiteBuilt)('the apply form posted without scripts (needs npm run build)', () => {
  it('shows on the job page and on its own page, posting multipart to the apply page', async () => {
    const jobNo = await createJob();
    for (const path of [`/career/jobs-detail/${jobNo}`, `/career/apply/${jobNo}`]) {
      const html = (await server.api.raw(path, { method: 'GET' })).text;
      expect(html).toContain(`action="/career/apply/${jobNo}"`);
      expect(html).toContain('method="post"');
      expect(html).toMatch(/enctype="multipart\/form-data"/i);
      for (const name of ['name', 'email', 'phone', 'cv', 'coverLetter', 'policyChecked'])
        expect(html, `${path} ${name}`).toContain(`name="${name}"`);
      expect(html).toContain('erased 183 days after you send them');
    }
    const offline = await createJob({ applyOnline: 'N' });
    expect((await server.api.raw(`/career/jobs-detail/${offline}`, { method: 'GET' })).text).not.toContain(
      'name="coverLetter"',
    );
    expect((await server.api.raw(`/career/apply/${offline}`, { method: 'GET' })).status).toBe(404);
  });

  it('sends to the confirmation (303 to ?sent=1), in either language', async () => {
    const jobNo = await createJob({ localeCd: 'VI', title: 'Hướng dẫn viên' });
    const res = await post(`/vi/career/apply/${jobNo}`, { ...typed, localeCd: 'VI', cv: pdfFile() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/vi/career/apply/${jobNo}?sent=1`);
    const [stored] = await applicationsOf(jobNo);
    expect(stored).toMatchObject({ name: 'Nguyễn Thị Lan', localeCd: 'VI' });
    const page = await server.api.raw(`/vi/career/apply/${jobNo}?sent=1`, { method: 'GET' });
    expect(page.text).toContain('Cảm ơn bạn, hồ sơ của bạn đã được gửi');
  });

  it('thanks the fourth applicant of the day from one address as the first, claiming no e-mail it may not send', async () => {
    const jobNo = await createJob({ localeCd: 'VI', title: 'Thu ngân' });
    const email = `thrice.${Date.now()}@example.com`;
    const locations: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(`/vi/career/apply/${jobNo}`, { ...typed, email, localeCd: 'VI', cv: pdfFile() });
      expect(res.status).toBe(303);
      locations.push(res.headers.get('location')!);
    }
    // The fourth got no confirmation, yet is answered alike: the answer tells nobody whether the
    // address had mails (decision 047), so the text holds for both.
    expect(new Set(locations)).toEqual(new Set([`/vi/career/apply/${jobNo}?sent=1`]));
    // The thank-you block only: the page's catalogue, in the HTML too, holds other texts.
    const thanks = async (path: string) =>
      /<div class="form-outcome[^"]*"[^>]*>(.*?)<\/div>/.exec(
        (await server.api.raw(path, { method: 'GET' })).text,
      )?.[1] ?? '';
    const vi = await thanks(locations[3]!);
    expect(vi).toContain('Cảm ơn bạn, hồ sơ của bạn đã được gửi');
    expect(vi).toContain('trừ khi hôm nay địa chỉ này đã nhận đủ ba thư xác nhận');
    expect(vi).not.toContain('Chúng tôi đã gửi thư xác nhận');
    const en = await thanks(`/career/apply/${await createJob()}?sent=1`);
    expect(en).toContain('unless that address has already had three from us today');
    expect(en).not.toContain('We have sent a confirmation');
  });

  it('comes back refused with what was typed and keeps the CV for the form sent again', async () => {
    const jobNo = await createJob();
    const refused = await post(`/career/apply/${jobNo}`, {
      ...typed,
      email: 'lan@example',
      cv: pdfFile('Kept CV.pdf'),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(refused.text).toContain('Please enter a valid e-mail address');
    expect(refused.text).toMatch(/id="apply-email"[^>]*aria-invalid="true"/);
    expect(refused.text).toContain('value="Nguyễn Thị Lan"');
    expect(refused.text).toContain('I love working with children.</textarea>');
    expect(refused.text).toContain('Your CV “Kept CV.pdf” is kept');
    const token = hiddenValue(refused.text, 'cvHeld')!;
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(await applicationsOf(jobNo)).toEqual([]);

    // Sent again without choosing the file: the kept CV goes with it, once.
    const sent = await post(`/career/apply/${jobNo}`, { ...typed, cvHeld: token, cvHeldName: 'x' });
    expect(sent.status).toBe(303);
    const [stored] = await applicationsOf(jobNo);
    expect(stored).toMatchObject({ fileName: 'Kept CV.pdf' });
    const cv = await server.admin.get('/file/download', { fileUrl: String(stored!.fileUrl) });
    expect(cv.text.startsWith('%PDF')).toBe(true);
    const again = await post(`/career/apply/${jobNo}`, { ...typed, cvHeld: token });
    expect(again.status).toBe(400);
    expect(again.text).toContain('Please choose your CV');
  });

  it('refuses another type of file with 415 and says so', async () => {
    const jobNo = await createJob();
    const res = await post(`/career/apply/${jobNo}`, { ...typed, cv: await pngFile('cv.pdf') });
    expect(res.status).toBe(415);
    expect(res.text).toContain('Your CV must be a PDF, DOC or DOCX file');
    expect(res.text).toMatch(/id="apply-cv"[^>]*aria-invalid="true"/);
  });

  it('drops held CVs not sent again within a day (the purge)', async () => {
    const jobNo = await createJob();
    const refused = await post(`/career/apply/${jobNo}`, { ...without('name') });
    const token = hiddenValue(refused.text, 'cvHeld')!;
    const [held] = await server.deps.db
      .selectFrom('held_upload')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    await server.deps.db
      .updateTable('held_upload')
      .set({ createdAt: new Date(Date.now() - 86_400_000 - 60_000).toISOString() })
      .execute();
    expect(
      (await createServices(server.deps).retention.purge(new Date())).counts.heldCvs,
    ).toBeGreaterThanOrEqual(1);
    expect(await server.deps.store.get(held!.fileUrl)).toBeNull();
    const sent = await post(`/career/apply/${jobNo}`, { ...typed, cvHeld: token });
    expect(sent.status).toBe(400);
  });
});
