import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullCatalogue } from '../../web/locales/catalogue.ts';
import { pngFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/** What a public page's HTML carries for a fast first paint (decision 017). */

// Pages render through the built SSR entry; `npm test` builds first, a bare vitest run may not.
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let jobNo: number;
let newsNo: number;

beforeAll(async () => {
  server = await startTestServer();
  const { admin } = server;
  for (const localeCd of ['EN', 'VI'])
    await admin.form('/api/banner', {
      localeCd,
      title: 'Summer',
      useYn: 'Y',
      bannerImg: await pngFile('b.png', 1600, 640),
    });
  jobNo = (await admin.form('/api/job', { localeCd: 'EN', title: 'Park guide', dateCd: '20' })).body.data;
  newsNo = (await admin.post('/api/news', { localeCd: 'EN', title: 'Opening', contents: '<p>Hello</p>' }))
    .body.data;
});
afterAll(() => server?.close());

const html = async (path: string) => (await server.api.raw(path, { method: 'GET' })).text;
const messagesOf = (page: string) =>
  JSON.parse(/<script id="page-messages" type="application\/json"[^>]*>(.*?)<\/script>/.exec(page)![1]!);
const head = (page: string) => page.slice(0, page.indexOf('</head>'));
const body = (page: string) =>
  page.slice(page.indexOf('<div id="root">'), page.indexOf('<script id="page-state"'));

type Tree = { [key: string]: string | Tree };
const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );

describe.skipIf(!isSiteBuilt)('page weight (needs npm run build)', () => {
  const paths = () => [
    '/',
    '/company/about/introduction',
    '/company/about/business',
    '/company/about/ci',
    '/company/mission',
    '/company/history',
    '/company/location',
    '/career/people',
    '/career/hr',
    '/career/jobs',
    '/career/faqs',
    `/career/jobs-detail/${jobNo}`,
    `/career/apply/${jobNo}`,
    '/partner/partner-company',
    '/partner/partnership-inquiry',
    '/news/press-release',
    '/news/videos',
    `/news/detail/${newsNo}`,
    '/nowhere',
  ];

  it('gives each page the texts of its own sections and the shell, not the whole catalogue', async () => {
    const home = await html('/');
    expect(Object.keys(messagesOf(home)).sort()).toEqual(
      ['common', 'footer', 'header', 'home', 'jobs', 'menu', 'meta', 'serverError'].sort(),
    );
    const job = await html(`/career/jobs-detail/${jobNo}`);
    expect(Object.keys(messagesOf(job).career).sort()).toEqual(['apply', 'job']);
    // A text only the job detail shows: in its page, nowhere in the home page's HTML or scripts.
    const detailOnly = (fullCatalogue('en') as { career: { job: Tree } }).career.job.downloadHint as string;
    expect(job).toContain(JSON.stringify(detailOnly).slice(1, -1));
    expect(home).not.toContain(detailOnly);
    const history = JSON.stringify(messagesOf(await html('/vi/company/history')));
    expect(history.length).toBeLessThan(JSON.stringify(fullCatalogue('vi')).length / 4);
  });

  it('renders no bare catalogue key on any page, in either language', async () => {
    const keys = [...new Set([...leafKeys(fullCatalogue('en')), ...leafKeys(fullCatalogue('vi'))])];
    for (const path of paths())
      for (const prefix of ['', '/vi']) {
        const text = body(await html(`${prefix}${path}`));
        expect(
          keys.filter((key) => text.includes(key)),
          `${prefix}${path}`,
        ).toEqual([]);
      }
  });

  it('preloads the first banner from the head and loads it eagerly with high priority', async () => {
    for (const path of ['/', '/vi']) {
      const page = await html(path);
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(head(page))?.[0] ?? '';
      expect(preload, path).toMatch(/imagesrcset="[^"]+-w640\.webp 640w, [^"]+"/);
      expect(preload).toContain('imagesizes="100vw"');
      expect(preload).toContain('fetchpriority="high"');
      // Before any style or script competes with it.
      expect(head(page).indexOf(preload)).toBeLessThan(head(page).indexOf('<style>'));
      const img = /<img class="carousel__image[^"]*"[^>]*>/.exec(page)![0];
      expect(img).toContain('loading="eager"');
      expect(img).toContain('fetchPriority="high"');
    }
    expect(head(await html('/company/history'))).not.toContain('rel="preload" as="image"');
  });

  it('writes the styles into the head, so no style sheet blocks the first paint', async () => {
    for (const path of ['/', '/career/jobs', '/company/history', '/partner/partnership-inquiry']) {
      const page = head(await html(path));
      expect(page, path).not.toContain('rel="stylesheet"');
      const css = /<style>(.*?)<\/style>/s.exec(page)![1]!;
      // The site's own (header, fonts with swap) and the page's section's.
      expect(css, path).toContain('.header');
      expect(css).toContain('font-display:swap');
    }
    expect(/<style>(.*?)<\/style>/s.exec(await html('/'))![1]).toContain('.carousel');
  });

  it("preloads two font files, those of the first screen's text in the page language", async () => {
    const fonts = (page: string) =>
      [
        ...head(page).matchAll(
          /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g,
        ),
      ].map((m) => /be-vietnam-pro-([a-z]+-\d+)-normal/.exec(m[1]!)?.[1]);
    expect(fonts(await html('/'))).toEqual(['latin-400', 'latin-700']);
    expect(fonts(await html('/vi/career/jobs'))).toEqual(['latin-400', 'vietnamese-400']);
  });

  it('names the page module the site entry imports, and serves it', async () => {
    const page = await html('/career/jobs');
    const file = /<script id="page-state" type="application\/json" data-module="([^"]+)"/.exec(page)![1]!;
    expect(file).toMatch(/^\/assets\/JobsPage-[\w-]+\.js$/);
    expect((await server.api.raw(file, { method: 'GET' })).status).toBe(200);
  });

  it('names one small script, which starts the site entry and its imports after the page has loaded', async () => {
    for (const path of ['/', '/vi/career/jobs', '/company/history']) {
      const page = await html(path);
      // Nothing competes with the first paint for the connection: no module preload, one script.
      expect(page, path).not.toContain('modulepreload');
      const scripts = [...page.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);
      expect(scripts, path).toHaveLength(1);
      const [, boot, entry, preloads] =
        /src="([^"]+)" data-entry="([^"]+)" data-preloads="([^"]*)"/.exec(scripts[0]!) ?? [];
      const file = /data-module="([^"]+)"/.exec(page)![1]!;
      expect(preloads!.split(' '), path).toContain(file);
      for (const url of [boot!, entry!, ...preloads!.split(' ')])
        expect((await server.api.raw(url, { method: 'GET' })).status, url).toBe(200);
      const bootSize = (await server.api.raw(boot!, { method: 'GET' })).text.length;
      expect(bootSize).toBeLessThan(1024);
    }
  });

  it("keeps the home page's JavaScript within its 75 KB gzip budget (decision 017)", async () => {
    // The boot script and every module it starts, as gzip sends them: what `npm run bench` reports.
    const page = await html('/');
    const tag = /<script type="module" src="([^"]+)" data-entry="([^"]+)" data-preloads="([^"]*)"/.exec(
      page,
    )!;
    const urls = new Set([tag[1]!, ...tag[2]!.split(' '), ...tag[3]!.split(' ').filter(Boolean)]);
    let bytes = 0;
    for (const url of urls) {
      const res = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding'), url).toBe('gzip');
      bytes += Number(res.headers.get('content-length'));
      await res.arrayBuffer();
    }
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(75 * 1024);
  });

  it('loads the application form only on the pages that have it', async () => {
    const modules = async (path: string) =>
      /data-entry="([^"]+)" data-preloads="([^"]*)"/
        .exec(await html(path))!
        .slice(1)
        .join(' ');
    expect(await modules(`/career/jobs-detail/${jobNo}`)).toMatch(/\/ApplyForm-[\w-]+\.js/);
    expect(await modules(`/career/apply/${jobNo}`)).toMatch(/\/ApplyForm-[\w-]+\.js/);
    for (const path of ['/', '/career/jobs', '/partner/partnership-inquiry'])
      expect(await modules(path), path).not.toMatch(/ApplyForm|application-rules/);
  });
});
