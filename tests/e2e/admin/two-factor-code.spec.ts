import type { Locator, Page } from '@playwright/test';
import { stepAt, totpAt } from '../../../src/server/modules/two-factor/totp.ts';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

/**
 * The two-factor code field (decision 048): a code pasted with spaces or dashes keeps its six
 * digits, a wrong one is said beside the field, which keeps the focus with its value selected,
 * and no dialog has to be closed first. Turning two-factor on asks for the password again.
 */

const PASSWORD = 'Start-Pass1!';

/** A new account of its own (never the shared admin), signed in on the page. */
async function newAccount(page: Page, extra: { role?: string; mgtsettings?: string[] } = {}) {
  await signIn(page);
  const username = unique('code').replace(/\s/g, '');
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: extra.role ?? 'General Manager',
      username,
      password: PASSWORD,
      manager: 'Thu Pham',
      email: `${username}@kidventure.example`,
      contact: '0912345678',
      mgtsettings: extra.mgtsettings ?? ['rBoardNews'],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.request.post('/api/user/logout', { headers: adminCall() });
  await signIn(page, { loginId: username, password: PASSWORD });
  return username;
}

/** A code of a time step after `usedStep` (the server takes each step once), within its drift. */
function freshCode(secret: string, usedStep: number) {
  const now = Date.now();
  const at = stepAt(now) > usedStep ? now : now + 30_000;
  return { code: totpAt(secret, at), step: stepAt(at) };
}

/** Pastes `text` into the field as a paste does: one insertion, the field's maxlength applied. */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.insertText(text);
}

/** The field says `message` beside it, keeps the focus and has its value selected for retyping. */
async function expectRefusedInPlace(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const said = field.page().locator(
    describedBy
      .split(' ')
      .map((id) => `[id="${id}"]`)
      .join(', '),
  );
  await expect(said.filter({ hasText: message })).toHaveCount(1);
  await expect(field).toBeFocused();
  const selection = await field.evaluate((input: HTMLInputElement) => [
    input.selectionStart,
    input.selectionEnd,
    input.value.length,
  ]);
  expect(selection).toEqual([0, 6, 6]);
  await expect(field.page().getByRole('dialog')).toHaveCount(0);
}

const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
const WRONG = 'That code is incorrect or was already used';

test('the code field takes a pasted code with spaces and says a wrong one beside it', async ({
  page,
  browser,
}) => {
  const username = await newAccount(page);
  // Another session of the account, opened with the password alone: turning two-factor on ends it.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.request.post('/api/user/login', {
    data: { loginId: username, password: PASSWORD },
  });
  expect(other.status(), await other.text()).toBe(200);

  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.locator('.admin-security__secret').innerText()).replace(/\s/g, '');
  const enrolCode = page.getByRole('textbox', { name: 'Code from the app' });
  await expect(enrolCode).toHaveAttribute('inputmode', 'numeric');
  await expect(enrolCode).toHaveAttribute('autocomplete', 'one-time-code');

  // The password is asked again; without it nothing is sent.
  await paste(enrolCode, spaced(totpAt(secret, Date.now() + 10 * 60_000)));
  await expect(enrolCode).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expectRefusedInPlace(enrolCode, WRONG);
  await expectAccessible(page);

  // Retyped over the selection, pasted as "123 456": all six digits are kept and it turns on.
  const first = freshCode(secret, 0);
  await page.keyboard.insertText(spaced(first.code));
  await expect(enrolCode).toHaveValue(first.code);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On. Recovery codes left: 10.')).toBeVisible();
  const gone = await elsewhere.request.get('/api/user/me', {
    headers: { authorization: `Bearer ${(await other.json()).data.token}` },
  });
  expect(gone.status()).toBe(401);
  await elsewhere.close();

  // Signing in: a wrong code is said beside the field; a code pasted with a dash signs in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: 'ID' }).fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const loginCode = page.getByRole('textbox', { name: 'Six-digit code' });
  await expect(loginCode).toBeFocused();
  await paste(loginCode, spaced(totpAt(secret, Date.now() + 10 * 60_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectRefusedInPlace(loginCode, WRONG);
  await expectAccessible(page);

  const next = freshCode(secret, first.step).code;
  await page.keyboard.insertText(`${next.slice(0, 3)}-${next.slice(3)}`);
  await expect(loginCode).toHaveValue(next);
  await expect(loginCode).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${username.toUpperCase()}` })).toBeVisible();
});

test('your own e-mail changes only with your current password', async ({ page }) => {
  const username = await newAccount(page, {
    role: 'System Manager',
    mgtsettings: ['rUserAuthority', 'eUserAuthority'],
  });
  await page.goto(`/admin/user/auth?searchType=id&searchText=${username}`);
  await page.getByRole('link', { name: username }).click();
  const current = page.getByLabel('Your current password');
  await expect(page.getByLabel('Email')).toHaveValue(`${username}@kidventure.example`);
  await expect(current).toHaveCount(0);

  await page.getByLabel('Email').fill(`${username}@example.com`);
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, 'Please Fill All Fields');

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, 'Data UPdated Successfully');
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText(`${username}@example.com`);
});
