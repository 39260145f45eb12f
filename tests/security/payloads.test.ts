import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pngFile } from '../../src/server/test/fixtures.ts';
import { startTestServer, type TestServer } from '../../src/server/test/server.ts';
import { encode, rawSafe } from './arbitraries.ts';
import { createFixtures, type Fixtures } from './fixtures.ts';
import { type RawRequest, send } from './http.ts';
import { isSafeUrl, unsafeMarkup } from './markup.ts';

/**
 * A corpus of path-traversal and XSS payloads. Traversal: no path the client writes ever
 * reaches a file outside the upload store. XSS: what an administrator saves is stored and served
 * inert, as rich text (sanitised) and as plain text (escaped on the server-rendered pages).
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');
const SERVER_BUNDLE = isSiteBuilt
  ? fs.readFileSync('dist/web/server/entry-server.js', 'utf8').slice(0, 80)
  : '';

let server: TestServer;
let fixtures: Fixtures;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await createFixtures(server);
});
afterAll(() => server?.close());

const call = (request: RawRequest) => send(server.url, request);
const asAdmin = () => ({ authorization: `Bearer ${server.admin.token}` });

/** Contents of files that must never be served: /etc/passwd, the SQLite database, our own sources. */
function expectNoForeignFile(text: string, label: string) {
  expect(text, label).not.toMatch(/root:.*:0:0:/);
  expect(text, label).not.toContain('SQLite format 3');
  expect(text, label).not.toContain('"name": "kidventure-site"');
  if (SERVER_BUNDLE) expect(text, label).not.toContain(SERVER_BUNDLE);
}

const HEX = 'a'.repeat(32);
/** Values a client might put where a stored file key goes, raw (sent as written) and decoded. */
const TRAVERSALS = [
  '../../etc/passwd',
  '../../../../../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252f..%252fetc%252fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '....//....//....//etc/passwd',
  '..\\..\\..\\etc\\passwd',
  '..%5c..%5c..%5cetc%5cpasswd',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  '.%2e/.%2e/.%2e/etc/passwd',
  '..;/..;/etc/passwd',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  'file:///etc/passwd',
  '/proc/self/environ',
  'C:\\Windows\\win.ini',
  '%00',
  '../site.db',
  '../../site.db',
  'site.db',
  'uploads/../site.db',
  'file/../site.db',
  'file/../../site.db',
  'file/..%2f..%2fsite.db',
  'file/%2e%2e/%2e%2e/site.db',
  'img/../../site.db',
  `file/${HEX}.pdf`,
  `file/${HEX}.pdf%00.png`,
  `file/${HEX}/../../site.db`,
  `img/${HEX}.png`,
  `FILE/${HEX}.PDF`,
  `file/${HEX}.pdf/`,
  `file//${HEX}.pdf`,
  `./file/${HEX}.pdf`,
  `file/${HEX}-w1200.webp`,
];

describe('path traversal', () => {
  it.each(['visitor', 'admin'] as const)(
    'GET /file/download answers 404 (or 400) to every traversal, as %s, and serves no foreign file',
    async (who) => {
      for (const payload of TRAVERSALS)
        for (const value of [payload, encode(payload)]) {
          const path = `/file/download?fileUrl=${value}&fileName=${encode('../../etc/passwd')}`;
          const res = await call({ method: 'GET', path, headers: who === 'admin' ? asAdmin() : {} });
          expect([400, 404], `${path} → ${res.status}`).toContain(res.status);
          expectNoForeignFile(res.text, path);
        }
    },
  );

  it('a traversal in fileName changes nothing: the header names the file as the site does', async () => {
    for (const fileName of [
      '../../etc/passwd',
      '..\\..\\site.db',
      '"\r\nSet-Cookie: x=1',
      '/etc/passwd%00.pdf',
    ]) {
      const path = `/file/download?fileUrl=${encode(fixtures.jobFileUrl)}&fileName=${encode(fileName)}`;
      const res = await call({ method: 'GET', path });
      expect(res.status, path).toBe(200);
      expect(res.text.startsWith('%PDF'), path).toBe(true);
      expect(res.headers['content-disposition'], path).toMatch(/^attachment; filename="form-\d+\.pdf"; /);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('an uploaded file named with a path is stored under a random key and keeps only its base name', async () => {
    const res = await server.admin.form('/api/job', {
      localeCd: 'EN',
      title: 'Path in the name',
      dateCd: '20',
      jobFile: pdfFile('../../../etc/passwd.pdf'),
    });
    expect(res.status).toBe(200);
    const job = (await server.admin.get(`/api/job/${res.body.data}`)).body.data;
    expect(job.fileUrl).toMatch(/^file\/[a-f0-9]{32}\.pdf$/);
    expect(job.fileName).toBe('passwd.pdf');
  });

  it('GET /uploads/img/… and static asset paths answer 4xx to every traversal and serve no foreign file', async () => {
    const images = TRAVERSALS.flatMap((p) => [
      `/uploads/img/${p}`,
      `/uploads/img/${encode(p)}`,
      `/uploads/${p}`,
    ]);
    const real = fixtures.imageName;
    const tricks = [
      `/uploads/img/${real}%00.html`,
      `/uploads/img/${real}/..%2f..%2f..%2fsite.db`,
      `/uploads/file/${real}`,
    ];
    const assets = TRAVERSALS.flatMap((p) => [`/assets/${p}`, `/assets/${encode(p)}`, `/${p}`]);
    for (const path of [...images, ...tricks, ...(isSiteBuilt ? assets : [])]) {
      const res = await call({ method: 'GET', path });
      expect(res.status, `${path} → ${res.status}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} → ${res.status}`).toBeLessThan(500);
      expectNoForeignFile(res.text, path);
    }
    // The real image is served, so the refusals above are not a blanket 404.
    expect((await call({ method: 'GET', path: `/uploads/img/${real}` })).status).toBe(200);
  });
});

/** Rich-text payloads: script, event handlers, dangerous URLs, parser confusion (mutation XSS). */
const RICH_XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/img/abc.png" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script&colon;alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" target="_blank">opener</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<body onload=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p onmouseover="alert(1)">x</p>',
  '"><script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  '<!--><script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>@import "javascript:alert(1)";</style>',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<a href="https://ok.example/?q=<script>">x</a>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
];

/** Plain-text fields keep what was typed; pages must show it as text. */
const PLAIN_XSS = '<script>alert("plain")</script><img src=x onerror=alert(2)>"\'&';

/** Link fields: refused unless http(s) or, for banners, a site path. */
const LINK_XSS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:javascript:alert(1)',
  'https://evil.example" onmouseover="alert(1)',
  'https://evil.example/<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
];

const createPost = async (name: 'news' | 'faq', contents: string, title = 'Rich') =>
  server.admin.post(`/api/${name}`, { localeCd: 'EN', title, contents });
const createJob = async (contents: string, title = 'Rich') =>
  server.admin.form('/api/job', { localeCd: 'EN', title, contents, dateCd: '20' });

describe('stored XSS through rich text', () => {
  const saved: Array<{ name: string; id: number; payload: string }> = [];

  beforeAll(async () => {
    for (const payload of RICH_XSS)
      for (const [name, res] of [
        ['news', await createPost('news', `<p>before</p>${payload}<p>after</p>`)],
        ['faq', await createPost('faq', `<p>before</p>${payload}<p>after</p>`)],
        ['job', await createJob(`<p>before</p>${payload}<p>after</p>`)],
      ] as const) {
        if (res.status !== 200) throw new Error(`saving ${name} with ${payload}: ${res.status} ${res.text}`);
        saved.push({ name, id: res.body.data, payload });
      }
  });

  it(`stores and serves ${RICH_XSS.length} payloads in news, FAQ and job contents without anything that runs`, async () => {
    for (const { name, id, payload } of saved)
      for (const headers of [{}, asAdmin()]) {
        const res = await call({ method: 'GET', path: `/api/${name}/${id}`, headers });
        expect(res.status, `${name} ${payload}`).toBe(200);
        const contents = (res.json as { data: { contents: string } }).data.contents;
        expect(unsafeMarkup(contents), `${name} ${payload} → ${contents}`).toEqual([]);
        expect(contents, `${name} ${payload}`).not.toMatch(/<script/i);
        expect(contents, `${name} ${payload}`).toContain('<p>before</p>');
      }
  });

  it('keeps what is harmless: plain links, and target=_blank gets rel=noopener', async () => {
    const { id } = saved.find((s) => s.name === 'news' && s.payload.includes('opener'))!;
    const contents = (await server.api.get(`/api/news/${id}`)).body.data.contents as string;
    expect(contents).toContain('href="https://ok.example"');
    expect(contents).toMatch(/rel="noopener noreferrer"/);
  });

  it.skipIf(!isSiteBuilt)('the news and job pages that show them carry nothing that runs', async () => {
    for (const { name, id, payload } of saved.filter((s) => s.name !== 'faq')) {
      const path = name === 'news' ? `/news/detail/${id}` : `/career/jobs-detail/${id}`;
      const res = await call({ method: 'GET', path });
      expect(res.status, path).toBe(200);
      expect(unsafeMarkup(res.text, { isPage: true }), `${path} with ${payload}`).toEqual([]);
    }
  });
});

describe('stored XSS through plain fields', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const png = await pngFile();
    const made = {
      news: await createPost('news', '<p>x</p>', PLAIN_XSS),
      faq: await createPost('faq', '<p>x</p>', PLAIN_XSS),
      job: await createJob('<p>x</p>', PLAIN_XSS),
      banner: await server.admin.form('/api/banner', {
        ...{ localeCd: 'EN', title: PLAIN_XSS.slice(0, 200), contents: PLAIN_XSS, linkUrl: '/career/jobs' },
        bannerImg: png,
      }),
      partner: await server.admin.form('/api/partner', {
        ...{ localeCd: 'EN', name: PLAIN_XSS.slice(0, 120), typeCd: '10', linkUrl: 'https://ok.example/' },
        partnerImg: png,
      }),
      video: await server.admin.post('/api/video', {
        ...{ localeCd: 'EN', title: PLAIN_XSS, youtubeId: 'dQw4w9WgXcQ', dateCd: '20' },
      }),
    };
    for (const [name, res] of Object.entries(made)) {
      if (res.status !== 200) throw new Error(`saving ${name}: ${res.status} ${res.text}`);
      ids[name] = res.body.data;
    }
  });

  it('the API returns plain fields as the text that was typed (JSON, never HTML)', async () => {
    const res = await call({ method: 'GET', path: `/api/news/${ids.news}` });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((res.json as { data: { title: string } }).data.title).toBe(PLAIN_XSS);
  });

  it.each(['banner', 'partner'] as const)(
    '%s link URLs that could run script or leave the site unseen are refused',
    async (name) => {
      const field = name === 'banner' ? 'bannerImg' : 'partnerImg';
      const id = ids[name];
      for (const linkUrl of LINK_XSS) {
        const update = await server.admin.form(`/api/${name}/${id}`, { linkUrl });
        const stored = (await server.admin.get(`/api/${name}/${id}`)).body.data.linkUrl as string;
        expect(isSafeUrl(stored), `update with ${linkUrl} → ${update.status}, stored ${stored}`).toBe(true);
        const created = await server.admin.form(`/api/${name}`, {
          ...{ localeCd: 'EN', title: 'T', name: 'N', typeCd: '10', linkUrl },
          [field]: await pngFile(),
        });
        if (created.status === 200) {
          const row = (await server.admin.get(`/api/${name}/${created.body.data}`)).body.data;
          expect(isSafeUrl(row.linkUrl), `create with ${linkUrl} stored ${row.linkUrl}`).toBe(true);
        } else expect(created.status, `create with ${linkUrl}`).toBe(400);
      }
    },
  );

  it.skipIf(!isSiteBuilt)('pages show plain fields escaped, as text', async () => {
    const pages = [
      `/news/detail/${ids.news}`,
      `/career/jobs-detail/${ids.job}`,
      '/',
      '/career/faqs',
      '/career/jobs',
      '/news/press-release',
      '/news/videos',
      '/partner/partner-company',
    ];
    for (const path of pages) {
      const res = await call({ method: 'GET', path });
      expect(res.status, path).toBe(200);
      expect(unsafeMarkup(res.text, { isPage: true }), path).toEqual([]);
      expect(res.text, path).not.toContain('<img src=x onerror');
      expect(res.text, path).not.toContain('<script>alert("plain")');
    }
    const detail = await call({ method: 'GET', path: `/news/detail/${ids.news}` });
    expect(detail.text).toContain('&lt;script&gt;alert(');
  });
});

describe.skipIf(!isSiteBuilt)('reflected input on pages', () => {
  // As browsers send them (quotes and angle brackets in the path percent-encoded), and raw.
  it.each([
    '/news/detail/"><script>alert(1)</script>',
    '/career/jobs-detail/1"><img src=x onerror=alert(1)>',
    '/vi/news/detail/<svg onload=alert(1)>',
    '/"><script>alert(1)</script>',
    '/news/detail/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    '/career/jobs-detail/1%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
    '/vi/news/detail/%3Csvg%20onload=alert(1)%3E',
    '/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    '/career/jobs?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    '/?searchText=<img src=x onerror=alert(1)>',
    '/news/press-release?pageNo="><script>alert(1)</script>',
  ])('%s shows nothing that runs', async (path) => {
    const res = await call({ method: 'GET', path: rawSafe(path) });
    expect(res.status, path).toBeLessThan(500);
    expect(unsafeMarkup(res.text, { isPage: true }), path).toEqual([]);
  });
});

describe.skipIf(!isSiteBuilt)('security headers', () => {
  it.each(['/', '/vi', `/news/detail/1`, '/career/jobs', '/no-such-page'])(
    '%s carries a CSP that forbids framing and inline script, and nosniff',
    async (path) => {
      const res = await call({ method: 'GET', path });
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toMatch(/DENY|SAMEORIGIN/);
    },
  );
});

describe('security headers on the API and files', () => {
  it.each(['/api/news', '/api/auth', `/uploads/img/x.png`, '/file/download?fileUrl=x'])(
    '%s answers with nosniff',
    async (path) => {
      const res = await call({ method: 'GET', path });
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    },
  );
});
