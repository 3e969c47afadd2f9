import { answerOnScreen } from './answers';
import { expect, test } from './fixtures';
import { PHONE, SMALL_PHONE, placementOf } from './layout-checks';

// Issue 20, item 6: on a phone the way from the home page to the next review needs no hunting:
// the buttons that start a game are on the first screen, and each next review starts in view.

for (const viewport of [SMALL_PHONE, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('START CHALLENGE and the home page\'s Play are on the first screen, in English and in Turkish', async ({ page }) => {
      for (const [language, play, start] of [
        ['en', 'Play Daily Challenge', 'START CHALLENGE'],
        ['tr', 'Günlük Görevi Oyna', 'GÖREVE BAŞLA'],
      ] as const) {
        await page.addInitScript((l) => localStorage.setItem('rq.language', l), language);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const playLink = page.getByRole('main').getByRole('link', { name: play, exact: true });
        await expect(playLink).toBeVisible();
        expect((await placementOf(playLink, { belowHeader: true })).inView, `Play (${language})`).toBe(true);
        await page.goto('/daily');
        const startButton = page.getByRole('button', { name: start });
        await expect(startButton).toBeVisible();
        expect((await placementOf(startButton, { belowHeader: true })).inView, `start (${language})`).toBe(true);
      }
    });

    test('after an answer, the next review starts with its card top in view, below the header', async ({ page }) => {
      await page.goto('/daily');
      await page.getByRole('button', { name: 'START CHALLENGE' }).click();
      const first = await page.getByTestId('review-screenshot').first().getAttribute('src');
      // The player scrolls down to the answer field, as on a phone they must.
      const box = page.getByTestId('game-screen').getByRole('combobox');
      await box.scrollIntoViewIfNeeded();
      await box.fill((await answerOnScreen(page)).gameName);
      await page.getByTestId('game-screen').getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByTestId('review-screenshot').first()).not.toHaveAttribute('src', first ?? '', { timeout: 15_000 });
      // The new review's card starts on screen, not under the sticky header nor below the fold.
      const cardTop = () =>
        page.getByTestId('review-screenshot').first().evaluate((el) => ({ top: el.getBoundingClientRect().top, header: document.querySelector('header')!.getBoundingClientRect().bottom }));
      await expect.poll(async () => {
        const { top, header } = await cardTop();
        return top >= header - 0.5 && top < viewport.height;
      }).toBe(true);
    });
  });
}
