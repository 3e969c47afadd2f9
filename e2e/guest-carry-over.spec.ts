import { playDailyRight } from './answers';
import { expect, newAccount, signUp, test } from './fixtures';

test('a guest who finishes the daily and then signs up keeps it, counted once, and cannot play it again', async ({ page }) => {
  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await playDailyRight(page);

  const account = newAccount();
  await signUp(page, account);
  // The guest's daily is the account's: 100 + 110 + 120, once.
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(account.username) })).toContainText('330 points');
  await page.goto('/daily');
  await expect(page.getByRole('button', { name: 'START CHALLENGE' })).toHaveCount(0);
  await expect(page.getByText(/already/i).first()).toBeVisible();
  await expect(page.getByRole('table').or(page.getByRole('list', { name: /leaderboard/i })).first()).toContainText(account.username);
});
