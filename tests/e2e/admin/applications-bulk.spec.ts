import { expect, expectAccessible, test } from '../fixtures.ts';
import { answerDialog, signIn, unique } from './helpers.ts';
import { apply, createJob } from './pipeline-seed.ts';

/**
 * HR rejects a whole filtered list at once (decision 055): the page chosen, then every application
 * the filter matches, moved to "Not selected" through the bulk API, the result announced.
 * (POST /api/application/bulk is the server's: this test needs it merged.)
 */
test('HR selects every application of a job and moves them all to Not selected', async ({ page }) => {
  const marker = unique('Bulk').replace(/\s/g, '');
  await signIn(page);
  const jobNo = await createJob(page.request, `Ride operator ${marker}`);
  for (let i = 1; i <= 12; i++) await apply(page.request, jobNo, `Bulk Applicant ${i} ${marker}`);

  await page.goto(`/admin/board/application?jobNo=${jobNo}`);
  await expect(page.getByText('Total 12')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await expect(page.getByText('10 chosen on this page.')).toBeVisible();
  await page.getByRole('button', { name: 'Select all 12 matching this filter' }).click();
  await expect(page.getByText('All 12 matching this filter are chosen.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Move to status').selectOption({ label: 'Not selected' });
  await expect(page.getByLabel('Notify applicants')).toBeChecked();
  await page.getByRole('button', { name: 'Move 12' }).click();
  await answerDialog(page, 'Move 12 applications to “Not selected” and e-mail each applicant');
  await expect(page.getByRole('status').filter({ hasText: '12 updated' })).toBeVisible();

  await page.goto(`/admin/board/application?jobNo=${jobNo}&statusCd=60`);
  await expect(page.getByText('Total 12')).toBeVisible();
  await page.goto(`/admin/board/application?jobNo=${jobNo}&statusCd=10`);
  await expect(page.getByText('Total 0')).toBeVisible();
});
