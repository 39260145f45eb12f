import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import type { FileField } from '../../test/client.ts';
import { fakeImage, jpgFile, pdfFile, pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Fields = Record<string, string | FileField>;
type Variant = { w: number; url: string };

async function webpFile(): Promise<FileField> {
  const data = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#22aa66' } })
    .webp()
    .toBuffer();
  return { name: 'modern.webp', data, type: 'image/webp' };
}

async function image(url: string) {
  const res = await fetch(`${server.url}${url}`);
  const data = Buffer.from(await res.arrayBuffer());
  return { status: res.status, meta: res.status === 200 ? await sharp(data).metadata() : undefined };
}

/** Every file in the upload store, to show that a refused upload left nothing behind. */
function storedFiles(): string[] {
  const root = path.join(server.deps.config.dataDir, 'uploads');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String) : [];
}

const create = async (name: string, fields: Fields) =>
  (await server.admin.form(`/api/${name}`, fields)).body.data;
const row = async (name: string, id: number) => (await server.admin.get(`/api/${name}/${id}`)).body.data;
const total = async (name: string) => (await server.admin.get(`/api/${name}`)).body.data.total as number;
const ids = (list: Array<Record<string, number>>, field: string) => list.map((r) => r[field]);
const banner = async (extra: Fields = {}) =>
  create('banner', { localeCd: 'EN', title: 'Camp', useYn: 'Y', bannerImg: await pngFile(), ...extra });
const OK = { success: true, data: 'OK' };

describe('banner images', () => {
  it('refuses a banner without an image (400) or of another type (415), storing nothing', async () => {
    const before = { rows: await total('banner'), files: storedFiles() };
    const missing = await server.admin.form('/api/banner', { localeCd: 'EN', title: 'No image' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'validation' });
    for (const bannerImg of [fakeImage(), await webpFile(), pdfFile('banner.png')]) {
      const res = await server.admin.form('/api/banner', { localeCd: 'EN', title: 'Wrong', bannerImg });
      expect(res.status, bannerImg.name).toBe(415);
      expect(res.body).toEqual({ success: false, message: MSG.bannerImageType, code: 'unsupported_type' });
    }
    expect(await total('banner')).toBe(before.rows);
    expect(storedFiles()).toEqual(before.files);
  });

  it('stores a PNG or JPG with WebP variants never wider than the original, all served', async () => {
    for (const [file, width] of [
      [await pngFile('wide.png', 1000, 400), 1000],
      [await jpgFile('photo.jpg'), 200],
    ] as const) {
      const stored = await row('banner', await banner({ bannerImg: file }));
      expect(stored.imageName).toBe(file.name);
      expect(stored.imageUrl).toMatch(/^\/uploads\/img\/[a-f0-9]{32}\.(png|jpg)$/);
      expect((await image(stored.imageUrl)).meta).toMatchObject({ width });
      const variants: Variant[] = stored.imageVariants;
      expect(Array.isArray(variants) && variants.length > 0).toBe(true);
      for (const { w, url } of variants) {
        expect(w).toBeLessThanOrEqual(width);
        expect(url).toMatch(/^\/uploads\/img\/[a-f0-9]{32}-w\d+\.webp$/);
        expect((await image(url)).meta).toMatchObject({ format: 'webp', width: w });
      }
    }
    const visible = (await server.api.get('/api/banner', { localeCd: 'EN' })).body.data.list;
    expect(visible.every((r: { imageVariants: unknown }) => Array.isArray(r.imageVariants))).toBe(true);
  });

  it('keeps the stored image on an update without a file and replaces it with a new one', async () => {
    const id = await banner();
    const original = await row('banner', id);
    expect((await server.admin.form(`/api/banner/${id}`, { title: 'Renamed' })).body).toEqual(OK);
    expect((await server.admin.post(`/api/banner/${id}`, { contents: 'Sub title' })).body).toEqual(OK);
    const updated = await row('banner', id);
    expect(updated).toMatchObject({ title: 'Renamed', contents: 'Sub title' });
    for (const column of ['imageUrl', 'imageName', 'imageVariants'])
      expect(updated[column], column).toEqual(original[column]);
    const withFile = await server.admin.form(`/api/banner/${id}`, { bannerImg: await jpgFile('new.jpg') });
    expect(withFile.body).toEqual(OK);
    const replaced = await row('banner', id);
    expect(replaced).toMatchObject({ title: 'Renamed', imageName: 'new.jpg' });
    expect(replaced.imageUrl).not.toBe(original.imageUrl);
    expect(replaced.imageVariants).not.toEqual(original.imageVariants);
    expect((await image(replaced.imageUrl)).status).toBe(200);
  });

  it('refuses a file over the upload limit with 413 and stores nothing', async () => {
    const before = { rows: await total('banner'), files: storedFiles() };
    const png = await pngFile();
    const data = Buffer.concat([png.data, Buffer.alloc(10 * 1024 * 1024 + 1 - png.data.length, 1)]);
    const res = await server.admin.form('/api/banner', {
      localeCd: 'EN',
      title: 'Too large',
      bannerImg: { name: 'huge.png', data, type: 'image/png' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'too_large' });
    expect(await total('banner')).toBe(before.rows);
    expect(storedFiles()).toEqual(before.files);
  });
});

describe('partners', () => {
  const logo = () => pngFile('logo.png');
  const partner = async (fields: Fields) =>
    create('partner', { localeCd: 'VI', name: 'Đối tác', typeCd: '10', partnerImg: await logo(), ...fields });

  it('lists every visible partner to visitors without paging, each with typeCdNm', async () => {
    const codes = ['10', '20', '30', '40', '50'];
    const visible = [];
    for (let i = 0; i < 12; i++) visible.push(await partner({ name: `Đối tác ${i}`, typeCd: codes[i % 5]! }));
    const off = await partner({ useYn: 'N' });
    const res = await server.api.get('/api/partner', { localeCd: 'VI', useYn: 'N' });
    expect(res.status).toBe(200);
    const { list, total: count } = res.body.data;
    expect(count).toBe(12);
    expect(ids(list, 'partnerNo').sort()).toEqual([...visible].sort());
    expect(ids(list, 'partnerNo')).not.toContain(off);
    const labels = Object.fromEntries(
      list.map((r: { typeCd: string; typeCdNm: string }) => [r.typeCd, r.typeCdNm]),
    );
    expect(labels).toMatchObject({ '10': 'Cơ quan nhà nước/công lập', '30': 'Thực phẩm' });
    expect(list[0].logoImageUrl).toMatch(/^\/uploads\/img\//);
  });

  it('switches ON/OFF with only useYn, as JSON or multipart, keeping name and logo', async () => {
    const byJson = await partner({ localeCd: 'EN', name: 'Sunrise Foods', typeCd: '30' });
    const byForm = await partner({ localeCd: 'EN', name: 'Lotus Media', typeCd: '40' });
    const before = { json: await row('partner', byJson), form: await row('partner', byForm) };
    expect(before.json).toMatchObject({ logoImageName: 'logo.png', typeCdNm: 'Food', useYn: 'Y' });
    expect((await server.admin.post(`/api/partner/${byJson}`, { useYn: 'N' })).body).toEqual(OK);
    expect((await server.admin.form(`/api/partner/${byForm}`, { useYn: 'N' })).body).toEqual(OK);
    for (const was of [before.json, before.form]) {
      const after = await row('partner', was.partnerNo);
      expect(after.useYn).toBe('N');
      for (const column of ['name', 'typeCd', 'linkUrl', 'logoImageUrl', 'logoImageName', 'imageVariants'])
        expect(after[column], column).toEqual(was[column]);
      expect((await server.api.get(`/api/partner/${was.partnerNo}`)).status).toBe(404);
    }
    const publicIds = async () =>
      ids((await server.api.get('/api/partner', { localeCd: 'EN' })).body.data.list, 'partnerNo');
    expect(await publicIds()).not.toContain(byJson);
    expect(await publicIds()).not.toContain(byForm);
    await server.admin.form(`/api/partner/${byForm}`, { useYn: 'Y' });
    expect(await publicIds()).toContain(byForm);
  });
});

describe('job attachments', () => {
  it('stores jobFile as fileUrl/fileName and refuses a wrong type with 415', async () => {
    const job = { localeCd: 'EN', title: 'Cashier', dateCd: '20' };
    const id = await create('job', { ...job, jobFile: pdfFile('CV form.pdf') });
    expect(await row('job', id)).toMatchObject({
      fileName: 'CV form.pdf',
      fileUrl: expect.stringMatching(/^file\/[a-f0-9]{32}\.pdf$/),
    });
    const before = await total('job');
    const res = await server.admin.form('/api/job', { ...job, jobFile: fakeImage('cv.pdf') });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'unsupported_type' });
    expect(await total('job')).toBe(before);
  });
});

describe('videos', () => {
  it('needs an 11-character youtubeId, lists the featured video first and filters by typeCd', async () => {
    const video = (typeCd: string, youtubeId: string) =>
      server.admin.post('/api/video', { localeCd: 'EN', typeCd, dateCd: '20', title: youtubeId, youtubeId });
    const bad = await video('10', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'validation' });
    expect(bad.body.message).toContain('youtubeId');
    const featured = (await video('00', 'dQw4w9WgXcQ')).body.data;
    const first = (await video('10', 'M7lc1UVf-VE')).body.data;
    const second = (await video('10', 'ScMzIvxBSi4')).body.data;
    expect([featured, first, second].every(Number.isInteger)).toBe(true);
    for (const client of [server.api, server.admin]) {
      const list = (await client.get('/api/video', { localeCd: 'EN' })).body.data.list;
      expect(ids(list, 'videoNo')).toEqual([featured, second, first]);
      const listed = (await client.get('/api/video', { localeCd: 'EN', typeCd: '10' })).body.data.list;
      expect(ids(listed, 'videoNo')).toEqual([second, first]);
      const pinned = (await client.get('/api/video', { localeCd: 'EN', typeCd: '00' })).body.data.list;
      expect(ids(pinned, 'videoNo')).toEqual([featured]);
    }
  });
});

describe('FAQs', () => {
  it('creates and lists with the category label of the locale', async () => {
    const faq = async (localeCd: string, title: string) =>
      (await server.admin.post('/api/faq', { localeCd, typeCd: '30', title, contents: '<p>…</p>' })).body
        .data;
    const en = await faq('EN', 'Parking?');
    const vi = await faq('VI', 'Gửi xe?');
    const enList = (await server.api.get('/api/faq', { localeCd: 'EN' })).body.data.list;
    expect(enList).toEqual([
      expect.objectContaining({ faqNo: en, typeCd: '30', typeCdNm: 'Other', title: 'Parking?' }),
    ]);
    const viList = (await server.api.get('/api/faq', { localeCd: 'VI' })).body.data.list;
    expect(viList).toEqual([expect.objectContaining({ faqNo: vi, typeCdNm: 'Khác' })]);
  });
});

describe('delete bodies', () => {
  it('accepts {bannerNo: [...]} and a bare array, refuses empty or non-numeric ids', async () => {
    const [a, b, c] = [await banner(), await banner(), await banner()];
    const byObject = await server.admin.delete('/api/banner', { bannerNo: [a], LoginName: 'admin' });
    expect(byObject.body).toEqual({ success: true, data: [a] });
    expect((await server.admin.delete('/api/banner', [b])).body).toEqual({ success: true, data: [b] });
    for (const body of [
      [],
      {},
      { bannerNo: [] },
      { bannerNo: ['abc'] },
      ['abc'],
      [null],
      [1.5],
      { bannerNo: c },
    ]) {
      const res = await server.admin.delete('/api/banner', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'validation' });
    }
    const live = (await server.api.get('/api/banner', { localeCd: 'EN' })).body.data.list;
    expect(ids(live, 'bannerNo')).toContain(c);
  });

  it('refuses booleans as ids instead of reading true as id 1', async () => {
    await banner();
    const before = await total('banner');
    for (const body of [[true], { bannerNo: [true] }]) {
      const res = await server.admin.delete('/api/banner', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await total('banner')).toBe(before);
  });
});
