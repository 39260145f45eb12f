import { expect, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

test('news: "Add the Vietnamese version" starts a linked translation; the list and the site show the pair', async ({
  page,
}) => {
  const title = unique('Open day');
  const created = await page.request.post('/api/news', {
    headers: adminCall(),
    data: { localeCd: 'EN', typeCd: '20', title, contents: '<p>Come and play.</p>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const enNo = Number((await created.json()).data);

  await page.goto(`/admin/board/news/detail/${enNo}`);
  await page.getByRole('button', { name: 'Add the Vietnamese version' }).click();
  // The admin is now in Vietnamese, the language of what it creates, on the add form of the same section.
  await expect(page).toHaveURL(`/admin/board/news/add?translationOf=${enNo}`);
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(
    `Bản tiếng Việt của “${title}” (#${enNo}): khi lưu, hai bản sẽ được liên kết.`,
  );
  await expect(page.getByLabel('Tiêu đề', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Danh mục' })).toHaveValue('20');
  await expect(page.locator('[contenteditable="true"]')).toContainText('Come and play.');
  const viTitle = `${title} (VI)`;
  await page.getByLabel('Tiêu đề', { exact: true }).fill(viTitle);
  await page.getByRole('button', { name: 'LƯU' }).click();
  await answerDialog(page, 'Bạn có muốn lưu không?', 'Đồng ý');
  await answerDialog(page, 'Đã lưu dữ liệu thành công', 'Đồng ý');

  await expect(page).toHaveURL(/\/admin\/board\/news$/);
  const row = page.getByRole('row').filter({ hasText: viTitle });
  await expect(row).toContainText('EN · VI');
  const href = await row.getByRole('link', { name: viTitle }).getAttribute('href');
  const viNo = Number(href!.split('/').at(-1));
  expect(viNo).toBeGreaterThan(0);

  // The stored Vietnamese item opens its English counterpart back.
  await row.getByRole('link', { name: viTitle }).click();
  await expect(page.getByRole('link', { name: 'Mở bản tiếng Anh' })).toHaveAttribute(
    'href',
    `/admin/board/news/detail/${enNo}`,
  );

  await page.goto(`/vi/news/detail/${viNo}`);
  await expect(page.locator('.lang__menu a[hreflang="en"]')).toHaveAttribute('href', `/news/detail/${enNo}`);
});
