import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * The e2e server is a test server: its plugin `src/server/test/page-faults.ts` makes a page fail on
 * purpose when asked by the request header `X-Test-Fault`; the app itself ignores it. These pages
 * answer 500 by design, so the shared fixture's console rule is replaced by one that allows only
 * the page's own 500.
 */
const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const isOwnStatus = message.location().url === page.url() && /status of 500/.test(message.text());
        if (message.type() === 'error' && !isOwnStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const REFERENCE = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

test('a public page whose loader fails shows the error page with a reference, in English', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-test-fault': 'loader' });
  const response = await page.goto('/career/jobs');
  expect(response?.status()).toBe(500);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('This page could not be shown. Please try again in a moment.')).toBeVisible();
  await expect(page.getByText('quote this reference')).toBeVisible();
  // The reference is the request id the answer carries, which the server's log lines carry too.
  await expect(page.locator('.not-found__reference code')).toHaveText(REFERENCE);
  await expect(page.locator('.not-found__reference code')).toHaveText(response!.headers()['x-request-id']!);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);
  // The site's header stays, and 'Try again' asks for the same page again.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.setExtraHTTPHeaders({});
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/career\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
});

test('the error page follows the language of the URL', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-test-fault': 'render' });
  const response = await page.goto('/vi/news/press-release');
  expect(response?.status()).toBe(500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: 'Đã xảy ra lỗi' })).toBeVisible();
  await expect(page.getByText('cung cấp mã tham chiếu này')).toBeVisible();
  await expect(page.locator('.not-found__reference code')).toHaveText(REFERENCE);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: 'Thử lại' })).toBeInViewport();
});

test('API routes keep answering JSON', async ({ request }) => {
  const missing = await request.get('/api/nothing-here', { headers: { 'x-test-fault': 'loader' } });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, code: 'not_found' });
});
