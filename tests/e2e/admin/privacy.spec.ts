import fs from 'node:fs';
import { expect, ONE_PAGE_PDF, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

/**
 * Personal data (decision 040): a person asks what the site holds about them; staff find it by
 * their address, export it for them and erase it, and the request log shows both answers.
 */
test.beforeEach(async ({ page }) => signIn(page));

test('find, export and erase a person’s data; the request log keeps both answers', async ({ page }) => {
  const local = unique('hoa.pham').replace(/\s/g, '');
  const address = `${local}@example.vn`;
  const title = unique('Tài trợ khu cứu hỏa');
  const sent = await page.request.post('/api/qna', {
    multipart: {
      localeCd: 'VI',
      typeCd: '10',
      policyChecked: 'Y',
      title,
      contents: 'Chúng tôi muốn tài trợ.',
      name: 'Phạm Thị Hoa',
      email: local,
      emailDomain: '00',
      emailDomainName: 'example.vn',
      phone: '0911222333',
      qnaFile: {
        name: 'Đề xuất.pdf',
        mimeType: 'application/pdf',
        buffer: ONE_PAGE_PDF,
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const qnaNo = Number((await sent.json()).data);
  const alert = await page.request.post('/api/job-alert', {
    data: { email: address.toUpperCase(), policyChecked: 'Y', localeCd: 'VI' },
  });
  expect(alert.status(), await alert.text()).toBe(200);

  await page.goto('/admin/user/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  // Typed as the person wrote it: case and marks do not matter.
  await page
    .getByLabel('E-mail address or phone number', { exact: true })
    .fill(address.toUpperCase().replace('HOA', 'HÒA'));
  await page.getByLabel('Request received on').fill('20/11/2026');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const found = page.getByRole('region', { name: /^Held about/ });
  await expect(found.getByRole('row')).toHaveCount(3);
  await expect(found.getByRole('row').filter({ hasText: 'Inquiry' })).toContainText(title);
  await expect(found.getByRole('link', { name: String(qnaNo), exact: true })).toHaveAttribute(
    'href',
    `/admin/qna/qna/detail/${qnaNo}`,
  );
  await expect(found.getByRole('row').filter({ hasText: 'Job alert' })).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(exported.inquiries).toEqual([expect.objectContaining({ qnaNo, title, name: 'Phạm Thị Hoa' })]);
  expect(exported.jobAlerts).toHaveLength(1);

  // Naming no logged request, the export stands for one received that day and answered (decision 051).
  const log = page.getByRole('region', { name: 'Answered' });
  await expect(log.getByRole('row').nth(1)).toContainText('Copy (export)');
  await expect(log.getByRole('row').nth(1)).toContainText('h***@example.vn');
  await expect(log.getByRole('row').nth(1)).toContainText('20/11/2026');

  const erase = page.getByRole('button', { name: 'Erase everything' });
  await expect(erase).toBeDisabled();
  await page.getByLabel('Reason (kept in the request log)').fill('Asked by e-mail to delete everything');
  await erase.click();
  await answerDialog(page, /Erase everything held about .+\? This cannot be undone\./);
  await answerDialog(page, /Erased: Inquiries: 1, Job alerts: 1, .*Files: 1/);
  await expect(found).toContainText('Nothing is held about this person.');
  await expect(log.getByRole('row').nth(1)).toContainText('Erasure');
  await expect(log.getByRole('row').nth(1)).toContainText('Asked by e-mail to delete everything');
  // The screen says which answers which since decision 051; nothing in the log names the person.
  await expect(log).not.toContainText(address);

  expect((await page.request.get(`/api/qna/${qnaNo}`, { headers: adminCall() })).status()).toBe(404);
});

test('Vietnamese: the screen speaks Vietnamese and says when nothing is held', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() => sessionStorage.setItem('kv-admin-language', 'vi'));
  await page.goto('/admin/user/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Dữ liệu cá nhân' })).toBeVisible();
  await page.getByLabel('Địa chỉ email hoặc số điện thoại').fill('+84 900 000 001');
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await expect(page.getByText('Không có dữ liệu nào về người này.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Xóa tất cả' })).toHaveCount(0);
});
