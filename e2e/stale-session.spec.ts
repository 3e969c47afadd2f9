import { SCORING } from '../shared/constants';
import type { Page } from '@playwright/test';
import { answerRight, nextReview, playDailyRight } from './answers';
import { expect, newAccount, registerViaApi, signUp, test } from './fixtures';

const EXPIRED = 'Your session has expired. Please log in again.';

/** What a token the server no longer accepts (expired, or signed with an old secret) looks like. */
async function spoilToken(page: Page) {
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
}

const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);

async function logInThroughModal(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a stale token is noticed as the page opens: signed out at once, told so, and offered to log in', async ({ page }) => {
  const { account, user } = await registerViaApi(page);
  await page.goto('/');
  await page.evaluate((u) => {
    localStorage.setItem('token', 'expired.token.value');
    localStorage.setItem('user', JSON.stringify(u));
  }, user);
  await page.goto('/freeplay');
  await expect(page.getByText(EXPIRED).first()).toBeVisible();
  await expect(page).toHaveURL('/freeplay');
  await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null]);
  await page.getByRole('dialog', { name: 'Welcome Back!' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(account.username)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();
});

test('a token that expires during free play keeps the session and its summary, and logging in again saves it', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await signUp(page, account);
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await nextReview(page, await answerRight(page));

  await spoilToken(page);
  await page.getByRole('button', { name: 'End Session' }).click();

  await expect(page.getByText(EXPIRED).first()).toBeVisible();
  await expect(page).toHaveURL('/freeplay');
  await expect(page.getByRole('heading', { name: 'Session Summary' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Session Summary' });
  await expect(summary.getByTestId('summary-score')).toHaveText('100');
  await expect(summary.getByTestId('summary-completed')).toHaveText('1');
  await expect(summary.getByTestId('save-note')).toContainText('Log in again to save it');
  expect(await storedSession(page)).toEqual([null, null]);

  // The login modal is offered over the summary; logging in again saves the session.
  await logInThroughModal(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Session Summary' })).toBeVisible();
  await expect(summary.getByTestId('save-note')).toHaveText('Session saved to your profile.');
  // The server's figures: the review left on screen at End Session counted as a skip.
  await expect(summary.getByTestId('summary-score')).toHaveText(String(100 - SCORING.skipPenalty));
  await expect(summary.getByTestId('summary-skipped')).toHaveText('1');
  // Saved as practice: on the profile, never in the ranked total the header shows.
  await page.getByRole('banner').getByTestId('header-user').click();
  await expect(page.getByTestId('profile-practice')).toContainText(String(100 - SCORING.skipPenalty));
  await expect(page.getByTestId('profile-total')).toContainText('0');
});

test('a token that expires once the daily is finished loses nothing: the score was recorded with the last answer', async ({ page }) => {
  // The score is recorded with the last answer (docs/decisions/0029-end-of-daily-truthful.md), so a
  // session that goes stale afterwards has nothing left to submit.
  const account = newAccount();
  await page.goto('/');
  await signUp(page, account);
  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await playDailyRight(page);
  await expect(page.getByTestId('daily-recorded')).toContainText('330');

  await spoilToken(page);
  await page.reload();
  await expect(page.getByText(EXPIRED).first()).toBeVisible();
  await logInThroughModal(page, account.email, account.password);
  await expect(page).toHaveURL('/daily');
  // The start screen shown to the signed-out player asks again once they are back in: no reload.
  await expect(page.getByRole('heading', { name: "You've already completed today's challenge!" })).toBeVisible();
  await expect(page.getByTestId('completed-total')).toContainText('330');
});

test('away from a game, a stale token still leads home (docs/product.md §4), with the reason shown', async ({ page }) => {
  await page.goto('/');
  await signUp(page, newAccount());
  await page.goto('/contact');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await spoilToken(page);
  await page.reload();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(EXPIRED).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('leaving a page while it checks the session keeps the player signed in', async ({ page }) => {
  const { account, token, user } = await registerViaApi(page);
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, { token, user });
  // The session check of the next page stays unanswered: the player leaves that page before it ends.
  let held = false;
  await page.route('**/api/auth/me', async (route) => {
    if (held) return route.continue();
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/freeplay');
  await expect.poll(() => held).toBe(true);
  await page.goto('/daily');
  await expect(page.getByRole('banner').getByText(account.username)).toBeVisible();
  expect((await storedSession(page))[0]).toBe(token);
});
