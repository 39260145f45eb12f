import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Linked translations (decision 034): creating with translationOf, the answers, unlinking, and
 * what the site makes of a pair (hreflang, the language switch, the sitemap).
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const news = async (localeCd: 'EN' | 'VI', extra: Record<string, unknown> = {}) => {
  const res = await server.admin.post('/api/news', {
    localeCd,
    typeCd: '10',
    title: `News ${localeCd}`,
    contents: '<p>Text</p>',
    ...extra,
  });
  return res;
};
const created = async (localeCd: 'EN' | 'VI', extra: Record<string, unknown> = {}) => {
  const res = await news(localeCd, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
const translationsOf = async (id: number, client = server.admin) =>
  (await client.get(`/api/news/${id}`)).body.data.translations;
const refusal = (message: string) => ({ success: false, message, code: 'validation' });

describe('linking an item to its translation', () => {
  it('links a new item to the other language, both ways, for staff and visitors', async () => {
    const en = await created('EN');
    const vi = await created('VI', { translationOf: en });
    for (const id of [en, vi]) {
      expect(await translationsOf(id)).toEqual({ EN: en, VI: vi });
      expect(await translationsOf(id, server.api)).toEqual({ EN: en, VI: vi });
    }
    const rows = (await server.admin.get('/api/news', { localeCd: 'EN', pageCnt: 100 })).body.data.list;
    expect(rows.find((row: { newsNo: number }) => row.newsNo === en).translations).toEqual({
      EN: en,
      VI: vi,
    });
    expect((await server.admin.get(`/api/news/${en}`)).body.data).not.toHaveProperty('translationGroup');
  });

  it('answers an item without a counterpart with its own language only', async () => {
    const en = await created('EN');
    expect(await translationsOf(en)).toEqual({ EN: en });
  });

  it('refuses a link to a missing item, the same language, or one already linked: 400 with a message', async () => {
    const en = await created('EN');
    const vi = await created('VI', { translationOf: en });
    expect((await news('VI', { translationOf: 999_999 })).body).toEqual(
      refusal('translationOf must be the number of another news item'),
    );
    expect((await news('EN', { translationOf: en })).body).toEqual(
      refusal('translationOf must be an item in the other language'),
    );
    expect((await news('VI', { translationOf: en })).body).toEqual(
      refusal(`translationOf: item ${en} is already linked to item ${vi}`),
    );
    expect((await news('VI', { translationOf: 'first' })).body).toEqual(
      refusal('translationOf must be the number of an item'),
    );
    // Nothing refused was stored, and the pair is as it was.
    expect(await translationsOf(en)).toEqual({ EN: en, VI: vi });
  });

  it('unlinks and relinks by an edit; a refused relink keeps the old pair', async () => {
    const en = await created('EN');
    const vi = await created('VI', { translationOf: en });
    expect((await server.admin.post(`/api/news/${vi}`, { translationOf: '' })).status).toBe(200);
    expect(await translationsOf(en)).toEqual({ EN: en });
    expect(await translationsOf(vi)).toEqual({ VI: vi });

    const otherEn = await created('EN');
    expect((await server.admin.post(`/api/news/${vi}`, { translationOf: otherEn })).status).toBe(200);
    expect(await translationsOf(otherEn)).toEqual({ EN: otherEn, VI: vi });
    expect(await translationsOf(en)).toEqual({ EN: en });

    expect((await server.admin.post(`/api/news/${vi}`, { translationOf: vi })).status).toBe(400);
    expect(await translationsOf(otherEn)).toEqual({ EN: otherEn, VI: vi });
    // An edit that leaves translationOf out keeps the link.
    expect((await server.admin.post(`/api/news/${vi}`, { title: 'Renamed' })).status).toBe(200);
    expect(await translationsOf(vi)).toEqual({ EN: otherEn, VI: vi });
  });

  it('shows visitors only a counterpart they can see; a deleted one to nobody', async () => {
    const en = await created('EN');
    const vi = await created('VI', { translationOf: en, useYn: 'N' });
    expect(await translationsOf(en)).toEqual({ EN: en, VI: vi });
    expect(await translationsOf(en, server.api)).toEqual({ EN: en });
    await server.admin.delete('/api/news', { newsNo: [vi] });
    expect(await translationsOf(en)).toEqual({ EN: en });
    await server.admin.post('/api/news/restore', { newsNo: [vi] });
    expect(await translationsOf(en)).toEqual({ EN: en, VI: vi });
  });

  it('links jobs sent as multipart the same way', async () => {
    const job = (fields: Record<string, string>) =>
      server.admin.form('/api/job', { dateCd: '20', title: 'Cook', contents: '<p>x</p>', ...fields });
    const en = (await job({ localeCd: 'EN' })).body.data as number;
    const vi = (await job({ localeCd: 'VI', translationOf: String(en) })).body.data as number;
    expect((await server.api.get(`/api/job/${vi}`)).body.data.translations).toEqual({ EN: en, VI: vi });
  });
});

describe.skipIf(!isSiteBuilt)('a linked pair on the site (needs npm run build)', () => {
  const page = async (path: string) => (await server.api.raw(path, { method: 'GET' })).text;
  const hreflang = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);

  it('gives both pages reciprocal hreflang links and x-default, and the switch leads to the other', async () => {
    const en = await created('EN', { title: 'Opening day' });
    const vi = await created('VI', { title: 'Ngày khai trương', translationOf: en });
    const expected = [
      ['en', `${server.url}/news/detail/${en}`],
      ['vi', `${server.url}/vi/news/detail/${vi}`],
      ['x-default', `${server.url}/news/detail/${en}`],
    ];
    const enPage = await page(`/news/detail/${en}`);
    const viPage = await page(`/vi/news/detail/${vi}`);
    expect(hreflang(enPage)).toEqual(expected);
    expect(hreflang(viPage)).toEqual(expected);
    expect(enPage).toMatch(new RegExp(`<a href="/vi/news/detail/${vi}" hrefLang="vi"`));
    expect(viPage).toMatch(new RegExp(`<a href="/news/detail/${en}" hrefLang="en"`));
  });

  it('keeps an unlinked item single-language: no hreflang, the switch leads to the list', async () => {
    const en = await created('EN', { title: 'Alone' });
    const html = await page(`/news/detail/${en}`);
    expect(hreflang(html)).toEqual([]);
    expect(html).toMatch(/<a href="\/vi\/news\/press-release" hrefLang="vi"/);
  });

  it('lists the alternates of a linked pair in the sitemap', async () => {
    const en = await created('EN', { title: 'Sitemap pair' });
    const vi = await created('VI', { title: 'Cặp sơ đồ', translationOf: en });
    const xml = await page('/sitemap.xml');
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${server.url}/news/detail/${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="vi" href="${server.url}/vi/news/detail/${vi}"/>`;
    expect(xml).toContain(`<url><loc>${server.url}/news/detail/${en}</loc>${alternates}`);
    expect(xml).toContain(`<url><loc>${server.url}/vi/news/detail/${vi}</loc>${alternates}`);
  });
});
