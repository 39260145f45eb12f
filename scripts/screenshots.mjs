// Screenshots of public pages at 1280 px and 390 px in both languages:
//   node scripts/screenshots.mjs http://localhost:3000 docs/screenshots / /career/jobs …
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', out = 'docs/screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/'];
const full = process.env.FULL_PAGE !== '0';
const ext = process.env.FORMAT === 'jpg' ? 'jpg' : 'png';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [name, width] of [
  ['desktop', 1280],
  ['phone', 390],
]) {
  const context = await browser.newContext({
    viewport: { width, height: name === 'phone' ? 844 : 800 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`),
  );
  for (const p of pages)
    for (const prefix of ['', '/vi']) {
      const url = `${base}${prefix}${p === '/' && prefix ? '' : p}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      // Scroll through once so lazy images below the fold load before a full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(400);
      const file = path.join(
        out,
        `${(prefix || '/en').slice(1)}${p === '/' ? '-home' : p.replace(/\//g, '-')}-${name}.${ext}`,
      );
      await page.screenshot({
        path: file,
        fullPage: full,
        ...(ext === 'jpg' ? { type: 'jpeg', quality: 55 } : {}),
      });
      console.log(file);
    }
  await context.close();
}
await browser.close();
