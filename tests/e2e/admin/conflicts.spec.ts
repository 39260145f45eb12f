import type { Browser, Page } from '@playwright/test';
import { MSG } from '../../../src/common/messages.ts';
import { expect, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';
import { apply, createJob } from './pipeline-seed.ts';

/**
 * Two editors, one item (decision 057): both open it, both change it; the second to save is shown
 * who saved in the meantime and what differs, keeps their change on top, and the item's history
 * keeps both saves. Each editor has a browser of their own.
 */

const PASSWORD = 'Second-Pass1';

/** A second editor holding `rights`, signed in in a browser context of their own. */
async function secondEditor(page: Page, browser: Browser, rights: string[]) {
  const username = unique('editor').replace(/\s/g, '');
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: 'General Manager',
      username,
      password: PASSWORD,
      manager: 'Second Editor',
      email: 'second.editor@example.com',
      contact: '0987654321',
      mgtsettings: rights,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signIn(other, { loginId: username, password: PASSWORD });
  return { username, page: other, close: () => context.close() };
}

const conflictScreen = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: 'Someone else saved this in the meantime' });

test('two editors save the same news item: the second sees the conflict, keeps theirs on top, and the history has both', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const title = unique('Open day');
  const created = await page.request.post('/api/news', {
    headers: adminCall(),
    data: { localeCd: 'EN', typeCd: '10', title, contents: '<p>Gates open at nine.</p>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const newsNo = Number((await created.json()).data);
  const second = await secondEditor(page, browser, ['rBoardNews', 'eBoardNews']);

  // Both open the item.
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  await second.page.goto(`/admin/board/news/detail/${newsNo}`);
  await expect(second.page.getByLabel('Title', { exact: true })).toHaveValue(title);

  // The first saves.
  const first = `${title} moved to Sunday`;
  await page.getByLabel('Title', { exact: true }).fill(first);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, MSG.updated);

  // The second saves over the version they opened: the conflict screen says who and what differs.
  const mine = `${title} with a puppet show`;
  await second.page.getByLabel('Title', { exact: true }).fill(mine);
  await second.page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(second.page, 'Do you want to save?');
  const conflict = conflictScreen(second.page);
  await expect(conflict).toContainText(/admin saved it at \d{2}\/\d{2}\/\d{4}/);
  await expect(conflict.locator('dt')).toHaveText(['Title']);
  await expect(conflict.locator('del')).toHaveText('moved to Sunday');
  await expect(conflict.locator('ins')).toHaveText('with a puppet show');
  await conflict.getByRole('button', { name: 'Keep mine (save over theirs)' }).click();
  await answerDialog(second.page, MSG.updated);
  await expect(second.page.getByRole('link', { name: mine })).toBeVisible();

  // The item is the second editor's; its history keeps both saves, newest first.
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(mine);
  const versions = page.getByRole('complementary', { name: 'History' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText(`${second.username} · published`);
  await expect(versions.nth(1)).toContainText('admin');
  await second.close();
});

test('two editors move the same application: the second sees who moved it, keeps their status, and the timeline has both moves', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const marker = unique('Conflict').replace(/\s/g, '');
  const name = `Conflict Applicant ${marker}`;
  const jobNo = await createJob(page.request, `Lifeguard ${marker}`);
  const applicationNo = await apply(page.request, jobNo, name);
  const second = await secondEditor(page, browser, ['rBoardApplication', 'eBoardApplication']);

  const detail = `/admin/board/application/detail/${applicationNo}`;
  await page.goto(detail);
  await second.page.goto(detail);
  await expect(second.page.getByLabel('Status')).toHaveValue('10');

  await page.getByLabel('Status').selectOption({ label: 'Reviewing' });
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, MSG.updated);

  await second.page.getByLabel('Status').selectOption({ label: 'Interview' });
  await second.page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(second.page, 'Do you want to save?');
  const conflict = conflictScreen(second.page);
  await expect(conflict).toContainText(/admin saved it at \d{2}\/\d{2}\/\d{4}/);
  await expect(conflict.locator('del')).toHaveText('Reviewing');
  await expect(conflict.locator('ins')).toHaveText('Interview');
  await conflict.getByRole('button', { name: 'Keep mine (save over theirs)' }).click();
  await answerDialog(second.page, MSG.updated);

  await page.goto(detail);
  await expect(page.getByLabel('Status')).toHaveValue('30');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^Moved from New to Reviewing by admin, /)).toBeVisible();
  await expect(
    timeline.getByText(new RegExp(`^Moved from Reviewing to Interview by ${second.username}, `)),
  ).toBeVisible();
  await second.close();
});
