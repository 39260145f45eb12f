import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

/**
 * The privacy notice (decision 039): a version published in the admin is the one /privacy shows, the
 * earlier ones stay readable, and an inquiry sent afterwards shows on its detail the version its
 * sender agreed to.
 */
test('publish a version, read it on /privacy, and see it agreed to on an inquiry', async ({ page }) => {
  const marker = unique('We answer within thirty days');
  const markerVi = unique('Chúng tôi trả lời trong ba mươi ngày');

  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy-notice$/);
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  const english = page.getByLabel('English text');
  await expect(english).toHaveValue(/## /);
  await english.fill(`## Changes\n\n${marker}.\n\n- Inquiries are kept {inquiryRetentionDays} days.`);
  await page.getByLabel('Vietnamese text').fill(`## Thay đổi\n\n${markerVi}.`);
  await expectAccessible(page);
  const heading = await page.getByRole('heading', { name: /^Publish version \d+$/ }).textContent();
  const versionNo = Number(heading!.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'PUBLISH' }).click();
  await answerDialog(page, `as version ${versionNo}?`);
  await answerDialog(page, `Version ${versionNo} is published.`);
  await expect(page.getByRole('heading', { name: `Version ${versionNo}`, exact: true })).toBeVisible();

  // The public page shows it, with the configured retention in place of the placeholder.
  await page.goto('/privacy');
  await expect(page.getByText(new RegExp(`^Version ${versionNo}, in force since`))).toBeVisible();
  await expect(page.getByText(`${marker}.`)).toBeVisible();
  await expect(page.getByText(/^Inquiries are kept \d+ days\.$/)).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^Version ${versionNo - 1} of`) }).click();
  await expect(page.getByText(new RegExp(`^Version ${versionNo - 1}, in force from`))).toBeVisible();
  await page.goto('/vi/privacy');
  await expect(page.getByText(`${markerVi}.`)).toBeVisible();

  // An inquiry sent from the form records the version it showed.
  const title = unique('Consent check');
  await page.goto('/partner/partnership-inquiry');
  await page.getByLabel(/^Title\b/).fill(title);
  await page.getByLabel(/^Name\b/).fill('Pham Thi Consent');
  await page.getByLabel(/^Phone\b/).fill('0912345678');
  await page.getByLabel('E-mail address, part before the @').fill('consent.test');
  await page.getByLabel('Choose an e-mail domain').selectOption('10');
  await page.getByLabel('Details').fill('Checking the consent record.');
  await page.getByLabel('I agree to the collection').check();
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your inquiry' })).toBeVisible();

  await page.goto('/admin/qna/qna');
  await page.getByRole('link', { name: title }).click();
  await expect(
    page.getByText(
      new RegExp(`^Agreed to privacy notice v${versionNo} on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`),
    ),
  ).toBeVisible();
});

test('a holder of the read right alone finds the versions in the User menu but cannot publish', async ({
  page,
  browser,
}) => {
  const username = unique('privacy').replace(/\s/g, '');
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      // User management rights are a System Manager's, here the one right alone.
      role: 'System Manager',
      username,
      password: 'Reader-Pass1',
      manager: 'Privacy Reader',
      email: 'privacy.reader@example.com',
      contact: '0987654321',
      mgtsettings: ['rUserPrivacy'],
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await context.newPage();
  await signIn(reader, { loginId: username, password: 'Reader-Pass1' });
  await reader.goto('/admin/dashboard');
  const pages = reader.getByRole('navigation', { name: 'Pages' });
  // The read right on personal data also reads failed job-alert e-mails (decision 063).
  await expect(pages.getByRole('link')).toHaveText(['Personal data', 'Privacy notice', 'Failed e-mails']);
  await pages.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(reader.getByRole('heading', { name: 'Published versions' })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'PUBLISH' })).toHaveCount(0);
  await expect(reader.getByLabel('English text')).toHaveCount(0);
  await context.close();
});
