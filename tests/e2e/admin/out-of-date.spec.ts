import { expect, test } from '../fixtures.ts';
import { adminCall, answerDialog, saveForm, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

test('news: the English item changes; the Vietnamese one is out of date on the start screen, in the list and on its form until marked still correct', async ({
  page,
}) => {
  const title = unique('Sports day');
  const create = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/news', {
      headers: adminCall(),
      data: { typeCd: '20', contents: '<p>Races and games.</p>', ...data },
    });
    expect(res.status(), await res.text()).toBe(200);
    return Number((await res.json()).data);
  };
  const enNo = await create({ localeCd: 'EN', title });
  const viTitle = `${title} (VI)`;
  const viNo = await create({ localeCd: 'VI', title: viTitle, translationOf: enNo });

  // The English item changes in its form.
  await page.goto(`/admin/board/news/detail/${enNo}`);
  const newTitle = `${title}, moved to Saturday`;
  await page.getByLabel('Title', { exact: true }).fill(newTitle);
  await saveForm(page, 'Data UPdated Successfully');
  await expect(page).toHaveURL(/\/admin\/board\/news$/);
  // The English item itself is in step.
  await expect(page.getByRole('row').filter({ hasText: newTitle })).not.toContainText('Out of date');

  // In Vietnamese, the start screen names the out-of-date translations and links to them.
  await page.evaluate(() => sessionStorage.setItem('kv-admin-language', 'vi'));
  await page.goto('/admin/dashboard');
  const todo = page.getByRole('region', { name: 'Việc cần làm' });
  const line = todo.getByRole('link', { name: /^Tin tức: bản dịch cần cập nhật: \d+$/ });
  await expect(line).toHaveAttribute('href', '/admin/board/news?outOfDate=Y');
  await line.click();

  // The list is filtered to the items out of date, each with its badge.
  await expect(page).toHaveURL('/admin/board/news?outOfDate=Y');
  await expect(page.getByRole('combobox', { name: 'Bản dịch' })).toHaveValue('Y');
  const row = page.getByRole('row').filter({ hasText: viTitle });
  await expect(row).toContainText('EN · VI');
  await expect(row).toContainText('Cần cập nhật');

  // Its form names the English version, links to it, and offers "Mark as still correct".
  await row.getByRole('link', { name: viTitle }).click();
  await expect(page).toHaveURL(`/admin/board/news/detail/${viNo}`);
  const notice = page.getByRole('status').filter({ hasText: 'Bản tiếng Anh' });
  await expect(notice).toContainText(`Bản tiếng Anh “${newTitle}” đã thay đổi sau lần lưu cuối của bản này.`);
  await expect(notice.getByRole('link', { name: 'Mở bản tiếng Anh' })).toHaveAttribute(
    'href',
    `/admin/board/news/detail/${enNo}`,
  );
  await notice.getByRole('button', { name: 'Đánh dấu là vẫn đúng' }).click();
  await answerDialog(page, 'Đã đánh dấu là vẫn đúng.', 'Đồng ý');
  await expect(notice).toHaveCount(0);

  // The mark is gone: the filtered list no longer shows the item, the whole list shows no badge.
  await page.goto('/admin/board/news?outOfDate=Y');
  await expect(page.getByRole('combobox', { name: 'Bản dịch' })).toHaveValue('Y');
  await expect(page.getByRole('row').filter({ hasText: viTitle })).toHaveCount(0);
  await page.goto('/admin/board/news');
  await expect(page.getByRole('row').filter({ hasText: viTitle })).not.toContainText('Cần cập nhật');
});
