import { answerOnScreen } from './answers';
import { expect, newAccount, signUp, test } from './fixtures';

test('a guest who finishes the daily and then signs up keeps it, counted once, and cannot play it again', async ({ page }) => {
  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  for (let i = 0; i < 3; i += 1) {
    const shot = page.locator('main img[src^="/images/"]').first();
    const src = await shot.getAttribute('src');
    await page.getByRole('combobox', { name: /game/i }).fill((await answerOnScreen(page)).gameName);
    await page.getByRole('button', { name: /^Submit$/ }).click();
    if (i < 2) await expect(shot).not.toHaveAttribute('src', src ?? '', { timeout: 10_000 });
  }
  await expect(page.getByRole('heading', { name: 'Challenge Complete!' })).toBeVisible({ timeout: 10_000 });

  const account = newAccount();
  await signUp(page, account);
  // The guest's daily is the account's: 100 + 110 + 120, once.
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(account.username) })).toContainText('330 points');
  await page.goto('/daily');
  await expect(page.getByRole('button', { name: 'START CHALLENGE' })).toHaveCount(0);
  await expect(page.getByText(/already/i).first()).toBeVisible();
  await expect(page.getByRole('table').or(page.getByRole('list', { name: /leaderboard/i })).first()).toContainText(account.username);
});
