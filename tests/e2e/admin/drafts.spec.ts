import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { ADMIN, adminCall, answerDialog, saveForm, signIn, unique } from './helpers.ts';

/** Editors never lose work: unsaved-changes guard, local drafts, sign-in over the form, idle warning. */

const LEAVE = 'You have unsaved changes. Leave this page?';
const title = (page: Page) => page.getByLabel('Title', { exact: true });
const editor = (page: Page) => page.locator('[contenteditable="true"]');
/** Cookie-carried writes need the page's own Origin. */
const originOf = (page: Page) => new URL(page.url()).origin;

/** Types into the rich-text editor. */
async function typeContents(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.type(text);
}

/** The draft the form keeps in localStorage has caught up with `text`. */
async function draftHolds(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(text);
}

/** Reloads a form with changes: the browser asks first, and the test agrees. */
async function reloadPast(page: Page) {
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.accept();
  });
  await page.reload();
}

test.describe('on the shared server', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('an unchanged form leaves without a question', async ({ page }) => {
    await page.goto('/admin/board/news');
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(title(page)).toBeVisible();
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/admin\/board\/news$/);
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(title(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/board\/news$/);
    await page.goto('/admin/board/faq/add');
    await page.getByRole('link', { name: 'Main', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/main\/banner$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a changed form asks before the menu, List, back, language and logout take it away', async ({
    page,
  }) => {
    const text = unique('Guarded');
    await page.goto('/admin/board/news');
    await page.getByRole('link', { name: 'Add' }).click();
    await title(page).fill(text);

    await page.getByRole('link', { name: 'Main', exact: true }).click();
    await answerDialog(page, LEAVE, 'Cancel');
    await page.getByRole('link', { name: 'List' }).click();
    await answerDialog(page, LEAVE, 'Cancel');
    await page.goBack();
    await answerDialog(page, LEAVE, 'Cancel');
    await expect(page).toHaveURL(/\/admin\/board\/news\/add$/);
    await page.getByRole('button', { name: 'VI', exact: true }).click();
    await answerDialog(page, 'You have unsaved changes. Switch the language and discard them?', 'Cancel');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Logout' }).click();
    await answerDialog(page, LEAVE, 'Cancel');
    await expect(title(page)).toHaveValue(text);

    // Agreeing to leave through the back button lands on the page before the form.
    await page.goBack();
    await answerDialog(page, LEAVE, 'OK');
    await expect(page).toHaveURL(/\/admin\/board\/news$/);
    await expect(page.getByRole('heading', { name: 'News', exact: true })).toBeVisible();

    // After a save, nothing asks.
    await page.getByRole('link', { name: 'Add' }).click();
    await title(page).fill(text);
    await typeContents(page, 'Saved without a question.');
    await saveForm(page, 'Data stored Successfully');
    await expect(page).toHaveURL(/\/admin\/board\/news$/);
    await page.getByRole('link', { name: text }).click();
    await title(page).fill(`${text} edited`);
    await page.getByRole('link', { name: 'List' }).click();
    await answerDialog(page, LEAVE, 'OK');
    await expect(page.getByRole('link', { name: text, exact: true })).toBeVisible();
  });

  test('a draft is offered back after a reload, rich text included, and goes after saving', async ({
    page,
  }) => {
    const text = unique('Draft');
    await page.goto('/admin/board/news/add');
    await title(page).fill(text);
    await typeContents(page, 'Written before the tab closed.');
    await draftHolds(page, 'Written before the tab closed.');
    await reloadPast(page);

    const offer = page.getByRole('status').filter({ hasText: 'Restore the unsaved draft from' });
    await expect(offer).toContainText(/from \d{2}:\d{2}\?/);
    await expect(title(page)).toHaveValue('');
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toHaveCount(0);
    await expect(title(page)).toHaveValue(text);
    await expect(editor(page)).toContainText('Written before the tab closed.');

    await saveForm(page, 'Data stored Successfully');
    await page.goto('/admin/board/news/add');
    await expect(title(page)).toBeVisible();
    await expect(page.getByText(/Restore the unsaved draft/)).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(text);
  });

  test('an edit form offers its draft in Vietnamese; Discard drops it for good', async ({ page }) => {
    const text = unique('Bản nháp');
    await page.goto('/admin/board/news');
    await page.getByRole('button', { name: 'VI', exact: true }).click();
    await page.getByRole('link', { name: 'Thêm', exact: true }).click();
    await page.getByLabel('Tiêu đề', { exact: true }).fill(text);
    await typeContents(page, 'Nội dung.');
    await page.getByRole('button', { name: 'LƯU' }).click();
    await answerDialog(page, 'Bạn có muốn lưu không?', 'Đồng ý');
    await answerDialog(page, 'Đã lưu dữ liệu thành công', 'Đồng ý');
    await page.getByRole('link', { name: text }).click();
    await page.getByLabel('Tiêu đề', { exact: true }).fill(`${text} (sửa)`);
    await draftHolds(page, `${text} (sửa)`);
    await reloadPast(page);

    const offer = page.getByRole('status').filter({ hasText: 'Khôi phục bản nháp chưa lưu lúc' });
    await expect(offer).toBeVisible();
    await expect(page.getByLabel('Tiêu đề', { exact: true })).toHaveValue(text);
    await offer.getByRole('button', { name: 'Bỏ bản nháp' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Tiêu đề', { exact: true })).toHaveValue(text);
    await expect(page.getByText(/Khôi phục bản nháp/)).toHaveCount(0);
  });

  test('the account form never stores the password in its draft', async ({ page }) => {
    const id = unique('drafty').replace(/\s/g, '');
    await page.goto('/admin/user/auth/add');
    await page.getByLabel('ID', { exact: true }).fill(id);
    await page.getByLabel('Password').fill('Secret-Pass9');
    await page.getByLabel('Manager').fill('Draft Keeper');
    await draftHolds(page, 'Draft Keeper');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(id);
    expect(stored).not.toContain('Secret-Pass9');
    await reloadPast(page);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Manager')).toHaveValue('Draft Keeper');
    await expect(page.getByLabel('ID', { exact: true })).toHaveValue(id);
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('a save that meets an ended session signs in over the form and goes through', async ({ page }) => {
    const text = unique('Kept');
    const reader = unique('reader').replace(/\s/g, '');
    await page.goto('/admin/board/news/add');
    const created = await page.request.post('/api/auth', {
      headers: adminCall(originOf(page)),
      data: {
        role: 'General Manager',
        username: reader,
        password: ADMIN.password,
        manager: 'News Reader',
        email: `${reader}@kidventure.example`,
        contact: '0912345678',
        mgtsettings: ['rBoardNews'],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    await title(page).fill(text);
    await typeContents(page, 'Typed while the session ended.');

    // The session ends elsewhere (as after the idle time): the save meets a 401.
    const out = await page.request.post('/api/user/logout', { headers: adminCall(originOf(page)) });
    expect(out.status()).toBe(200);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await answerDialog(page, 'Do you want to save?');

    const signInDialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(signInDialog).toContainText('Your session has ended.');
    await expect(signInDialog.getByLabel('ID')).toHaveValue('admin');
    await expectAccessible(page);
    await signInDialog.getByLabel('Password').fill('Wrong-Pass1!');
    await signInDialog.getByRole('button', { name: 'Log in' }).click();
    await expect(signInDialog.getByRole('alert')).toHaveText('The ID or password is incorrect');

    // Another account may sign in only if it may save here.
    await signInDialog.getByLabel('ID').fill(reader);
    await signInDialog.getByLabel('Password').fill(ADMIN.password);
    await signInDialog.getByRole('button', { name: 'Log in' }).click();
    await expect(signInDialog.getByRole('alert')).toHaveText(
      `The account ${reader} may not save this page. Sign in with an account that may.`,
    );

    await signInDialog.getByLabel('ID').fill(ADMIN.loginId);
    await signInDialog.getByLabel('Password').fill(ADMIN.password);
    await signInDialog.getByRole('button', { name: 'Log in' }).click();
    await answerDialog(page, 'Data stored Successfully');
    await expect(page).toHaveURL(/\/admin\/board\/news$/);
    await expect(page.getByRole('link', { name: text })).toBeVisible();
  });

  test('closing the sign-in dialog keeps the form and says it was not saved', async ({ page }) => {
    const text = unique('Not yet');
    await page.goto('/admin/board/news/add');
    await title(page).fill(text);
    await page.request.post('/api/user/logout', { headers: adminCall(originOf(page)) });
    await page.getByRole('button', { name: 'SAVE' }).click();
    await answerDialog(page, 'Do you want to save?');
    await page.getByRole('dialog', { name: 'Sign in again' }).getByRole('button', { name: 'Cancel' }).click();
    await answerDialog(page, 'Not saved: you are signed out. Press SAVE again to sign in and save.');
    await expect(title(page)).toHaveValue(text);
    await expect(page).toHaveURL(/\/admin\/board\/news\/add$/);
  });
});

/** A second server from the build whose sessions end after 30 seconds idle (one per worker). */
test.describe('with SESSION_IDLE_MINUTES=0.5', () => {
  let server: ChildProcess;
  let dataDir: string;
  let base: string;

  test.beforeAll(async () => {
    const testInfo = test.info();
    testInfo.setTimeout(90_000);
    const port = Number(process.env.E2E_PORT ?? 3310) + 1000 + testInfo.parallelIndex;
    base = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-e2e-idle-'));
    server = spawn(process.execPath, ['dist/src/server/main.js'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        ADMIN_PASSWORD: ADMIN.password,
        SESSION_IDLE_MINUTES: '0.5',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/robots.txt`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 80_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signInThere = async (page: Page) => {
    const response = await page.request.post(`${base}/api/user/login`, { data: ADMIN });
    expect(response.status()).toBe(200);
  };
  const secondsLeft = async (page: Page) => {
    const response = await page.request.get(`${base}/api/user/session`, { headers: adminCall(base) });
    return response.status() === 200 ? ((await response.json()).data.expiresIn as number) : 0;
  };

  test('a warning comes before the idle end, and Stay signed in keeps the session', async ({ page }) => {
    test.setTimeout(90_000);
    await signInThere(page);
    await page.goto(`${base}/admin/board/news`);
    const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
    await expect(warning).toBeVisible({ timeout: 40_000 });
    await expect(warning).toContainText(/you will be signed out at \d{2}:\d{2}\./);
    await expect(warning).toContainText(/Time left: 0:\d\d/);
    expect(await secondsLeft(page)).toBeLessThanOrEqual(10);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toHaveCount(0);
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(25);

    // Past the end the warning announced, the session still works.
    await page.waitForTimeout(12_000);
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/admin\/board\/faq$/);
    await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();
  });

  test('an editor at work keeps the session alive; once it ends idle, signing in again saves the text', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = unique('Long article');
    await signInThere(page);
    await page.goto(`${base}/admin/board/news/add`);
    await title(page).fill(text);
    // Typing for longer than the idle window: the keep-alive carries the session.
    await editor(page).click();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.type(`Paragraph ${i}. `);
      await page.waitForTimeout(5_000);
    }
    expect(await secondsLeft(page)).toBeGreaterThan(15);

    // Then nothing: the warning, then the end, and the sign-in dialog over the form.
    await expect(page.getByRole('dialog', { name: 'Your session is about to end' })).toBeVisible({
      timeout: 40_000,
    });
    const signInDialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(signInDialog).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/admin\/board\/news\/add$/);
    await signInDialog.getByLabel('Password').fill(ADMIN.password);
    await signInDialog.getByRole('button', { name: 'Log in' }).click();
    await expect(signInDialog).toHaveCount(0);
    await expect(title(page)).toHaveValue(text);
    await expect(editor(page)).toContainText('Paragraph 7.');
    await saveForm(page, 'Data stored Successfully');
    await expect(page.getByRole('link', { name: text })).toBeVisible();
  });
});
