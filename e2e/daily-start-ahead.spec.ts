import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds the server's answer to the daily's preview until the returned function is called (a slow network). */
async function holdPreview(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/game/daily?*preview=1*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("today's start screen shows before the server answers, and a player who began today's play waits for it instead", async ({ page }) => {
  let release = await holdPreview(page);
  await page.goto('/daily');

  // Drawn at once: the rules and the choices, nothing to press until the server has answered.
  await expect(page.getByRole('heading', { name: 'Daily Challenge' })).toBeVisible();
  await expect(page.getByText('3 reviews, the same for everyone today. Name the game behind each one.')).toBeVisible();
  const start = page.getByRole('button', { name: 'START CHALLENGE' });
  await expect(start).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Hard mode' })).toBeDisabled();
  await expect(page.getByText(/^Daily #… · /)).toBeVisible();

  release();
  await expect(start).toBeEnabled();
  await expect(page.getByText(/^Daily #\d+ · /)).toBeVisible();
  await start.click();
  await expect(page.getByTestId('review-screenshot').first()).toBeVisible();
  await page.getByRole('button', { name: /Show Next Review/ }).click();
  await expect(page.getByTestId('review-screenshot')).toHaveCount(2);

  // Back on the page later today: this browser saw the play begin, so no start screen flashes.
  await page.unrouteAll({ behavior: 'wait' });
  release = await holdPreview(page);
  await page.goto('/daily');
  await expect(page.getByRole('status').filter({ hasText: 'Loading daily challenge...' })).toBeVisible();
  await expect(start).toHaveCount(0);
  release();
  await expect(page.getByTestId('review-screenshot')).toHaveCount(2);
  await expect(start).toHaveCount(0);
});
