import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backfillMedia } from '../../db/migrations/013_media.ts';
import type { FileField } from '../../test/client.ts';
import { fakeImage, pdfFile, pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * The media library (decision 036): uploads become items with renditions, banners
 * and partners use them (one item for both languages' banners), visitors get each language's
 * description and the focal point, and an item in use cannot be deleted.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Fields = Record<string, string | FileField>;

const upload = async (fields: Fields = {}, client = server.admin) =>
  client.form('/api/media', { file: await pngFile('camp.png', 2000, 800), ...fields });
const uploaded = async (fields: Fields = {}) => {
  const res = await upload(fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
const item = async (mediaNo: number) => (await server.admin.get(`/api/media/${mediaNo}`)).body.data;
const banner = async (fields: Fields) => {
  const res = await server.admin.form('/api/banner', { title: 'Summer camp', useYn: 'Y', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
const publicBanner = async (localeCd: 'EN' | 'VI', bannerNo: number) =>
  (await server.api.get('/api/banner', { localeCd })).body.data.list.find(
    (row: { bannerNo: number }) => row.bannerNo === bannerNo,
  );

describe('the library', () => {
  it('makes an uploaded picture an item with its renditions, descriptions and focal point', async () => {
    const mediaNo = await uploaded({
      altEN: 'Children at camp',
      altVI: 'Trẻ em ở trại hè',
      focalX: '20',
      focalY: '70',
    });
    const stored = await item(mediaNo);
    expect(stored).toMatchObject({
      mediaNo,
      fileName: 'camp.png',
      width: 2000,
      height: 800,
      altEN: 'Children at camp',
      altVI: 'Trẻ em ở trại hè',
      focalX: 20,
      focalY: 70,
      usedBy: [],
    });
    expect(stored).not.toHaveProperty('textSearch');
    expect(stored.variants.map((v: { w: number }) => v.w)).toEqual([160, 320, 640, 1280, 1920]);
    for (const url of [stored.url, ...stored.variants.map((v: { url: string }) => v.url)])
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(200);
  });

  it('lists newest first and searches file names and both descriptions, folded', async () => {
    const first = await uploaded({ altEN: 'A red kite', altVI: 'Con diều đỏ' });
    const second = await uploaded({ altEN: 'Fire station' });
    const list = (await server.admin.get('/api/media', { pageCnt: 100 })).body.data;
    expect(list.list.slice(0, 2).map((row: { mediaNo: number }) => row.mediaNo)).toEqual([second, first]);
    expect(list.total).toBeGreaterThanOrEqual(2);
    const search = async (searchText: string) =>
      (await server.admin.get('/api/media', { searchText })).body.data.list.map(
        (row: { mediaNo: number }) => row.mediaNo,
      );
    expect(await search('DIEU DO')).toEqual([first]);
    expect(await search('fire stat')).toEqual([second]);
    expect(await search('100% nothing_')).toEqual([]);
  });

  it('keeps the descriptions and focal point it is given, and what an edit leaves out', async () => {
    const mediaNo = await uploaded({ altEN: 'Old' });
    expect((await server.admin.post(`/api/media/${mediaNo}`, { altVI: 'Mới', focalX: 10 })).body).toEqual({
      success: true,
      data: 'OK',
    });
    expect(await item(mediaNo)).toMatchObject({ altEN: 'Old', altVI: 'Mới', focalX: 10, focalY: 50 });
    const bad = await server.admin.post(`/api/media/${mediaNo}`, { focalY: 101 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/focalY must be a whole number from 0 to 100/);
    expect((await server.admin.post('/api/media/999999', { altEN: 'x' })).status).toBe(404);
  });

  it('refuses a file that is not an image (415) and a form without a file (400), storing nothing', async () => {
    const before = (await server.admin.get('/api/media')).body.data.total;
    for (const file of [fakeImage(), pdfFile('photo.png')]) {
      const res = await server.admin.form('/api/media', { file });
      expect(res.status, file.name).toBe(415);
      expect(res.body).toMatchObject({ success: false, code: 'unsupported_type' });
    }
    const missing = await server.admin.form('/api/media', { altEN: 'No file' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/file is required/);
    expect((await server.admin.get('/api/media')).body.data.total).toBe(before);
  });
});

describe('banners and partners use library pictures', () => {
  it('gives an English banner and its Vietnamese version one picture, each with its language’s alt', async () => {
    const mediaNo = await uploaded({
      altEN: 'Kids in a fire truck',
      altVI: 'Trẻ em trên xe cứu hỏa',
      focalX: '30',
      focalY: '60',
    });
    const { url } = await item(mediaNo);
    const en = await banner({ localeCd: 'EN', mediaNo: String(mediaNo) });
    const vi = await banner({
      localeCd: 'VI',
      title: 'Trại hè',
      mediaNo: String(mediaNo),
      translationOf: String(en),
    });
    const enRow = await publicBanner('EN', en);
    const viRow = await publicBanner('VI', vi);
    expect(enRow).toMatchObject({
      imageUrl: url,
      mediaNo,
      imageAlt: 'Kids in a fire truck',
      focalX: 30,
      focalY: 60,
    });
    expect(viRow).toMatchObject({
      imageUrl: url,
      mediaNo,
      imageAlt: 'Trẻ em trên xe cứu hỏa',
      focalX: 30,
      focalY: 60,
    });
    // The banner keeps its declared renditions of the item: 640, 1280 and 1920 wide.
    expect(enRow.imageVariants.map((v: { w: number }) => v.w)).toEqual([640, 1280, 1920]);
    expect((await server.api.get(`/api/banner/${vi}`)).body.data.imageAlt).toBe('Trẻ em trên xe cứu hỏa');

    // A new focal point or description shows at once on both.
    await server.admin.post(`/api/media/${mediaNo}`, { focalX: 80, altEN: 'A red fire truck' });
    expect(await publicBanner('EN', en)).toMatchObject({ focalX: 80, imageAlt: 'A red fire truck' });
    expect(await publicBanner('VI', vi)).toMatchObject({ focalX: 80, imageAlt: 'Trẻ em trên xe cứu hỏa' });
  });

  it('puts a banner’s or partner’s new upload into the library, and keeps a picture when none is sent', async () => {
    const bannerNo = await banner({ localeCd: 'EN', bannerImg: await pngFile('upload.png', 1600, 640) });
    const row = (await server.admin.get(`/api/banner/${bannerNo}`)).body.data;
    expect(row.mediaNo).toEqual(expect.any(Number));
    expect(await item(row.mediaNo)).toMatchObject({ url: row.imageUrl, fileName: 'upload.png', altEN: '' });
    expect(row).toMatchObject({ imageAlt: '', focalX: 50, focalY: 50 });

    await server.admin.form(`/api/banner/${bannerNo}`, { title: 'Renamed' });
    expect((await server.admin.get(`/api/banner/${bannerNo}`)).body.data).toMatchObject({
      title: 'Renamed',
      mediaNo: row.mediaNo,
      imageUrl: row.imageUrl,
    });

    const partner = await server.admin.form('/api/partner', {
      localeCd: 'EN',
      name: 'Lotte',
      typeCd: '10',
      useYn: 'Y',
      partnerImg: await pngFile('lotte.png', 400, 200),
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(200);
    const logo = (await server.admin.get(`/api/partner/${partner.body.data}`)).body.data;
    expect(logo.imageVariants.map((v: { w: number }) => v.w)).toEqual([160, 320]);
    await server.admin.post(`/api/media/${logo.mediaNo}`, { altEN: 'Lotte logo' });
    const listed = (await server.api.get('/api/partner', { localeCd: 'EN' })).body.data.list;
    expect(listed.find((p: { partnerNo: number }) => p.partnerNo === partner.body.data).imageAlt).toBe(
      'Lotte logo',
    );
  });

  it('refuses a mediaNo that names no picture (400) and a banner with neither file nor picture', async () => {
    for (const mediaNo of ['999999', 'abc']) {
      const res = await server.admin.form('/api/banner', { localeCd: 'EN', title: 'X', mediaNo });
      expect(res.status, mediaNo).toBe(400);
      expect(res.body.message).toMatch(/mediaNo must be the number of a picture in the media library/);
    }
    // A JSON body's object with a toString that is not a function: 400, not 500 (found by the fuzzer).
    for (const mediaNo of [{ toString: 'x', valueOf: 1 }, [1], { n: 1 }]) {
      const res = await server.admin.post('/api/banner', { localeCd: 'EN', title: 'X', mediaNo });
      expect(res.status, JSON.stringify(mediaNo)).toBe(400);
      expect(res.body.message).toMatch(/mediaNo must be the number of a picture in the media library/);
    }
    const none = await server.admin.form('/api/banner', { localeCd: 'EN', title: 'X' });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/bannerImg is required/);
  });
});

describe('where a picture is used, and deleting', () => {
  it('lists its banners, partners and rich text, and refuses to delete it naming them', async () => {
    const mediaNo = await uploaded();
    const { url } = await item(mediaNo);
    const bannerNo = await banner({ localeCd: 'EN', title: 'Summer camp', mediaNo: String(mediaNo) });
    const partner = await server.admin.form('/api/partner', {
      localeCd: 'VI',
      name: 'Vinamilk',
      typeCd: '10',
      useYn: 'Y',
      mediaNo: String(mediaNo),
    });
    const rendition = url.replace(/\.png$/, '-w1280.webp');
    const news = await server.admin.post('/api/news', {
      localeCd: 'EN',
      typeCd: '10',
      title: 'Open day',
      contents: `<p><img src="${rendition}" alt="Camp"></p>`,
    });
    await server.admin.delete('/api/news', { newsNo: [news.body.data] });

    expect((await item(mediaNo)).usedBy).toEqual([
      { type: 'banner', no: bannerNo, title: 'Summer camp', localeCd: 'EN', isDeleted: false },
      { type: 'news', no: news.body.data, title: 'Open day', localeCd: 'EN', isDeleted: true },
      { type: 'partner', no: partner.body.data, title: 'Vinamilk', localeCd: 'VI', isDeleted: false },
    ]);
    const refused = await server.admin.delete('/api/media', { mediaNo: [mediaNo] });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'conflict',
      message: `This image is used by banner ${bannerNo} (Summer camp), news ${news.body.data} (Open day, in the trash), partner ${partner.body.data} (Vinamilk). Choose another picture there first.`,
    });
    expect((await server.admin.get(`/api/media/${mediaNo}`)).status).toBe(200);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
  });

  it('deletes unused pictures with their files, and nothing of a request that names a used one', async () => {
    const used = await uploaded();
    await banner({ localeCd: 'EN', mediaNo: String(used) });
    const unused = await uploaded();
    const { url, variants } = await item(unused);
    const mixed = await server.admin.delete('/api/media', { mediaNo: [unused, used] });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toMatch(new RegExp(`^Image ${used} is used by banner \\d+ \\(Summer camp\\)`));
    expect((await server.admin.get(`/api/media/${unused}`)).status).toBe(200);

    expect((await server.admin.delete('/api/media', { mediaNo: [unused] })).body).toEqual({
      success: true,
      data: [unused],
    });
    expect((await server.admin.get(`/api/media/${unused}`)).status).toBe(404);
    for (const file of [url, variants[0].url]) expect((await fetch(`${server.url}${file}`)).status).toBe(404);
    expect((await server.admin.delete('/api/media', { mediaNo: [unused] })).status).toBe(404);
  });
});

describe('who may use the library', () => {
  it('lets an editor of any written page use it, a deleter delete, and no one else', async () => {
    const visitor = await server.api.get('/api/media');
    expect(visitor.status).toBe(401);
    expect((await server.api.form('/api/media', { file: await pngFile() })).status).toBe(401);

    const reader = await server.loginAs(['rMainBanner', 'rBoardNews', 'aUserIP']);
    expect((await reader.get('/api/media')).status).toBe(403);
    expect((await upload({}, reader)).status).toBe(403);

    const newsEditor = await server.loginAs(['rBoardNews', 'eBoardNews']);
    const mediaNo = (await upload({ altEN: 'By the news editor' }, newsEditor)).body.data as number;
    expect((await newsEditor.get(`/api/media/${mediaNo}`)).body.data.createId).toBe(newsEditor.username);
    expect((await newsEditor.post(`/api/media/${mediaNo}`, { altVI: 'Tin tức' })).status).toBe(200);
    expect((await newsEditor.delete('/api/media', { mediaNo: [mediaNo] })).status).toBe(403);

    const deleter = await server.loginAs(['dBoardPartner']);
    expect((await deleter.get('/api/media')).status).toBe(403);
    expect((await deleter.delete('/api/media', { mediaNo: [mediaNo] })).status).toBe(200);
  });

  it('records every call in the access history', async () => {
    const mediaNo = await uploaded();
    await server.admin.delete('/api/media', { mediaNo: [mediaNo] });
    await vi.waitFor(
      async () => {
        const res = await server.admin.get('/api/history', {
          searchType: 'url',
          searchText: '/api/media',
          pageCnt: 100,
        });
        const urls = res.body.data.list.map((r: { url: string; userid: string }) => `${r.userid} ${r.url}`);
        expect(urls).toContain(`admin DELETE /api/media mediaNo=${mediaNo}`);
        expect(urls).toContain('admin POST /api/media');
      },
      { timeout: 3000, interval: 50 },
    );
  });
});

describe('migration 013: the pictures banners and partners held before the library', () => {
  it('become one item per file, which the rows point to', async () => {
    const { db } = server.deps;
    const shared = await banner({ localeCd: 'EN', bannerImg: await pngFile('old.png', 800, 300) });
    const { imageUrl } = (await server.admin.get(`/api/banner/${shared}`)).body.data;
    const copy = await banner({ localeCd: 'VI', bannerImg: await pngFile('other.png', 800, 300) });
    // As a database migrated before 013 holds them: two banners with one file, no items.
    await db
      .updateTable('banner')
      .set({ imageUrl, mediaNo: null })
      .where('bannerNo', 'in', [shared, copy])
      .execute();
    await db.updateTable('partner').set({ mediaNo: null }).execute();
    await db.deleteFrom('media').execute();

    await backfillMedia(db);

    const items = await db.selectFrom('media').selectAll().where('url', '=', imageUrl).execute();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ fileName: 'old.png', focalX: 50, focalY: 50, width: null });
    const rows = await db
      .selectFrom('banner')
      .select('mediaNo')
      .where('bannerNo', 'in', [shared, copy])
      .execute();
    expect(rows.map((row) => row.mediaNo)).toEqual([items[0]!.mediaNo, items[0]!.mediaNo]);
    expect(
      (await db.selectFrom('partner').select('mediaNo').where('mediaNo', 'is', null).execute()).length,
    ).toBe(0);
    expect((await item(items[0]!.mediaNo)).usedBy.map((use: { no: number }) => use.no)).toEqual([
      shared,
      copy,
    ]);
  });
});
