import { parseShareText } from '../shared/share-text';
import { playDailyRight } from './answers';
import { expect, newAccount, signUp, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

test('a player switches hard mode on before starting, plays without help for x1.5, and shares and ranks it as hard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const account = newAccount();
  await signUp(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'Daily Challenge' }).click();

  // The multiplier is said before the start, and the setting is kept for the next visit.
  const hardSwitch = page.getByRole('switch', { name: 'Hard mode' });
  await expect(hardSwitch).not.toBeChecked();
  await expect(page.getByText('One screenshot per review, no jokers and no extra screenshots. Every correct answer scores ×1.5.')).toBeVisible();
  await hardSwitch.check();
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();

  // No extra screenshots and no jokers: the screen says why instead.
  await expect(page.getByTestId('hard-mode-badge')).toHaveText('Hard mode ×1.5');
  await expect(page.getByTestId('hard-mode-note')).toHaveText('Hard mode: one screenshot per review, no jokers. Correct answers score ×1.5.');
  await expect(page.getByRole('button', { name: /Show Next Review/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Skip Review/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Show Genre/ })).toHaveCount(0);
  await expect(page.getByText(/^Stuck\? Show Genre/)).toHaveCount(0);
  await playDailyRight(page);
  await expect(page.getByTestId('daily-total')).toContainText('495');
  await expect(page.getByTestId('hard-mode-badge')).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const shared = parseShareText(await page.evaluate(() => navigator.clipboard.readText()));
  expect(shared).toMatchObject({ score: 495, results: ['solved1', 'solved1', 'solved1'], tags: ['hard'] });

  // The day's leaderboard marks the entry.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  const row = page.getByTestId('leaderboard-daily').getByRole('row').filter({ hasText: account.username });
  await expect(row).toContainText('495');
  await expect(row.getByTestId('hard-mark')).toHaveAttribute('title', 'Played in hard mode');
  await expect(row.getByTestId('hard-mark')).toContainText('Hard');

  // The switch starts where the player left it on their next day (kept for this browser).
  expect(await page.evaluate(() => localStorage.getItem('rq.hardMode'))).toBe('1');
});

test('hard mode cannot be switched on once the day\'s screenshots were shown, and the screen says why', async ({ page }) => {
  await page.goto('/daily');
  await expect(page.getByRole('switch', { name: 'Hard mode' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await expect(page.getByRole('button', { name: /Skip Review/ })).toBeVisible();
  // Back on the start screen after a reload: nothing played, but the screenshots were seen.
  await page.reload();
  const hardSwitch = page.getByRole('switch', { name: 'Hard mode' });
  await expect(hardSwitch).toBeDisabled();
  await expect(hardSwitch).not.toBeChecked();
  await expect(page.getByText("Hard mode is chosen before the screenshots appear, and this day's screenshots have already been shown.")).toBeVisible();
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await expect(page.getByRole('button', { name: /Skip Review/ })).toBeVisible();
  await expect(page.getByTestId('hard-mode-badge')).toHaveCount(0);
});
