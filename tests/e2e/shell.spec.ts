import { bothLanguages, expect, expectAccessible, test } from './fixtures.ts';

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
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('link', { name: 'Tiếng Việt' })).toBeVisible();
  });

  test('switches language on the same page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
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
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Career' }).click();
    await expect(menu.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'News' }).click();
    await expect(menu.getByRole('button', { name: 'Career' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Jobs', exact: true })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Videos' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
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
