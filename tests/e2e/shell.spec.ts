import type { Page } from '@playwright/test';
import {
  bothLanguages,
  expect,
  expectAccessible,
  openBeforeScripts,
  PHONE_BEFORE_SCRIPTS,
  slowPhone,
  test,
} from './fixtures.ts';

/**
 * The header's disclosures are <summary> elements, which Playwright gives no role (browsers expose
 * them as buttons): found by their text or label instead. The menu button checks its name first.
 */
async function burger(page: Page, name: string) {
  const button = page.locator('summary.header__burger');
  await expect(button).toHaveAccessibleName(name);
  return button;
}

test.describe('home page', () => {
  for (const path of bothLanguages('/'))
    test(`renders with content and no serious accessibility issue: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path === '/' ? 'Dream Changes Future' : 'Ước mơ thay đổi tương lai',
      );
      await expect(page.locator('.job-card')).toHaveCount(3);
      await expect(page.locator('.job-card').first()).toContainText(
        /\d{2}\/\d{2}\/\d{4}|Always|Thường xuyên/,
      );
      await expect(page.locator('.card-grid .card')).toHaveCount(3);
      await expectAccessible(page);
    });

  test('starts its scripts only after the first contentful paint (decision 023)', async ({ page }) => {
    await page.goto('/');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && !/\/boot-[^/]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(1);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
  });

  test('starts its scripts in a browser that cannot observe paints at all', async ({ page }) => {
    await page.addInitScript(() => {
      // An older browser: no PerformanceObserver.
      Reflect.deleteProperty(window, 'PerformanceObserver');
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    await page.getByLabel(/^Language/).click();
    await expect(page.getByRole('link', { name: 'Tiếng Việt' })).toBeVisible();
  });

  test('switches language on the same page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/^Language/).click();
    await page.getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('the carousel advances by itself and follows its dots', async ({ page }) => {
    await page.goto('/');
    const active = page.locator('.carousel__slide.is-active');
    const first = await active.getAttribute('aria-label');
    await expect(active).not.toHaveAttribute('aria-label', first!, { timeout: 6000 });
    await page.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(active).toHaveAttribute('aria-label', /Slide 3 of/);
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, shows one group at a time, and closes', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await (await burger(page, 'Open menu')).click();
    await menu.locator('summary', { hasText: 'Career' }).click();
    await expect(menu.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await menu.locator('summary', { hasText: 'News' }).click();
    await expect(menu.getByRole('link', { name: 'Jobs', exact: true })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Videos' })).toBeVisible();
    await (await burger(page, 'Close menu')).click();
    await expect(menu).toBeHidden();
  });
});

/** Decision 029: a tap before the scripts run is not lost, and the state it made survives hydration. */
test.describe('before the scripts run, on a slow phone', () => {
  test.use(PHONE_BEFORE_SCRIPTS);
  test.beforeEach(async ({ page }) => slowPhone(page));

  test('the menu and a group open at a tap, stay open through hydration, and reach a page', async ({
    page,
  }) => {
    const hydrate = await openBeforeScripts(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await (await burger(page, 'Open menu')).tap();
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Career' }).tap();
    const jobs = menu.getByRole('link', { name: 'Jobs', exact: true });
    await expect(jobs).toBeVisible();
    await hydrate();
    await expect(jobs).toBeVisible();
    await expect(page.locator('.header__burger')).toHaveAccessibleName('Close menu');
    await jobs.tap();
    await expect(page).toHaveURL(/\/career\/jobs$/);
  });

  test('the language switch opens at a tap and goes to the other language', async ({ page }) => {
    await openBeforeScripts(page, '/'); // and never lets them run: the links work without them
    await page.getByLabel(/^Language/).tap();
    await page.getByRole('link', { name: 'Tiếng Việt' }).tap();
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('the carousel scrolls to its slides, and a tap on an arrow is replayed once hydrated', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: only the visitor moves it
    const hydrate = await openBeforeScripts(page, '/');
    const slides = page.locator('.carousel__slide');
    const count = await slides.count();
    expect(count).toBeGreaterThan(2);
    // Every slide can be reached by scrolling the row, one snap at a time.
    await page.locator('.carousel__slides').evaluate((row) => row.scrollBy({ left: row.clientWidth * 1.6 }));
    await expect(slides.nth(2).locator('.carousel__title')).toBeInViewport();
    await page.getByRole('button', { name: 'Next slide' }).tap();
    await hydrate();
    // The cross-fade starts at the slide scrolled to, then the held tap moves it on.
    await expect(page.locator('.carousel__slide.is-active')).toHaveAttribute('aria-label', /^Slide 4 of/);
    await expect(page.locator('.carousel__slide.is-active .carousel__title')).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    waitForHydration: false,
  });

  test('the menu opens and reaches a page', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await (await burger(page, 'Open menu')).click();
    await menu.locator('summary', { hasText: 'Company' }).click();
    await menu.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/company\/history$/);
  });

  test('the language switch goes to the same page in the other language', async ({ page }) => {
    await page.goto('/vi/company/history');
    await page.getByLabel(/^Ngôn ngữ/).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/company\/history$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the carousel is a row of slides to scroll, with no dead buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
    const row = page.locator('.carousel__slides');
    await row.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
    await expect(page.locator('.carousel__slide').nth(1).locator('.carousel__title')).toBeInViewport();
  });
});

test.describe('not found', () => {
  for (const path of [
    '/no/such/page',
    '/vi/no/such/page',
    '/career/jobs-detail/999999',
    '/news/detail/999999',
  ])
    test(`answers 404 with 'Not Found...': ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/vi') ? 'Không tìm thấy...' : 'Not Found...',
      );
    });
});
