import { expect, test } from '../fixtures.ts';
import { saveForm, signIn, unique } from './helpers.ts';

/**
 * Events and hiring days in the back-office (decision 044): a section made of the event's
 * declaration alone. An editor adds a hiring day with its moments in Vietnam time; it is listed with
 * its kind, previewed, and shown on the site's events page with its calendar file.
 */
test.beforeEach(async ({ page }) => signIn(page));

test('an editor adds a hiring day in the admin; the site lists it and offers its calendar file', async ({
  page,
}) => {
  const title = unique('Hiring day for ride operators');
  await page.goto('/admin/board/event/add');
  await page.getByLabel('Kind', { exact: true }).selectOption('20');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('Interviews on the spot for the holiday season.');
  await page.getByLabel('Starts at').fill('12/12/2036 09:00');
  await page.getByLabel('Ends at').fill('12/12/2036 16:00');
  await page.getByLabel('Place', { exact: true }).fill('Staff Centre, KidVenture City Hanoi');
  await saveForm(page, 'Data stored Successfully');
  await expect(page).toHaveURL(/\/admin\/board\/event$/);

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Hiring day');
  await expect(row).toContainText('Staff Centre, KidVenture City Hanoi');
  const href = await row.getByRole('link', { name: title }).getAttribute('href');
  const eventNo = Number(href!.split('/').at(-1));

  // The edit form shows the moments as typed, in Vietnam time.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Starts at')).toHaveValue('12/12/2036 09:00');
  await expect(page.getByRole('link', { name: /Preview on site/ })).toHaveAttribute(
    'href',
    `/admin/preview/event/${eventNo}`,
  );

  await page.goto('/news/events?kind=20');
  await expect(page.getByRole('main')).toContainText(title);
  await page.goto(`/news/events/${eventNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const ics = await page.request.get(`/news/events/${eventNo}.ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain(`SUMMARY:${title}`);
});
