import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, answerDialog, signIn, unique } from './helpers.ts';

const START = 'Start-Pass1!';

/** A new account made by the System Manager through the API; the page stays signed in as admin. */
async function createAccount(page: Page, role = 'General Manager', mgtsettings = ['rBoardNews']) {
  await signIn(page);
  const username = unique('pw').replace(/\s/g, '');
  const res = await page.request.post('/api/auth', {
    headers: adminCall(),
    data: {
      role,
      username,
      password: START,
      manager: 'Mai Pham',
      email: `${username}@kidventure.example`,
      contact: '0912345678',
      mgtsettings,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { username, id: (await res.json()).data.insertId as number };
}

async function logInThroughForm(page: Page, loginId: string, password: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'ID' }).fill(loginId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an administrator changes their own password, signs out and signs in with the new one', async ({
  page,
}) => {
  const { username } = await createAccount(page);
  await page.request.post('/api/user/logout', {
    headers: adminCall(),
  });
  await logInThroughForm(page, username, START);
  await expect(page.getByRole('heading', { name: `Hello, ${username.toUpperCase()}` })).toBeVisible();

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/admin\/password$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const again = page.getByLabel('New password again');

  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Please Fill All Fields');
  await current.fill('Wrong-Pass1!');
  await next.fill('weak');
  await again.fill('weak');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Please Enter Password 8 to 16 including numbers and special characters');
  await next.fill('Brand-New-Pass7');
  await again.fill('Brand-New-Pass8');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'The two new passwords do not match');
  await again.fill('Brand-New-Pass7');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, 'The current password is incorrect');
  await expectAccessible(page);

  await current.fill(START);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await answerDialog(page, 'Do you want to save?');
  await answerDialog(page, 'Your password has been changed');
  // This session stays signed in.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logInThroughForm(page, username, START);
  await answerDialog(page, 'The ID or password is incorrect');
  await logInThroughForm(page, username, 'Brand-New-Pass7');
  await expect(page.getByRole('heading', { name: `Hello, ${username.toUpperCase()}` })).toBeVisible();
});

test('the password screen speaks Vietnamese in VI', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await page.getByRole('link', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeVisible();
  await expect(page.getByLabel('Mật khẩu hiện tại')).toBeVisible();
  await expect(page.getByLabel('Nhập lại mật khẩu mới')).toBeVisible();
  await page.getByLabel('Mật khẩu hiện tại').fill('Sai-Mat-Khau1!');
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Mat-Khau-Moi9');
  await page.getByLabel('Nhập lại mật khẩu mới').fill('Mat-Khau-Moi9');
  await page.getByRole('button', { name: 'LƯU' }).click();
  await answerDialog(page, 'Bạn có muốn lưu không?', 'Đồng ý');
  await answerDialog(page, 'Mật khẩu hiện tại không đúng', 'Đồng ý');
});

test("a System Manager sets another account's password, and that account signs in with it", async ({
  page,
}) => {
  const target = await createAccount(page);
  await page.goto(`/admin/user/auth/detail/${target.id}`);
  await expect(page.getByText('Unable to Edit Password')).toBeVisible();
  await page.getByRole('button', { name: 'Set new password' }).click();
  const dialog = page.getByRole('dialog', { name: `New password for ${target.username}` });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('New password', { exact: true }).fill('weak');
  await dialog.getByLabel('New password again').fill('weak');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please Enter Password 8 to 16 including numbers and special characters',
  );
  // The account form around the control is not submitted with it.
  await expect(page.getByRole('dialog', { name: 'Please confirm' })).toHaveCount(0);
  await dialog.getByLabel('New password', { exact: true }).fill('Given-Pass42!');
  await dialog.getByLabel('New password again').fill('Given-Pass43!');
  await dialog.getByLabel('New password again').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('The two new passwords do not match');
  await expectAccessible(page);
  await dialog.getByLabel('New password again').fill('Given-Pass42!');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await answerDialog(page, `The new password is set. ${target.username} must sign in with it again.`);
  // Still on the account form, which was not saved by the dialog.
  await expect(page).toHaveURL(new RegExp(`/admin/user/auth/detail/${target.id}$`));

  // Your own account points to Change password instead.
  const me = await (await page.request.get('/api/user/me', { headers: adminCall() })).json();
  await page.goto(`/admin/user/auth/detail/${me.data.userNo}`);
  await expect(page.getByRole('link', { name: /This is your own account/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set new password' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await logInThroughForm(page, target.username, START);
  await answerDialog(page, 'The ID or password is incorrect');
  await logInThroughForm(page, target.username, 'Given-Pass42!');
  await expect(page.getByRole('heading', { name: `Hello, ${target.username.toUpperCase()}` })).toBeVisible();
});

test('the header link and the screen fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/admin/password');
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the duplication check refuses an ID the save would refuse', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/user/auth/add');
  await page.getByLabel('ID', { exact: true }).fill('two words');
  await page.getByRole('button', { name: 'Duplication Check' }).click();
  await answerDialog(page, 'ID must be up to 50 letters, digits, dots, dashes or underscores');
  // The typed ID is an unsaved change: switching the language asks, then starts the form again.
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await answerDialog(page, 'You have unsaved changes. Switch the language and discard them?', 'OK');
  await page.getByLabel('ID', { exact: true }).fill('two words');
  await page.getByRole('button', { name: 'Kiểm tra trùng' }).click();
  await answerDialog(page, 'ID gồm tối đa 50 ký tự', 'Đồng ý');
});
