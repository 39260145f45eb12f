import type { Page } from '@playwright/test';
import { expect, expectAccessible, ONE_PAGE_PDF, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

/**
 * Talking to applicants from the back-office: HR edits the English "Interview" e-mail and previews
 * it, moves an application to Interview with a message of their own and finds the e-mail in the
 * application's timeline, then sends a free message. The template is put back afterwards, since
 * other tests move applications to Interview too. The server takes five applications an hour from
 * one address: the file sends one, and runs in order.
 */
test.describe.configure({ mode: 'serial' });

const marker = unique('Msgs').replace(/\s/g, '');
const jobTitle = `Carousel operator ${marker}`;
const seeded = { applicationNo: 0 };
let original: Record<string, unknown> | undefined;

const TEMPLATES = '/api/application/templates';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page);
  const templates = await page.request.get(TEMPLATES, { headers: adminCall() });
  expect(templates.status(), await templates.text()).toBe(200);
  const list = (await templates.json()).data.list as Record<string, unknown>[];
  original = list.find((item) => item.statusCd === '30' && item.localeCd === 'EN');
  expect(original).toBeTruthy();

  const job = await page.request.post('/api/job', {
    headers: adminCall(),
    multipart: { localeCd: 'EN', title: jobTitle, dateCd: '20', contents: '<p>x</p>' },
  });
  expect(job.status(), await job.text()).toBe(200);
  const applied = await page.request.post(`/api/job/${(await job.json()).data}/apply`, {
    multipart: {
      localeCd: 'EN',
      name: 'Trần Thị Bình',
      email: `binh.${marker}@example.com`,
      phone: '0912345678',
      coverLetter: 'I ran the carousel at the summer fair.',
      policyChecked: 'Y',
      cv: { name: 'CV Binh.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  seeded.applicationNo = Number((await applied.json()).data);
  await context.close();
});

test.afterAll(async ({ browser }) => {
  if (!original) return;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page);
  // Put back over whatever the tests saved: without the version it was read at (decision 057).
  const { version: _, ...words } = original;
  const restored = await page.request.post(TEMPLATES, { headers: adminCall(), data: words });
  expect(restored.status(), await restored.text()).toBe(200);
  await context.close();
});

const interviewEnglish = (page: Page) => page.getByRole('form', { name: 'Interview, English' });

test('HR edits the English Interview e-mail, is told of an unknown placeholder, and previews it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Board', exact: true }).click();
  await page.getByRole('link', { name: 'Application e-mails' }).click();
  await expect(page).toHaveURL(/\/admin\/board\/application\/templates$/);
  await expect(page.getByRole('heading', { name: 'Application e-mails', level: 1 })).toBeVisible();

  const form = interviewEnglish(page);
  await form.getByLabel('Subject').fill(`Interview for {jobTitle} ${marker}`);
  await form.getByLabel('Text').fill('Dear {name},\n\nWe would like to meet you. {firstName}');
  await form.getByLabel('Send').check();
  await form.getByLabel('Delay (minutes)').fill('0');
  await expect(form.getByText('at once', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  // The server names the placeholder it does not know, shown at the text that holds it.
  await expect(form.getByRole('alert')).toContainText('firstName');

  // A placeholder goes where the cursor is.
  const text = form.getByLabel('Text');
  await text.fill('Dear ,\n\nWe would like to meet you about the job.');
  await text.evaluate((area: HTMLTextAreaElement) => {
    area.focus();
    area.setSelectionRange(5, 5);
  });
  await form.getByRole('button', { name: '{name}' }).click();
  await expect(text).toHaveValue('Dear {name},\n\nWe would like to meet you about the job.');
  await expectAccessible(page);
  // Each template has its own SAVE.
  await form.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, 'Data UPdated Successfully');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'SAVE' })).toBeDisabled();
});

test('the saved template previews with a sample application', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/board/application/templates');
  const form = interviewEnglish(page);
  await expect(form.getByLabel('Subject')).toHaveValue(`Interview for {jobTitle} ${marker}`);
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Interview, English' });
  await expect(preview).toContainText(`Interview for `);
  await expect(preview).toContainText(marker);
  await expect(preview).toContainText('We would like to meet you about the job.');
  await expect(preview).not.toContainText('{name}');
  await expect(preview).not.toContainText('{jobTitle}');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);
});

test('HR moves an application to Interview with a message and sees the e-mail in the timeline', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/admin/board/application/detail/${seeded.applicationNo}`);
  await expect(page.getByRole('heading', { name: 'Trần Thị Bình' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Interview for' })).toHaveCount(0);
  // Nothing to send while the status stays.
  await expect(page.getByLabel('Notify the applicant')).toHaveCount(0);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Interview' });
  // The Interview template is on and sent at once.
  await expect(page.getByLabel('Notify the applicant')).toBeChecked();
  await expect(page.getByText('The e-mail will be sent at once.')).toBeVisible();
  await page.getByLabel('Add a message').fill('Please bring an ID card.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, 'Data UPdated Successfully');

  await page.goto(`/admin/board/application/detail/${seeded.applicationNo}`);
  await expect(
    timeline.getByText(/^Moved from New to Interview by \S+, \d\d\/\d\d\/\d{4} \d\d:\d\d$/),
  ).toBeVisible();
  const mail = timeline.getByRole('listitem').filter({ hasText: `Interview for ${jobTitle} ${marker}` });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(/Queued|Sent/);
  await mail.getByText('Show the e-mail').click();
  await expect(mail).toContainText('Dear Trần Thị Bình,');
  await expect(mail).toContainText('Please bring an ID card.');
  // Newest first: the e-mail follows from the move, so it is above it.
  await expect(timeline.getByRole('listitem').first()).toContainText(`Interview for ${jobTitle}`);
});

test('HR sends a free message, which joins the timeline', async ({ page }) => {
  await signIn(page);
  await page.goto(`/admin/board/application/detail/${seeded.applicationNo}`);
  await page.getByRole('button', { name: 'Send a message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message' });
  await dialog.getByLabel('Subject').fill(`Parking ${marker}`);
  await dialog.getByLabel('Text').fill('Staff parking is behind the west gate.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await answerDialog(page, 'The message has been queued.');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const mail = timeline.getByRole('listitem').filter({ hasText: `Parking ${marker}` });
  await expect(mail).toContainText(/Queued|Sent/);
  await expect(mail).toContainText(/ · by \S+/);
  await expect(timeline.getByRole('listitem').first()).toContainText(`Parking ${marker}`);
  const detail = await page.request.get(`/api/application/${seeded.applicationNo}`, { headers: adminCall() });
  const messages = (await detail.json()).data.messages as { subject: string }[];
  expect(messages.map((m) => m.subject)).toContain(`Parking ${marker}`);
});
