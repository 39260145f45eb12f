import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_MAX_LENGTH } from '../../../common/privacy-notice.ts';
import { browserPost } from '../../test/client.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * The privacy notice (decision 039): version 1 on every install, published versions
 * kept and readable, who may publish, the /privacy page stating the configured retention, and the
 * version each inquiry, application and job alert sign-up agreed to.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { INQUIRY_RETENTION_DAYS: '45', APPLICATION_RETENTION_DAYS: '120', HISTORY_RETENTION_DAYS: '200' },
  });
});
afterAll(() => server?.close());

let lastAddress = 0;
const nextAddress = () => `198.18.0.${++lastAddress}`;

const publish = (contentsEn: string, contentsVi: string) =>
  server.admin.post('/api/privacy/notice', { contentsEn, contentsVi });
const latest = async () => (await server.api.get('/api/privacy/notice')).body.data;

const inquiry = {
  localeCd: 'EN',
  typeCd: '10',
  policyChecked: 'Y',
  title: 'A school visit',
  contents: 'Thirty pupils in March.',
  name: 'Trần Văn Minh',
  email: 'minh.tran',
  emailDomain: '00',
  emailDomainName: 'example.com',
  phone: '0912345678',
};

describe('the privacy notice as installed', () => {
  it('is version 1, in both languages, with the retention placeholders', async () => {
    const res = await server.api.get('/api/privacy/notice');
    expect(res.status).toBe(200);
    const notice = res.body.data;
    expect(notice.versionNo).toBe(1);
    expect(notice.publishedBy).toBeNull();
    expect(notice.contentsEn).toContain('KidVenture Vietnam Joint Stock Company');
    expect(notice.contentsVi).toContain('Công ty Cổ phần KidVenture Việt Nam');
    for (const text of [notice.contentsEn, notice.contentsVi])
      for (const placeholder of ['inquiryRetentionDays', 'applicationRetentionDays', 'historyRetentionDays'])
        expect(text).toContain(`{${placeholder}}`);
    const versions = await server.api.get('/api/privacy/notice/versions');
    expect(versions.body.data).toEqual([{ versionNo: 1, publishedAt: notice.publishedAt }]);
  });

  it.skipIf(!isSiteBuilt)(
    'is the /privacy page, stating the configured retention in each language',
    async () => {
      const en = await server.api.raw('/privacy', { method: 'GET' });
      expect(en.status).toBe(200);
      expect(en.text).toMatch(/Version 1, in force since \d{2}\/\d{2}\/\d{4}/);
      for (const days of ['45 days', '120 days', '200 days']) expect(en.text).toContain(days);
      expect(en.text).not.toContain('RetentionDays}');
      expect(en.text).toContain('hreflang="vi"');
      const vi = await server.api.raw('/vi/privacy', { method: 'GET' });
      expect(vi.status).toBe(200);
      expect(vi.text).toMatch(/Phiên bản 1, có hiệu lực từ \d{2}\/\d{2}\/\d{4}/);
      for (const days of ['45 ngày', '120 ngày', '200 ngày']) expect(vi.text).toContain(days);
      const sitemap = await server.api.raw('/sitemap.xml', { method: 'GET' });
      expect(sitemap.text).toContain(`${server.url}/vi/privacy</loc>`);
    },
  );
});

describe('POST /api/privacy/notice', () => {
  it('refuses visitors (401) and holders of the read right alone (403); the edit right publishes', async () => {
    const body = { contentsEn: '## New', contentsVi: '## Mới' };
    expect((await server.api.post('/api/privacy/notice', body)).status).toBe(401);
    const reader = await server.loginAs(['rUserPrivacy']);
    expect((await reader.post('/api/privacy/notice', body)).status).toBe(403);
    const other = await server.loginAs(['eBoardNews']);
    expect((await other.post('/api/privacy/notice', body)).status).toBe(403);
    const before = (await latest()).versionNo;
    const editor = await server.loginAs(['eUserPrivacy']);
    const res = await editor.post('/api/privacy/notice', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toBe(before + 1);
    expect((await latest()).publishedBy).toBe(editor.username);
  });

  it.each([
    [{ contentsVi: 'Có' }, 'contentsEn'],
    [{ contentsEn: '   ', contentsVi: 'Có' }, 'contentsEn'],
    [{ contentsEn: 'Yes', contentsVi: '' }, 'contentsVi'],
    [{ contentsEn: 'Yes', contentsVi: 'x'.repeat(PRIVACY_NOTICE_MAX_LENGTH + 1) }, 'contentsVi'],
    [{ contentsEn: 42, contentsVi: 'Có' }, 'contentsEn'],
  ])('answers 400 naming the field for %#', async (body, field) => {
    const before = (await latest()).versionNo;
    const res = await server.admin.post('/api/privacy/notice', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
    expect((await latest()).versionNo).toBe(before);
  });

  it('makes a new version and keeps the earlier ones readable', async () => {
    const first = (await server.api.get('/api/privacy/notice', { version: 1 })).body.data;
    const res = await publish(
      '## Changed\n\nKept for {inquiryRetentionDays} days.',
      '## Đã đổi\n\nLưu {inquiryRetentionDays} ngày.',
    );
    const versionNo = res.body.data as number;
    const now = await latest();
    expect(now).toMatchObject({
      versionNo,
      contentsEn: '## Changed\n\nKept for {inquiryRetentionDays} days.',
    });
    expect((await server.api.get('/api/privacy/notice', { version: 1 })).body.data).toEqual(first);
    const versions = (await server.api.get('/api/privacy/notice/versions')).body.data;
    expect(versions.map((v: { versionNo: number }) => v.versionNo)).toEqual(
      Array.from({ length: versionNo }, (_, i) => versionNo - i),
    );
    expect((await server.api.get('/api/privacy/notice', { version: 999 })).status).toBe(404);
    expect((await server.api.get('/api/privacy/notice', { version: 'one' })).status).toBe(400);
  });

  it.skipIf(!isSiteBuilt)('shows the new version on /privacy and an earlier one by its number', async () => {
    const { versionNo } = await latest();
    const page = await server.api.raw('/privacy', { method: 'GET' });
    expect(page.text).toContain(`Version ${versionNo}, in force since`);
    expect(page.text).toContain('Kept for 45 days.');
    expect(page.text).toContain('href="/privacy?version=1"');
    const first = await server.api.raw('/privacy?version=1', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(first.text).toContain('KidVenture Vietnam Joint Stock Company');
    expect((await server.api.raw('/privacy?version=999', { method: 'GET' })).status).toBe(404);
  });

  it('is text, never markup: a tag is shown as written', async () => {
    await publish('<script>alert(1)</script>\n\n- <b>item</b>', '<img src=x onerror=alert(1)>');
    if (!isSiteBuilt) return;
    const page = await server.api.raw('/privacy', { method: 'GET' });
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).toContain('<li>&lt;b&gt;item&lt;/b&gt;</li>');
  });
});

describe('consent kept with what is sent', () => {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

  it('stores with an inquiry the version its form showed, else the current one; staff see both', async () => {
    const current = (await latest()).versionNo;
    const send = (fields: Record<string, string>) =>
      server.api.form('/api/qna', { ...inquiry, ...fields }, { 'x-forwarded-for': nextAddress() });
    for (const [fields, expected] of [
      [{ consentVersion: '1' }, 1],
      [{}, current],
      [{ consentVersion: '999' }, current],
      [{ consentVersion: 'x' }, current],
    ] as const) {
      const res = await send(fields);
      expect(res.status).toBe(200);
      const detail = (await server.admin.get(`/api/qna/${res.body.data}`)).body.data;
      expect(detail.consentVersion, JSON.stringify(fields)).toBe(expected);
      expect(detail.consentAt).toMatch(iso);
    }
  });

  it('stores it with an application, from the API and from the page form', async () => {
    const job = await server.admin.form('/api/job', {
      localeCd: 'EN',
      dateCd: '20',
      title: 'Park guide',
      contents: '<p>Guide the visitors.</p>',
      applyOnline: 'Y',
    });
    const jobNo = job.body.data as number;
    const applicant = {
      name: 'Lê Thu Hà',
      email: 'ha.le@example.com',
      phone: '0987654321',
      coverLetter: 'I like children.',
      policyChecked: 'Y',
      cv: pdfFile('cv.pdf'),
    };
    const sent = await server.api.form(`/api/job/${jobNo}/apply`, applicant, {
      'x-forwarded-for': nextAddress(),
    });
    expect(sent.status).toBe(200);
    const detail = (await server.admin.get(`/api/application/${sent.body.data}`)).body.data;
    expect(detail.consentVersion).toBe((await latest()).versionNo);
    expect(detail.consentAt).toMatch(iso);
    if (!isSiteBuilt) return;
    const posted = await browserPost(
      `${server.url}/career/apply/${jobNo}`,
      { ...applicant, consentVersion: '1' },
      { 'x-forwarded-for': nextAddress() },
    );
    expect(posted.status).toBe(303);
    const list = (await server.admin.get('/api/application', { jobNo })).body.data.list;
    const newest = list.find((row: { applicationNo: number }) => row.applicationNo !== sent.body.data);
    const fromPage = (await server.admin.get(`/api/application/${newest.applicationNo}`)).body.data;
    expect(fromPage.consentVersion).toBe(1);
  });

  it('stores it with a job alert sign-up', async () => {
    const email = `alert.${Date.now()}@example.com`;
    const res = await server.api.post(
      '/api/job-alert',
      { email, localeCd: 'EN', policyChecked: 'Y', consentVersion: 1 },
      { 'x-forwarded-for': nextAddress() },
    );
    expect(res.status).toBe(200);
    const other = `alert2.${Date.now()}@example.com`;
    await server.api.post(
      '/api/job-alert',
      { email: other, localeCd: 'VI', policyChecked: 'Y' },
      {
        'x-forwarded-for': nextAddress(),
      },
    );
    const rows = await server.deps.db
      .selectFrom('job_alert')
      .select(['email', 'consentVersion', 'consentAt'])
      .where('email', 'in', [email, other])
      .execute();
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(Number(byEmail[email]!.consentVersion)).toBe(1);
    expect(Number(byEmail[other]!.consentVersion)).toBe((await latest()).versionNo);
    expect(byEmail[other]!.consentAt).toMatch(iso);
  });

  it.skipIf(!isSiteBuilt)(
    'the inquiry page form carries the version in force and the server keeps it',
    async () => {
      const { versionNo } = await latest();
      const page = await server.api.raw('/partner/partnership-inquiry', { method: 'GET' });
      expect(page.text).toContain(`name="consentVersion" value="${versionNo}"`);
      expect(page.text).toContain('href="/privacy"');
      const posted = await browserPost(
        `${server.url}/partner/partnership-inquiry`,
        { ...inquiry, title: 'From the page', consentVersion: '1' },
        { 'x-forwarded-for': nextAddress() },
      );
      expect(posted.status).toBe(303);
      const list = (await server.admin.get('/api/qna', { searchType: 'title', searchText: 'From the page' }))
        .body.data.list;
      const detail = (await server.admin.get(`/api/qna/${list[0].qnaNo}`)).body.data;
      expect(detail.consentVersion).toBe(1);
    },
  );
});
