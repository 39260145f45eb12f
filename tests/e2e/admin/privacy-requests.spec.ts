import { expect, test } from '../fixtures.ts';
import { answerDialog, signIn, unique } from './helpers.ts';

/**
 * Personal data requests on the clock (decision 051): staff log a request as it arrives, see the
 * waiting ones by the day they are due with the overdue ones marked, and move each on with a note.
 */
test.beforeEach(async ({ page }) => signIn(page));

test('log a request received on a Friday, see its days, mark the overdue one, answer it', async ({
  page,
}) => {
  const person = `${unique('thu.le').replace(/\s/g, '')}@example.vn`;
  const late = `${unique('an.vo').replace(/\s/g, '')}@example.vn`;
  await page.goto('/admin/user/privacy');
  const form = page.getByRole('form', { name: 'Log a request' });
  const logRequest = async (who: string, receivedAt: string, kind: string, channel: string) => {
    await form.getByLabel('Request', { exact: true }).selectOption({ label: kind });
    await form.getByLabel('Received by').selectOption({ label: channel });
    await form.getByLabel('The person’s e-mail address or phone number').fill(who);
    await form.getByLabel('Received at').fill(receivedAt);
    await form.getByRole('button', { name: 'Log the request' }).click();
    await answerDialog(page, /Request \d+ logged\./);
  };
  // Friday 27 November 2026, 09:00 in Vietnam.
  await logRequest(person, '27/11/2026 09:00', 'Access', 'E-mail');
  await logRequest(late, '01/11/2026 10:00', 'Erasure', 'Letter');

  const waiting = page.getByRole('region', { name: 'Waiting for an answer, soonest due first' });
  const row = waiting.getByRole('row').filter({ hasText: person });
  await expect(row).toContainText('Access · E-mail');
  await expect(row).toContainText('27/11/2026 09:00');
  // Acknowledge by the Tuesday (two working days), answer by the fifteenth day.
  await expect(row.getByRole('cell').nth(4)).toHaveText('01/12/2026');
  await expect(row.getByRole('cell').nth(5)).toHaveText('12/12/2026');
  const lateRow = waiting.getByRole('row').filter({ hasText: late });
  await expect(lateRow.getByRole('cell').nth(5)).toContainText('16/11/2026Overdue');
  await expect(row).not.toContainText('Overdue');
  // The sooner due first.
  const rows = await waiting.getByRole('row').allTextContents();
  expect(rows.findIndex((text) => text.includes(late))).toBeLessThan(
    rows.findIndex((text) => text.includes(person)),
  );

  const requestNo = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByLabel(`New status of request ${requestNo}`).selectOption({ label: 'Refused' });
  await row.getByRole('button', { name: 'Set' }).click();
  await answerDialog(page, 'note is required to refuse a request: say why');
  await row.getByLabel(`New status of request ${requestNo}`).selectOption({ label: 'Acknowledged' });
  await row.getByLabel(`Note for request ${requestNo}`).fill('Replied by e-mail');
  await row.getByRole('button', { name: 'Set' }).click();
  await expect(row).toContainText('AcknowledgedReplied by e-mail');
  await row.getByLabel(`New status of request ${requestNo}`).selectOption({ label: 'Done' });
  await row.getByLabel(`Note for request ${requestNo}`).fill('Sent what we hold');
  await row.getByRole('button', { name: 'Set' }).click();
  await expect(waiting.getByRole('row').filter({ hasText: person })).toHaveCount(0);
  const answered = page
    .getByRole('region', { name: 'Answered' })
    .getByRole('row')
    .filter({
      has: page.getByRole('cell', { name: requestNo, exact: true }),
    });
  await expect(answered).toContainText('Done');
  await expect(answered).toContainText('Sent what we hold');
  await expect(answered).toContainText('t***@example.vn');
});
