import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, PNG, saveForm, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

test('a hidden job is previewed by an administrator, marked and noindex; visitors get 404', async ({
  page,
  browser,
}) => {
  const title = unique('Night guide');
  const created = await page.request.post('/api/job', {
    headers: adminCall(),
    multipart: { localeCd: 'EN', title, contents: '<p>Guide the night walk.</p>', dateCd: '20', useYn: 'N' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const jobNo = (await created.json()).data as number;

  await page.goto(`/admin/board/recruit/detail/${jobNo}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  const link = page.getByRole('link', { name: 'Preview on site (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await preview.waitForLoadState();

  expect(preview.url()).toMatch(new RegExp(`/admin/preview/job/${jobNo}$`));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('Guide the night walk.')).toBeVisible();
  const marker = preview.getByRole('complementary', { name: 'Preview — not public' });
  await expect(marker).toBeVisible();
  await expect(marker).toContainText('Only signed-in staff can open this page.');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(preview);
  const answer = await preview.request.get(preview.url());
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  await preview.setViewportSize({ width: 390, height: 844 });
  await expect(marker).toBeInViewport();
  await preview.close();

  // A visitor (no session) gets 404 on the preview and on the public page alike.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  for (const path of [`/admin/preview/job/${jobNo}`, `/career/jobs-detail/${jobNo}`]) {
    const response = await stranger.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(stranger.getByRole('heading', { name: 'Not Found...' })).toBeVisible();
    await expect(stranger.getByText('Preview — not public')).toHaveCount(0);
    await expect(stranger.getByText(title)).toHaveCount(0);
  }
  await visitor.close();
});

test('an editor image gets a description on insert, can change it, and the public page shows it', async ({
  page,
}) => {
  const title = unique('Farm day');
  await page.goto('/admin/board/news/add');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('Our farm day. ');
  await page.locator('.rte input[type="file"]').setInputFiles(PNG);

  const description = page.getByLabel('Describe the image for visitors who cannot see it');
  await expect(description).toBeFocused();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Describe the image, or mark it as decorative');
  await expectAccessible(page);
  await description.fill('Children planting rice');
  await description.press('Enter');
  await expect(description).toHaveCount(0);
  const image = page.locator('[contenteditable="true"] img[src^="/uploads/img/"]');
  await expect(image).toHaveAttribute('alt', 'Children planting rice');

  // Later: select the image and use the toolbar button…
  const altButton = page.getByRole('button', { name: 'Image description' });
  await expect(altButton).toBeDisabled();
  await image.click();
  await expect(altButton).toBeEnabled();
  await altButton.click();
  await expect(description).toHaveValue('Children planting rice');
  await description.fill('Children planting rice at the farm');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(image).toHaveAttribute('alt', 'Children planting rice at the farm');
  // …or double-click it; Escape leaves it as it was.
  await image.dblclick();
  await expect(description).toHaveValue('Children planting rice at the farm');
  await description.press('Escape');
  await expect(description).toHaveCount(0);

  await saveForm(page, 'Data stored Successfully');
  const href = await page.getByRole('link', { name: title }).getAttribute('href');
  const newsNo = href!.split('/').pop();
  await page.goto(`/news/detail/${newsNo}`);
  await expect(page.getByRole('img', { name: 'Children planting rice at the farm' })).toBeVisible();

  // Marked decorative, the image gets an empty alt.
  await page.goto(`/admin/board/news/detail/${newsNo}`);
  await page.locator('[contenteditable="true"] img[src^="/uploads/img/"]').dblclick();
  await page.getByLabel('Decorative image: it adds nothing to the text, so no description').check();
  await expect(description).toBeDisabled();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await saveForm(page, 'Data UPdated Successfully');
  await page.goto(`/news/detail/${newsNo}`);
  await expect(page.locator('main img[src^="/uploads/img/"]')).toHaveAttribute('alt', '');
});
