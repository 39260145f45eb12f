import { bothLanguages, expect, expectAccessible, ONE_PAGE_PDF, test } from './fixtures.ts';

const PARTNERS = '/partner/partner-company';
const INQUIRY = '/partner/partnership-inquiry';

test.describe('partner pages render', () => {
  for (const [base, en, vi] of [
    [PARTNERS, 'Partner Companies', 'Doanh nghiệp đối tác'],
    [INQUIRY, 'Partnership Inquiry', 'Liên hệ hợp tác'],
  ] as const)
    for (const path of bothLanguages(base))
      test(`${path} opens directly, has one h1 and no serious accessibility issue`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(path.startsWith('/vi') ? vi : en);
        await expect(page).toHaveTitle(
          `${path.startsWith('/vi') ? vi : en} | KidVenture ${path.startsWith('/vi') ? 'Việt Nam' : 'Vietnam'}`,
        );
        await expectAccessible(page);
      });
});

test.describe('partner companies', () => {
  test('groups partners by type with logos that open in a new tab', async ({ page }) => {
    await page.goto(PARTNERS);
    const headings = page.locator('.partners-group h2');
    await expect(headings).toHaveText([
      'State/Public Institutions',
      'Health Financials',
      'Food',
      'Media Service',
      'Distribution and Manufacture',
    ]);
    const firstGroup = page.locator('#partners-type-10');
    await expect(firstGroup.locator('img').first()).toBeVisible();
    const tiles = page.locator('a.partners-tile');
    expect(await tiles.count()).toBeGreaterThanOrEqual(5);
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveAttribute('target', '_blank');
      await expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(tile).toHaveAttribute('href', /^https?:\/\//);
      const alt = await tile.locator('img').getAttribute('alt');
      expect(alt?.length).toBeGreaterThan(0);
      await expect(tile).toContainText(alt!);
    }
    await expect(tiles.first()).toHaveAccessibleName(/\(opens in a new tab\)$/);
    await page.getByRole('link', { name: 'Send a partnership inquiry' }).click();
    await expect(page).toHaveURL(/\/partner\/partnership-inquiry$/);
  });

  test('Vietnamese page uses Vietnamese group names', async ({ page }) => {
    await page.goto(`/vi${PARTNERS}`);
    await expect(page.locator('.partners-group h2').first()).toHaveText('Cơ quan nhà nước/công lập');
    await expect(page.getByRole('link', { name: 'Gửi yêu cầu hợp tác' })).toHaveAttribute(
      'href',
      `/vi${INQUIRY}`,
    );
  });
});

test.describe('partnership inquiry form', () => {
  test('checks consent, then required fields, then the e-mail format', async ({ page }) => {
    await page.goto(INQUIRY);
    const dialog = page.getByRole('dialog');
    const send = page.getByRole('button', { name: 'Send inquiry' });

    await send.click();
    await expect(dialog).toContainText('Please agree to the privacy policy');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('I agree to the collection').check();
    await send.click();
    await expect(dialog).toContainText('Please enter the details');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // The visitor is taken back to the first missing field.
    await expect(page.getByLabel(/^Title\b/)).toBeFocused();

    await page.getByLabel(/^Title\b/).fill('Form check');
    await page.getByLabel(/^Name\b/).fill('Tester');
    await page.getByLabel(/^Phone\b/).fill('0912345678');
    await page.getByLabel('E-mail address, part before the @').fill('abc');
    await page.getByLabel('E-mail domain, part after the @').fill('x');
    await send.click();
    await expect(dialog).toContainText('The email format is not valid');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('shows the messages in Vietnamese on /vi', async ({ page }) => {
    await page.goto(`/vi${INQUIRY}`);
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page.getByRole('dialog')).toContainText('Vui lòng đồng ý với chính sách bảo mật');
  });

  test('domain presets lock the domain, and the phone keeps digits only', async ({ page }) => {
    await page.goto(INQUIRY);
    const domain = page.getByLabel('E-mail domain, part after the @');
    const choice = page.getByLabel('Choose an e-mail domain');
    await choice.selectOption('10');
    await expect(domain).toHaveValue('gmail.com');
    await expect(domain).toHaveAttribute('readonly', '');
    await choice.selectOption('20');
    await expect(domain).toHaveValue('naver.com');
    await choice.selectOption('00');
    await expect(domain).toHaveValue('');
    await expect(domain).not.toHaveAttribute('readonly');
    await domain.fill('company.vn');
    await expect(domain).toHaveValue('company.vn');

    const phone = page.getByLabel(/^Phone\b/);
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await phone.pressSequentially('a1-b2 c3');
    await expect(phone).toHaveValue('123');
  });

  test('opens and closes the privacy policy', async ({ page }) => {
    await page.goto(INQUIRY);
    await page.getByRole('link', { name: 'View privacy policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy policy for inquiries' });
    await expect(dialog).toBeVisible();
    // The e2e server runs with the default INQUIRY_RETENTION_DAYS.
    await expect(dialog).toContainText('183 days from the day you send the inquiry');
    await expect(dialog).toContainText('IP address');
    await expect(dialog).toContainText('refuse');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('refuses a file over 10 MB on the client', async ({ page }) => {
    await page.goto(INQUIRY);
    await page.locator('#inquiry-file').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(page.getByRole('dialog')).toContainText('larger than 10 MB');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.inquiry-file__name')).toHaveText('No file chosen');
  });

  test('sends an inquiry with an attachment, then resets the form', async ({ page, request }) => {
    const title = `Partnership e2e ${Date.now()}`;
    await page.goto(INQUIRY);
    await page.getByLabel('Inquiry type').selectOption('20');
    await page.getByLabel(/^Title\b/).fill(title);
    await page.getByLabel(/^Name\b/).fill('Nguyen Van Test');
    await page.getByLabel(/^Phone\b/).fill('091 234 5678');
    await page.getByLabel('E-mail address, part before the @').fill('partner.test');
    await page.getByLabel('Choose an e-mail domain').selectOption('10');
    await page.getByLabel('Details').fill('We would like to sponsor a bakery experience.');
    await page.locator('#inquiry-file').setInputFiles({
      name: 'proposal.pdf',
      mimeType: 'application/pdf',
      buffer: ONE_PAGE_PDF,
    });
    await expect(page.locator('.inquiry-file__name')).toHaveText('proposal.pdf');
    await page.getByLabel('I agree to the collection').check();
    await page.getByRole('button', { name: 'Send inquiry' }).click();

    const dialog = page.getByRole('dialog', { name: 'Thank you for your inquiry' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('within a few working days');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByLabel(/^Title\b/)).toHaveValue('');
    await expect(page.getByLabel(/^Name\b/)).toHaveValue('');
    await expect(page.getByLabel(/^Phone\b/)).toHaveValue('');
    await expect(page.getByLabel('Details')).toHaveValue('');
    await expect(page.getByLabel('Inquiry type')).toHaveValue('10');
    await expect(page.getByLabel('E-mail address, part before the @')).toHaveValue('');
    const domain = page.getByLabel('E-mail domain, part after the @');
    await expect(domain).toHaveValue('');
    await expect(domain).not.toHaveAttribute('readonly');
    await expect(page.getByLabel('Choose an e-mail domain')).toHaveValue('00');
    await expect(page.getByLabel('I agree to the collection')).not.toBeChecked();
    await expect(page.locator('.inquiry-file__name')).toHaveText('No file chosen');
    expect(await page.locator('#inquiry-file').evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);

    const login = await request.post('/api/user/login', {
      data: { loginId: 'admin', password: 'Admin-Pass1!' },
    });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()).data as { token: string };
    const list = await request.get('/api/qna?localeCd=EN&pageCnt=100', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.ok()).toBe(true);
    const rows = (await list.json()).data.list as Array<Record<string, string>>;
    const sent = rows.find((row) => row.title === title);
    expect(sent).toBeTruthy();
    expect(sent).toMatchObject({
      typeCd: '20',
      name: 'Nguyen Van Test',
      email: 'partner.test',
      emailDomain: '10',
      emailDomainName: 'gmail.com',
      phone: '0912345678',
      fileName: 'proposal.pdf',
      localeCd: 'EN',
    });
    expect(sent?.fileUrl).toBeTruthy();
  });
});

test.describe('partnership inquiry without JavaScript (decision 030)', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  const fill = async (page: import('@playwright/test').Page, title: string) => {
    await page.getByLabel('Inquiry type').selectOption('20');
    await page.getByLabel(/^Title\b/).fill(title);
    await page.getByLabel(/^Name\b/).fill('Lê Thu Hà');
    await page.getByLabel(/^Phone\b/).fill('0987654321');
    await page.getByLabel('E-mail address, part before the @').fill('thu.ha');
    await page.getByLabel('E-mail domain, part after the @').fill('example.vn');
    await page.getByLabel('Details').fill('A sponsorship of the fire station.');
  };

  test('sends an inquiry and shows the confirmation, with nothing typed in the address', async ({ page }) => {
    await page.goto(INQUIRY);
    await fill(page, `No-script e2e ${Date.now()}`);
    await page.getByLabel('I agree to the collection').check();
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page).toHaveURL(new RegExp(`${INQUIRY}\\?sent=1$`));
    await expect(page.getByRole('status')).toContainText('Thank you for your inquiry');
    await expect(page.getByLabel(/^Title\b/)).toHaveValue('');
  });

  test('a refused inquiry comes back with what was typed and the reason', async ({ page }) => {
    await page.goto(`/vi${INQUIRY}`);
    await page.getByLabel('Loại yêu cầu').selectOption('20');
    await page.getByLabel(/^Tiêu đề/).fill('Tài trợ khu bánh mì');
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page).toHaveURL(new RegExp(`/vi${INQUIRY}$`));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Vui lòng đồng ý với chính sách bảo mật');
    await expect(alert).toContainText('vui lòng chọn lại');
    await expect(page.getByLabel(/^Tiêu đề/)).toHaveValue('Tài trợ khu bánh mì');
    await expect(page.getByLabel('Loại yêu cầu')).toHaveValue('20');
  });

  test('a form over the field limit comes back with 413, what was typed and the reason', async ({ page }) => {
    // A tampered form: 41 fields more than the page has, past the 40 a form may carry, after the
    // visitor's (what is read before the limit is what comes back).
    const extra = Array.from({ length: 41 }, (_, i) => `<input type="hidden" name="extra${i}" value="x">`);
    await page.route(`**${INQUIRY}`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const html = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: html.replace(
          /(<form[^>]*class="inquiry-form"[^>]*>[\s\S]*?)(<\/form>)/,
          `$1${extra.join('')}$2`,
        ),
      });
    });
    await page.goto(INQUIRY);
    await fill(page, 'Too many fields');
    await page.getByLabel('I agree to the collection').check();
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByRole('alert')).toContainText('The form had more fields or files than it accepts');
    await expect(page.getByLabel(/^Title\b/)).toHaveValue('Too many fields');
    await expect(page.getByLabel(/^Name\b/)).toHaveValue('Lê Thu Hà');
  });

  test('the privacy policy opens in the page', async ({ page }) => {
    await page.goto(INQUIRY);
    const notice = page.getByRole('region', { name: 'Privacy policy for inquiries' });
    await expect(notice).toBeHidden();
    await page.getByRole('link', { name: 'View privacy policy' }).click();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('183 days from the day you send the inquiry');
  });
});
