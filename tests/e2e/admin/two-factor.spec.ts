import type { Page } from '@playwright/test';
import { stepAt, totpAt } from '../../../src/server/modules/two-factor/totp.ts';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

const PASSWORD = 'Start-Pass1!';

/** A code of a time step after `usedStep` (the server takes each step once), within its drift. */
function freshCode(secret: string, usedStep: number) {
  const now = Date.now();
  const at = stepAt(now) > usedStep ? now : now + 30_000;
  return { code: totpAt(secret, at), step: stepAt(at) };
}

async function logInThroughForm(page: Page, loginId: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'ID' }).fill(loginId);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an administrator turns on two-factor, signs in with a code and ends their other sessions', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const username = unique('tf').replace(/\s/g, '');
  const created = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role: 'General Manager',
      username,
      password: PASSWORD,
      manager: 'Lan Nguyen',
      email: `${username}@kidventure.example`,
      contact: '0912345678',
      mgtsettings: ['rBoardNews'],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.request.post('/api/user/logout', { headers: adminCall() });

  await logInThroughForm(page, username);
  await expect(page.getByRole('heading', { name: `Hello, ${username.toUpperCase()}` })).toBeVisible();
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Off.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add KidVenture to an authenticator app' }),
  ).toBeVisible();
  const secret = (await page.locator('.admin-security__secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  const first = freshCode(secret, 0);
  await page.getByLabel('Code from the app').fill(first.code);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.first().innerText();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On. Recovery codes left: 10.')).toBeVisible();

  // A second session elsewhere, signed in with a recovery code.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.request.post('/api/user/login', {
    data: { loginId: username, password: PASSWORD, totp: recovery },
  });
  expect(other.status(), await other.text()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logInThroughForm(page, username);
  const code = page.getByRole('textbox', { name: 'Six-digit code' });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  await code.fill(freshCode(secret, first.step).code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${username.toUpperCase()}` })).toBeVisible();

  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByText('On. Recovery codes left: 9.')).toBeVisible();
  const rows = page.locator('.admin-sessions tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This session' })).toHaveCount(1);
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await answerDialog(page, 'Sign out everywhere except here?');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This session');
  const gone = await elsewhere.request.get('/api/user/me', {
    headers: { authorization: `Bearer ${(await other.json()).data.token}` },
  });
  expect(gone.status()).toBe(401);
  await elsewhere.close();
});
