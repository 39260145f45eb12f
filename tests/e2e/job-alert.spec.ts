import { expect, PHONE_BEFORE_SCRIPTS, test } from './fixtures.ts';

/** The job alert sign-up under the job list (decision 033), on a phone without JavaScript. */
test.describe('a job alert signed up without JavaScript on a phone', () => {
  test.use({ ...PHONE_BEFORE_SCRIPTS, javaScriptEnabled: false });

  test('keeps the list’s filters and comes back to the filtered list with a note', async ({ page }) => {
    await page.goto('/vi/career/jobs?type=part-time');
    const form = page.getByRole('region', { name: 'Nhận việc làm mới qua e-mail' });
    await expect(form).toContainText('Thông báo cho: Bán thời gian');
    await form.getByLabel('Địa chỉ e-mail', { exact: true }).fill(`e2e.${Date.now()}@example.com`);
    await form.getByLabel('Tôi đồng ý để KidVenture lưu địa chỉ e-mail').check();
    await form.getByRole('button', { name: 'Tạo thông báo việc làm' }).click();
    await expect(page).toHaveURL(/\/vi\/career\/jobs\?type=part-time&alert=sent$/);
    await expect(page.getByRole('status')).toContainText('Hãy kiểm tra hộp thư của bạn');
    await expect(page.getByLabel('Địa chỉ e-mail', { exact: true })).toHaveValue('');
  });
});
