import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

// Pages render through the built SSR entry; `npm test` builds first, a bare vitest run may not.
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let openJob: number;
let viNews: number;

beforeAll(async () => {
  server = await startTestServer();
  const { admin } = server;
  openJob = (await admin.form('/api/job', { localeCd: 'EN', title: 'Park guide', dateCd: '20' })).body.data;
  viNews = (await admin.post('/api/news', { localeCd: 'VI', title: 'Tin mới', contents: '<p>Nội dung</p>' }))
    .body.data;
});
afterAll(() => server?.close());

const page = (path: string) => server.api.raw(path, { method: 'GET' });
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!)['@type'],
  );
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const stateOf = (html: string) =>
  JSON.parse(/<script id="page-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);

describe.skipIf(!isSiteBuilt)('server-rendered pages (needs npm run build)', () => {
  it('renders the home page with its lists and the Organization', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(jsonLdTypes(res.text)).toEqual(['Organization']);
    const state = stateOf(res.text);
    expect(state.route).toBe('home');
    expect(state.data.jobs.map((j: { jobNo: number }) => j.jobNo)).toContain(openJob);
    expect(res.text).toContain('hreflang="vi"');
  });

  it('renders a job in its language as a JobPosting without alternates', async () => {
    const res = await page(`/career/jobs-detail/${openJob}/`);
    expect(res.status).toBe(200);
    expect(jsonLdTypes(res.text)).toEqual(['JobPosting']);
    expect(res.text).toContain('Park guide');
    expect(res.text).not.toContain('hreflang=');
    expect(stateOf(res.text)).toMatchObject({ route: 'job', params: { jobNo: String(openJob) } });
  });

  it('renders a job with every field as a JobPosting built from them', async () => {
    const { admin } = server;
    const jobNo = (
      await admin.form('/api/job', {
        localeCd: 'EN',
        title: 'Ride operator',
        contents: '<p>Full-time, in Hanoi</p>',
        dateCd: '10',
        startDt: '2026-01-01',
        endDt: '2099-12-31',
        department: 'Operations',
        location: 'Ho Chi Minh City',
        employmentType: 'PART_TIME',
        salaryMin: '25000',
        salaryMax: '35000',
        salaryCurrency: 'VND',
        salaryUnit: 'HOUR',
        applyOnline: 'Y',
      })
    ).body.data;
    const [posting] = jsonLdOf((await page(`/career/jobs-detail/${jobNo}`)).text);
    // The structure Google's job search reads: every required and recommended property, typed.
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ride operator',
      description: '<p>Full-time, in Hanoi</p>',
      identifier: { '@type': 'PropertyValue', name: 'KidVenture Vietnam', value: String(jobNo) },
      datePosted: '2026-01-01',
      validThrough: '2099-12-31T23:59:59+07:00',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: expect.any(String),
        sameAs: expect.stringMatching(/^https?:\/\//),
        logo: expect.stringMatching(/\/icon-512\.png$/),
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Ho Chi Minh City', addressCountry: 'VN' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'VND',
        value: { '@type': 'QuantitativeValue', minValue: 25000, maxValue: 35000, unitText: 'HOUR' },
      },
      directApply: true,
      url: expect.stringMatching(new RegExp(`/career/jobs-detail/${jobNo}$`)),
    });
  });

  it('renders the job list filtered as its URL says, with the filters chosen in the form', async () => {
    const { admin } = server;
    const make = (title: string, fields: Record<string, string>) =>
      admin.form('/api/job', { localeCd: 'VI', title, dateCd: '20', ...fields });
    await make('Thu ngân', { employmentType: 'PART_TIME', location: 'Hà Nội', department: 'Dịch vụ' });
    await make('Kế toán', { employmentType: 'FULL_TIME', location: 'Hà Nội', department: 'Tài chính' });
    const res = await page('/vi/career/jobs?type=part-time&location=ha+noi&utm_source=x');
    expect(res.status).toBe(200);
    const state = stateOf(res.text);
    expect(state.data.list.map((job: { title: string }) => job.title)).toEqual(['Thu ngân']);
    // The URL's spelling shows as the choice it matches; the choices are the open jobs' values.
    expect(state.data.search).toMatchObject({ type: 'PART_TIME', location: 'Hà Nội' });
    expect(state.data.locations).toEqual(['Hà Nội']);
    expect(state.data.departments).toEqual(['Dịch vụ', 'Tài chính']);
    expect(res.text).toMatch(/<option value="part-time" selected="">/);
    expect(res.text).toMatch(/<option value="Hà Nội" selected="">/);
  });

  it('answers 404 for a record in the other language, an unknown id and an unknown path', async () => {
    for (const path of [`/vi/career/jobs-detail/${openJob}`, '/career/jobs-detail/999999', '/nowhere']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<meta name="robots" content="noindex">');
      expect(stateOf(res.text), path).toMatchObject({ route: 'notFound', data: null });
    }
  });

  it('renders a news item as an article with its own language only', async () => {
    const res = await page(`/vi/news/detail/${viNews}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta property="og:type" content="article">');
    expect(jsonLdTypes(res.text)).toEqual(['NewsArticle']);
    expect((await page(`/news/detail/${viNews}`)).status).toBe(404);
  });

  it('hands list pages their first page and pages without data null', async () => {
    const jobs = stateOf((await page('/career/jobs')).text);
    expect(jobs.data.list.map((j: { jobNo: number }) => j.jobNo)).toContain(openJob);
    expect(stateOf((await page('/vi/news/press-release')).text).data.total).toBe(1);
    expect(stateOf((await page('/company/about/ci')).text)).toMatchObject({ route: 'about', data: null });
  });
});
