import { MSG } from '../../../src/common/messages.ts';
import { expect, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

/**
 * Revisions and drafts in the admin (decision 037): a mistaken save undone from the history beside the
 * form, and changes kept as a draft that visitors do not see until they are published.
 */

test.beforeEach(async ({ page }) => signIn(page));

async function createNews(page: import('@playwright/test').Page, localeCd: 'EN' | 'VI', title: string) {
  const created = await page.request.post('/api/news', {
    headers: adminCall(),
    data: { localeCd, typeCd: '10', title, contents: '<p>Gates open at nine.</p>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return Number((await created.json()).data);
}

test('English: a mistaken save is undone by restoring the version before it', async ({ page }) => {
  const title = unique('Summer camp opens in May');
  const newsNo = await createNews(page, 'EN', title);
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  const mistake = title.replace('opens in May', 'is cancelled');
  await page.getByLabel('Title', { exact: true }).fill(mistake);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, MSG.updated);
  await expect(page.getByRole('link', { name: mistake })).toBeVisible();

  await page.goto(`/admin/board/news/detail/${newsNo}`);
  const history = page.getByRole('complementary', { name: 'History' });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('admin · published');
  // What the mistaken save changed, word by word.
  await versions.first().getByRole('button').click();
  await expect(history.locator('del')).toHaveText('opens in May');
  await expect(history.locator('ins')).toHaveText('is cancelled');
  await expect(versions.first().getByRole('button', { name: 'Restore this version' })).toHaveCount(0);

  await versions.nth(1).getByRole('button').first().click();
  await expect(history).toContainText('The oldest version kept.');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await answerDialog(page, /Restore this version\?/);
  await answerDialog(page, 'The version has been restored.');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(versions).toHaveCount(3);

  await page.goto(`/news/detail/${newsNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('Vietnamese: changes saved as a draft stay unseen until published, and the list marks them', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.evaluate(() => sessionStorage.setItem('kv-admin-language', 'vi'));
  const title = unique('Ngày hội mở cửa');
  const newsNo = await createNews(page, 'VI', title);
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  const drafted = `${title} (bản mới)`;
  await page.getByLabel('Tiêu đề', { exact: true }).fill(drafted);
  await page.getByRole('button', { name: 'Giữ làm bản nháp' }).click();
  await answerDialog(page, /Đã lưu bản nháp\./, 'Đồng ý');
  await expect(page.getByRole('status').filter({ hasText: 'Có thay đổi chưa xuất bản' })).toBeVisible();
  await expect(page.getByLabel('Tiêu đề', { exact: true })).toHaveValue(drafted);

  // Visitors still read the published title; the preview shows the draft.
  await page.goto(`/vi/news/detail/${newsNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto(`/admin/preview/news/${newsNo}?draft=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drafted);

  await page.goto('/admin/board/news');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Bản nháp');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Tiêu đề', { exact: true })).toHaveValue(drafted);
  await page.getByRole('button', { name: 'XUẤT BẢN', exact: true }).click();
  await answerDialog(page, 'Bạn có muốn lưu không?', 'Đồng ý');
  await answerDialog(page, 'Đã cập nhật dữ liệu thành công', 'Đồng ý');
  await expect(page.getByRole('row').filter({ hasText: drafted })).not.toContainText('Bản nháp');

  await page.goto(`/vi/news/detail/${newsNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drafted);

  // The history has both versions; the first is restored from the Vietnamese admin.
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  const history = page.getByRole('complementary', { name: 'Lịch sử' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history.getByRole('listitem').nth(1).getByRole('button').first().click();
  await history.getByRole('button', { name: 'Khôi phục phiên bản này' }).click();
  await answerDialog(page, /Khôi phục phiên bản này\?/, 'Đồng ý');
  await answerDialog(page, 'Đã khôi phục phiên bản.', 'Đồng ý');
  await page.goto(`/vi/news/detail/${newsNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the access history links a save to the version it made, opened with its changes', async ({ page }) => {
  const title = unique('Water park hours');
  const newsNo = await createNews(page, 'EN', title);
  const saved = await page.request.post(`/api/news/${newsNo}`, {
    headers: adminCall(),
    data: { title: `${title} extended` },
  });
  expect(saved.status()).toBe(200);

  await page.goto(
    `/admin/user/history?searchType=url&searchText=${encodeURIComponent(`/api/news/${newsNo}`)}`,
  );
  const row = page.getByRole('row').filter({ hasText: `POST /api/news/${newsNo}` });
  await row.getByRole('link', { name: new RegExp(`^Version \\d+ of News ${newsNo}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/board/news/detail/${newsNo}\\?revision=\\d+$`));
  const history = page.getByRole('complementary', { name: 'History' });
  await expect(history.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(history.locator('ins')).toHaveText('extended');
});
