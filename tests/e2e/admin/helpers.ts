import type { Page } from '@playwright/test';
import { ADMIN_CALL_HEADER } from '../../../src/common/http-headers.ts';
import { expect, test } from '../fixtures.ts';

export const ADMIN = { loginId: 'admin', password: 'Admin-Pass1!' };

/**
 * Headers of an admin call made with the page's session cookie: from our own origin and marked the
 * way the admin app marks its calls (without the mark the server answers as to a visitor).
 */
export const adminCall = (origin = String(test.info().project.use.baseURL)) => ({
  origin,
  [ADMIN_CALL_HEADER]: '1',
});

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signIn(page: Page, account: { loginId: string; password: string } = ADMIN) {
  const response = await page.request.post('/api/user/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
}

/** The admin's dialog shows `message`; answer it with OK (or Cancel). */
export async function answerDialog(page: Page, message: string | RegExp, button = 'OK') {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  // The next notice may open in the same dialog at once: wait for this message to leave.
  await expect(page.getByRole('dialog').filter({ hasText: message })).toHaveCount(0);
}

/** Save with the confirmation and the success notice, back on the list. */
export async function saveForm(page: Page, success: string) {
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, success);
}

/** Check the row holding `text`, delete it with the confirmation and see it gone. */
export async function deleteRow(
  page: Page,
  text: string,
  labels = {
    button: 'Delete',
    ok: 'OK',
    confirm: 'Are you sure you want to delete it?',
    done: 'Data has been Deleted Successfully',
  },
) {
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: labels.button, exact: true }).click();
  await answerDialog(page, labels.confirm, labels.ok);
  await answerDialog(page, labels.done, labels.ok);
  await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);
}

/** A unique marker so parallel tests never see each other's rows. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The smallest valid PNG (1×1), for upload fields. */
export const PNG = {
  name: 'pixel.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
