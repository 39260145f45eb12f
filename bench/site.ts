import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../src/server/test/find-programs.ts';
import { load, loadRow, type Row } from './load.ts';

/** Pages measured besides those bench/run.ts passes (which need the seeded data, e.g. a job's id). */
const MORE_PAGES = ['/partner/partnership-inquiry', '/company/history'];

/**
 * The page-weight budgets (decisions 017 and 023): Lighthouse mobile (median of three) and the home
 * page's JavaScript.
 */
const LIGHTHOUSE_BUDGET = 'performance 100, accessibility 100, best practices 100, SEO 100';
const HOME_JS_BUDGET = '≤ 75 KB';

/**
 * Public pages: server rendering throughput, JavaScript transferred, and Lighthouse (mobile). The
 * HTML's own compressed size is printed beside the JavaScript, since a page's texts and styles
 * travel inside it (decision 017).
 */
export async function benchSite(base: string, requested: string[]): Promise<Row[]> {
  const pages = [...new Set([...requested, ...MORE_PAGES])];
  const rows: Row[] = [];
  await load(`${base}/`); // warm-up
  rows.push(loadRow('GET / (server-rendered home page)', await load(`${base}/`), '≥ 800 req/s'));
  rows.push(loadRow('GET /vi (server-rendered home page)', await load(`${base}/vi`), '≥ 800 req/s'));
  for (const page of pages)
    rows.push([
      `JavaScript for ${page} (gzip)`,
      `${((await scriptBytes(base, page)) / 1024).toFixed(1)} KB (HTML ${((await htmlBytes(base, page)) / 1024).toFixed(1)} KB)`,
      page === '/' ? HOME_JS_BUDGET : '—',
    ]);
  if (process.env.BENCH_SKIP_LIGHTHOUSE) return rows;
  for (const page of pages) {
    const s = await lighthouseScores(`${base}${page}`);
    rows.push([
      `Lighthouse ${page} (mobile)`,
      `performance ${s.performance} (runs ${s.all}), accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}; LCP ${s.lcp} ms, CLS ${s.cls}, TBT ${s.tbt} ms`,
      LIGHTHOUSE_BUDGET,
    ]);
  }
  return rows;
}

/** Gzipped bytes of the page's HTML as the server sends it (fetch would count them unpacked). */
function htmlBytes(base: string, page: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${page}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Gzipped bytes of the module scripts a page loads at start (entry plus preloads). */
export async function scriptBytes(base: string, page: string): Promise<number> {
  const html = await (await fetch(`${base}${page}`)).text();
  // A public page names its boot script, which starts the entry and its imports named on its tag.
  const urls = [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/data-(?:entry|preloads)="([^"]+)"/g),
  ].flatMap((m) => m[1]!.split(' '));
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
    const length = Number(response.headers.get('content-length'));
    total += length || (await response.arrayBuffer()).byteLength;
  }
  return total;
}

/**
 * Lighthouse scores move by several points between identical runs on this machine (simulated
 * throttling over a real trace), so each page is measured three times and the run with the median
 * performance score is reported, as Lighthouse's own documentation advises. A run that fails to trace
 * (a runtime error, scores of 0) is retried, up to three times in a row.
 */
export async function lighthouseScores(url: string) {
  const runs: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
  let failures = 0;
  while (runs.length < 3 && failures < 3) {
    const run = await lighthouseOnce(url);
    if (run.error) {
      failures++;
      console.warn(`Lighthouse ${url}: ${run.error}; retrying`);
    } else {
      failures = 0;
      runs.push(run);
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)]!;
  return { ...median, all: runs.map((r) => r.performance).join('/') };
}

async function lighthouseOnce(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const audit = (key: string) => lhr.audits[key]?.numericValue ?? 0;
    return {
      error:
        lhr.runtimeError?.message ??
        (lhr.categories.performance?.score == null ? 'no performance score' : ''),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: Math.round(audit('largest-contentful-paint')),
      cls: audit('cumulative-layout-shift').toFixed(3),
      tbt: Math.round(audit('total-blocking-time')),
    };
  } finally {
    await chrome.kill();
  }
}
