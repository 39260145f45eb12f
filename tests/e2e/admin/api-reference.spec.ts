import { expect, expectAccessible, test } from '../fixtures.ts';
import { signIn } from './helpers.ts';

test('the API reference lists the calls by group, opens a call and its schemas from the keyboard', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/admin\/api-reference$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Banner' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Session' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute(
    'href',
    '/api/openapi.json',
  );

  const deleteBanner = page
    .locator('summary')
    .filter({ hasText: 'DELETE' })
    .filter({ hasText: /^DELETE\/api\/banner[^/]/ });
  await expect(deleteBanner).toHaveCount(1);
  await expect(deleteBanner).toContainText('Administrators');
  await deleteBanner.focus();
  await page.keyboard.press('Enter');
  const detail = page.locator('details[open]').filter({ has: deleteBanner });
  await expect(detail.getByText('dMainBanner', { exact: true })).toBeVisible();
  await expect(detail.getByText('X-KV-Admin: 1')).toBeVisible();
  await expect(detail.getByRole('term').filter({ hasText: '400' })).toContainText(
    'The query, body or path could not be accepted',
  );

  // A named schema opens in place, with its fields.
  const listBanner = page.locator('summary').filter({ hasText: /^GET\/api\/bannerList/ });
  await listBanner.focus();
  await page.keyboard.press('Space');
  const list = page.locator('details[open]').filter({ has: listBanner });
  await expect(list.getByRole('rowheader', { name: 'searchText' })).toBeVisible();
  await list.locator('summary', { hasText: 'BannerRowList' }).focus();
  await page.keyboard.press('Enter');
  await list.locator('summary', { hasText: 'BannerRow[]' }).click();
  await expect(list.getByRole('rowheader', { name: 'imageVariants' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Filter calls').fill('POST password authority');
  await expect(page.getByText('2 of')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Authority']);
});

test('the API reference in Vietnamese on a phone, reached from the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Tài liệu API' }).click();
  await expect(page).toHaveURL(/\/admin\/api-reference$/);
  await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tài liệu API' })).toBeVisible();
  await expect(page.getByLabel('Lọc lệnh gọi')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tải openapi.json' })).toBeVisible();
  await expectAccessible(page);
});
