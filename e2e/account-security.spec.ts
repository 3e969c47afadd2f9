import { expect, logIn, newAccount, signUp, test, waitForToastsToClear } from './fixtures';
import { waitForMail } from './mail-sink';

test('a player who forgot the password gets a mail, sets a new password and is signed in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await signUp(page, account);
  await waitForToastsToClear(page);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back!' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByRole('status')).toContainText('If an account uses this address');

  const mail = await waitForMail(account.email);
  expect(mail.subject).toBe('Reset your ReviewQuest password');
  await page.goto(mail.link!);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Password changed. You are signed in.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(account.username) })).toBeVisible();

  // The link worked once.
  await page.goto(mail.link!);
  await page.getByLabel('New password').fill('another-new-pass');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid or has expired');
});

test('a player changes the password on the account page, and signs out everywhere from a second browser', async ({ page, browser }) => {
  const account = newAccount();
  await page.goto('/');
  await signUp(page, account);
  await waitForToastsToClear(page);
  await page.getByRole('banner').getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(account.password);
  await password.getByLabel('New password').fill('changed-pass-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Password changed. Your other devices are signed out.');
  // This browser stays signed in with the new password's session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  // A second browser signs in with the new password; the first signs out everywhere.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/');
  await logIn(second, { ...account, password: 'changed-pass-1' });
  await expect(second.getByRole('banner').getByRole('link', { name: new RegExp(account.username) })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Signed out on every device.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  await second.reload();
  await expect(second.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await other.close();
});

test('a player deletes the account: gone from the header, and the login no longer works', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await signUp(page, account);
  await page.goto('/account');
  const danger = page.getByRole('region', { name: 'Delete my account' });
  await expect(danger).toContainText('Kept, without your name');
  await danger.getByLabel('Your password, to confirm').fill('wrong-password');
  await danger.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(danger.getByRole('alert')).toHaveText('Your current password is not correct.');

  await danger.getByLabel('Your password, to confirm').fill(account.password);
  await danger.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await waitForToastsToClear(page);

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
