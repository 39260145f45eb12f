import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, openBeforeScripts, PHONE_BEFORE_SCRIPTS, test } from './fixtures.ts';

/**
 * The jobs first on a phone (decision 056): on a 390 × 844 screen the first job shows before any
 * scrolling, with scripts and without, in both languages, the filters folded into a 'Filters'
 * disclosure; a filter chosen before the scripts have started is applied once they have; a job's
 * page jumps to its application form from the top.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const LANGUAGES = [
  { localeCd: 'EN', path: '/career/jobs', toggle: 'Filters', type: 'Employment type', partTime: 'Part-time' },
  { localeCd: 'VI', path: '/vi/career/jobs', toggle: 'Bộ lọc', type: 'Loại hình', partTime: 'Bán thời gian' },
] as const;

/** How many job cards lie wholly within the first screen. */
const cardsOnFirstScreen = (page: Page) =>
  page
    .locator('.jobs-list > li')
    .evaluateAll(
      (items) => items.filter((item) => item.getBoundingClientRect().bottom <= innerHeight).length,
    );

async function partTimeTitles(request: APIRequestContext, localeCd: string) {
  const res = await request.get(`/api/job?localeCd=${localeCd}&employmentType=PART_TIME&pageCnt=100`);
  const { list, total } = (await res.json()).data as { list: Array<{ title: string }>; total: number };
  expect(total).toBeGreaterThan(0);
  return list.slice(0, 7).map((job) => job.title);
}

for (const isScripted of [true, false])
  test.describe(`the job list on a phone, ${isScripted ? 'with' : 'without'} scripts`, () => {
    test.use({ ...PHONE, javaScriptEnabled: isScripted, waitForHydration: isScripted });

    for (const language of LANGUAGES)
      test(`${language.localeCd}: the first job shows on the first screen, the filters one tap away`, async ({
        page,
      }) => {
        await page.goto(language.path);
        expect(await cardsOnFirstScreen(page)).toBeGreaterThanOrEqual(1);
        const toggle = page.getByText(language.toggle, { exact: true });
        await expect(toggle).toBeVisible();
        await expect(page.getByLabel(language.type)).toBeHidden();
        await toggle.click();
        await expect(page.getByLabel(language.type)).toBeVisible();
        // An address with filters says how many in the toggle.
        await page.goto(`${language.path}?type=part-time&department=x`);
        await expect(page.getByText(`${language.toggle} (2)`, { exact: true })).toBeVisible();
        if (isScripted) await expectAccessible(page);
      });
  });

test.describe('the job list on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the filters beside the search, without a toggle', async ({ page }) => {
    await page.goto('/career/jobs');
    await expect(page.getByLabel('Employment type')).toBeVisible();
    await expect(page.getByLabel('Search in')).toBeVisible();
    await expect(page.getByText('Filters', { exact: true })).toBeHidden();
  });
});

test.describe('a filter chosen before the scripts have started (decision 056)', () => {
  test.use(PHONE_BEFORE_SCRIPTS);

  // A first-time visitor on a phone picks 'Part-time' as soon as the list appears: ten tries, ten filtered lists.
  for (let run = 1; run <= 10; run++) {
    const language = LANGUAGES[run % 2]!;
    test(`${language.localeCd}: is applied once they have, try ${run}`, async ({ page, request }) => {
      const titles = await partTimeTitles(request, language.localeCd);
      const hydrate = await openBeforeScripts(page, language.path);
      await page.getByText(language.toggle, { exact: true }).tap();
      await page.getByLabel(language.type).selectOption({ label: language.partTime });
      await hydrate();
      await expect(page).toHaveURL(/\?type=part-time$/);
      await expect(page.locator('.jobs-list .job-card__title')).toHaveText(titles);
      await expect(page.getByText(`${language.toggle} (1)`, { exact: true })).toBeVisible();
    });
  }

  test('is applied also when even the first script came late', async ({ page, request }) => {
    const titles = await partTimeTitles(request, 'EN');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A module script held holds DOMContentLoaded too; the page reads and works from its first bytes.
    await page.goto('/career/jobs', { waitUntil: 'commit' });
    await page.getByText('Filters', { exact: true }).tap();
    await page.getByLabel('Employment type').selectOption({ label: 'Part-time' });
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(/\?type=part-time$/);
    await expect(page.locator('.jobs-list .job-card__title')).toHaveText(titles);
  });
});

test.describe("a job's page on a phone", () => {
  for (const isScripted of [true, false])
    test.describe(isScripted ? 'with scripts' : 'without scripts', () => {
      test.use({ ...PHONE, javaScriptEnabled: isScripted, waitForHydration: isScripted });

      for (const [localeCd, prefix, apply, formTitle] of [
        ['EN', '', 'Apply', 'Apply for this position'],
        ['VI', '/vi', 'Ứng tuyển', 'Ứng tuyển vị trí này'],
      ] as const)
        test(`${localeCd}: an 'Apply' link at the top jumps to the form`, async ({ page, request }) => {
          const res = await request.get(`/api/job?localeCd=${localeCd}&pageCnt=100`);
          const jobs = (await res.json()).data.list as Array<{ jobNo: number; applyOnline: string }>;
          const job = jobs.find((j) => j.applyOnline === 'Y')!;
          await page.goto(`${prefix}/career/jobs-detail/${job.jobNo}`);
          const jump = page.getByRole('link', { name: apply, exact: true });
          await expect(jump).toBeInViewport();
          const heading = page.getByRole('heading', { name: formTitle, exact: true });
          await expect(heading).not.toBeInViewport();
          await jump.tap();
          await expect(page).toHaveURL(/#apply-form$/);
          await expect(heading).toBeInViewport();
        });
    });
});
