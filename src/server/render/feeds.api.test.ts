import fs from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, vietnamDate } from '../../common/dates.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * The RSS 2.0 feeds of open jobs and press releases per language (decision 033): well-formed
 * XML with the channel and item elements RSS 2.0 requires, only what visitors may see, absolute
 * links, and announced in the heads of their pages.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'item',
});

interface Channel {
  title: string;
  link: string;
  description: string;
  language: string;
  lastBuildDate: string;
  'atom:link': Record<string, string>;
  item?: Array<{
    title: string;
    link: string;
    guid: { '#text': string; '@isPermaLink': string };
    pubDate: string;
    description?: string;
  }>;
}

/** The feed, checked to be well-formed RSS 2.0, as its channel. */
async function feed(path: string): Promise<Channel> {
  const res = await server.api.raw(path, { method: 'GET' });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(XMLValidator.validate(res.text), path).toBe(true);
  const doc = parser.parse(res.text);
  expect(doc.rss['@version']).toBe('2.0');
  const channel = doc.rss.channel as Channel;
  for (const item of channel.item ?? []) {
    expect(item.link).toMatch(new RegExp(`^${server.url}/`));
    expect(item.guid).toEqual({ '#text': item.link, '@isPermaLink': 'true' });
    expect(item.pubDate).toMatch(RFC_822);
  }
  expect(channel.lastBuildDate).toMatch(RFC_822);
  return channel;
}
const titles = (channel: Channel) => (channel.item ?? []).map((item) => item.title);

const create = async (type: 'job' | 'news', fields: Record<string, string>) => {
  const res = await server.admin.form(`/api/${type}`, {
    localeCd: 'EN',
    ...(type === 'job' ? { dateCd: '20' } : {}),
    ...fields,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
};

describe('the RSS feeds', () => {
  it('answer an empty channel while there is nothing to list', async () => {
    for (const path of [
      '/career/jobs/feed.xml',
      '/vi/career/jobs/feed.xml',
      '/news/feed.xml',
      '/vi/news/feed.xml',
    ])
      expect((await feed(path)).item).toBeUndefined();
  });

  it('list the open jobs of their language only, newest first, with escaped plain-text excerpts', async () => {
    const today = vietnamDate();
    const first = await create('job', {
      title: 'Host & guide <weekends>',
      contents: '<p>Welcome <b>families</b> &amp; children.</p>',
    });
    const second = await create('job', {
      title: 'Technician',
      dateCd: '10',
      startDt: addDays(today, -1),
      endDt: addDays(today, 5),
    });
    await create('job', {
      title: 'Not yet open',
      dateCd: '10',
      startDt: addDays(today, 2),
      endDt: addDays(today, 9),
    });
    await create('job', { title: 'Switched off', useYn: 'N' });
    await create('job', { title: 'Draft', dateCd: '30' });
    const deleted = await create('job', { title: 'Deleted' });
    await server.admin.delete('/api/job', { jobNo: [deleted] });
    await create('job', { title: 'Kỹ thuật viên', localeCd: 'VI' });

    const en = await feed('/career/jobs/feed.xml');
    expect(en).toMatchObject({
      title: 'KidVenture Vietnam – Open positions',
      link: `${server.url}/career/jobs`,
      language: 'en',
    });
    expect(en['atom:link']).toMatchObject({
      '@href': `${server.url}/career/jobs/feed.xml`,
      '@rel': 'self',
      '@type': 'application/rss+xml',
    });
    expect(titles(en)).toEqual(['Technician', 'Host & guide <weekends>']);
    expect(en.item![0]!.link).toBe(`${server.url}/career/jobs-detail/${second}`);
    expect(en.item![1]!.link).toBe(`${server.url}/career/jobs-detail/${first}`);
    expect(en.item![1]!.description).toBe('Welcome families & children.');

    const vi = await feed('/vi/career/jobs/feed.xml');
    expect(vi).toMatchObject({
      title: 'KidVenture Việt Nam – Vị trí đang tuyển',
      link: `${server.url}/vi/career/jobs`,
      language: 'vi',
    });
    expect(titles(vi)).toEqual(['Kỹ thuật viên']);
    expect(vi.item![0]!.link).toMatch(new RegExp(`^${server.url}/vi/career/jobs-detail/\\d+$`));
  });

  it('list the press releases of their language, on and not deleted', async () => {
    const news = await create('news', { title: 'Opening day "fun" & games', contents: '<p>Hello</p>' });
    await create('news', { title: 'Hidden news', useYn: 'N' });
    await create('news', { title: 'Khai trương', localeCd: 'VI' });
    const en = await feed('/news/feed.xml');
    expect(en).toMatchObject({ link: `${server.url}/news/press-release`, language: 'en' });
    expect(titles(en)).toEqual(['Opening day "fun" & games']);
    expect(en.item![0]!.link).toBe(`${server.url}/news/detail/${news}`);
    expect(titles(await feed('/vi/news/feed.xml'))).toEqual(['Khai trương']);
  });
});

describe.skipIf(!isSiteBuilt)('the feeds in the pages’ heads (needs npm run build)', () => {
  const feedLinks = async (path: string) => {
    const { text } = await server.api.raw(path, { method: 'GET' });
    return [...text.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/g)].map((m) => m[0]);
  };

  it('announce the jobs feed on the job pages and the news feed on the press pages, in their language', async () => {
    const jobNo = (await server.api.get('/api/job', { localeCd: 'EN' })).body.data.list[0].jobNo;
    const jobsFeed = `<link rel="alternate" type="application/rss+xml" title="KidVenture Vietnam – Open positions" href="${server.url}/career/jobs/feed.xml">`;
    expect(await feedLinks('/career/jobs')).toEqual([jobsFeed]);
    expect(await feedLinks(`/career/jobs-detail/${jobNo}`)).toEqual([jobsFeed]);
    expect(await feedLinks('/vi/career/jobs')).toEqual([
      `<link rel="alternate" type="application/rss+xml" title="KidVenture Việt Nam – Vị trí đang tuyển" href="${server.url}/vi/career/jobs/feed.xml">`,
    ]);
    expect(await feedLinks('/vi/news/press-release')).toEqual([
      `<link rel="alternate" type="application/rss+xml" title="KidVenture Việt Nam – Thông cáo báo chí" href="${server.url}/vi/news/feed.xml">`,
    ]);
    expect(await feedLinks('/')).toEqual([]);
    expect(await feedLinks('/career/faqs')).toEqual([]);
  });
});
