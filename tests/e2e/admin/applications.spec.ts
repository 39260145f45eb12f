import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, ONE_PAGE_PDF, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

/**
 * Job applications in the back-office (decision 032), in English on a desktop and in
 * Vietnamese on a phone. The server takes five applications an hour from one address, and every
 * browser test comes from one, so the file seeds its few applications once and runs in order.
 */
test.describe.configure({ mode: 'serial' });

const marker = unique('Apps').replace(/\s/g, '');
const jobs = { en: `Fire station host ${marker}`, vi: `Hướng dẫn viên ${marker}` };
const seeded = { enJobNo: 0, viJobNo: 0, cvUrl: '' };

async function createJob(request: APIRequestContext, localeCd: string, title: string) {
  const res = await request.post('/api/job', {
    headers: adminCall(),
    multipart: { localeCd, title, dateCd: '20', contents: '<p>x</p>' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Number((await res.json()).data);
}

async function apply(
  request: APIRequestContext,
  jobNo: number,
  localeCd: string,
  name: string,
  email: string,
) {
  const res = await request.post(`/api/job/${jobNo}/apply`, {
    multipart: {
      localeCd,
      name,
      email,
      phone: '0912345678',
      coverLetter: 'I would love to host the fire station.\nThank you.',
      policyChecked: 'Y',
      cv: { name: `CV ${name}.pdf`, mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Number((await res.json()).data);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page);
  seeded.enJobNo = await createJob(page.request, 'EN', jobs.en);
  seeded.viJobNo = await createJob(page.request, 'VI', jobs.vi);
  const an = await apply(page.request, seeded.enJobNo, 'EN', 'Nguyễn Văn An', `an.${marker}@example.com`);
  await apply(page.request, seeded.enJobNo, 'EN', 'Sarah Jones', `sarah.${marker}@example.com`);
  await apply(page.request, seeded.viJobNo, 'VI', 'Lê Minh Châu', `chau.${marker}@example.vn`);
  const detail = await page.request.get(`/api/application/${an}`, { headers: adminCall() });
  seeded.cvUrl = (await detail.json()).data.fileUrl;
  await context.close();
});

/** A General Manager holding `settings`, signed in on a page of their own. */
async function staffPage(page: Page, browser: Browser, settings: string[]) {
  const username = unique('staff').replace(/\s/g, '').toLowerCase();
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: 'General Manager',
      username,
      password: 'Staff-Pass1!',
      manager: 'Staff',
      email: `${username}@kidventure.example`,
      contact: '0987654321',
      mgtsettings: settings,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await context.newPage();
  await signIn(staff, { loginId: username, password: 'Staff-Pass1!' });
  return { staff, close: () => context.close() };
}

/** The preview frame is there exactly when the browser can show a ONE_PAGE_PDF in a page. */
async function expectCvPreview(page: Page, name: string) {
  const canShowPdf = await page.evaluate(() => navigator.pdfViewerEnabled);
  await expect(page.locator(`iframe[title$="${name}.pdf"]`)).toHaveCount(canShowPdf ? 1 : 0);
  if (canShowPdf) await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/);
}

test('an administrator filters, searches, reads an application with its CV and moves it to Interview (desktop, English)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: 'Board' }).click();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(
    page.getByText(/Applications, deleted ones included, are erased with their CVs \d+ days/),
  ).toBeVisible();

  await page.getByLabel('Job').selectOption({ label: `${jobs.en} (2)` });
  await expect(page).toHaveURL(new RegExp(`/admin/board/application\\?jobNo=${seeded.enJobNo}$`));
  await expect(page.getByText('Total 2')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'New' });
  await expect(page).toHaveURL(new RegExp(`jobNo=${seeded.enJobNo}&statusCd=10$`));
  // One thing to search by: said as the field's name, not offered as a choice.
  await expect(page.getByLabel('Search by')).toHaveCount(0);
  await page.getByLabel('Name or e-mail').fill(`AN.${marker}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Total 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Nguyễn Văn An' });
  await expect(row).toContainText(jobs.en);
  await expect(row).toContainText('New');
  await expectAccessible(page);

  await row.getByRole('link', { name: 'Nguyễn Văn An' }).click();
  await expect(page.getByRole('heading', { name: 'Nguyễn Văn An' })).toBeVisible();
  await expect(page.getByRole('link', { name: `an.${marker}@example.com` })).toHaveAttribute(
    'href',
    `mailto:an.${marker}@example.com`,
  );
  await expect(page.getByRole('link', { name: '0912345678' })).toHaveAttribute('href', 'tel:0912345678');
  // The job above the name (the same job may also appear among their other applications).
  await expect(page.getByRole('link', { name: jobs.en }).first()).toHaveAttribute(
    'href',
    `/admin/board/recruit/detail/${seeded.enJobNo}`,
  );
  await expect(page.getByText('I would love to host the fire station.')).toBeVisible();
  await expectCvPreview(page, 'CV Nguyễn Văn An');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CV Nguyễn Văn An.pdf' }).click(),
  ]);
  // Saved under the site's name for it, not the applicant's (decision 049).
  expect(download.suggestedFilename()).toMatch(/^cv-\d+\.pdf$/);

  await page.getByLabel('Status').selectOption({ label: 'Interview' });
  await page.getByLabel('Internal note').fill('Interview on Monday at 9:00 with the zone lead.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, 'Data UPdated Successfully');
  // Back on the remembered view, which asked for New ones: the application has moved on.
  await expect(page).toHaveURL(/statusCd=10/);
  await expect(page.getByText('Total 0')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Interview' });
  await expect(page.getByRole('row').filter({ hasText: 'Nguyễn Văn An' })).toContainText('Interview');

  // The job list counts each job's applications and links to them.
  await page.goto('/admin/board/recruit');
  await page.getByLabel('Search text').fill(marker);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `2 applications for ${jobs.en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/board/application\\?jobNo=${seeded.enJobNo}$`));
  await expect(page.getByLabel('Job')).toHaveValue(String(seeded.enJobNo));
  await expect(page.getByText('Total 2')).toBeVisible();
});

test.describe('on a phone, in Vietnamese', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an administrator finds an application by a folded name and moves it to Interview', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/board/application');
    await page.getByRole('button', { name: 'VI', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Hồ sơ ứng tuyển' })).toBeVisible();
    await page.getByLabel('Vị trí').selectOption({ label: `${jobs.vi} (1)` });
    await expect(page.getByText('Tổng 1')).toBeVisible();
    await page.getByLabel('Tên hoặc email').fill('chau');
    await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
    await expect(page).toHaveURL(/searchType=applicant&searchText=chau/);
    const row = page.getByRole('row').filter({ hasText: 'Lê Minh Châu' });
    await expect(row).toContainText('Mới');
    // Nothing wider than the phone: the table scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await row.getByRole('link', { name: 'Lê Minh Châu' }).click();
    await expect(page.getByRole('heading', { name: 'Lê Minh Châu' })).toBeVisible();
    await expect(page.getByText('Tiếng Việt')).toBeVisible();
    await expectCvPreview(page, 'CV Lê Minh Châu');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Trạng thái').selectOption({ label: 'Phỏng vấn' });
    await page.getByLabel('Ghi chú nội bộ').fill('Hẹn phỏng vấn thứ Hai.');
    await page.getByRole('button', { name: 'LƯU' }).click();
    await answerDialog(page, 'Bạn có muốn lưu không?', 'Đồng ý');
    await answerDialog(page, 'Đã cập nhật dữ liệu thành công', 'Đồng ý');
    await expect(page.getByRole('row').filter({ hasText: 'Lê Minh Châu' })).toContainText('Phỏng vấn');
  });
});

test('staff without the Application read right see no menu entry, no count and no CV', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const { staff, close } = await staffPage(page, browser, ['rBoardRecruit', 'rBoardNews']);
  await staff.goto('/admin/board/recruit');
  // The side menu (the list's page numbers are a navigation of the same name, after it).
  const sideMenu = staff.getByRole('navigation', { name: 'Pages' }).first();
  await expect(sideMenu.getByRole('link')).toHaveText(['Recruit', 'News']);
  await expect(staff.getByRole('columnheader', { name: 'Period' })).toBeVisible();
  await expect(staff.getByRole('columnheader', { name: 'Applications' })).toHaveCount(0);
  expect((await staff.request.get('/api/application', { headers: adminCall() })).status()).toBe(403);
  const cv = await staff.request.get(`/file/download?fileUrl=${encodeURIComponent(seeded.cvUrl)}`, {
    headers: adminCall(),
  });
  expect(cv.status()).toBe(404);
  await staff.goto('/admin/board/application');
  await expect(staff.getByText('You do not have permission to open this page.')).toBeVisible();
  await close();
});

test('a reader of applications reads one and its CV but cannot save a status', async ({ page, browser }) => {
  await signIn(page);
  const { staff, close } = await staffPage(page, browser, ['rBoardApplication']);
  await staff.goto('/admin/board/application');
  await staff.getByRole('link', { name: 'Sarah Jones' }).click();
  await expect(staff.getByRole('heading', { name: 'Sarah Jones' })).toBeVisible();
  // The job's form needs the Recruit edit right: its title is plain text here.
  await expect(staff.locator('.admin-detail__category').getByRole('link')).toHaveCount(0);
  await expect(staff.getByLabel('Status')).toBeDisabled();
  await expect(staff.getByLabel('Internal note')).toBeDisabled();
  await expect(staff.getByRole('button', { name: 'SAVE' })).toHaveCount(0);
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Download CV Sarah Jones.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cv-\d+\.pdf$/);
  const id = staff.url().split('/').pop();
  const refused = await staff.request.post(`/api/application/${id}`, {
    headers: adminCall(),
    data: { statusCd: '30', note: 'x' },
  });
  expect(refused.status()).toBe(403);
  await expect(staff.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await close();
  // The administrator still sees it New.
  const row = await page.request.get(`/api/application/${id}`, { headers: adminCall() });
  expect((await row.json()).data.statusCd).toBe('10');
});
