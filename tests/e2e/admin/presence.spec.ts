import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminCall, signIn, unique } from './helpers.ts';

/**
 * Who else has an item open (decision 061): two editors in two browsers; the second sees the first
 * on the form and in the list, and no longer once the first closes the form.
 */
test.beforeEach(async ({ page }) => signIn(page));

/** A news editor of their own, signed in in a browser context of their own. */
async function newsEditor(page: import('@playwright/test').Page, browser: Browser, manager: string) {
  const username = unique('lan').replace(/\W/g, '').toLowerCase().slice(0, 20);
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: 'General Manager',
      username,
      password: 'Editor-Pass1',
      manager,
      email: `${username}@example.com`,
      contact: '0987654321',
      mgtsettings: ['rBoardNews', 'eBoardNews'],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editor = await context.newPage();
  await signIn(editor, { loginId: username, password: 'Editor-Pass1' });
  return { editor, username, close: () => context.close() };
}

test('a second editor sees the first on the form and in the list, until the first closes the form', async ({
  page,
  browser,
}) => {
  const title = unique('Presence news');
  const created = await page.request.post('/api/news', {
    headers: adminCall(),
    data: { localeCd: 'EN', typeCd: '20', title, contents: '<p>Two editors.</p>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const newsNo = Number((await created.json()).data);
  const lan = await newsEditor(page, browser, 'Lan Nguyen');

  // Lan opens the item first.
  await lan.editor.goto(`/admin/board/news/detail/${newsNo}`);
  await expect(lan.editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(lan.editor.locator('.admin-presence')).toHaveCount(0);

  // The second editor sees her on the form…
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  await expect(page.getByRole('status').filter({ hasText: 'is also editing this' })).toHaveText(
    `Lan Nguyen (${lan.username}) is also editing this — opened just now`,
  );
  // …and in the list, as an icon named for screen readers.
  await page.goto('/admin/board/news');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('img', { name: `Being edited by Lan Nguyen (${lan.username})` })).toBeVisible();

  // Lan leaves the form: she is gone at once, not after 90 seconds.
  await lan.editor.getByRole('link', { name: 'List' }).click();
  await expect(lan.editor).toHaveURL(/\/admin\/board\/news$/);
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/presence?type=news', { headers: adminCall() });
      return (await answer.json()).data.list.some((item: { id: number }) => item.id === newsNo);
    })
    .toBe(false);
  await page.reload();
  // Its own row only: other tests' editors may have other news open on the shared server.
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: /Being edited by/ })).toHaveCount(0);
  await lan.close();
});

test('the Vietnamese admin says it in Vietnamese', async ({ page, browser }) => {
  const created = await page.request.post('/api/news', {
    headers: adminCall(),
    data: { localeCd: 'EN', typeCd: '20', title: unique('Presence VI'), contents: '<p>Hai người.</p>' },
  });
  const newsNo = Number((await created.json()).data);
  const lan = await newsEditor(page, browser, 'Lan Nguyen');
  await lan.editor.goto(`/admin/board/news/detail/${newsNo}`);
  await expect(lan.editor.getByLabel('Title', { exact: true })).toBeVisible();
  await page.addInitScript(() => sessionStorage.setItem('kv-admin-language', 'vi'));
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  await expect(page.getByRole('status').filter({ hasText: 'cũng đang sửa' })).toHaveText(
    `Lan Nguyen (${lan.username}) cũng đang sửa mục này — vừa mới mở`,
  );
  await lan.close();
});

test('the Applications filter bar fits one line at 1280 px and names its one search', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/board/application');
  const bar = page.locator('form.admin-search');
  await expect(bar.getByLabel('Name or e-mail')).toBeVisible();
  await expect(page.getByLabel('Search by')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('applications-filter-bar-1280.png') });
  const tops = await bar.evaluate((form) => [
    ...new Set([...form.children].map((child) => Math.round(child.getBoundingClientRect().top))),
  ]);
  expect(tops, 'every control of the bar on one line').toHaveLength(1);
});
