import { answerOnScreen } from './answers';
import { expect, test } from './fixtures';
import { PHONE, SMALL_PHONE } from './layout-checks';

// Issue 20, item 8: a reload mid-session resumes free play from the server: score, streak, the review on screen.

// The Submit button, not Enter: a suggestion list that opens under the resting mouse pointer is
// highlighted by it, and Enter then picks that suggestion instead of sending the answer.
const submit = (page: import('@playwright/test').Page) => page.getByTestId('game-screen').getByRole('button', { name: 'Submit', exact: true }).click();
const tile = (page: import('@playwright/test').Page, name: string) => page.getByTestId('game-screen').getByText(name, { exact: true }).locator('..');

for (const viewport of [SMALL_PHONE, PHONE]) {
  test.describe(`on a ${viewport.width} px phone`, () => {
    test.use({ viewport });

    test('a reload keeps the free-play session: same review, score and streak, and it plays on', async ({ page }) => {
      await page.goto('/freeplay');
      await page.getByRole('button', { name: 'Start Playing' }).click();
      const box = page.getByTestId('game-screen').getByRole('combobox');
      const first = (await page.getByTestId('review-screenshot').first().getAttribute('src'))!;
      await box.fill((await answerOnScreen(page)).gameName);
      await submit(page);
      // The next review arrives after the feedback delay. The verdict shown meanwhile lasts 1.5 s,
      // which a check on a busy machine can miss: the new review is what is waited for.
      await expect(page.getByTestId('review-screenshot').first()).not.toHaveAttribute('src', first, { timeout: 15_000 });
      await expect(page.getByTestId('answer-reveal')).toBeHidden();
      const second = await page.getByTestId('review-screenshot').first().getAttribute('src');
      const score = await tile(page, 'Score').innerText();
      await expect(tile(page, 'Streak')).toContainText('1');

      await page.reload();
      await expect(page.getByTestId('game-screen')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Playing' })).toHaveCount(0);
      expect(await page.getByTestId('review-screenshot').first().getAttribute('src')).toBe(second);
      expect(await tile(page, 'Score').innerText()).toBe(score);
      await expect(tile(page, 'Streak')).toContainText('1');

      const again = page.getByTestId('game-screen').getByRole('combobox');
      await again.fill((await answerOnScreen(page)).gameName);
      await submit(page);
      await expect(tile(page, 'Streak')).toContainText('2', { timeout: 15_000 });
    });
  });
}

test('a fresh visit shows the start screen', async ({ page }) => {
  await page.goto('/freeplay');
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();
});
