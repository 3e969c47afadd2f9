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

/** The admin's session through the API: its token and user, and the header that sends it. */
export async function adminSession(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The browser starts signed in with `session` (as the web app keeps it) on every page it loads. A
 * language switched in the test stays in this browser: saved on an account other specs share (the
 * admin's), it would greet them in it.
 */
export async function startSignedIn(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.addInitScript(([t, u]) => {
    localStorage.setItem('token', t as string);
    localStorage.setItem('user', JSON.stringify(u));
  }, [session.token, session.user] as const);
  await page.route('**/api/auth/language', (route) => route.fulfill({ json: { ok: true } }));
}

/** Logs in as the admin through the header's Login button, and opens the admin panel. */
export async function openAdminPanel(page: Page): Promise<void> {
  await page.goto('/');
  await logIn(page, ADMIN);
  await page.goto('/admin');
  // The admin pages are their own lazy chunk: slow to arrive on a busy machine.
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });
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
