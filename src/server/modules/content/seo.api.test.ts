import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * SEO per item (decision 037): a news item or job may carry its own meta description and a
 * share image from the media library; pages use them, the derived ones stay the default.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let pictureUrl: string;
let mediaNo: number;
beforeAll(async () => {
  server = await startTestServer();
  const uploaded = await server.admin.form('/api/media', { file: await pngFile('share.png', 1200, 630) });
  mediaNo = uploaded.body.data;
  pictureUrl = (await server.admin.get(`/api/media/${mediaNo}`)).body.data.url;
});
afterAll(() => server?.close());

const createNews = async (extra: Record<string, unknown> = {}) => {
  const res = await server.admin.post('/api/news', {
    localeCd: 'EN',
    typeCd: '10',
    title: 'Night at the park',
    contents: '<p>Families stay after dark for lantern making and stories.</p>',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
const head = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe('per-item meta description and share image', () => {
  it('stores and answers both, empty by default', async () => {
    const plain = await createNews();
    expect((await server.api.get(`/api/news/${plain}`)).body.data).toMatchObject({
      metaDescription: '',
      shareImage: '',
    });
    const own = await createNews({ metaDescription: 'Lanterns, stories, stars.', shareImage: pictureUrl });
    expect((await server.api.get(`/api/news/${own}`)).body.data).toMatchObject({
      metaDescription: 'Lanterns, stories, stars.',
      shareImage: pictureUrl,
    });
  });

  it('reads an item saved before the fields existed (null) as empty, and saves it', async () => {
    const id = await createNews();
    await server.deps.db
      .updateTable('news')
      .set({ metaDescription: null, shareImage: null })
      .where('newsNo', '=', id)
      .execute();
    expect((await server.admin.post(`/api/news/${id}`, { title: 'Night at the park (2)' })).status).toBe(200);
    expect((await server.api.get(`/api/news/${id}`)).body.data).toMatchObject({
      metaDescription: '',
      shareImage: '',
    });
  });

  it('refuses a share image from elsewhere and a description over 300 characters, naming the field', async () => {
    const id = await createNews();
    const foreign = await server.admin.post(`/api/news/${id}`, { shareImage: 'https://example.com/a.png' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('shareImage must be a picture of the media library (/uploads/…)');
    const tooLong = await server.admin.form('/api/job', {
      localeCd: 'EN',
      title: 'Guide',
      dateCd: '20',
      metaDescription: 'x'.repeat(301),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^metaDescription/);
  });

  it('counts a share image as a use of the library picture: deleting it is refused', async () => {
    await createNews({ title: 'Shared picture', shareImage: pictureUrl });
    const refused = await server.admin.delete('/api/media', { mediaNo: [mediaNo] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Shared picture');
  });
});

describe.skipIf(!isSiteBuilt)('the pages (needs npm run build)', () => {
  const page = async (path: string) => (await server.api.raw(path, { method: 'GET' })).text;

  it('a news page uses its own description and share image, else the derived ones', async () => {
    const own = await createNews({ metaDescription: 'Lanterns & stories.', shareImage: pictureUrl });
    const html = await page(`/news/detail/${own}`);
    expect(head(html, /<meta name="description" content="([^"]*)"/)).toBe('Lanterns &amp; stories.');
    expect(head(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${server.url}${pictureUrl}`);
    const plain = await createNews();
    const derived = await page(`/news/detail/${plain}`);
    expect(head(derived, /<meta name="description" content="([^"]*)"/)).toBe(
      'Families stay after dark for lantern making and stories.',
    );
    expect(head(derived, /<meta property="og:image" content="([^"]*)"/)).not.toBe(
      `${server.url}${pictureUrl}`,
    );
  });

  it('a job page too', async () => {
    const created = await server.admin.form('/api/job', {
      localeCd: 'EN',
      title: 'Park guide',
      dateCd: '20',
      contents: '<p>Lead families through the city.</p>',
      metaDescription: 'Guide families through a city run by children.',
      shareImage: pictureUrl,
    });
    const html = await page(`/career/jobs-detail/${created.body.data}`);
    expect(head(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Guide families through a city run by children.',
    );
    expect(head(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${server.url}${pictureUrl}`);
  });
});
