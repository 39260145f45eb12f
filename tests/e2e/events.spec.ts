import type { Page } from '@playwright/test';
import { bothLanguages, expect, expectAccessible, test } from './fixtures.ts';

/** The events pages (decision 044) on the demo content: upcoming and past events, hiring days among them. */

const TEXT = {
  en: {
    title: 'Events',
    past: 'Past',
    hiringDays: 'Hiring days',
    all: 'All',
    hiringDay: 'Hiring day',
    subscribe: 'Subscribe to the calendar',
    add: 'Add to calendar',
    jobs: 'Jobs open now',
    allJobs: 'See all open jobs',
  },
  vi: {
    title: 'Sự kiện',
    past: 'Đã diễn ra',
    hiringDays: 'Ngày hội tuyển dụng',
    all: 'Tất cả',
    hiringDay: 'Ngày hội tuyển dụng',
    subscribe: 'Đăng ký lịch sự kiện',
    add: 'Thêm vào lịch',
    jobs: 'Vị trí đang tuyển',
    allJobs: 'Xem tất cả vị trí đang tuyển',
  },
};

const cards = (page: Page) => page.locator('.event-grid > li');
const filterLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

async function eventJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((b) => b['@type'] === 'Event');
}

test.describe('from the list to one event', () => {
  for (const path of bothLanguages('/news/events'))
    test(path, async ({ page }) => {
      const text = path.startsWith('/vi') ? TEXT.vi : TEXT.en;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      expect(await cards(page).count()).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: text.subscribe })).toHaveAttribute(
        'href',
        `${path.replace('/news/events', '')}/news/events/calendar.ics`,
      );
      await expectAccessible(page);

      const title = (await cards(page).first().locator('.card__title').textContent())!;
      await cards(page).first().getByRole('link').click();
      await expect(page).toHaveURL(/\/news\/events\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const add = page.getByRole('link', { name: text.add });
      await expect(add).toHaveAttribute('href', /^\/news\/events\/\d+\.ics$/);
      await expect(add).toHaveAttribute('download', '');
      const file = await page.request.get((await add.getAttribute('href'))!);
      expect(file.headers()['content-type']).toContain('text/calendar');
      expect(await file.text()).toContain(`SUMMARY:${title.slice(0, 20)}`);
      const event = await eventJsonLd(page);
      expect(event).toMatchObject({ name: title, eventAttendanceMode: expect.stringContaining('Offline') });
      expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+07:00$/);
      await expectAccessible(page);
    });
});

test('the past tab lists the events that are over, latest first', async ({ page, request }) => {
  const past = await request.get('/api/event?localeCd=EN&when=past');
  const { list } = (await past.json()).data as { list: Array<{ title: string }> };
  await page.goto('/news/events');
  await filterLink(page, TEXT.en.past).click();
  await expect(page).toHaveURL(/\/news\/events\?when=past$/);
  await expect(filterLink(page, TEXT.en.past)).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).locator('.card__title')).toHaveText(list.map((event) => event.title));
});

test('a hiring day leads to the open jobs', async ({ page }) => {
  await page.goto('/news/events?kind=20');
  expect(await cards(page).count()).toBeGreaterThan(0);
  for (const badge of await cards(page).locator('.event-card__kind').all())
    await expect(badge).toHaveText(TEXT.en.hiringDay);
  await cards(page).first().getByRole('link').click();
  const jobs = page.getByRole('region', { name: TEXT.en.jobs });
  await expect(jobs.locator('.job-card').first()).toBeVisible();
  await jobs.getByRole('link', { name: TEXT.en.allJobs }).click();
  await expect(page).toHaveURL(/\/career\/jobs$/);
});

test.describe('events without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the tabs, the kind filter and the cards are plain links', async ({ page }) => {
    const text = TEXT.vi;
    await page.goto('/vi/news/events');
    await filterLink(page, text.hiringDays).click();
    await expect(page).toHaveURL(/\/vi\/news\/events\?kind=20$/);
    for (const badge of await cards(page).locator('.event-card__kind').all())
      await expect(badge).toHaveText(text.hiringDay);
    await filterLink(page, text.past).click();
    await expect(page).toHaveURL(/\/vi\/news\/events\?when=past&kind=20$/);
    await filterLink(page, text.all).click();
    await expect(page).toHaveURL(/\/vi\/news\/events\?when=past$/);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/vi\/news\/events\/\d+$/);
    await expect(page.getByRole('link', { name: text.add })).toHaveAttribute('href', /\.ics$/);
  });
});
