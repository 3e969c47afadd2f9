import { playDailyRight } from './answers';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, newAccount, signUp, test } from './fixtures';

test('a guest finishes the daily and sees their stats on the archive page; after signing up, the profile shows the same', async ({ page }) => {
  await page.goto('/archive');
  const guestStats = page.getByTestId('my-stats');
  await expect(guestStats.getByTestId('stats-empty')).toBeVisible();
  await expect(guestStats).toContainText('Kept for this browser only.');

  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await playDailyRight(page);

  await page.getByRole('banner').getByRole('link', { name: 'Archive' }).click();
  await expect(guestStats.getByTestId('stats-dailies')).toHaveText('1');
  await expect(guestStats.getByTestId('stats-win-rate')).toHaveText('100%');
  await expect(guestStats.getByTestId('stats-current-streak')).toHaveText('1 day');
  await expect(guestStats.getByTestId('played-calendar')).toHaveAttribute('aria-label', 'You played the daily on its day 1 time in the last 90 days.');
  await expect(guestStats.getByTestId('stats-by-language')).toContainText('English3 of 3 · 100%');

  const account = newAccount();
  await signUp(page, account);
  // Signed in, the archive leaves stats to the profile, where the guest's daily now counts once.
  await expect(page.getByTestId('my-stats')).toHaveCount(0);
  await page.getByRole('banner').getByTestId('header-user').click();
  const stats = page.getByTestId('my-stats');
  await expect(stats.getByTestId('stats-dailies')).toHaveText('1');
  await expect(stats.getByTestId('stats-best-streak')).toHaveText('1 day');
  await expect(stats.getByTestId('score-bars')).toContainText('300+ points: 1 daily');
  await expect(stats.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the profile with stats');
});
