import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, answerDialog, PNG, saveForm, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

/** News items titled `${tag} 01` … `${tag} nn`, created oldest first. */
async function createNews(page: Page, tag: string, count: number) {
  for (let i = 1; i <= count; i++) {
    const res = await page.request.post('/api/news', {
      headers: adminCall(),
      data: {
        localeCd: 'EN',
        typeCd: '10',
        title: `${tag} ${String(i).padStart(2, '0')}`,
        contents: '<p>x</p>',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The link texts of the list's rows, top to bottom. */
const titles = (page: Page) => page.getByRole('table').getByRole('link');

async function searchTitle(page: Page, text: string) {
  await page.getByLabel('Search by').selectOption({ label: 'Title' });
  await page.getByLabel('Search text').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a search, sort and page survive opening an item, saving, reload and back', async ({ page }) => {
  const tag = unique('Keep').replace(' ', '');
  await createNews(page, tag, 12);
  await page.goto('/admin/board/news');
  await searchTitle(page, tag.toUpperCase());
  await expect(page.getByText('Total 12')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/admin/board/news\\?searchType=title&searchText=${tag.toUpperCase()}$`),
  );
  await page.getByRole('button', { name: 'Title' }).click();
  await expect(page).toHaveURL(/&sort=title&order=asc$/);
  await expect(titles(page).first()).toHaveText(`${tag} 01`);
  await page.getByRole('link', { name: 'Page 2' }).click();
  const listUrl = new RegExp(
    `/admin/board/news/2\\?searchType=title&searchText=${tag.toUpperCase()}&sort=title&order=asc$`,
  );
  await expect(page).toHaveURL(listUrl);
  await expect(titles(page)).toHaveText([`${tag} 11`, `${tag} 12`]);

  // Open, save, and land on the same view.
  await page.getByRole('link', { name: `${tag} 11` }).click();
  await expect(page).toHaveURL(/\/admin\/board\/news\/detail\/\d+$/);
  await page.getByLabel('Title', { exact: true }).fill(`${tag} 11 edited`);
  await saveForm(page, 'Data UPdated Successfully');
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByLabel('Search text')).toHaveValue(tag.toUpperCase());
  await expect(titles(page)).toHaveText([`${tag} 11 edited`, `${tag} 12`]);

  // Reload shows the same view.
  await page.reload();
  await expect(page.getByLabel('Search text')).toHaveValue(tag.toUpperCase());
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(titles(page)).toHaveText([`${tag} 11 edited`, `${tag} 12`]);

  // The form's List link and the browser's back button return to it too.
  await page.getByRole('link', { name: `${tag} 12` }).click();
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(listUrl);
  await page.getByRole('link', { name: `${tag} 12` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${tag} 12`);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByLabel('Search text')).toHaveValue(tag.toUpperCase());
  await expect(titles(page)).toHaveText([`${tag} 11 edited`, `${tag} 12`]);
});

test('sorting by a column changes the order, survives reload and returns to the default', async ({
  page,
}) => {
  const tag = unique('Sort').replace(' ', '');
  await createNews(page, tag, 3);
  await page.goto(`/admin/board/news?searchType=title&searchText=${tag}`);
  // Default: newest first.
  await expect(titles(page)).toHaveText([`${tag} 03`, `${tag} 02`, `${tag} 01`]);
  const header = page.getByRole('columnheader', { name: 'Title' });
  await expect(header).not.toHaveAttribute('aria-sort');
  await header.getByRole('button').click();
  await expect(titles(page)).toHaveText([`${tag} 01`, `${tag} 02`, `${tag} 03`]);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=title&order=desc$/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
  await expect(titles(page)).toHaveText([`${tag} 03`, `${tag} 02`, `${tag} 01`]);
  await page.getByRole('columnheader', { name: 'Add Date' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=createDt&order=asc$/);
  await expect(titles(page)).toHaveText([`${tag} 01`, `${tag} 02`, `${tag} 03`]);
  await expect(page.getByRole('columnheader', { name: 'Title' })).not.toHaveAttribute('aria-sort');
  await page.getByRole('columnheader', { name: 'Add Date' }).getByRole('button').click();
  await page.getByRole('columnheader', { name: 'Add Date' }).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/admin/board/news\\?searchType=title&searchText=${tag}$`));
  await expect(titles(page)).toHaveText([`${tag} 03`, `${tag} 02`, `${tag} 01`]);
  await expectAccessible(page);
});

test('a list shows Loading… while it loads, never Total 0, and No data when empty', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/faq\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/board/faq');
  await expect(page.getByText('Loading…').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Total 0')).toHaveCount(0);
  release();
  await expect(page.getByText(/^Total \d+$/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.unroute(/\/api\/faq\?/);

  await searchTitle(page, 'no such question anywhere');
  await expect(page.getByText('Total 0')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No data.' })).toBeVisible();
});

test('banners are searched by title and partners by name, ignoring case and diacritics', async ({ page }) => {
  const id = unique('x').split(' ')[1];
  const title = `Khuyến mãi Hè ${id}`;
  const banner = await page.request.post('/api/banner', {
    headers: adminCall(),
    multipart: { localeCd: 'EN', title, contents: 'Sub', useYn: 'Y', bannerImg: PNG },
  });
  expect(banner.status(), await banner.text()).toBe(200);
  await page.goto('/admin/main/banner');
  // One thing to search by: the field is named by it, not offered as a choice (decision 061).
  await expect(page.getByLabel('Search by')).toHaveCount(0);
  await page.locator('form.admin-search').getByLabel('Title', { exact: true }).fill(`KHUYEN MAI HE ${id}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Total 1')).toBeVisible();
  await expect(titles(page)).toHaveText([title]);

  const name = `Đồ chơi Sao ${id}`;
  const partner = await page.request.post('/api/partner', {
    headers: adminCall(),
    multipart: { localeCd: 'EN', name, typeCd: '20', useYn: 'Y', partnerImg: PNG },
  });
  expect(partner.status(), await partner.text()).toBe(200);
  await page.goto('/admin/board/partner');
  await expect(page.getByLabel('Search by')).toHaveCount(0);
  await page.locator('form.admin-search').getByLabel('Name', { exact: true }).fill(`do choi sao ${id}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Total 1')).toBeVisible();
  await expect(titles(page)).toHaveText([name]);
  await expect(page).toHaveURL(/\/admin\/board\/partner\?searchType=name&searchText=/);
});

test('the Q&A list shows the inquirer with the title and filters by status in the URL', async ({ page }) => {
  const title = unique('Sponsorship');
  const sent = await page.request.post('/api/qna', {
    multipart: {
      typeCd: '20',
      title,
      contents: 'Hello',
      name: 'Trần Thị Hoa',
      email: 'hoa',
      emailDomain: '10',
      emailDomainName: 'gmail.com',
      phone: '0912345678',
      policyChecked: 'Y',
      localeCd: 'EN',
    },
  });
  expect(sent.status()).toBe(200);
  await page.goto('/admin/qna/qna');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link')).toHaveText(`${title} (Trần Thị Hoa)`);
  await expect(page.getByRole('columnheader')).toContainText([
    'Category',
    'Title',
    'Writer',
    'Add Date',
    'Status',
  ]);

  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption({ label: 'Done' });
  await expect(page).toHaveURL(/\/admin\/qna\/qna\?statusCd=20$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await status.selectOption({ label: 'Wait' });
  await expect(page).toHaveURL(/\?statusCd=10$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('10');
  await expectAccessible(page);
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('combobox')
    .selectOption({ label: 'Done' });
  await answerDialog(page, 'Do you want to change the status?');
  await answerDialog(page, 'Data UPdated Successfully');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
  await expect(page).toHaveURL(/\/admin\/qna\/qna$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
});

test('the history list numbers its rows under No and folds the account search', async ({ page }) => {
  const account = `nguyễnđức${Date.now().toString(36)}`;
  const attempt = await page.request.post('/api/user/login', {
    headers: adminCall(),
    data: { loginId: account, password: 'Wrong-Pass1!' },
  });
  expect(attempt.status()).toBe(401);
  await page.goto('/admin/user/history');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'IP', 'Account', 'URL', 'Date', 'Change']);
  await page.getByLabel('Search by').selectOption({ label: 'Account' });
  await page.getByLabel('Search text').fill(account.replace('nguyễnđức', 'NGUYENDUC'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Total 1')).toBeVisible();
  const row = page.getByRole('row').nth(1);
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row).toContainText(account);
  await expect(row).toContainText('POST /api/user/login');
});

test('video rows open their detail with the read right; the pinned row needs edit', async ({
  page,
  browser,
}) => {
  const username = unique('viewer').replace(/\s/g, '');
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: 'General Manager',
      username,
      password: 'Viewer-Pass1',
      manager: 'Video Viewer',
      email: 'viewer@example.com',
      contact: '0987654321',
      mgtsettings: ['rBoardVideo'],
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  // With e (the System Manager) the pinned row opens too.
  await page.goto('/admin/board/video');
  const pinnedRow = page.locator('.admin-table__pinned');
  await expect(pinnedRow).toContainText('Fixed');
  await expect(pinnedRow.getByRole('link')).toHaveCount(1);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const viewer = await context.newPage();
  await signIn(viewer, { loginId: username, password: 'Viewer-Pass1' });
  await viewer.goto('/admin/board/video');
  const regular = viewer.getByRole('row').nth(2);
  await expect(regular.getByRole('link')).toHaveCount(1);
  await expect(viewer.locator('.admin-table__pinned')).toContainText('Fixed');
  await expect(viewer.locator('.admin-table__pinned').getByRole('link')).toHaveCount(0);
  const title = await regular.getByRole('link').innerText();
  await regular.getByRole('link').click();
  await expect(viewer).toHaveURL(/\/admin\/board\/video\/detail\/\d+$/);
  await expect(viewer.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(viewer.getByLabel('Title', { exact: true })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'SAVE' })).toHaveCount(0);
  await viewer.getByRole('link', { name: 'List', exact: true }).click();
  await expect(viewer).toHaveURL(/\/admin\/board\/video$/);
  await context.close();
});
