import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPost, type FileField } from '../test/client.ts';
import { pdfFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * The page forms posted without scripts (decision 030) over the framework's form limits (app.ts:
 * 40 fields, one file, 42 parts; a parsed body of 1 MB): 413 as the API answers, with the page,
 * its form as typed and the reason in the page's language (decision 046), never a 500.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let jobNo: number;
let viJobNo: number;
const createJob = async (localeCd: string) =>
  (
    await server.admin.form('/api/job', {
      localeCd,
      dateCd: '20',
      title: 'Ride operator',
      contents: '<p>Run the rides.</p>',
    })
  ).body.data as number;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  jobNo = await createJob('EN');
  viJobNo = await createJob('VI');
});
afterAll(() => server?.close());

let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;
const post = (path: string, fields: Record<string, string | FileField>) =>
  browserPost(`${server.url}${path}`, fields, { 'x-forwarded-for': nextAddress() });

/** Fields no form has, enough to pass the 40 fields a form may have. */
const tooManyFields = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`extra${i}`, 'x']));
const fieldValue = (html: string, id: string) => new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1];

const INQUIRY = '/partner/partnership-inquiry';
const inquiry = {
  localeCd: 'EN',
  typeCd: '20',
  title: 'A bakery zone',
  name: 'Trần Minh Anh',
  email: 'minh.anh',
  emailDomain: '00',
  emailDomainName: 'example.vn',
  phone: '0912345678',
  contents: 'We bake bread.',
  policyChecked: 'Y',
};
const application = {
  localeCd: 'EN',
  name: 'Nguyễn Thị Lan',
  email: 'lan@example.com',
  phone: '0912345678',
  coverLetter: 'I like rides.',
  policyChecked: 'Y',
};

/** What every refusal of a form over the limits shares: 413, a private HTML page, the form again. */
function expectRefusedPage(res: { status: number; headers: Headers; text: string }) {
  expect(res.status).toBe(413);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.text).toContain('<form');
}

describe.skipIf(!isSiteBuilt)('page forms over the form limits (needs npm run build)', () => {
  it('inquiry: too many fields is a 413 with the form as typed and the reason, in English and Vietnamese', async () => {
    const res = await post(INQUIRY, { ...inquiry, ...tooManyFields });
    expectRefusedPage(res);
    expect(res.text).toContain('Your inquiry was not sent');
    expect(res.text).toContain('The form had more fields or files than it accepts');
    expect(fieldValue(res.text, 'inquiry-title')).toBe(inquiry.title);
    expect(fieldValue(res.text, 'inquiry-name')).toBe(inquiry.name);

    const vi = await post(`/vi${INQUIRY}`, { ...inquiry, localeCd: 'VI', ...tooManyFields });
    expectRefusedPage(vi);
    expect(vi.text).toContain('Biểu mẫu có nhiều trường hoặc tệp hơn mức cho phép');
    expect(fieldValue(vi.text, 'inquiry-phone')).toBe(inquiry.phone);

    const stored = (await server.admin.get('/api/qna', { pageCnt: 100 })).body.data.list as unknown[];
    expect(stored).toHaveLength(0);
  });

  it('inquiry: two files is a 413 with the form, as the API answers it', async () => {
    const res = await post(INQUIRY, { ...inquiry, qnaFile: pdfFile('a.pdf'), other: pdfFile('b.pdf') });
    expectRefusedPage(res);
    expect(res.text).toContain('The form had more fields or files than it accepts');
    expect(fieldValue(res.text, 'inquiry-title')).toBe(inquiry.title);
    const api = await server.api.form(
      '/api/qna',
      { ...inquiry, qnaFile: pdfFile('a.pdf'), other: pdfFile('b.pdf') },
      {
        'x-forwarded-for': nextAddress(),
      },
    );
    expect(api.status).toBe(413);
    expect(api.body).toMatchObject({ success: false, code: 'too_large' });
  });

  it('inquiry: a body over the limit (1 MB, not multipart) is a 413 page, not the JSON envelope', async () => {
    const res = await fetch(`${server.url}${INQUIRY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ ...inquiry, contents: 'x'.repeat(1_100_000) }),
    });
    expectRefusedPage({ status: res.status, headers: res.headers, text: await res.text() });
    const api = await fetch(`${server.url}/api/qna`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ ...inquiry, contents: 'x'.repeat(1_100_000) }),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toMatchObject({ success: false, code: 'too_large' });
  });

  it('apply: too many fields is a 413 with the application as typed, in English and Vietnamese', async () => {
    const res = await post(`/career/apply/${jobNo}`, { ...application, cv: pdfFile(), ...tooManyFields });
    expectRefusedPage(res);
    expect(res.text).toContain('Your application was not sent');
    expect(res.text).toContain('The form had more fields or files than it accepts');
    expect(res.text).toContain(application.name);
    expect(res.text).toContain(application.email);

    const vi = await post(`/vi/career/apply/${viJobNo}`, {
      ...application,
      localeCd: 'VI',
      ...tooManyFields,
    });
    expectRefusedPage(vi);
    expect(vi.text).toContain('Biểu mẫu có nhiều trường hoặc tệp hơn mức cho phép');
    const stored = (await server.admin.get('/api/application', { jobNo: String(jobNo) })).body.data.list;
    expect(stored).toHaveLength(0);
  });

  it('apply: two CVs is a 413 with the form', async () => {
    const res = await post(`/career/apply/${jobNo}`, { ...application, cv: pdfFile(), cv2: pdfFile() });
    expectRefusedPage(res);
    expect(res.text).toContain('The form had more fields or files than it accepts');
  });

  it('job alert: too many fields is a 413 with the address as typed, in English and Vietnamese', async () => {
    const email = 'alert.limits@example.com';
    const res = await post('/career/jobs', { localeCd: 'EN', email, policyChecked: 'Y', ...tooManyFields });
    expectRefusedPage(res);
    expect(res.text).toContain('Your job alert was not created');
    expect(res.text).toContain('The form had more fields than it accepts');
    expect(res.text).toMatch(new RegExp(`id="job-alert-email"[^>]*value="${email}"`));

    const vi = await post('/vi/career/jobs', { localeCd: 'VI', email, ...tooManyFields });
    expectRefusedPage(vi);
    expect(vi.text).toContain('Biểu mẫu có nhiều trường hơn mức cho phép');
  });

  it('job alert: a file is a 413 once there are two', async () => {
    const res = await post('/career/jobs', {
      localeCd: 'EN',
      email: 'x@example.com',
      a: pdfFile(),
      b: pdfFile(),
    });
    expectRefusedPage(res);
  });
});
