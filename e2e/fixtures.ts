import { expect, test as base, type Page } from '@playwright/test';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let n = 0;
/** A fresh, unique account description (not yet registered). */
export function newAccount(): Account {
  n += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${n}`;
  return { username: `p_${id}`.slice(0, 20), email: `e2e_${id}@example.com`, password: 'secret-pass' };
}

export const ADMIN: Account = { username: 'admin', email: 'admin@reviewquest.test', password: 'admin-password' };

/** Signs up through the header's Sign Up button and the auth modal. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
}

/** Logs in through the header's Login button and the auth modal. */
export async function logIn(page: Page, account: Account): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
}

/** Registers through the API (faster set-up for specs that are not about sign-up). */
export async function registerViaApi(page: Page, account: Account = newAccount()) {
  const res = await page.request.post('/api/auth/register', { data: account });
  expect(res.status()).toBe(201);
  return { account, ...(await res.json()) } as { account: Account; token: string; user: { id: string } };
}

export const test = base;
export { expect };

/**
 * Waits until no toast is shown. Toasts sit over the header's right side and pause while the mouse
 * is over them, so a test moves the mouse away and lets them go before clicking up there.
 */
export async function waitForToastsToClear(page: Page): Promise<void> {
  await page.mouse.move(1, 400);
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 15_000 });
}
