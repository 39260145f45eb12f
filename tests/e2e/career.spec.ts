import type { APIRequestContext, Page } from '@playwright/test';
import {
  bothLanguages,
  expect,
  expectAccessible,
  openBeforeScripts,
  PHONE_BEFORE_SCRIPTS,
  slowPhone,
  test,
} from './fixtures.ts';

interface Job {
  jobNo: number;
  title: string;
  dateCd: string;
  dateCdNm: string;
  startDt: string | null;
  endDt: string | null;
  fileUrl: string | null;
  fileName: string | null;
}

interface Faq {
  faqNo: number;
  title: string;
}

interface List<T> {
  list: T[];
  total: number;
}

const PAGE_SIZE = 7;

async function apiList<T>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
  token?: string,
): Promise<List<T>> {
  const params = new URLSearchParams({ localeCd: 'EN', pageCnt: '100', ...query });
  const response = await request.get(`${path}?${params}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as List<T>;
}

const publicJobs = (request: APIRequestContext, localeCd = 'EN', query: Record<string, string> = {}) =>
  apiList<Job>(request, '/api/job', { localeCd, ...query });

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Today in Asia/Ho_Chi_Minh, the server's calendar for job windows, as YYYY-MM-DD. */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as unknown;
    return (Array.isArray(value) ? value : [value]) as Array<Record<string, unknown>>;
  });
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '<page title> | <site name>' in either language. */
const titled = (title: string) => new RegExp(`^${escapeRe(title)} \\| KidVenture (Vietnam|Việt Nam)$`);

const H1: Record<string, string> = {
  '/career/people': 'Our People',
  '/vi/career/people': 'Con người KidVenture',
  '/career/hr': 'HR & Welfare Benefits',
  '/vi/career/hr': 'Nhân sự & Phúc lợi',
  '/career/jobs': 'Open Positions',
  '/vi/career/jobs': 'Vị trí đang tuyển',
  '/career/faqs': 'Frequently Asked Questions',
  '/vi/career/faqs': 'Câu hỏi thường gặp',
};

test.describe('career pages by direct URL', () => {
  for (const path of Object.keys(H1))
    test(`renders with its title, meta and no serious accessibility issue: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[path]!);
      await expect(page).toHaveTitle(titled(H1[path]!));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      await expect(page.getByRole('navigation', { name: /Breadcrumb|Đường dẫn/ })).toBeVisible();
      await expectAccessible(page);
    });

  for (const path of bothLanguages('/career/jobs-detail'))
    test(`a job detail renders: ${path}`, async ({ page, request }) => {
      const jobs = await publicJobs(request, path.startsWith('/vi') ? 'VI' : 'EN');
      const job = jobs.list[0]!;
      const response = await page.goto(`${path}/${job.jobNo}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
      await expect(page).toHaveTitle(titled(job.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^${escapeRe(job.title)}`),
      );
      await expectAccessible(page);
    });

  test('the people page tells six colleague stories and the HR page lists the benefits', async ({ page }) => {
    await page.goto('/career/people');
    await expect(page.locator('.career-story')).toHaveCount(6);
    await page.goto('/career/hr');
    await expect(page.locator('.career-benefits__item')).toHaveCount(10);
    await expect(page.getByRole('heading', { name: '13th-month salary' })).toBeVisible();
    await expect(page.locator('.career-process__step')).toHaveCount(5);
  });
});

test.describe('jobs list', () => {
  test("shows 7 jobs and 'View more' appends the next pages, then hides", async ({ page, request }) => {
    const { total } = await publicJobs(request);
    await page.goto('/career/jobs');
    const cards = page.locator('.jobs-list .job-card');
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, total));
    await expect(page.getByRole('heading', { level: 2, name: `${total} open positions` })).toBeVisible();
    await expect(cards.first()).toContainText(/Recruiting/);
    await expect(cards.first()).toContainText(/\d{2}\/\d{2}\/\d{4}|Always/);
    const more = page.getByRole('link', { name: 'View more' });
    let shown = Math.min(PAGE_SIZE, total);
    while (shown < total) {
      await more.click();
      shown = Math.min(shown + PAGE_SIZE, total);
      await expect(cards).toHaveCount(shown);
    }
    await expect(more).toBeHidden();
    const titles = await page.locator('.jobs-list .job-card__title').allTextContents();
    expect(new Set(titles).size).toBe(total);
  });

  test('searching by title narrows the list, and clearing it brings everything back', async ({
    page,
    request,
  }) => {
    const all = await publicJobs(request);
    const title = all.list.find((j) => /Technician/.test(j.title))?.title ?? all.list.at(-1)!.title;
    const word = /Technician/.test(title) ? 'Technician' : title.split(/\s+/)[0]!;
    const expected = await publicJobs(request, 'EN', { searchType: 'title', searchText: word });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);

    await page.goto('/career/jobs');
    await page.getByLabel('Keyword').fill(word.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    const cards = page.locator('.jobs-list .job-card');
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, expected.total));
    for (const text of await cards.locator('.job-card__title').allTextContents())
      expect(text.toLowerCase()).toContain(word.toLowerCase());
    await expect(page.locator('.jobs-head__count')).toContainText(`${expected.total} results for`);
    // The address bar follows the search, so the list can be shared or reloaded (decision 030).
    await expect(page).toHaveURL(`/career/jobs?q=${encodeURIComponent(word.toLowerCase())}`);

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, all.total));
    await expect(page.getByLabel('Keyword')).toHaveValue('');
    await expect(page).toHaveURL('/career/jobs');
  });

  test('changing the search type with text in the box reloads the list', async ({ page, request }) => {
    const byTitle = await publicJobs(request, 'EN', { searchType: 'title', searchText: 'KidVenture' });
    const byContents = await publicJobs(request, 'EN', { searchType: 'contents', searchText: 'KidVenture' });
    expect(byTitle.total).not.toBe(byContents.total);

    await page.goto('/career/jobs');
    await page.getByLabel('Keyword').fill('KidVenture');
    await page.getByLabel('Keyword').press('Enter');
    const cards = page.locator('.jobs-list .job-card');
    if (byTitle.total === 0)
      await expect(page.locator('.empty')).toContainText('No positions match “KidVenture”');
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, byTitle.total));

    await page.getByLabel('Search in').selectOption('contents');
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, byContents.total));
    await expect(page.locator('.jobs-head__count')).toContainText(`${byContents.total} results for`);
  });

  test('Vietnamese search ignores diacritics', async ({ page, request }) => {
    const expected = await publicJobs(request, 'VI', { searchType: 'title', searchText: 'ky thuat' });
    expect(expected.total).toBeGreaterThan(0);
    await page.goto('/vi/career/jobs');
    await page.getByLabel('Từ khóa').fill('ky thuat');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page.locator('.jobs-list .job-card')).toHaveCount(Math.min(PAGE_SIZE, expected.total));
    await expect(page.locator('.jobs-list .job-card').first()).toContainText(/Kỹ thuật/i);
  });

  test.describe('before the scripts run (decision 029)', () => {
    test.use({ waitForHydration: false });

    test('a keyword typed before hydration survives it and is searched', async ({ page, request }) => {
      const expected = await publicJobs(request, 'VI', { searchType: 'title', searchText: 'ky thuat' });
      const hydrate = await openBeforeScripts(page, '/vi/career/jobs');
      await page.getByLabel('Từ khóa').fill('ky thuat');
      await hydrate();
      await expect(page.getByLabel('Từ khóa')).toHaveValue('ky thuat');
      await page.getByRole('button', { name: 'Tìm kiếm' }).click();
      await expect(page.locator('.jobs-list .job-card')).toHaveCount(Math.min(PAGE_SIZE, expected.total));
      await expect(page.locator('.jobs-list .job-card').first()).toContainText(/Kỹ thuật/i);
    });
  });
  test.describe('without JavaScript (decision 030)', () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test('the search is a link: it is rendered by the server, and View more shows the next page', async ({
      page,
      request,
    }) => {
      const expected = await publicJobs(request, 'VI', { searchType: 'title', searchText: 'ky thuat' });
      expect(expected.total).toBeGreaterThan(0);
      await page.goto('/vi/career/jobs');
      await page.getByLabel('Từ khóa').fill('ky thuat');
      await page.getByRole('button', { name: 'Tìm kiếm' }).click();
      // Every control of the form is sent, the keyword first; the empty filters ask for every job.
      await expect(page).toHaveURL(/\/vi\/career\/jobs\?q=ky\+thuat&in=title&type=&location=&department=$/);
      const cards = page.locator('.jobs-list .job-card');
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, expected.total));
      await expect(cards.first()).toContainText(/Kỹ thuật/i);
      await expect(page.getByLabel('Từ khóa')).toHaveValue('ky thuat');

      const all = await publicJobs(request);
      await page.goto('/career/jobs');
      if (all.total > PAGE_SIZE) {
        await page.getByRole('link', { name: 'View more' }).click();
        await expect(page).toHaveURL(/\/career\/jobs\?page=2#page-2$/);
        await expect(cards).toHaveCount(Math.min(2 * PAGE_SIZE, all.total));
      }
      await page.goto('/career/jobs?q=zzzz-nothing');
      await page.getByRole('link', { name: 'Clear search' }).click();
      await expect(page).toHaveURL(/\/career\/jobs$/);
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, all.total));
    });
  });
});

/**
 * Filtering the job list (decision 031): in each language, the part-time jobs of the
 * park's city, as the demo content has them; the labels are the page's own.
 */
const FILTERS = [
  {
    localeCd: 'EN',
    path: '/career/jobs',
    labels: { type: 'Employment type', location: 'Location', search: 'Search' },
    type: 'Part-time',
    location: 'Hanoi',
    // A visitor sharing the list by hand may type the city without capitals or diacritics.
    typed: 'hanoi',
  },
  {
    localeCd: 'VI',
    path: '/vi/career/jobs',
    labels: { type: 'Loại hình', location: 'Địa điểm', search: 'Tìm kiếm' },
    type: 'Bán thời gian',
    location: 'Hà Nội',
    typed: 'ha noi',
  },
] as const;

type FilterCase = (typeof FILTERS)[number];

/** The titles of the open part-time jobs in the case's city, newest first, as the API lists them. */
async function partTimeJobsIn(request: APIRequestContext, { localeCd, location }: FilterCase) {
  const expected = await publicJobs(request, localeCd, { employmentType: 'PART_TIME', location });
  const all = await publicJobs(request, localeCd);
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);
  return expected.list.map((job) => job.title);
}

const shownTitles = (page: Page) => page.locator('.jobs-list .job-card__title').allTextContents();

/** On a phone the filters sit in a closed 'Filters' disclosure; a wide screen shows them. */
async function showFilters(page: Page) {
  const toggle = page.locator('.job-search__toggle');
  if (await toggle.isVisible()) await toggle.click();
}

/** The filters of a job list's address, in a form the two spellings of a query compare equal in. */
const filtersOf = (url: string) => {
  const params = new URL(url).searchParams;
  return { type: params.get('type') ?? '', location: params.get('location') ?? '' };
};

/** Opens the shared address in a page of its own (another visitor) and checks it shows the same list. */
async function expectSharedList(page: Page, url: string, titles: string[], filter: FilterCase) {
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.locator('.jobs-list .job-card')).toHaveCount(titles.length);
  expect(await shownTitles(other)).toEqual(titles);
  await expect(other.getByLabel(filter.labels.type)).toHaveValue('part-time');
  await expect(other.getByLabel(filter.labels.location)).toHaveValue(filter.location);
  await other.close();
}

for (const [device, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const)
  test.describe(`job list filters on a ${device}`, () => {
    test.use(options);

    for (const filter of FILTERS)
      test(`${filter.localeCd}: filtering is in place and the address is a link to the same list`, async ({
        page,
        request,
      }) => {
        const titles = await partTimeJobsIn(request, filter);
        await page.goto(filter.path);
        await showFilters(page);
        await page.getByLabel(filter.labels.type).selectOption({ label: filter.type });
        await expect(page).toHaveURL(/\?type=part-time$/);
        await page.getByLabel(filter.labels.location).selectOption({ label: filter.location });
        await expect(page.locator('.jobs-list .job-card')).toHaveCount(titles.length);
        expect(await shownTitles(page)).toEqual(titles);
        expect(filtersOf(page.url())).toEqual({ type: 'part-time', location: filter.location });

        await expectSharedList(page, page.url(), titles, filter);
        // The address as a visitor would type it finds the same jobs.
        await expectSharedList(
          page,
          `${filter.path}?type=part-time&location=${filter.typed}`,
          titles,
          filter,
        );

        await page
          .getByRole('link', { name: filter.localeCd === 'EN' ? 'Clear search' : 'Xóa tìm kiếm' })
          .click();
        await expect(page.getByLabel(filter.labels.type)).toHaveValue('');
        await expect(page).toHaveURL(new RegExp(`${filter.path}$`));
        await expectAccessible(page);
      });

    test.describe('without JavaScript (decision 030)', () => {
      test.use({ javaScriptEnabled: false, waitForHydration: false });

      for (const filter of FILTERS)
        test(`${filter.localeCd}: the filters are sent with the search form and the server renders the list`, async ({
          page,
          request,
        }) => {
          const titles = await partTimeJobsIn(request, filter);
          await page.goto(filter.path);
          await showFilters(page);
          await page.getByLabel(filter.labels.type).selectOption({ label: filter.type });
          await page.getByLabel(filter.labels.location).selectOption({ label: filter.location });
          await page.getByRole('button', { name: filter.labels.search }).click();
          expect(filtersOf(page.url())).toEqual({ type: 'part-time', location: filter.location });
          await expect(page.locator('.jobs-list .job-card')).toHaveCount(titles.length);
          expect(await shownTitles(page)).toEqual(titles);
          await expect(page.getByLabel(filter.labels.type)).toHaveValue('part-time');

          await expectSharedList(page, page.url(), titles, filter);
          await expectSharedList(
            page,
            `${filter.path}?type=part-time&location=${filter.typed}`,
            titles,
            filter,
          );
        });
    });
  });

test.describe('FAQs', () => {
  test('opening one answer closes the other', async ({ page }) => {
    await page.goto('/career/faqs');
    const questions = page.locator('.faq summary');
    const answers = page.locator('.faq .faq__answer');
    await expect(questions).toHaveCount(PAGE_SIZE);
    await expect(answers.nth(0)).toBeHidden();

    await questions.nth(0).click();
    await expect(answers.nth(0)).toBeVisible();
    await expect(answers.nth(0)).not.toBeEmpty();

    await questions.nth(1).click();
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.nth(0)).toBeHidden();

    await questions.nth(1).click();
    await expect(answers.nth(1)).toBeHidden();
  });

  test("'View more' appends the next questions, then hides", async ({ page, request }) => {
    const { total } = await apiList<Faq>(request, '/api/faq');
    await page.goto('/career/faqs');
    const questions = page.locator('.faq summary');
    await expect(questions).toHaveCount(Math.min(PAGE_SIZE, total));
    const more = page.getByRole('link', { name: 'View more' });
    let shown = Math.min(PAGE_SIZE, total);
    while (shown < total) {
      await more.click();
      shown = Math.min(shown + PAGE_SIZE, total);
      await expect(questions).toHaveCount(shown);
    }
    await expect(more).toBeHidden();
    // Appended questions open like the first ones.
    await questions.last().click();
    await expect(page.locator('.faq .faq__answer').last()).toBeVisible();
  });

  test.describe('before the scripts run, on a slow phone (decision 029)', () => {
    test.use(PHONE_BEFORE_SCRIPTS);

    test('a tapped question opens and stays open through hydration; one answer at a time', async ({
      page,
    }) => {
      await slowPhone(page);
      const hydrate = await openBeforeScripts(page, '/career/faqs');
      const questions = page.locator('.faq summary');
      const answers = page.locator('.faq .faq__answer');
      await questions.nth(0).tap();
      await expect(answers.nth(0)).toBeVisible();
      await hydrate();
      await expect(answers.nth(0)).toBeVisible();
      await questions.nth(2).tap();
      await expect(answers.nth(2)).toBeVisible();
      await expect(answers.nth(0)).toBeHidden();
      await expectAccessible(page);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test('a question opens its answer', async ({ page }) => {
      await page.goto('/vi/career/faqs');
      const first = page.locator('.faq details').first();
      await first.locator('summary').click();
      await expect(first.locator('.faq__answer')).toBeVisible();
      await expect(first.locator('.faq__answer')).not.toBeEmpty();
    });
  });
});

test.describe('job detail', () => {
  test("shows 'Recruiting', the deadline, related jobs, and downloads the CV form", async ({
    page,
    request,
  }) => {
    const { list } = await publicJobs(request);
    const job = list.find((j) => j.fileUrl && j.dateCd === '10') ?? list.find((j) => j.fileUrl)!;
    await page.goto(`/career/jobs-detail/${job.jobNo}`);
    const summary = page.locator('.job-summary');
    await expect(summary).toContainText('Recruiting');
    await expect(summary.locator('.job-summary__deadline')).toHaveText(
      job.dateCd === '10' ? ddmmyyyy(job.endDt!) : job.dateCdNm,
    );
    await expect(page.locator('.prose')).not.toBeEmpty();
    const related = page.locator('.related-jobs .job-card');
    await expect(related).toHaveCount(Math.min(3, list.length - 1));
    await expect(related.filter({ hasText: job.title })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Apply by e-mail/ })).toHaveAttribute(
      'href',
      /^mailto:careers@/,
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CV' }).click();
    const download = await downloading;
    // Named by the site: the job's number and the file's type (decision 049).
    expect(download.suggestedFilename()).toMatch(/^form-\d+\.pdf$/);
    await download.cancel();
  });

  test("an always-open job shows its label instead of a date ('Always')", async ({ page, request }) => {
    const { list } = await publicJobs(request);
    const job = list.find((j) => j.dateCd === '20');
    test.skip(!job, 'no always-open job in the demo data');
    await page.goto(`/career/jobs-detail/${job!.jobNo}`);
    await expect(page.locator('.job-summary__deadline')).toHaveText('Always');
    const posting = (await jsonLd(page)).find((b) => b['@type'] === 'JobPosting');
    expect(posting?.title).toBe(job!.title);
    expect(posting).not.toHaveProperty('validThrough');
  });

  for (const path of bothLanguages('/career/jobs-detail'))
    test(`a job without a file answers 'Download CV' with the dialog: ${path}`, async ({ page, request }) => {
      const isVi = path.startsWith('/vi');
      const { list } = await publicJobs(request, isVi ? 'VI' : 'EN');
      const job = list.find((j) => !j.fileUrl);
      test.skip(!job, 'every demo job has a file');
      await page.goto(`${path}/${job!.jobNo}`);
      await page.getByRole('button', { name: isVi ? 'Tải mẫu CV' : 'Download CV' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading')).toHaveText(
        isVi ? 'Tệp không tồn tại' : 'File does not exist',
      );
      await dialog.getByRole('button', { name: isVi ? 'Đóng' : 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

  test('carries JobPosting structured data with the deadline', async ({ page, request }) => {
    const { list } = await publicJobs(request);
    const job = list.find((j) => j.dateCd === '10')!;
    await page.goto(`/career/jobs-detail/${job.jobNo}`);
    const posting = (await jsonLd(page)).find((b) => b['@type'] === 'JobPosting');
    expect(posting).toBeDefined();
    expect(posting!.title).toBe(job.title);
    expect(posting!.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    expect(String(posting!.validThrough)).toMatch(new RegExp(`^${job.endDt}`));
  });

  test("a hidden or other-language job answers 404 'Not Found...'; a past one 410, closed", async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/user/login', {
      data: { loginId: 'admin', password: 'Admin-Pass1!' },
    });
    expect(login.ok()).toBe(true);
    const token = (await login.json()).data.token as string;
    const { list } = await apiList<Job>(request, '/api/job', {}, token);
    const hidden = list.find((j) => j.dateCd === '30');
    const past = list.find((j) => j.dateCd === '10' && j.endDt! < today());
    const viJob = (await publicJobs(request, 'VI')).list[0]!;
    expect(hidden ?? past).toBeDefined();
    for (const path of [
      ...(hidden ? [`/career/jobs-detail/${hidden.jobNo}`] : []),
      `/career/jobs-detail/${viJob.jobNo}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Found...');
    }
    // Past its deadline: the page says the position is closed (decision 060), for people, not search engines.
    if (past) {
      const response = await page.goto(`/career/jobs-detail/${past.jobNo}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This position is closed');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });
});
