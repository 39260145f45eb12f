import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, answerDialog, deleteRow, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

/** A public news item made through the API (the admin form is tested in board.spec.ts). */
async function createNews(page: Page, title: string, localeCd = 'EN'): Promise<number> {
  const created = await page.request.post('/api/news', {
    headers: adminCall(),
    data: { localeCd, typeCd: '10', title, contents: '<p>Back from the trash.</p>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).data;
}

test('news: a deleted item is restored from the Trash and is public again', async ({ page }) => {
  const title = unique('Trash news');
  const newsNo = await createNews(page, title);
  expect((await page.request.get(`/news/detail/${newsNo}`)).status()).toBe(200);

  await page.goto('/admin/board/news');
  await deleteRow(page, title);
  expect((await page.request.get(`/news/detail/${newsNo}`)).status()).toBe(404);

  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/board\/news\/trash$/);
  await expect(page.getByRole('heading', { name: 'Trash: News' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('admin');
  // Deleted items cannot be opened for editing, and nothing here deletes or adds.
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
  const restore = page.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeDisabled();
  await expectAccessible(page);

  await row.getByRole('checkbox').check();
  await restore.click();
  await answerDialog(page, 'Restore the 1 checked item(s)?', 'Cancel');
  await expect(row).toBeVisible();
  await restore.click();
  await answerDialog(page, 'Restore the 1 checked item(s)?');
  await answerDialog(page, '1 item(s) restored.');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/admin\/board\/news$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  await page.goto(`/news/detail/${newsNo}`);
  await expect(page.getByRole('article', { name: title })).toContainText('Back from the trash.');
  await page.goto('/news/press-release');
  await expect(page.getByText(title)).toBeVisible();
});

test('Vietnamese admin: several items restored at once, messages in Vietnamese', async ({ page }) => {
  const titles = [unique('Thùng rác một'), unique('Thùng rác hai')];
  const ids = [await createNews(page, titles[0]!, 'VI'), await createNews(page, titles[1]!, 'VI')];
  const removed = await page.request.delete('/api/news', {
    headers: adminCall(),
    data: { newsNo: ids },
  });
  expect(removed.status()).toBe(200);

  await page.goto('/admin/board/news/trash');
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thùng rác: Tin tức' })).toBeVisible();
  for (const title of titles)
    await page.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Khôi phục' }).click();
  await answerDialog(page, 'Khôi phục 2 mục đã chọn?', 'Đồng ý');
  await answerDialog(page, 'Đã khôi phục 2 mục.', 'Đồng ý');
  for (const title of titles) await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  for (const id of ids) expect((await page.request.get(`/vi/news/detail/${id}`)).status()).toBe(200);
});

test('without the delete right there is no Trash', async ({ page, browser }) => {
  const username = `reader${Date.now().toString(36)}`;
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: 'General Manager',
      username,
      password: 'Reader-Pass1!',
      manager: 'Reader',
      email: `${username}@kidventure.example`,
      contact: '0912345678',
      mgtsettings: ['rBoardNews', 'eBoardNews'],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await context.newPage();
  await signIn(reader, { loginId: username, password: 'Reader-Pass1!' });
  await reader.goto('/admin/board/news');
  await expect(reader.getByRole('heading', { name: 'News' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Trash', exact: true })).toHaveCount(0);
  await reader.goto('/admin/board/news/trash');
  await expect(reader.getByText('You do not have permission to open this page.')).toBeVisible();
  await context.close();
});
