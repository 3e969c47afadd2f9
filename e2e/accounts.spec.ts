import { ADMIN, expect, logIn, newAccount, signUp, test, waitForToastsToClear } from './fixtures';

test('a visitor signs up, sees their name and points in the header, signs out and signs back in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();

  await signUp(page, account);
  const profileLink = header.getByRole('link', { name: new RegExp(account.username) });
  await expect(profileLink).toContainText('0 points');
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  // The session survives a reload (stored token and user, refreshed from the server).
  await page.reload();
  await expect(profileLink).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(profileLink).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);

  await logIn(page, account);
  await expect(profileLink).toContainText('points');
});

test('the auth modal validates input and shows the server message on a failed login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(login.getByText('scores will not be saved when playing as a guest')).toBeVisible();
  await expect(login.getByLabel('Username')).toHaveCount(0);

  await login.getByLabel('Email').fill('nobody@example.com');
  await login.getByLabel('Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await login.getByRole('button', { name: 'Sign Up' }).click();
  const register = page.getByRole('dialog', { name: 'Create Account' });
  await register.getByLabel('Username').fill('ab');
  await register.getByLabel('Email').fill('ab@example.com');
  await register.getByLabel('Password').fill('123');
  await register.getByRole('button', { name: 'Sign Up' }).click();
  await expect(register.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(register.getByText('Minimum 6 characters')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();
});

test('an admin sees the Admin link; a player who opens /admin is sent home', async ({ page }) => {
  await page.goto('/');
  await logIn(page, ADMIN);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  // The admin pages are their own lazy chunk: slow to arrive on a busy machine.
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });

  await waitForToastsToClear(page);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await signUp(page, newAccount());
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
});

test('any 401 clears the stored session and sends the browser to the site root', async ({ page }) => {
  await page.goto('/');
  await signUp(page, newAccount());
  await page.goto('/contact');
  // Wait until the page has refreshed the session, then corrupt the stored token as an expired one would be.
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
  await page.reload();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});
