import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import type { ApiClient, FileField } from '../../test/client.ts';
import { pdfFile, pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
const cv = pdfFile('Mẫu hồ sơ.pdf');
const attachment = pdfFile('Đề xuất.pdf');
let publicCv: string;
let publicJobNo: number;
let hiddenCv: string;
let inquiryFile: string;
let inquiryNo: number;
let imageUrl: string;

/** The raw bytes and headers of a response (the API client reads bodies as text). */
async function fetchBytes(path: string, client?: ApiClient) {
  const headers: Record<string, string> = client?.token ? { authorization: `Bearer ${client.token}` } : {};
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

const fileUrlOf = async (path: string) => (await server.admin.get(path)).body.data.fileUrl as string;
const download = (fileUrl: string, client: ApiClient = server.api, fileName = 'x.pdf') =>
  client.get('/file/download', { fileUrl, fileName });

/** An inquiry with `file` attached; its number. */
async function sendInquiry(file: FileField): Promise<number> {
  const qna = await server.api.form('/api/qna', {
    policyChecked: 'Y',
    title: 'Partnership',
    contents: 'Please see the attached proposal.',
    name: 'Lan',
    email: 'lan',
    emailDomain: '10',
    emailDomainName: 'gmail.com',
    phone: '0912345678',
    qnaFile: file,
  });
  expect(qna.status, qna.text).toBe(200);
  return qna.body.data as number;
}

beforeAll(async () => {
  server = await startTestServer();
  const { admin } = server;
  const job = async (dateCd: string) =>
    (await admin.form('/api/job', { localeCd: 'EN', title: `CV ${dateCd}`, dateCd, jobFile: cv })).body.data;
  publicJobNo = await job('20');
  publicCv = await fileUrlOf(`/api/job/${publicJobNo}`);
  hiddenCv = await fileUrlOf(`/api/job/${await job('30')}`);
  inquiryNo = await sendInquiry(attachment);
  inquiryFile = await fileUrlOf(`/api/qna/${inquiryNo}`);
  imageUrl = (await admin.form('/file/upload', { file: await pngFile() })).body.location;
});
afterAll(() => server?.close());

describe('GET /file/download', () => {
  it("serves a public job's CV form to a visitor under the site's name for it", async () => {
    expect(publicCv).toMatch(/^file\/[a-f0-9]{32}\.pdf$/);
    const res = await fetchBytes(
      `/file/download?${new URLSearchParams({ fileUrl: publicCv, fileName: cv.name })}`,
    );
    expect(res.status).toBe(200);
    expect(res.data.equals(cv.data)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(
      `attachment; filename="form-${publicJobNo}.pdf"; filename*=UTF-8''form-${publicJobNo}.pdf`,
    );
  });

  it('serves a hidden job (dateCd 30) CV to the admin only', async () => {
    const visitor = await download(hiddenCv);
    expect(visitor.status).toBe(404);
    expect(visitor.body).toEqual({ success: false, message: MSG.fileNotExist, code: 'not_found' });
    const admin = await download(hiddenCv, server.admin);
    expect(admin.status).toBe(200);
    expect(admin.text).toBe(cv.data.toString());
  });

  it("serves an inquiry's attachment only to QnA readers", async () => {
    expect((await download(inquiryFile)).status).toBe(404);
    const newsEditor = await server.loginAs(['rBoardNews', 'rBoardRecruit']);
    expect((await download(inquiryFile, newsEditor)).status).toBe(404);
    const reader = await server.loginAs(['rQnAQnA']);
    const res = await download(inquiryFile, reader, attachment.name);
    expect(res.status).toBe(200);
    expect(res.text).toBe(attachment.data.toString());
    expect(res.headers.get('content-disposition')).toContain(`filename="attachment-${inquiryNo}.pdf"`);
    expect((await download(inquiryFile, server.admin)).status).toBe(200);
  });

  it("names a file by its record and sniffed type, never by the sender's name", async () => {
    // Shown as "CV_Nguyen_dmc.pdf" where the right-to-left override is honoured.
    const disguised = await sendInquiry(pdfFile('CV_Nguyen_\u202Efdp.cmd'));
    const polyglot = await sendInquiry(pdfFile('poly.html'));
    for (const no of [disguised, polyglot]) {
      const row = (await server.admin.get(`/api/qna/${no}`)).body.data;
      const res = await download(row.fileUrl, server.admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="attachment-${no}.pdf"; filename*=UTF-8''attachment-${no}.pdf`,
      );
    }
    // The sender's name stays as text for staff, without the characters that disguise it.
    const row = (await server.admin.get(`/api/qna/${disguised}`)).body.data;
    expect(row.fileName).toBe('CV_Nguyen_fdp.cmd');
  });

  it('answers 404 for files no live record references', async () => {
    expect((await download(`file/${'0'.repeat(32)}.pdf`, server.admin)).status).toBe(404);
    const jobNo = (
      await server.admin.form('/api/job', { localeCd: 'EN', title: 'Gone', dateCd: '20', jobFile: cv })
    ).body.data;
    const gone = await fileUrlOf(`/api/job/${jobNo}`);
    expect((await download(gone)).status).toBe(200);
    await server.admin.delete('/api/job', { jobNo: [jobNo] });
    expect((await download(gone)).status).toBe(404);
  });

  it('answers 404, never 5xx, to path tricks', async () => {
    const imageKey = imageUrl.replace(/^\/uploads\//, '');
    const payloads = [
      '../package.json',
      '..%2F..%2Fpackage.json',
      '/etc/passwd',
      'file/../../site.db',
      'file/%2e%2e/x',
      'file/abc\u0000.pdf',
      `file/../${imageKey}`,
      imageKey,
      `img/${imageKey.slice(4)}`,
    ];
    for (const fileUrl of payloads)
      for (const client of [server.api, server.admin]) {
        const res = await client.get('/file/download', { fileUrl, fileName: 'x' });
        expect(res.status, `${fileUrl} → ${res.text.slice(0, 100)}`).toBe(404);
      }
    for (const raw of [
      'fileUrl=../../package.json',
      'fileUrl=..%2F..%2Fsite.db',
      'fileUrl=%00',
      'fileUrl[]=x',
    ])
      expect((await server.api.get(`/file/download?${raw}&fileName=x`)).status, raw).toBe(404);
  });

  it('answers 404 to a very long fileUrl', async () => {
    const res = await server.api.get('/file/download', {
      fileUrl: `file/${'a'.repeat(5000)}.pdf`,
      fileName: 'x',
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: MSG.fileNotExist, code: 'not_found' });
  });

  it('answers 404 when a parameter is missing', async () => {
    expect((await server.api.get('/file/download', { fileName: 'x.pdf' })).status).toBe(404);
    expect((await server.admin.get('/file/download')).status).toBe(404);
  });
});

describe('GET /uploads/img', () => {
  it('serves a stored image with a long immutable cache lifetime', async () => {
    expect(imageUrl).toMatch(/^\/uploads\/img\/[a-f0-9]{32}(-w\d+)?\.(png|webp)$/);
    const res = await fetchBytes(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/(png|webp)/);
    const meta = await sharp(res.data).metadata();
    expect(meta.width).toBe(300);
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(30 * 86_400);
  });

  it('answers 404 to anything outside the image store', async () => {
    const name = imageUrl.split('/').pop();
    for (const path of [
      '/uploads/img/../x',
      '/uploads/img/..%2Fx',
      '/uploads/img/..%2F..%2Fsite.db',
      '/uploads/img/%2e%2e%2f%2e%2e%2fpackage.json',
      `/uploads/img/${'0'.repeat(32)}.png`,
      `/uploads/${inquiryFile}`,
      `/uploads/file/${name}`,
      '/uploads/site.db',
    ]) {
      const res = await server.api.get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('POST /file/upload (editor images)', () => {
  it('needs a token and an add or edit right on a Main or Board page', async () => {
    const noToken = await server.api.form('/file/upload', { file: await pngFile() });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ success: false, code: 'unauthorized' });
    const readOnly = await server.loginAs(['rBoardNews']);
    const refused = await readOnly.form('/file/upload', { file: await pngFile() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'forbidden' });
    const editor = await server.loginAs(['eBoardNews']);
    expect((await editor.form('/file/upload', { file: await pngFile() })).status).toBe(200);
  });

  it('answers {location} without the envelope, and the location serves the image', async () => {
    const res = await server.admin.form('/file/upload', { file: await pngFile('editor.png', 640, 320) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['location']);
    expect(res.body.location).toMatch(/^\/uploads\/img\/[a-f0-9]{32}(-w\d+)?\.(png|webp)$/);
    const image = await fetchBytes(res.body.location);
    expect(image.status).toBe(200);
    expect((await sharp(image.data).metadata()).width).toBe(640);
  });

  it('refuses a PDF with 415 and a form without a file with 400', async () => {
    const pdf = await server.admin.form('/file/upload', { file: pdfFile() });
    expect(pdf.status).toBe(415);
    expect(pdf.body).toMatchObject({ success: false, code: 'unsupported_type' });
    const none = await server.admin.form('/file/upload', { note: 'no file' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, code: 'validation' });
  });
});
