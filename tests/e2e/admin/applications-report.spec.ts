import fs from 'node:fs';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { signIn, unique } from './helpers.ts';
import { apply, createJob } from './pipeline-seed.ts';

/**
 * The hiring report (decision 055): charts drawn by chart.js under the site's CSP (the fixture
 * fails on anything it refuses), the same figures as tables, filtered by job, and their CSV.
 */
test('HR reads the hiring report of a job as charts, tables and a CSV', async ({ page }) => {
  const marker = unique('Report').replace(/\s/g, '');
  await signIn(page);
  const jobNo = await createJob(page.request, `Mascot ${marker}`);
  await apply(page.request, jobNo, `Report Applicant A ${marker}`);
  await apply(page.request, jobNo, `Report Applicant B ${marker}`);

  await page.goto(`/admin/board/application?jobNo=${jobNo}`);
  await page.getByRole('link', { name: 'Hiring report' }).click();
  await expect(page).toHaveURL(new RegExp(`view=report&jobNo=${jobNo}$`));
  await expect(page.getByRole('heading', { name: 'Hiring report', level: 1 })).toBeVisible();
  const funnel = page.getByRole('table', { name: /Applications by current status/ });
  await expect(funnel.getByRole('row', { name: /^New 2/ })).toBeVisible();
  const sources = page.getByRole('table', { name: /Applications and hires/ });
  await expect(sources.getByRole('row', { name: 'direct 2 0' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(2);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('"New","2"');
  expect(csv).toContain('"direct","2","0"');
});
