import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, ONE_PAGE_PDF, test } from './fixtures.ts';

/**
 * Applying for a job on the site (decision 032): the form on the job's page and on its own page, on a
 * phone and a desktop, in both languages, with and without scripts; a refusal keeps what was typed
 * and the CV; staff find the application. Each test's page applies from an address of its own
 * (the e2e server trusts X-Forwarded-For from the test client), so the hourly limit of five
 * applications per address never gets in the way; staff calls come from the allowed loopback.
 */

const CV = {
  name: 'My CV.pdf',
  mimeType: 'application/pdf',
  buffer: ONE_PAGE_PDF,
};

let lastAddress = 0;
const ownAddress = () => ({
  'x-forwarded-for': `198.18.0.${++lastAddress + Math.floor(Math.random() * 200)}`,
});

/** An open job of the language that takes applications on the site. */
async function openJob(request: APIRequestContext, localeCd: 'EN' | 'VI') {
  const res = await request.get(`/api/job?localeCd=${localeCd}&pageCnt=100`);
  const jobs = (await res.json()).data.list as Array<{ jobNo: number; title: string; applyOnline: string }>;
  return jobs.find((job) => job.applyOnline === 'Y')!;
}

async function applicationsFor(request: APIRequestContext, jobNo: number, name: string) {
  const login = await request.post('/api/user/login', {
    data: { loginId: 'admin', password: 'Admin-Pass1!' },
  });
  const { token } = (await login.json()).data as { token: string };
  const res = await request.get(`/api/application?jobNo=${jobNo}&pageCnt=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()).data.list as Array<Record<string, string>>).filter((row) => row.name === name);
}

const TEXT = {
  en: {
    prefix: '',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    cv: 'Your CV',
    letter: 'Cover letter (optional)',
    consent: /^I agree that KidVenture uses/,
    send: 'Send application',
    phoneError: 'Please enter a phone number of 8 to 15 digits.',
    kept: 'Your CV “My CV.pdf” is kept',
    sent: 'Thank you, your application has arrived',
  },
  vi: {
    prefix: '/vi',
    name: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    cv: 'CV của bạn',
    letter: 'Thư giới thiệu (không bắt buộc)',
    consent: /^Tôi đồng ý để KidVenture/,
    send: 'Gửi hồ sơ',
    phoneError: 'Vui lòng nhập số điện thoại từ 8 đến 15 chữ số.',
    kept: 'CV “My CV.pdf” của bạn đã được giữ lại',
    sent: 'Cảm ơn bạn, hồ sơ của bạn đã được gửi',
  },
} as const;

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const)
  for (const locale of ['en', 'vi'] as const)
    test.describe(`applying on a ${device} in ${locale}`, () => {
      test.use({ viewport });
      const text = TEXT[locale];

      test('a refusal keeps what was typed and the CV; the application then arrives with it', async ({
        page,
        request,
      }) => {
        const job = await openJob(request, locale === 'en' ? 'EN' : 'VI');
        const applicant = `Applicant ${device} ${locale} ${Date.now()}`;
        await page.setExtraHTTPHeaders(ownAddress());
        await page.goto(`${text.prefix}/career/jobs-detail/${job.jobNo}`);
        const form = page.locator('form.apply-form');
        if (device === 'phone') {
          // The summary's button leads to the form in the page.
          await page.locator('.job-summary__apply').click();
          await expect(form).toBeInViewport();
        }
        await form.getByLabel(text.name).fill(applicant);
        await form.getByLabel(text.email, { exact: false }).first().fill('applicant@example.com');
        await form.getByLabel(text.phone).fill('123');
        await form.getByLabel(text.cv).setInputFiles(CV);
        await form.getByLabel(text.letter).fill('Children make every day new.');
        await form.getByLabel(text.consent).check();
        await form.getByRole('button', { name: text.send }).click();

        // Refused by the server: the page of the form alone, everything as typed, the CV kept.
        await expect(page).toHaveURL(new RegExp(`${text.prefix}/career/apply/${job.jobNo}$`));
        await expect(page.getByRole('alert')).toContainText(text.phoneError);
        const again = page.locator('form.apply-form');
        await expect(again.getByLabel(text.phone)).toHaveAttribute('aria-invalid', 'true');
        await expect(again.getByLabel(text.name)).toHaveValue(applicant);
        await expect(again.getByLabel(text.letter)).toHaveValue('Children make every day new.');
        await expect(again.getByLabel(text.consent)).toBeChecked();
        await expect(again).toContainText(text.kept);
        await expectAccessible(page);

        await again.getByLabel(text.phone).fill('0912 345 678');
        await again.getByRole('button', { name: text.send }).click();
        await expect(page).toHaveURL(new RegExp(`${text.prefix}/career/apply/${job.jobNo}\\?sent=1$`));
        await expect(page.getByRole('status')).toContainText(text.sent);
        await page.reload();
        await expect(page.getByRole('status')).toContainText(text.sent);

        const [stored] = await applicationsFor(request, job.jobNo, applicant);
        expect(stored).toMatchObject({
          phone: '0912345678',
          email: 'applicant@example.com',
          fileName: 'My CV.pdf',
          coverLetter: 'Children make every day new.',
          localeCd: locale.toUpperCase(),
          statusCd: '10',
        });
      });
    });

test.describe('applying without JavaScript on a phone', () => {
  test.use({
    javaScriptEnabled: false,
    waitForHydration: false,
    viewport: { width: 390, height: 844 },
  });

  test('the form on its own page sends the application', async ({ page, request }) => {
    const job = await openJob(request, 'EN');
    const applicant = `No-script applicant ${Date.now()}`;
    await page.setExtraHTTPHeaders(ownAddress());
    await page.goto(`/career/jobs-detail/${job.jobNo}`);
    await page.getByRole('link', { name: 'Open the form on its own page' }).click();
    await expect(page).toHaveURL(new RegExp(`/career/apply/${job.jobNo}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(job.title);
    await page.getByLabel('Full name').fill(applicant);
    await page.getByLabel(/^E-mail/).fill('noscript@example.com');
    await page.getByLabel('Phone').fill('0987654321');
    await page.getByLabel('Your CV').setInputFiles(CV);
    await page.getByLabel(/^I agree that KidVenture uses/).check();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, your application has arrived');
    expect(await applicationsFor(request, job.jobNo, applicant)).toHaveLength(1);
  });
});
