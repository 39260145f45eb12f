import { expect, expectAccessible, test } from './fixtures.ts';

/** The privacy policy (decision 039): reached from the footer and from a form's notice, in both languages. */
test.describe('privacy policy', () => {
  test('opens from the footer in English, with its version and the list of versions', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle('Privacy Policy | KidVenture Vietnam');
    await expect(page.getByText(/^Version \d+, in force since \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Versions of this notice' })).toBeVisible();
    await expectAccessible(page);
  });

  test('opens from the footer in Vietnamese', async ({ page }) => {
    await page.goto('/vi');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chính sách bảo mật' }).click();
    await expect(page).toHaveURL(/\/vi\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chính sách bảo mật');
    await expect(page.getByText(/^Phiên bản \d+, có hiệu lực từ \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Các phiên bản của thông báo này' })).toBeVisible();
    await expectAccessible(page);
  });

  test('opens from the job alert form’s notice', async ({ page }) => {
    await page.goto('/career/jobs');
    const form = page.getByRole('region', { name: 'Get new jobs by e-mail' });
    await form.getByRole('link', { name: 'Read the full privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('opens from the inquiry form’s privacy dialog', async ({ page }) => {
    await page.goto('/partner/partnership-inquiry');
    await page.getByRole('link', { name: 'View privacy policy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Read the full privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });
});
