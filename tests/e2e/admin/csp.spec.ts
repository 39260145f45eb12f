import { expect, test } from '../fixtures.ts';
import { signIn } from './helpers.ts';

/**
 * The back-office's editor screens under the CSP without 'unsafe-inline' (decision 046): the rich
 * text editor (TipTap: its base styles, a table, a gap cursor) and the media library's focal point
 * marker. The fixture fails on any `securitypolicyviolation` event.
 */
test('the rich-text editor and the media library work with nothing refused by the CSP', async ({ page }) => {
  await signIn(page);
  const response = await page.goto('/admin/board/news/add');
  expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-");
  const editor = page.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('A paragraph, then a table.');
  await page.getByRole('button', { name: 'Insert table' }).click();
  await expect(editor.locator('table')).toBeVisible();
  await page.keyboard.type('A cell');
  await expect(editor).toContainText('A cell');

  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
  const first = page.locator('a[href^="/admin/media/detail/"]').first();
  if (await first.count()) {
    await first.click();
    await expect(page).toHaveURL(/\/admin\/media\/detail\/\d+$/);
    await page.getByLabel('From the left (%)').fill('30');
  }
});
