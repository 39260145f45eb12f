import { expect, expectAccessible, test } from '../fixtures.ts';
import { signIn, unique } from './helpers.ts';
import { apply, createJob } from './pipeline-seed.ts';

/**
 * The applications board (decision 055): a column per status for the job chosen, and a card
 * moved with the keyboard through its "Move to…" menu, the columns and the announcement following.
 */
test('HR moves an application on the board by keyboard, it lands in the new column, and the e-mail is in its timeline', async ({
  page,
}) => {
  const marker = unique('Board').replace(/\s/g, '');
  const name = `Board Applicant ${marker}`;
  await signIn(page);
  const jobNo = await createJob(page.request, `Lifeguard ${marker}`);
  await apply(page.request, jobNo, name);

  await page.goto(`/admin/board/application?jobNo=${jobNo}`);
  await page
    .getByRole('navigation', { name: 'Views of the applications' })
    .getByRole('link', { name: 'Board' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/board/application\\?view=board&jobNo=${jobNo}$`));
  const column = (status: string) => page.getByRole('region', { name: new RegExp(`^${status} \\d+$`) });
  await expect(column('New')).toContainText(name);
  await expect(column('New').getByRole('heading')).toHaveText('New 1');
  await expect(column('Interview').getByRole('heading')).toHaveText('Interview 0');
  await expectAccessible(page);

  const menuButton = page.getByRole('button', { name: `Move ${name} to…` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Reviewing' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Interview' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: `Moved ${name} to Interview.` })).toBeVisible();
  await expect(column('Interview')).toContainText(name);
  await expect(column('Interview').getByRole('heading')).toHaveText('Interview 1');
  await expect(column('New').getByRole('heading')).toHaveText('New 0');

  // The server agrees, and the view stays in the URL across a reload.
  await page.reload();
  await expect(column('Interview')).toContainText(name);
  await page.getByRole('link', { name }).click();
  await expect(page.getByLabel('Status')).toHaveValue('30');
  // The move e-mailed the applicant (the Interview template is on): the timeline shows the e-mail
  // above the move that sent it.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^Moved from New to Interview by \S+, /)).toBeVisible();
  await expect(timeline.getByRole('listitem').first()).toContainText(/Queued|Sent/);
});
