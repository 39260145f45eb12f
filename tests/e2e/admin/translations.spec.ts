import { expect, test } from '../fixtures.ts';
import { adminCall, saveForm, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

test('news: "Add the Vietnamese version" starts a linked translation in the editor\'s own language; the list and the site show the pair', async ({
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
  // The add form of the same section, for a Vietnamese item; the admin stays in the editor's English.
  await expect(page).toHaveURL(`/admin/board/news/add?translationOf=${enNo}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(
    `Vietnamese version of “${title}” (#${enNo}): saving links the two.`,
  );
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('20');
  await expect(page.locator('[contenteditable="true"]')).toContainText('Come and play.');
  const viTitle = `${title} (VI)`;
  await page.getByLabel('Title', { exact: true }).fill(viTitle);
  await saveForm(page, 'Data stored Successfully');

  // The English list, still in English, shows the pair on the English item.
  await expect(page).toHaveURL(/\/admin\/board\/news$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('EN · VI');
  await row.getByRole('link', { name: title, exact: true }).click();
  const open = page.getByRole('link', { name: 'Open the Vietnamese version' });
  const viNo = Number((await open.getAttribute('href'))!.split('/').at(-1));
  expect(viNo).toBeGreaterThan(enNo);
  await open.click();
  // The stored Vietnamese item, in the English admin, opens its English counterpart back.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(viTitle);
  await expect(page.getByRole('link', { name: 'Open the English version' })).toHaveAttribute(
    'href',
    `/admin/board/news/detail/${enNo}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`/vi/news/detail/${viNo}`);
  await expect(page.locator('.lang__menu a[hreflang="en"]')).toHaveAttribute('href', `/news/detail/${enNo}`);
});
