import { SCORING } from '../shared/constants';
import { answerOnScreen, answerRight, nextReview } from './answers';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Records every text the page's live regions take, in order, as a screen reader would hear them:
 * an outcome stays on screen only until the next review, which a busy machine may reach before the
 * test looks.
 */
async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    const last = new Map<Element, string>();
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live]')) {
        const text = region.textContent?.trim() ?? '';
        if (text !== '' && last.get(region) !== text) heard.push(text);
        last.set(region, text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { heard: string[] }).heard]);
}

// What a screen reader hears while playing the daily: every outcome and every score change is
// announced by a polite live region, the controls have names, and the result takes the focus.
// docs/accessibility.md describes the whole pass.
test('the daily announces each outcome and each score change, and moves the focus to the result', async ({ page }) => {
  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  const feedback = page.getByTestId('feedback');
  const score = page.getByTestId('score-announcement');
  await expect(feedback).toHaveAttribute('aria-live', 'polite');
  await expect(feedback).toHaveText('Read the review and name the game it was written about.');
  await expect(score).toHaveText('');
  const heard = await listenToLiveRegions(page);
  // The answer field and the screenshot are named.
  await expect(page.getByRole('combobox', { name: /game/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Screenshot 1 of/ })).toBeVisible();

  // A right answer: the verdict, then the new score.
  let src = await answerRight(page);
  await expect.poll(heard).toContainEqual(expect.stringMatching(/^Correct! \+\d+ points!/));
  const afterRight = Number((await page.getByTestId('stat-score').innerText()).replace(/\D/g, ''));
  await expect.poll(heard).toContain(`Your score is now ${afterRight.toLocaleString('en')}.`);
  await nextReview(page, src);

  // A paid screenshot and a hint: each says the new score; the hint is read from its own region.
  await page.getByRole('button', { name: /Show Next Review/ }).click();
  await expect(page.getByRole('heading', { name: /Screenshot 2 of/ })).toBeVisible();
  await expect(score).toHaveText(`Your score is now ${afterRight - SCORING.revealCost}.`);
  const { genre } = await answerOnScreen(page);
  await page.getByRole('button', { name: /Show Genre/ }).click();
  await expect(page.getByText(genre).first()).toBeVisible();
  await expect(score).toHaveText(`Your score is now ${afterRight - SCORING.revealCost - SCORING.hintCost}.`);

  // A wrong answer: the verdict names the answer.
  src = await page.locator('main img[src^="/images/"]').first().getAttribute('src');
  await page.getByRole('combobox', { name: /game/i }).fill('Definitely Not A Real Game');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(heard).toContainEqual(expect.stringMatching(/^Wrong!\s*The answer was: .+/));
  await nextReview(page, src);

  // The last review, then the result takes the focus.
  await answerRight(page);
  await expect(page.getByRole('heading', { name: 'Challenge Complete!' })).toBeFocused({ timeout: 10_000 });
});
