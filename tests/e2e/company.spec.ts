import { SITE } from '../../src/common/site-config.ts';
import { bothLanguages, expect, expectAccessible, test } from './fixtures.ts';

/** Every company route with its h1 in English and Vietnamese. */
const PAGES: Array<{ path: string; en: string; vi: string }> = [
  { path: '/company/about/introduction', en: 'About KidVenture', vi: 'Về KidVenture' },
  { path: '/company/about/business-area', en: 'About KidVenture', vi: 'Về KidVenture' },
  { path: '/company/about/ci', en: 'About KidVenture', vi: 'Về KidVenture' },
  { path: '/company/mission', en: 'Mission', vi: 'Sứ mệnh' },
  { path: '/company/history', en: 'History', vi: 'Lịch sử' },
  { path: '/company/location', en: 'Location', vi: 'Địa chỉ' },
];

test.describe('company pages', () => {
  for (const page of PAGES)
    for (const path of bothLanguages(page.path))
      test(`opens by direct URL with its heading and no serious accessibility issue: ${path}`, async ({
        page: browser,
      }) => {
        const response = await browser.goto(path);
        expect(response?.status()).toBe(200);
        await expect(browser.getByRole('heading', { level: 1 })).toHaveText(
          path.startsWith('/vi') ? page.vi : page.en,
        );
        await expect(browser).toHaveTitle(
          path.startsWith('/vi') ? / \| KidVenture Việt Nam$/ : / \| KidVenture Vietnam$/,
        );
        await expectAccessible(browser);
      });
});

test.describe('about', () => {
  for (const path of bothLanguages('/company/about'))
    test(`${path} redirects to the introduction tab`, async ({ page, request }) => {
      const bare = await request.get(path, { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}/introduction$`));
      await expect(page.locator('.about-tabs .pill-tabs__link[aria-current="page"]')).toHaveText(
        path.startsWith('/vi') ? 'Giới thiệu' : 'Introduction',
      );
    });

  test('tab links switch the content', async ({ page }) => {
    await page.goto('/company/about/introduction');
    const tabs = page.getByRole('navigation', { name: 'About KidVenture sections' });
    await expect(tabs.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('heading', { name: 'Every child deserves a place to try on the future' }),
    ).toBeVisible();

    await tabs.getByRole('link', { name: 'Business Area' }).click();
    await expect(page).toHaveURL(/\/company\/about\/business-area$/);
    await expect(tabs.getByRole('link', { name: 'Business Area' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Three businesses, one purpose' })).toBeVisible();
    await expect(page.locator('.park-facts')).toContainText(String(SITE.jobExperiences));
    await expect(
      page.getByRole('heading', { name: 'Every child deserves a place to try on the future' }),
    ).toHaveCount(0);

    await tabs.getByRole('link', { name: 'CI' }).click();
    await expect(page).toHaveURL(/\/company\/about\/ci$/);
    await expect(page.getByRole('heading', { name: 'Our logo' })).toBeVisible();
    await expect(page.getByText('#C8451F')).toBeVisible();
  });

  for (const path of bothLanguages('/company/about/ci'))
    test(`the CI tab's logo downloads are real zip files: ${path}`, async ({ page, request }) => {
      await page.goto(path);
      for (const [label, file] of [
        ['PNG (zip)', '/downloads/kidventure-logo-png.zip'],
        ['AI (zip)', '/downloads/kidventure-logo-ai.zip'],
      ] as const) {
        const link = page.getByRole('link', { name: label });
        await expect(link).toHaveAttribute('href', file);
        const response = await request.get(file);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('application/zip');
        const body = await response.body();
        expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
        expect(body.length).toBeGreaterThan(1000);
      }
    });
});

test.describe('history', () => {
  test('the year navigator shows the chosen year together with 2022', async ({ page }) => {
    await page.goto('/company/history');
    const years = page.locator('.timeline__year');
    const year2008 = page.locator('.timeline__year[data-year="2008"]');
    const year2015 = page.locator('.timeline__year[data-year="2015"]');
    const year2022 = page.locator('.timeline__year[data-year="2022"]');

    await expect(page.getByRole('link', { name: '2008' })).toHaveAttribute('aria-current', 'true');
    await expect(year2008).toBeVisible();
    await expect(year2022).toBeVisible();
    await expect(years).toHaveCount(2);

    await page.getByRole('link', { name: '2015' }).click();
    await expect(page.getByRole('link', { name: '2015' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: '2008' })).not.toHaveAttribute('aria-current');
    // In place, and the address says the year (decision 030).
    await expect(page).toHaveURL('/company/history?year=2015');
    await expect(year2015).toBeVisible();
    await expect(year2015).toContainText('The Media & Arts zone opens');
    await expect(year2022).toBeVisible();
    await expect(year2022).toContainText('Dream Changes Future');
    await expect(year2008).toHaveCount(0);
    await expect(page.getByText('KidVenture Vietnam is founded in Hanoi')).toHaveCount(0);
    await expect(years).toHaveCount(2);

    await page.getByRole('link', { name: '2022' }).click();
    await expect(years).toHaveCount(1);
    await expect(year2022).toBeVisible();
  });

  test('without JavaScript, a year is a link to the page showing it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/vi/company/history');
    await page.getByRole('link', { name: '2015' }).click();
    await expect(page).toHaveURL('/vi/company/history?year=2015');
    await expect(page.locator('.timeline__year')).toHaveCount(2);
    await expect(page.locator('.timeline__year[data-year="2015"]')).toBeVisible();
    await expect(page.getByRole('link', { name: '2015' })).toHaveAttribute('aria-current', 'true');
    await context.close();
  });

  test('every year from 2008 to 2022 has a link and milestones', async ({ page }) => {
    await page.goto('/vi/company/history');
    for (let year = 2008; year <= 2022; year++) {
      await page.getByRole('link', { name: String(year) }).click();
      const entry = page.locator(`.timeline__year[data-year="${year}"]`);
      await expect(entry.locator('h3')).toContainText(String(year));
      expect(await entry.locator('.timeline__items li').count()).toBeGreaterThan(0);
    }
  });
});

test.describe('location', () => {
  for (const path of bothLanguages('/company/location'))
    test(`shows the addresses from the site config and an offline map: ${path}`, async ({ page }) => {
      await page.goto(path);
      const localeCd = path.startsWith('/vi') ? 'VI' : 'EN';
      const main = page.locator('main');
      await expect(main.getByText(SITE.address[localeCd], { exact: true })).toBeVisible();
      await expect(main.getByText(SITE.parkAddress[localeCd], { exact: true })).toBeVisible();
      await expect(page.locator('svg.location-map__svg')).toBeVisible();
      await expect(page.locator('main iframe')).toHaveCount(0);
      const osm = page.getByRole('link', { name: /OpenStreetMap/ });
      await expect(osm).toHaveAttribute(
        'href',
        new RegExp(`^https://www\\.openstreetmap\\.org/\\?mlat=${SITE.parkGeo.lat}&mlon=${SITE.parkGeo.lng}`),
      );
      await expect(osm).toHaveAttribute('target', '_blank');
      await expect(osm).toHaveAttribute('rel', /noopener/);
    });
});
