import type { Browser, Page } from '@playwright/test';
import { en } from '../../../src/web/admin/locales/en.ts';
import { vi } from '../../../src/web/admin/locales/vi.ts';
import { expect, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

/**
 * Review before publish (decision 058), in both admin languages: with review on for FAQ, an editor
 * without the publish right submits a change, a reviewer returns it with a comment, the editor
 * changes it and submits again, the reviewer approves it and visitors see it; each step is in the
 * item's review history. FAQ, so that accounts of other tests (on News) are not held.
 */

const PASSWORD = 'Review-Pass1!';

async function account(page: Page, label: string, mgtsettings: string[]) {
  const username = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: 'General Manager',
      username,
      password: PASSWORD,
      manager: label,
      email: `${username}@kidventure.example`,
      contact: '0912345678',
      mgtsettings,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return username;
}

async function signedIn(browser: Browser, username: string, language: 'en' | 'vi') {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, { loginId: username, password: PASSWORD });
  await page.goto('/admin');
  await page.evaluate((lang) => sessionStorage.setItem('kv-admin-language', lang), language);
  return { page, close: () => context.close() };
}

const setReview = async (page: Page, isOn: boolean) => {
  const res = await page.request.post('/api/review/settings', {
    headers: adminCall(),
    data: { types: { faq: isOn } },
  });
  expect(res.status(), await res.text()).toBe(200);
};

// Both languages turn review on and off for FAQ: one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await setReview(page, true);
});
test.afterEach(async ({ page }) => setReview(page, false));

for (const [language, texts] of [
  ['en', en],
  ['vi', vi],
] as const) {
  test(`${language}: submit, return with a comment, resubmit, approve`, async ({ page, browser }) => {
    const t = texts.review;
    const ok = texts.dialog.ok;
    const title = unique(language === 'en' ? 'When does camp open' : 'Khi nào trại mở cửa');
    const created = await page.request.post('/api/faq', {
      headers: adminCall(),
      data: { localeCd: language.toUpperCase(), typeCd: '10', title, contents: '<p>In June.</p>' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const faqNo = Number((await created.json()).data);
    const editorName = await account(page, 'editor', ['rBoardFAQ', 'aBoardFAQ', 'eBoardFAQ']);
    const reviewerName = await account(page, 'reviewer', ['rBoardFAQ', 'eBoardFAQ', 'pBoardFAQ']);
    const editor = await signedIn(browser, editorName, language);
    const reviewer = await signedIn(browser, reviewerName, language);
    const titleField = (p: Page) => p.getByLabel(texts.field.title, { exact: true });

    // The editor's save is a submission: visitors still see the published question.
    await editor.page.goto(`/admin/board/faq/detail/${faqNo}`);
    const first = `${title} (June)`;
    await titleField(editor.page).fill(first);
    await editor.page.getByRole('button', { name: t.submit }).click();
    await answerDialog(editor.page, t.confirmSubmit, ok);
    await answerDialog(editor.page, t.submitted, ok);
    await expect(editor.page.getByRole('row').filter({ hasText: title })).toContainText(t.badgeSubmitted);
    const published = async () => (await (await page.request.get(`/api/faq/${faqNo}`)).json()).data?.title;
    expect(await published()).toBe(title);

    // The reviewer sees it in the queue with what it changes, and returns it with a comment.
    await reviewer.page.goto('/admin/review');
    const row = reviewer.page.getByRole('row').filter({ hasText: first });
    await expect(row).toContainText(editorName);
    await row.getByRole('button', { name: t.show }).click();
    await expect(reviewer.page.locator('.admin-review__decision ins')).toContainText('(June)');
    const comment = language === 'en' ? 'Say which day in June' : 'Ghi rõ ngày nào trong tháng Sáu';
    await reviewer.page.getByLabel(t.returnLabel).fill(comment);
    await reviewer.page.getByRole('button', { name: t.return }).click();
    await answerDialog(reviewer.page, t.returnedDone, ok);
    await expect(reviewer.page.getByText(t.empty)).toBeVisible();

    // The editor sees the comment on the form, changes the draft and submits again.
    await editor.page.goto(`/admin/board/faq/detail/${faqNo}`);
    await expect(editor.page.getByText(comment).first()).toBeVisible();
    const second = `${title} (3 June)`;
    await titleField(editor.page).fill(second);
    await editor.page.getByRole('button', { name: t.submit }).click();
    await answerDialog(editor.page, t.confirmSubmit, ok);
    await answerDialog(editor.page, t.submitted, ok);
    expect(await published()).toBe(title);

    // The reviewer approves: it is published, as the reviewer's save.
    await reviewer.page.goto('/admin/review');
    const again = reviewer.page.getByRole('row').filter({ hasText: second });
    await again.getByRole('button', { name: t.show }).click();
    await reviewer.page.getByRole('button', { name: t.approve }).click();
    await answerDialog(reviewer.page, t.confirmApprove, ok);
    await answerDialog(reviewer.page, t.approved, ok);
    await expect.poll(published).toBe(second);

    // Every step is in the item's review history, with who took it.
    await editor.page.goto(`/admin/board/faq/detail/${faqNo}`);
    const history = editor.page.getByRole('complementary', { name: t.history });
    const steps = history.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText(`${t.stepApproved} · ${reviewerName}`);
    await expect(steps.nth(1)).toContainText(`${t.stepSubmitted} · ${editorName}`);
    await expect(steps.nth(2)).toContainText(`${t.stepReturned} · ${reviewerName}`);
    await expect(steps.nth(2)).toContainText(comment);
    await expect(steps.nth(3)).toContainText(`${t.stepSubmitted} · ${editorName}`);

    // An older version: the reviewer may restore it (a publication), the editor is not offered to.
    const olderVersion = async (p: Page) => {
      const versions = p.getByRole('complementary', { name: texts.history.title, exact: true });
      await versions.locator('.admin-history__version').nth(1).click();
      return versions.getByRole('button', { name: texts.history.restore });
    };
    await expect(await olderVersion(editor.page)).toHaveCount(0);
    await reviewer.page.goto(`/admin/board/faq/detail/${faqNo}`);
    await expect(await olderVersion(reviewer.page)).toBeVisible();
    await editor.close();
    await reviewer.close();
  });
}
