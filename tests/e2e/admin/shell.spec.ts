import { expect, expectAccessible, test } from '../fixtures.ts';
import { ADMIN, answerDialog, signIn } from './helpers.ts';

test('an admin page without a session goes to the login page', async ({ page }) => {
  await page.goto('/admin/board/news');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('login checks its fields, reports the server message, and Enter submits', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await answerDialog(page, 'Please Fill ID and Password');

  await page.getByRole('textbox', { name: 'ID' }).fill('nobody-here');
  await page.getByLabel('Password').fill('Wrong-Pass1!');
  await page.getByLabel('Password').press('Enter');
  await answerDialog(page, 'The ID or password is incorrect');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByRole('textbox', { name: 'ID' }).fill(ADMIN.loginId);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, ADMIN' })).toBeVisible();
  for (const box of ['Main', 'Board management', 'Q&A management', 'User management'])
    await expect(page.getByRole('heading', { name: box, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('logout ends the session', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the EN/VI choice switches the admin texts and the content listed', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/board/news');
  await expect(page.getByRole('heading', { name: 'News', exact: true })).toBeVisible();
  const firstEnglish = await page.getByRole('row').nth(1).innerText();
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tin tức', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Xóa' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).not.toHaveText(firstEnglish);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('the public pages never load the admin bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /admin|ListScreen|RichTextEditor/i.test(url))).toEqual([]);
});
