import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPost, type FileField } from '../test/client.ts';
import { pdfFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * What a browser without scripts gets (decision 030): the inquiry form posted to its page, and the
 * lists whose search and pages are in their URL. The server believes X-Forwarded-For from the test
 * client, so each visitor below has an address of its own unless a test shares one on purpose.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', UPLOAD_LIMIT_MB: '1' } });
});
afterAll(() => server?.close());

let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

const INQUIRY = '/partner/partnership-inquiry';
const typed = {
  localeCd: 'EN',
  typeCd: '20',
  title: 'A bakery zone for our brand',
  name: 'Trần Minh Anh',
  email: 'minh.anh',
  emailDomain: '00',
  emailDomainName: 'example.vn',
  phone: '0912345678',
  contents: 'We bake bread & cakes <for> children.',
  policyChecked: 'Y',
};

/** Posts `fields` as a browser posts a multipart form, from an address of its own. */
const post = (path: string, fields: Record<string, string | FileField>, address = nextAddress()) =>
  browserPost(`${server.url}${path}`, fields, { 'x-forwarded-for': address });

const stateOf = (html: string) =>
  JSON.parse(/<script id="page-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);
const inquiriesTitled = async (title: string) =>
  (
    (await server.admin.get('/api/qna', { pageCnt: 100 })).body.data.list as Array<Record<string, string>>
  ).filter((row) => row.title === title);
const fieldValue = (html: string, id: string) => new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe.skipIf(!isSiteBuilt)('the inquiry form posted without scripts (needs npm run build)', () => {
  it('stores the inquiry as POST /api/qna does and sends the browser to the thank-you page (303)', async () => {
    const title = `No-script inquiry ${Date.now()}`;
    const res = await post(INQUIRY, { ...typed, title, qnaFile: pdfFile('proposal.pdf') });
    expect(res.status).toBe(303);
    // Nothing the visitor typed is in the address the browser goes to.
    expect(res.headers.get('location')).toBe(`${INQUIRY}?sent=1`);
    const [stored] = await inquiriesTitled(title);
    expect(stored).toMatchObject({
      typeCd: '20',
      name: typed.name,
      email: 'minh.anh',
      emailDomainName: 'example.vn',
      phone: '0912345678',
      contents: typed.contents,
      policyChecked: 'Y',
      fileName: 'proposal.pdf',
      localeCd: 'EN',
    });

    const thanks = await server.api.raw(`${INQUIRY}?sent=1`, { method: 'GET' });
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('role="status"');
    expect(thanks.text).toContain('Thank you for your inquiry');
  });

  it('answers the Vietnamese page in Vietnamese, to its own address', async () => {
    const title = `Yêu cầu không cần script ${Date.now()}`;
    const res = await post(`/vi${INQUIRY}`, { ...typed, localeCd: 'VI', title });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/vi${INQUIRY}?sent=1`);
    expect(await inquiriesTitled(title)).toHaveLength(1);
    const thanks = await server.api.raw(`/vi${INQUIRY}?sent=1`, { method: 'GET' });
    expect(thanks.text).toContain('Cảm ơn bạn đã gửi yêu cầu');
  });

  it('shows a refused form again with every value typed, the reason and the file note, never stored', async () => {
    const title = `Refused inquiry ${Date.now()}`;
    const { policyChecked: _, ...unticked } = typed;
    const res = await post(INQUIRY, { ...unticked, title, qnaFile: pdfFile('proposal.pdf') });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.text).toContain('Your inquiry was not sent');
    expect(res.text).toContain('Please agree to the privacy policy');
    expect(res.text).toContain('please choose it again');
    expect(fieldValue(res.text, 'inquiry-title')).toBe(title);
    expect(fieldValue(res.text, 'inquiry-name')).toBe(typed.name);
    expect(fieldValue(res.text, 'inquiry-phone')).toBe(typed.phone);
    expect(fieldValue(res.text, 'inquiry-domain')).toBe(typed.emailDomainName);
    expect(res.text).toContain('We bake bread &amp; cakes &lt;for&gt; children.</textarea>');
    expect(stateOf(res.text).data.posted).toMatchObject({
      fields: { title, name: typed.name },
      error: { code: 'validation' },
    });
    expect(await inquiriesTitled(title)).toHaveLength(0);
  });

  it('marks the missing fields and keeps a chosen preset domain', async () => {
    const res = await post(INQUIRY, { ...typed, name: ' ', emailDomain: '10', emailDomainName: '' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please enter the details');
    expect(/<input[^>]*id="inquiry-name"[^>]*aria-invalid="true"/.test(res.text)).toBe(true);
    expect(fieldValue(res.text, 'inquiry-domain')).toBe('gmail.com');
  });

  it('refuses a file over the upload limit with 413 and still shows what came after it', async () => {
    const title = `Too large ${Date.now()}`;
    const big = { name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(1_200_000, 1) };
    const { policyChecked: _, ...before } = typed;
    // The consent box comes after the file in the form, as a browser sends it.
    const res = await post(INQUIRY, { ...before, title, qnaFile: big, policyChecked: 'Y' });
    expect(res.status).toBe(413);
    expect(res.text).toContain('Your inquiry was not sent');
    expect(fieldValue(res.text, 'inquiry-title')).toBe(title);
    expect(stateOf(res.text).data.posted.fields.policyChecked).toBe('Y');
    expect(await inquiriesTitled(title)).toHaveLength(0);
  });

  it('counts towards the same hourly limit as POST /api/qna, and keeps the form when refused', async () => {
    const address = '198.51.100.250';
    for (let i = 0; i < 10; i++)
      expect((await post(INQUIRY, { ...typed, title: `Flood ${i}` }, address)).status).toBe(303);
    const refused = await post(INQUIRY, { ...typed, title: 'The eleventh' }, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.text).toContain('Too many inquiries');
    expect(fieldValue(refused.text, 'inquiry-title')).toBe('The eleventh');
    const api = await server.api.form('/api/qna', typed, { 'x-forwarded-for': address });
    expect(api.status).toBe(429);
    expect(await inquiriesTitled('The eleventh')).toHaveLength(0);
  });

  it('renders the form with a method, the multipart encoding and a name on every control', async () => {
    const res = await server.api.raw(INQUIRY, { method: 'GET' });
    const form = /<form[^>]*class="inquiry-form"[^>]*>/.exec(res.text)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${INQUIRY}"`);
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    for (const name of [
      'typeCd',
      'title',
      'name',
      'phone',
      'email',
      'emailDomainName',
      'emailDomain',
      'contents',
      'qnaFile',
      'policyChecked',
      'localeCd',
    ])
      expect(res.text, name).toMatch(new RegExp(`name="${name}"`));
  });
});

describe.skipIf(!isSiteBuilt)('lists whose search and pages are in the URL (needs npm run build)', () => {
  const cardsOf = (html: string) =>
    [...html.matchAll(/class="job-card__title"[^>]*>([^<]*)</g)].map((m) => m[1]!);

  beforeAll(async () => {
    await server.admin.form('/api/job', { localeCd: 'EN', title: 'Park guide', dateCd: '20' });
    for (let i = 1; i <= 16; i++)
      await server.admin.form('/api/job', {
        localeCd: 'EN',
        title: `Zookeeper ${i} of sixteen`,
        dateCd: '20',
      });
  });

  it('renders a search from ?q= and ?in=, with View more linking to the next page of it', async () => {
    const res = await server.api.raw('/career/jobs?q=zookeeper', { method: 'GET' });
    expect(res.status).toBe(200);
    const titles = cardsOf(res.text);
    expect(titles).toHaveLength(7);
    for (const title of titles) expect(title).toMatch(/^Zookeeper/);
    expect(res.text).toContain('href="/career/jobs?q=zookeeper&amp;page=2#page-2"');
    expect(/<input[^>]*name="q"[^>]*>/.exec(res.text)![0]).toContain('value="zookeeper"');

    const byContents = await server.api.raw('/career/jobs?q=zookeeper&in=contents', { method: 'GET' });
    expect(cardsOf(byContents.text)).toHaveLength(0);
  });

  it('shows pages 1 to N for ?page=N, and the last page for a page past the end', async () => {
    const second = await server.api.raw('/career/jobs?q=zookeeper&page=2', { method: 'GET' });
    expect(cardsOf(second.text)).toHaveLength(14);
    expect(second.text).toContain('id="page-2"');
    expect(second.text).toContain('page=3#page-3');
    for (const page of ['3', '99999'])
      expect(
        cardsOf((await server.api.raw(`/career/jobs?q=zookeeper&page=${page}`, { method: 'GET' })).text),
      ).toHaveLength(16);
    const last = await server.api.raw('/career/jobs?q=zookeeper&page=3', { method: 'GET' });
    expect(last.text).not.toContain('page=4');
    for (const page of ['0', '-1', 'two'])
      expect(
        cardsOf((await server.api.raw(`/career/jobs?q=zookeeper&page=${page}`, { method: 'GET' })).text),
      ).toHaveLength(7);
  });

  it('keeps the pages of a list a page apart in the page cache, whatever else the URL carries', async () => {
    const first = cardsOf(
      (await server.api.raw('/career/jobs?q=zookeeper&utm_source=x', { method: 'GET' })).text,
    );
    const second = cardsOf(
      (await server.api.raw('/career/jobs?utm_source=x&q=zookeeper&page=2', { method: 'GET' })).text,
    );
    expect(first).toHaveLength(7);
    expect(second).toHaveLength(14);
    const unsearched = await server.api.raw('/career/jobs?utm_source=x', { method: 'GET' });
    expect(unsearched.text).toContain('>17 open positions</h2>');
  });

  it('links View more on the FAQs and press releases to their next page', async () => {
    for (let i = 1; i <= 8; i++)
      await server.admin.post('/api/faq', {
        localeCd: 'EN',
        typeCd: '10',
        title: `Question ${i}`,
        contents: '<p>Answer</p>',
      });
    const faqs = await server.api.raw('/career/faqs', { method: 'GET' });
    expect(faqs.text).toContain('href="/career/faqs?page=2#page-2"');
    const faqsTwo = await server.api.raw('/career/faqs?page=2', { method: 'GET' });
    expect(faqsTwo.text).toContain('id="page-2"');
  });
});
