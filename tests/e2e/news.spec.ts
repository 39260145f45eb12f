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

/** A 1 × 1 PNG: YouTube stills are answered locally, so the tests need no network. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The stand-in player reports that it loaded and echoes every message it receives to its parent,
 * so a test can see the pause command sent to the main video.
 */
const FAKE_PLAYER = `<!doctype html><html><body><script>
parent.postMessage('ready', '*');
addEventListener('message', (e) => parent.postMessage('got:' + e.data, '*'));
</script></body></html>`;

async function fakeYoutube(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PIXEL }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: FAKE_PLAYER }),
  );
  await page.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<html></html>' }),
  );
}

interface Row {
  [key: string]: unknown;
}

async function apiList(request: APIRequestContext, path: string, query: string): Promise<Row[]> {
  const response = await request.get(`${path}?${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { list: Row[] } };
  return body.data.list;
}

test.beforeEach(async ({ page }) => {
  await fakeYoutube(page);
});

test.describe('news pages render in both languages', () => {
  for (const path of bothLanguages('/news/press-release'))
    test(`press releases: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/vi') ? 'Thông cáo báo chí' : 'Press Release',
      );
      await expect(page.locator('.press-grid > li')).toHaveCount(9);
      await expect(page.locator('.press-grid__featured .card__title')).toBeVisible();
      await expectAccessible(page);
    });

  for (const path of bothLanguages('/news/videos'))
    test(`videos: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Video${path.startsWith('/vi') ? '' : 's'}`,
      );
      await expect(page.locator('.video-facade')).toBeVisible();
      expect(await page.locator('.video-card').count()).toBeGreaterThan(0);
      // No YouTube code before the visitor asks for it.
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectAccessible(page);
    });

  for (const [locale, prefix] of [
    ['EN', ''],
    ['VI', '/vi'],
  ] as const)
    test(`a press release: ${locale}`, async ({ page, request }) => {
      const [first] = await apiList(request, '/api/news', `localeCd=${locale}&pageNo=1&pageCnt=1`);
      const response = await page.goto(`${prefix}/news/detail/${first!.newsNo}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(first!.title));
      await expect(page.locator('.news-article .prose')).not.toBeEmpty();
      await expect(page.locator('.news-article__meta time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(
        page.getByRole('link', { name: /Back to press releases|Quay lại danh sách/ }),
      ).toHaveAttribute('href', `${prefix}/news/press-release`);
      await expectAccessible(page);
    });
});

test('press releases: View more appends the next page and then disappears', async ({ page }) => {
  await page.goto('/news/press-release');
  const cards = page.locator('.press-grid > li');
  await expect(cards).toHaveCount(9);
  const more = page.getByRole('link', { name: 'View more' });
  await more.click();
  await expect(cards).toHaveCount(12);
  await expect(more).toHaveCount(0);
  await expect(page.locator('.press-count')).toHaveText('Showing 12 of 12 press releases');
  // Focus moves to the first card that arrived.
  await expect(cards.nth(9).locator('a')).toBeFocused();
});

test.describe('videos', () => {
  test('the featured video plays in place only when asked', async ({ page }) => {
    await page.goto('/news/videos');
    await page.getByRole('link', { name: /^Play video: / }).click();
    const frame = page.locator('.video-feature__player iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&enablejsapi=1$/,
    );
    await expect(frame).toHaveAttribute('allow', /autoplay/);
  });

  test('a list video opens in a dialog that Escape and the backdrop close', async ({ page, request }) => {
    const videos = await apiList(request, '/api/video', 'localeCd=EN');
    await page.goto('/news/videos');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeHidden();

    const buttons = page.locator('.video-card__button');
    const title = (await buttons.first().textContent())!;
    const video = videos.find((v) => v.title === title)!;
    await buttons.first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    // Focus starts on Close, outside the player, so Escape reaches the dialog.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&enablejsapi=1`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog iframe')).toHaveCount(0);
    await expect(buttons.first()).toBeFocused();

    await buttons.nth(1).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4); // the backdrop, outside the dialog box
    await expect(dialog).toBeHidden();

    await buttons.nth(1).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('opening a list video pauses the main one', async ({ page }) => {
    await page.goto('/news/videos');
    await page.evaluate(() => {
      const w = window as unknown as { messages: string[] };
      w.messages = [];
      addEventListener('message', (e) => w.messages.push(String(e.data)));
    });
    const messages = () => page.evaluate(() => (window as unknown as { messages: string[] }).messages);
    await page.getByRole('link', { name: /^Play video: / }).click();
    await expect.poll(messages).toContain('ready');
    await page.locator('.video-card__button').first().click();
    await expect.poll(messages).toContain('got:{"event":"command","func":"pauseVideo","args":""}');
  });
});

/** Decision 029: a video is a link to YouTube that the scripts turn into the player. */
test.describe('videos before the scripts run, on a slow phone', () => {
  test.use(PHONE_BEFORE_SCRIPTS);
  test.beforeEach(async ({ page }) => slowPhone(page));

  test('a list video tapped before hydration opens in the dialog once hydrated', async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/news/videos');
    const card = page.locator('.video-card__button').first();
    const title = (await card.textContent())!;
    await card.tap();
    await hydrate();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1); // no YouTube tab opened as well
  });

  test('the featured video tapped before hydration plays in place once hydrated', async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/news/videos');
    await page.getByRole('link', { name: /^Play video: / }).tap();
    await hydrate();
    await expect(page.locator('.video-feature__player iframe')).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
  });
});

test.describe('videos without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('each video links to its YouTube page in a new tab', async ({ page, request }) => {
    const videos = await apiList(request, '/api/video', 'localeCd=VI');
    await page.goto('/vi/news/videos');
    const links = [
      page.getByRole('link', { name: /^Phát video: / }),
      ...(await page.locator('.video-card__button').all()),
    ];
    expect(links.length).toBeGreaterThan(1);
    const ids = new Set(videos.map((v) => v.youtubeId));
    for (const link of links) {
      const href = (await link.getAttribute('href'))!;
      const id = /^https:\/\/www\.youtube\.com\/watch\?v=([\w-]{11})$/.exec(href)?.[1];
      expect(ids.has(id), href).toBe(true);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });
});

test('a press release carries NewsArticle structured data', async ({ page, request }) => {
  const [first] = await apiList(request, '/api/news', 'localeCd=EN&pageNo=1&pageCnt=1');
  await page.goto(`/news/detail/${first!.newsNo}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = blocks.map((b) => JSON.parse(b) as Row).find((b) => b['@type'] === 'NewsArticle');
  expect(article).toBeDefined();
  expect(article!.headline).toBe(String(first!.title).slice(0, 110));
  expect(String(article!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
});

test.describe('a press release that does not exist', () => {
  for (const path of ['/news/detail/999999', '/vi/news/detail/999999'])
    test(`answers 404 with 'Not Found...': ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/vi') ? 'Không tìm thấy...' : 'Not Found...',
      );
    });

  test('an English press release is not found under /vi', async ({ page, request }) => {
    const [first] = await apiList(request, '/api/news', 'localeCd=EN&pageNo=1&pageCnt=1');
    const response = await page.goto(`/vi/news/detail/${first!.newsNo}`);
    expect(response?.status()).toBe(404);
  });
});
