import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import type { FileField } from '../../test/client.ts';
import { docxBytes, fakeDocx, fakePdf, pdfWithEmbeddedFile, pdfWithScript } from '../../test/documents.ts';
import { fakeImage, pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * The main server believes X-Forwarded-For from the loopback test client, so every visitor POST
 * here comes from its own address and the hourly inquiry limit never gets in the way. The limit
 * itself is tested on a dedicated server below.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server?.close());

let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;

const valid = {
  localeCd: 'EN',
  typeCd: '10',
  policyChecked: 'Y',
  title: 'Sponsoring the fire station zone',
  contents: 'We would like to talk about a sponsorship.',
  name: 'Nguyễn Thị Lan',
  email: 'lan.nguyen',
  emailDomain: '00',
  emailDomainName: 'example.com',
  phone: '0912345678',
};

type Fields = Record<string, string | FileField>;
const send = (fields: Fields) => server.api.form('/api/qna', fields, { 'x-forwarded-for': nextAddress() });
const sendJson = (body: unknown) => server.api.post('/api/qna', body, { 'x-forwarded-for': nextAddress() });
const without = (field: keyof typeof valid): Fields => {
  const { [field]: _, ...rest } = valid;
  return rest;
};
const refusal = (message: string) => ({ success: false, message, code: 'validation' });
const detail = async (id: number) => (await server.admin.get(`/api/qna/${id}`)).body.data;
const total = async () => (await server.admin.get('/api/qna')).body.data.total as number;

describe('POST /api/qna by a visitor: checks in the spec order', () => {
  it('asks for consent first, even when everything else is missing', async () => {
    for (const fields of [{}, without('policyChecked'), { ...valid, policyChecked: 'N' }, { title: 'x' }]) {
      const res = await send(fields);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal(MSG.agreePrivacy));
    }
    expect((await sendJson({ ...valid, policyChecked: false })).body).toEqual(refusal(MSG.agreePrivacy));
  });

  it('then asks for title, name, e-mail and phone', async () => {
    const cases: Fields[] = [
      without('title'),
      without('name'),
      without('email'),
      without('phone'),
      { ...valid, title: '   ' },
      { ...valid, phone: 'no digits' },
      { policyChecked: 'Y' },
      { ...without('name'), email: 'not an address' },
    ];
    for (const fields of cases) {
      const res = await send(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toEqual(refusal(MSG.enterDetails));
    }
  });

  it('then checks the full e-mail address against the spec pattern', async () => {
    const before = await total();
    const cases: Fields[] = [
      { ...valid, email: 'a@b' },
      { ...valid, email: 'x y' },
      { ...valid, emailDomainName: 'example.c' },
      { ...valid, emailDomainName: '' },
    ];
    for (const fields of cases) {
      const res = await send(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toEqual(refusal(MSG.emailFormat));
    }
    expect(await total()).toBe(before);
  });
});

describe('POST /api/qna: what is stored', () => {
  it('answers the new number and stores the inquiry as waiting, phone digits only', async () => {
    const res = await send({ ...valid, phone: '091-234 5678' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: expect.any(Number) });
    expect(await detail(res.body.data)).toMatchObject({
      qnaNo: res.body.data,
      title: valid.title,
      name: valid.name,
      email: 'lan.nguyen',
      emailDomain: '00',
      emailDomainName: 'example.com',
      phone: '0912345678',
      policyChecked: 'Y',
      statusCd: '10',
      fileUrl: '',
    });
  });

  it('keeps line breaks of the contents and does not require contents', async () => {
    const json = await sendJson({ ...valid, contents: 'Line one\nLine two' });
    expect((await detail(json.body.data)).contents).toBe('Line one\nLine two');
    const form = await send({ ...valid, contents: 'Line one\nLine two' });
    expect((await detail(form.body.data)).contents).toMatch(/^Line one\r?\nLine two$/);
    const bare = await send(without('contents'));
    expect(bare.status).toBe(200);
    expect((await detail(bare.body.data)).contents).toBe('');
  });

  it("uses gmail.com for emailDomain '10' whatever emailDomainName says", async () => {
    const res = await send({ ...valid, emailDomain: '10', emailDomainName: 'evil.example.c' });
    expect(res.status).toBe(200);
    expect(await detail(res.body.data)).toMatchObject({ emailDomain: '10', emailDomainName: 'gmail.com' });
  });

  it("accepts policyChecked 'true', and JSON bodies too", async () => {
    const form = await send({ ...valid, policyChecked: 'true' });
    expect(form.body).toEqual({ success: true, data: expect.any(Number) });
    expect((await detail(form.body.data)).policyChecked).toBe('Y');
    const json = await sendJson({ ...valid, policyChecked: true, typeCd: '20' });
    expect(json.body).toEqual({ success: true, data: expect.any(Number) });
    expect(await detail(json.body.data)).toMatchObject({ typeCd: '20', typeCdNm: 'Affiliate Inquiry' });
  });

  it('stores an attachment that the admin detail links to', async () => {
    const file = pdfFile('Đề xuất hợp tác.pdf');
    const res = await send({ ...valid, qnaFile: file });
    expect(res.status).toBe(200);
    const row = await detail(res.body.data);
    expect(row.fileName).toBe('Đề xuất hợp tác.pdf');
    expect(row.fileUrl).toMatch(/^file\/[a-f0-9]{32}\.pdf$/);
    const download = await server.admin.get('/file/download', {
      fileUrl: row.fileUrl,
      fileName: row.fileName,
    });
    expect(download.status).toBe(200);
    expect(download.text).toBe(file.data.toString());
  });

  it('refuses a fake image (HTML bytes named .png) with 415 and stores nothing', async () => {
    const before = await total();
    const res = await send({ ...valid, qnaFile: fakeImage() });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'unsupported_type' });
    expect(await total()).toBe(before);
  });

  it('refuses a PDF or DOCX attachment that does not hold up to its parser, saying why, and stores nothing', async () => {
    const before = await total();
    const cases: Array<[FileField, RegExp]> = [
      [{ ...pdfFile('deck.pdf'), data: fakePdf() }, /^The PDF could not be read/],
      [{ ...pdfFile('deck.pdf'), data: pdfWithScript() }, /^The PDF contains JavaScript/],
      [{ ...pdfFile('deck.pdf'), data: pdfWithEmbeddedFile() }, /^The PDF carries attached files/],
      [
        { name: 'deck.docx', data: fakeDocx(), type: 'application/octet-stream' },
        /^The Word document could not be read/,
      ],
    ];
    for (const [file, reason] of cases) {
      const res = await send({ ...valid, qnaFile: file });
      expect(res.status, file.name).toBe(415);
      expect(res.body.message).toMatch(reason);
    }
    expect(await total()).toBe(before);
    const docx = await send({
      ...valid,
      qnaFile: { name: 'deck.docx', data: docxBytes(), type: 'application/octet-stream' },
    });
    expect(docx.status, docx.text).toBe(200);
    expect((await detail(docx.body.data)).fileUrl).toMatch(/\.docx$/);
  });
});

describe('inquiries in the admin', () => {
  it('needs a token to list, read or change them', async () => {
    const id = (await send(valid)).body.data;
    for (const res of [
      await server.api.get('/api/qna'),
      await server.api.get(`/api/qna/${id}`),
      await server.api.post(`/api/qna/${id}`, { statusCd: '20' }),
      await server.api.delete('/api/qna', { qnaNo: [id] }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'unauthorized' });
    }
    expect((await detail(id)).statusCd).toBe('10');
  });

  it('lists newest first with category and status labels', async () => {
    const older = (await send({ ...valid, title: 'Older one' })).body.data;
    const newer = (await send({ ...valid, title: 'Newer one', typeCd: '20' })).body.data;
    const res = await server.admin.get('/api/qna', {
      pageNo: 1,
      pageCnt: 10,
      delYn: 'N',
      LoginName: 'admin',
    });
    expect(res.status).toBe(200);
    const { list, total: count } = res.body.data;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(list.slice(0, 2)).toEqual([
      expect.objectContaining({
        qnaNo: newer,
        typeCd: '20',
        typeCdNm: 'Affiliate Inquiry',
        statusCdNm: 'Wait',
      }),
      expect.objectContaining({ qnaNo: older, typeCd: '10', typeCdNm: 'Partnership', statusCdNm: 'Wait' }),
    ]);
    const ids = list.map((r: { qnaNo: number }) => r.qnaNo);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('changes the status with JSON {statusCd} and refuses unknown statuses', async () => {
    const id = (await send(valid)).body.data;
    expect(await detail(id)).toMatchObject({ statusCd: '10', statusCdNm: 'Wait' });
    const done = await server.admin.post(`/api/qna/${id}`, { statusCd: '20' });
    expect(done.body).toEqual({ success: true, data: 'OK' });
    expect(await detail(id)).toMatchObject({ statusCd: '20', statusCdNm: 'Done' });
    const bad = await server.admin.post(`/api/qna/${id}`, { statusCd: '99' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'validation' });
    expect((await detail(id)).statusCd).toBe('20');
    expect((await server.admin.post('/api/qna/99999999', { statusCd: '20' })).status).toBe(404);
  });

  it('deletes and answers the deleted ids', async () => {
    const id = (await send(valid)).body.data;
    const res = await server.admin.delete('/api/qna', { qnaNo: [id], LoginName: 'admin' });
    expect(res.body).toEqual({ success: true, data: [id] });
    const ids = (await server.admin.get('/api/qna', { pageCnt: 100 })).body.data.list.map(
      (r: { qnaNo: number }) => r.qnaNo,
    );
    expect(ids).not.toContain(id);
  });

  it('lets an account with only rQnAQnA read but not change or delete', async () => {
    const id = (await send(valid)).body.data;
    const reader = await server.loginAs(['rQnAQnA']);
    expect((await reader.get('/api/qna')).status).toBe(200);
    expect((await reader.get(`/api/qna/${id}`)).body.data.qnaNo).toBe(id);
    const change = await reader.post(`/api/qna/${id}`, { statusCd: '20' });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({ success: false, code: 'forbidden' });
    expect((await reader.delete('/api/qna', { qnaNo: [id] })).status).toBe(403);
    expect((await detail(id)).statusCd).toBe('10');
    const outsider = await server.loginAs(['rBoardNews']);
    expect((await outsider.get('/api/qna')).status).toBe(403);
  });
});

describe('hourly inquiry limit (dedicated server, one address)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited?.close());

  it('answers 429 to the 11th POST within the hour, invalid POSTs counted', async () => {
    for (let i = 0; i < 4; i++) expect((await limited.api.form('/api/qna', {})).status).toBe(400);
    expect((await limited.api.form('/api/qna', { ...valid, qnaFile: fakeImage() })).status).toBe(415);
    for (let i = 0; i < 5; i++) expect((await limited.api.form('/api/qna', valid)).status).toBe(200);
    const eleventh = await limited.api.form('/api/qna', valid);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect((await limited.api.post('/api/qna', valid)).status).toBe(429);
    expect((await limited.admin.get('/api/qna')).body.data.total).toBe(5);
  });
});
