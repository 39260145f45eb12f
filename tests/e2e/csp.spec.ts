import { expect, test } from './fixtures.ts';

/**
 * Every kind of public page under the CSP without 'unsafe-inline' (decision 046): the fixture fails
 * on any `securitypolicyviolation` event or console error, so each page is loaded, hydrated and
 * scrolled through (lazy pictures, the carousel) with nothing refused.
 */
const PAGES = [
  '/',
  '/vi',
  '/career/jobs',
  '/career/people',
  '/career/hr',
  '/career/faqs',
  '/company/about/introduction',
  '/company/about/ci',
  '/company/history',
  '/company/mission',
  '/company/location',
  '/news/press-release',
  '/news/videos',
  '/news/events',
  '/partner/partner-company',
  '/partner/partnership-inquiry',
  '/privacy',
  '/no-such-page',
];

/** YouTube's thumbnails (the video pages) are out of reach of the test machine: a blank picture. */
const BLANK_GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
test.beforeEach(async ({ page }) => {
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: BLANK_GIF }),
  );
});

async function visit(page: import('@playwright/test').Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).not.toContain("'unsafe-");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

for (const path of PAGES)
  test(`${path} loads with nothing refused by the CSP`, async ({ page }) => {
    await visit(page, path);
  });

test('the item pages (a job, its apply form, a news article, an event) load with nothing refused', async ({
  page,
}) => {
  for (const [list, link] of [
    ['/career/jobs', /\/career\/jobs-detail\/\d+$/],
    ['/news/press-release', /\/news\/detail\/\d+$/],
    ['/news/events', /\/news\/events\/\d+/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const href = hrefs.find((h) => link.test(h));
    expect(href, `an item linked from ${list}`).toBeTruthy();
    await visit(page, href!);
    if (list === '/career/jobs') await visit(page, href!.replace('/jobs-detail/', '/apply/'));
  }
});
