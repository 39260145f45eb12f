import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
let openJob: number;
let hiddenJob: number;
let newsNo: number;

beforeAll(async () => {
  server = await startTestServer();
  const { admin } = server;
  openJob = (await admin.form('/api/job', { localeCd: 'EN', title: 'Open role', dateCd: '20' })).body.data;
  hiddenJob = (await admin.form('/api/job', { localeCd: 'VI', title: 'Bản nháp', dateCd: '30' })).body.data;
  newsNo = (await admin.post('/api/news', { localeCd: 'VI', title: 'Tin mới', contents: '<p>x</p>' })).body
    .data;
});
afterAll(() => server?.close());

describe('sitemap.xml', () => {
  it('lists every static page in both languages with alternates, and live jobs and news only', async () => {
    const res = await server.api.raw('/sitemap.xml', { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const origin = server.url;
    for (const path of [
      '/',
      '/vi',
      '/career/jobs',
      '/vi/career/jobs',
      '/company/about/ci',
      '/vi/news/videos',
    ])
      expect(res.text).toContain(`<loc>${origin}${path}</loc>`);
    expect(res.text).toContain(`hreflang="vi" href="${origin}/vi/company/history"`);
    expect(res.text).toContain(`<loc>${origin}/career/jobs-detail/${openJob}</loc>`);
    expect(res.text).toContain(`<loc>${origin}/vi/news/detail/${newsNo}</loc>`);
    expect(res.text).not.toContain(`jobs-detail/${hiddenJob}<`);
  });

  it('drops a job as soon as it is no longer public', async () => {
    await server.admin.post(`/api/job/${openJob}`, { useYn: 'N' });
    const res = await server.api.raw('/sitemap.xml', { method: 'GET' });
    expect(res.text).not.toContain(`jobs-detail/${openJob}<`);
  });
});

describe('robots.txt and manifest', () => {
  it('allows the site, keeps crawlers out of the admin and API, and names the sitemap', async () => {
    const res = await server.api.raw('/robots.txt', { method: 'GET' });
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(res.text).toMatch(/Disallow: \/admin/);
    expect(res.text).toMatch(/Disallow: \/api\//);
    expect(res.text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('serves a web manifest with icons', async () => {
    const res = await server.api.raw('/manifest.webmanifest', { method: 'GET' });
    expect(res.body.name).toBe('KidVenture Vietnam');
    expect(res.body.icons.length).toBeGreaterThan(1);
  });
});
