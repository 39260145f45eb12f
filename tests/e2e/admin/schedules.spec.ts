import type { Page } from '@playwright/test';
import { toDayMonthYear } from '../../../src/web/admin/lib/day-month-year.ts';
import { expect, test } from '../fixtures.ts';
import { answerDialog, saveForm, signIn, unique } from './helpers.ts';

/**
 * Schedules with a time (decision 035): editors schedule a news item for the next
 * minute in the admin, in English and in Vietnamese; the public pages do not show it, then do once
 * that minute has come. The server runs on the real clock, so the test waits for the minute
 * (up to about 80 seconds).
 */
test.beforeEach(async ({ page }) => signIn(page));

/** 'YYYY-MM-DDTHH:MM' in Vietnam (UTC+7) of an instant, as the API takes it (the admin types it day first). */
const vietnamMinute = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 16);

/** The news item's number, from its row's link in the admin list. */
async function rowNumber(page: Page, title: string): Promise<number> {
  const href = await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .getAttribute('href');
  return Number(href!.split('/').at(-1));
}

test('news scheduled for the next minute in the admin (EN and VI) appears on the site at that minute', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // Saving both items must end inside this minute, so that the next one is still ahead: start early in one.
  const second = new Date().getUTCSeconds();
  if (second > 30) await page.waitForTimeout((61 - second) * 1000);
  const publishAt = vietnamMinute(Date.now() + 60_000);

  const enTitle = unique('Scheduled news');
  await page.goto('/admin/board/news/add');
  await page.getByLabel('Title', { exact: true }).fill(enTitle);
  await expect(page.getByText('Vietnam time (UTC+7), to the minute.', { exact: false })).toBeVisible();
  await page.getByLabel('Publish at').fill(toDayMonthYear(publishAt));
  await saveForm(page, 'Data stored Successfully');
  await expect(page).toHaveURL(/\/admin\/board\/news$/);
  const enNo = await rowNumber(page, enTitle);

  // The Vietnamese admin, in a tab of its own (the admin language is kept per tab).
  const vi = await context.newPage();
  await vi.addInitScript(() => sessionStorage.setItem('kv-admin-language', 'vi'));
  const viTitle = unique('Tin hẹn giờ');
  await vi.goto('/admin/board/news/add');
  await vi.getByLabel('Tiêu đề', { exact: true }).fill(viTitle);
  await vi.getByLabel('Đăng lúc').fill(toDayMonthYear(publishAt));
  await vi.getByRole('button', { name: 'LƯU' }).click();
  await answerDialog(vi, 'Bạn có muốn lưu không?', 'Đồng ý');
  await answerDialog(vi, 'Đã lưu dữ liệu thành công', 'Đồng ý');
  await expect(vi).toHaveURL(/\/admin\/board\/news$/);
  const viNo = await rowNumber(vi, viTitle);
  // Staff see what they scheduled, with its time as typed.
  await vi.getByRole('link', { name: viTitle }).click();
  await expect(vi.getByLabel('Đăng lúc')).toHaveValue(toDayMonthYear(publishAt));
  await vi.close();

  const pages = [
    { item: `/news/detail/${enNo}`, list: '/news/press-release', title: enTitle },
    { item: `/vi/news/detail/${viNo}`, list: '/vi/news/press-release', title: viTitle },
  ];
  expect(vietnamMinute(Date.now()) < publishAt, 'saved before the scheduled minute').toBe(true);
  for (const { item, list, title } of pages) {
    expect((await page.request.get(item)).status()).toBe(404);
    await page.goto(list);
    await expect(page.getByRole('main')).not.toContainText(title);
  }

  for (const { item } of pages)
    await expect
      .poll(async () => (await page.request.get(item)).status(), { timeout: 90_000, intervals: [2_000] })
      .toBe(200);
  for (const { item, list, title } of pages) {
    await page.goto(list);
    await expect(page.getByRole('main')).toContainText(title);
    await page.goto(item);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
});
