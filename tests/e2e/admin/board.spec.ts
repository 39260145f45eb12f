import { expect, expectAccessible, test } from '../fixtures.ts';
import { fromDayMonthYear } from '../../../src/web/admin/lib/day-month-year.ts';
import { answerDialog, deleteRow, PNG, saveForm, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

test('banner: image type rule, add, edit, delete', async ({ page }) => {
  const title = unique('Banner');
  await page.goto('/admin/main/banner');
  await page.getByRole('link', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/admin\/main\/banner\/add$/);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Sub title').fill('A sub title');
  await page.getByLabel('Link URL').fill('/career/jobs');
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Only jpg, png, gif files are available');
  await page.getByLabel('Image').setInputFiles(PNG);
  await expectAccessible(page);
  await saveForm(page, 'Data stored Successfully');
  await expect(page).toHaveURL(/\/admin\/main\/banner$/);

  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/main\/banner\/detail\/\d+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} edited`);
  await page.getByRole('radio', { name: 'OFF' }).check();
  await saveForm(page, 'Data UPdated Successfully');
  const row = page.getByRole('row').filter({ hasText: `${title} edited` });
  await expect(row).toContainText('OFF');
  await expectAccessible(page);
  await deleteRow(page, `${title} edited`);
});

test('recruit: template, default dates, attachment, add, edit, delete', async ({ page }) => {
  const title = unique('Job');
  await page.goto('/admin/board/recruit/add');
  const editor = page.locator('[contenteditable="true"]');
  for (const section of [
    'Job information',
    'Recruitment information',
    'Eligibility',
    'Benefits',
    'How to apply',
  ])
    await expect(editor).toContainText(section);
  await expect(editor).toContainText('12,000,000 to 15,000,000 VND');
  // Dates are typed and shown day first (dd/mm/yyyy).
  const dayOf = async (label: string) =>
    Date.parse(fromDayMonthYear(await page.getByLabel(label).inputValue()) ?? '');
  expect((await dayOf('End date')) - (await dayOf('Start date'))).toBe(7 * 86_400_000);
  await page.getByLabel('Title', { exact: true }).fill(title);
  // The structured fields (decision 031): a new job starts with pay in VND and online applying on.
  await expect(page.getByLabel('Currency')).toHaveValue('VND');
  await expect(
    page.getByRole('radiogroup', { name: 'Apply online' }).getByRole('radio', { name: 'ON' }),
  ).toBeChecked();
  await page.getByLabel('Employment type').selectOption({ label: 'Part-time' });
  await page.getByLabel('Location').fill('Hanoi');
  await page.getByLabel('Pay from').fill('25000');
  await page.getByLabel('Pay up to').fill('35000');
  await page.getByLabel('Pay period').selectOption({ label: 'per hour' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Apply before the end of the month.');
  await page.getByLabel('File').setInputFiles({
    name: 'cv-form.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await saveForm(page, 'Data stored Successfully');

  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText('cv-form.pdf')).toBeVisible();
  await expect(page.getByLabel('Employment type')).toHaveValue('PART_TIME');
  await expect(page.getByLabel('Pay up to')).toHaveValue('35000');
  await expect(page.locator('[contenteditable="true"]')).toContainText('Apply before the end of the month.');
  await page.getByRole('radio', { name: 'Always' }).check();
  await expect(page.getByLabel('Start date')).toBeDisabled();
  await saveForm(page, 'Data UPdated Successfully');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Always');

  const jobNo = await page.getByRole('link', { name: title }).getAttribute('href');
  const publicPage = await page.request.get(`/career/jobs-detail/${jobNo!.split('/').pop()}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain('Apply before the end of the month.');
  expect(await publicPage.text()).toContain('"employmentType":"PART_TIME"');
  await deleteRow(page, title);
});

test('faq: category, title and editor; add, edit, delete', async ({ page }) => {
  const title = unique('Question');
  await page.goto('/admin/board/faq');
  await expect(page.getByText(/Visitors keep seeing the published question/)).toBeVisible();
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByLabel('Category').selectOption({ label: 'Other' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('The answer.');
  await expectAccessible(page);
  await saveForm(page, 'Data stored Successfully');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Other');
  await page.getByRole('link', { name: title }).click();
  await page.getByLabel('Title', { exact: true }).fill(`${title}?`);
  await saveForm(page, 'Data UPdated Successfully');
  await deleteRow(page, `${title}?`);
});

test('news created in the admin appears on the public site in its locale only', async ({ page }) => {
  const title = unique('Tin mới');
  await page.goto('/admin/board/news');
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await page.getByRole('link', { name: 'Thêm', exact: true }).click();
  await page.getByLabel('Tiêu đề', { exact: true }).fill(title);
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('Nội dung bản tin.');
  await page.getByRole('button', { name: 'LƯU' }).click();
  await answerDialog(page, 'Bạn có muốn lưu không?', 'Đồng ý');
  await answerDialog(page, 'Đã lưu dữ liệu thành công', 'Đồng ý');

  await page.goto('/vi/news/press-release');
  await expect(page.getByText(title)).toBeVisible();
  await page.goto('/news/press-release');
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto('/admin/board/news');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await page.getByRole('link', { name: title }).click();
  await page.getByLabel('Tiêu đề', { exact: true }).fill(`${title} (sửa)`);
  await page.getByRole('button', { name: 'LƯU' }).click();
  await answerDialog(page, 'Bạn có muốn lưu không?', 'Đồng ý');
  await answerDialog(page, 'Đã cập nhật dữ liệu thành công', 'Đồng ý');
  await page.goto('/vi/news/press-release');
  await expect(page.getByText(`${title} (sửa)`)).toBeVisible();
  await page.goto('/admin/board/news');
  await deleteRow(page, `${title} (sửa)`, {
    button: 'Xóa',
    ok: 'Đồng ý',
    confirm: 'Bạn có chắc chắn muốn xóa không?',
    done: 'Đã xóa dữ liệu thành công',
  });
});

test('video: the pinned Fixed row, add, edit, delete', async ({ page }) => {
  const title = unique('Video');
  await page.goto('/admin/board/video');
  await expect(page.getByRole('row').nth(1)).toContainText('Fixed');
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Video ID').fill('abcdefghijk');
  await saveForm(page, 'Data stored Successfully');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Video ID')).toHaveValue('abcdefghijk');
  await page.getByLabel('Title', { exact: true }).fill(`${title} 2`);
  await saveForm(page, 'Data UPdated Successfully');
  await deleteRow(page, `${title} 2`);
});

test('partner: logo, ON/OFF select that saves at once, edit, delete', async ({ page }) => {
  const name = unique('Partner');
  await page.goto('/admin/board/partner/add');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Category').selectOption({ label: 'Food' });
  await page.getByLabel('URL').fill('https://example.com');
  await page.getByLabel('Logo').setInputFiles(PNG);
  await saveForm(page, 'Data stored Successfully');

  await page.goto('/partner/partner-company');
  await expect(page.getByText(name)).toBeVisible();
  await page.goto('/admin/board/partner');
  await page.getByLabel(`ON/OFF of ${name}`).selectOption('N');
  await answerDialog(page, 'Data UPdated Successfully');
  await expect(page.getByLabel(`ON/OFF of ${name}`)).toHaveValue('N');
  await page.goto('/partner/partner-company');
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto('/admin/board/partner');
  await page.getByRole('link', { name }).click();
  await page.getByLabel('Name').fill(`${name} Co`);
  await saveForm(page, 'Data UPdated Successfully');
  await deleteRow(page, `${name} Co`);
});
