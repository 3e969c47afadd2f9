import type { Page } from '@playwright/test';
import { adminSession, expect, newAccount, registerViaApi, startSignedIn, test } from './fixtures';

/** The message a field points at with aria-describedby ('' when none). */
async function messageOf(page: Page, field: ReturnType<Page['locator']>): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

async function adminPage(page: Page, tab: string) {
  const session = await adminSession(page);
  await startSignedIn(page, session);
  await page.goto(`/admin?tab=${tab}`);
  return session.headers;
}

test('the contact form marks each wrong field beside it, and a fixed field loses its message', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Email*').fill('not-an-address');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const name = form.getByLabel('Name*');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await messageOf(page, name)).toBe('Enter your name');
  expect(await messageOf(page, form.getByLabel('Email*'))).toBe('This is not a valid email address');
  expect(await messageOf(page, form.getByLabel('Message*'))).toBe('Write your message');
  await expect(name).toBeFocused();

  await name.fill('Ada');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  expect(await messageOf(page, name)).toBe('');
  await expect(form.getByLabel('Message*')).toHaveAttribute('aria-invalid', 'true');
});

test('a sign-up error goes away once its field is changed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Username').fill('ok_name');
  await dialog.getByLabel('Email').fill('no-at-sign');
  await dialog.getByLabel('Password').fill('secret-pass');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('fixed@example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(dialog.locator('#auth-email-error')).toHaveCount(0);
});

test('an URGENT message is flagged in the admin inbox, and the moderation log speaks in words', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await page.request.post('/api/contact', { data: { name: 'Ada', email: 'ada@example.com', subject: `urgent: broken daily ${suffix}`, message: 'Help' } });
  await page.request.post('/api/contact', { data: { name: 'Bob', email: 'bob@example.com', subject: `Just saying hi ${suffix}`, message: 'Hi' } });
  const player = await registerViaApi(page, newAccount());

  const auth = await adminPage(page, 'messages');
  const urgent = page.getByTestId('admin-message').filter({ hasText: `urgent: broken daily ${suffix}` });
  await expect(urgent.getByTestId('urgent-badge')).toHaveText('Urgent', { timeout: 20_000 });
  await expect(page.getByTestId('admin-message').filter({ hasText: `Just saying hi ${suffix}` }).getByTestId('urgent-badge')).toHaveCount(0);

  expect((await page.request.put('/api/admin/moderators', { headers: auth, data: { username: player.account.username, languages: ['fr'] } })).ok()).toBe(true);
  await page.goto('/admin?tab=moderators');
  const entry = page.getByRole('list', { name: 'Moderation log' }).getByTestId('log-entry').filter({ hasText: player.account.username }).first();
  await expect(entry).toContainText('Changed moderator role', { timeout: 20_000 });
  await expect(entry).not.toContainText('set-role');

  // German interface: the same entry in German.
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
  // (The list's own name is German now too.)
  await expect(page.getByTestId('log-entry').filter({ hasText: player.account.username }).first()).toContainText('Moderatorenrolle geändert');
});
