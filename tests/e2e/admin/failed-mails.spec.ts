import { expect, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';
import { apply, createJob } from './pipeline-seed.ts';

/**
 * The failed e-mails (decision 063): two applicants' confirmations are refused for good by the test
 * SMTP server (the first e-mail to an address at bounce.example.org, src/server/test/e2e-server.ts).
 * Staff reach the screen from the start screen's line, see who, what and why in English, send one
 * again (the server then takes it), and in Vietnamese discard the other after confirming.
 */
test.describe.configure({ mode: 'serial' });

const marker = unique('Bounce').replace(/\s/g, '').toLowerCase();
const resent = `resent.${marker}@bounce.example.org`;
const dropped = `dropped.${marker}@bounce.example.org`;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page);
  const jobNo = await createJob(page.request, `Lifeguard ${marker}`);
  await apply(page.request, jobNo, 'Phạm Văn An', resent);
  await apply(page.request, jobNo, 'Lê Thị Hoa', dropped);
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/admin/mail/failed', {
          headers: adminCall(),
          params: { pageCnt: 100 },
        });
        const list = (await res.json()).data.list as { recipient: string | null }[];
        return list.filter((mail) => mail.recipient === resent || mail.recipient === dropped).length;
      },
      { timeout: 15_000 },
    )
    .toBe(2);
  await context.close();
});

test('staff see a failed e-mail in English and send it again', async ({ page, errors }) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await page
    .getByRole('region', { name: 'What needs doing' })
    .getByRole('link', { name: /^E-mails that failed \(Applications\): \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/mail\/failed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed e-mails' })).toBeVisible();
  for (const heading of ['To', 'Subject', 'Reason', 'Failed', 'Attempts', 'About'])
    await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: resent });
  await expect(row).toContainText('To the applicant: confirmation');
  await expect(row).toContainText('550 Mailbox unavailable');
  await expect(row.getByRole('link', { name: /^Application #\d+$/ })).toBeVisible();

  await row.getByRole('button', { name: 'Send again' }).click();
  await answerDialog(page, 'The e-mail is queued and will be sent again now.');
  await expect(page.getByRole('row').filter({ hasText: resent })).toHaveCount(0);
  // Sent this time: it does not come back as failed.
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: dropped })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: resent })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('staff discard a failed e-mail in Vietnamese after confirming', async ({ page, errors }) => {
  await signIn(page);
  await page.goto('/admin/mail/failed');
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thư gửi không thành công' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Trang' }).getByRole('link', { name: 'Thư gửi không thành công' }),
  ).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row').filter({ hasText: dropped });
  await expect(row).toContainText('Gửi ứng viên: xác nhận');

  // Cancelling keeps it.
  await row.getByRole('button', { name: 'Hủy bỏ' }).click();
  await answerDialog(page, 'Hủy bỏ email này?', 'Hủy');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Hủy bỏ' }).click();
  await answerDialog(page, 'Hủy bỏ email này?', 'Đồng ý');
  await answerDialog(page, 'Đã hủy bỏ email.', 'Đồng ý');
  await expect(page.getByRole('row').filter({ hasText: dropped })).toHaveCount(0);
  await expect(page.getByText('Không có thư nào gửi không thành công.')).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByText('No failed e-mails.')).toBeVisible();
  expect(errors).toEqual([]);
});
