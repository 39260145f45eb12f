import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_TABS, localePath, PATHS } from '../../common/paths.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * Issue [2 of 6]'s review of every public page's server HTML, kept as a test (decisions 029, 030):
 * no control there needs scripts to work. A `<button>` is either a form's submit button, in a
 * form with a method, or is marked `data-replay` (a tap before hydration is replayed, and without
 * scripts it is not shown); every `<form>` has a method, and no form sends by GET what a person
 * types about themselves.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
const paths: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ withDemoContent: true });
  const first = async (type: string, idField: string) =>
    (await server.api.get(`/api/${type}`, { localeCd: 'EN', pageCnt: 1 })).body.data.list[0][
      idField
    ] as number;
  const jobNo = await first('job', 'jobNo');
  const newsNo = await first('news', 'newsNo');
  const pages: string[] = [...ABOUT_TABS.map(PATHS.aboutTab)];
  for (const path of Object.values(PATHS)) if (typeof path === 'string') pages.push(path);
  for (const path of pages) paths.push(path, localePath('vi', path));
  paths.push(PATHS.job(jobNo), PATHS.news(newsNo));
}, 120_000);
afterAll(() => server?.close());

/** The opening tag of the `tag` element a position in the HTML sits in, or null. */
function around(html: string, at: number, tag: string): string | null {
  const open = html.lastIndexOf(`<${tag}`, at);
  if (open < 0 || html.lastIndexOf(`</${tag}>`, at) > open) return null;
  return new RegExp(`<${tag}\\b[^>]*>`).exec(html.slice(open))![0];
}

describe.skipIf(!isSiteBuilt)(
  'every public page works before and without scripts (needs npm run build)',
  () => {
    it('has no script-only button and no form without a method', async () => {
      const found: string[] = [];
      for (const path of paths) {
        const { status, text: html } = await server.api.raw(path, { method: 'GET' });
        expect(status, path).toBe(200);
        for (const match of html.matchAll(/<form\b[^>]*>/g)) {
          const form = match[0];
          if (!/\smethod="(get|post)"/.test(form)) found.push(`${path}: a form without a method: ${form}`);
          // A GET form may hold a search, never a person's details (they would land in the URL).
          const controls = html.slice(match.index, html.indexOf('</form>', match.index));
          if (/\smethod="get"/.test(form) && /\sname="(name|email|phone|emailDomainName)"/.test(controls))
            found.push(`${path}: personal data in a GET form`);
        }
        for (const match of html.matchAll(/<button\b[^>]*>/g)) {
          const button = match[0];
          // Replayed once hydrated and hidden without scripts; or in a closed dialog, which only scripts open.
          if (/\sdata-replay=/.test(button) || around(html, match.index, 'dialog')) continue;
          const form = around(html, match.index, 'form');
          const isSubmit = /\stype="submit"/.test(button) || !/\stype=/.test(button);
          if (isSubmit && form && /\smethod="(get|post)"/.test(form)) continue;
          found.push(`${path}: ${button}`);
        }
      }
      expect(found.join('\n')).toBe('');
    });
  },
);
