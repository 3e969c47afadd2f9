import type { Locator, Page } from '@playwright/test';
import { answerOnScreen, answerRight, nextReview } from './answers';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, SMALL_PHONE, placementOf, scrollToBottomEdge } from './layout-checks';

// Issue 20, item 9: toasts during fast play on a phone covered Show Genre, repeated the feedback
// box, stacked identical copies, and the last answer's toast stayed up during the next review.

/** The toasts a player can see now: on screen and not fading out (a dismissed toast fades to nothing). */
const shownToasts = (page: Page) =>
  page.locator('[data-rht-toaster] [role="status"]').evaluateAll((els) =>
    els
      .filter((el) => {
        let node: Element | null = el;
        while (node && node !== document.body) {
          if (Number(getComputedStyle(node).opacity) < 0.5) return false;
          node = node.parentElement;
        }
        return el.getBoundingClientRect().height > 0;
      })
      .map((el) => (el.textContent ?? '').trim()),
  );

/** Notes the text of every toast raised from now on, however briefly it stays (see `raisedToasts`). */
const recordToasts = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { raisedToasts: string[] }).raisedToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-rht-toaster] [role="status"]')) {
        const text = (el.textContent ?? '').trim();
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const raisedToasts = (page: Page) => page.evaluate(() => (window as unknown as { raisedToasts: string[] }).raisedToasts);

const showGenre = (page: Page): Locator => page.getByRole('button', { name: /Show Genre/ });
const answerBox = (page: Page) => page.getByRole('combobox', { name: /game/i });
const screenshot = (page: Page) => page.locator('main img[src^="/images/"]').first();

/** Stops the page's clock (rendering and the network go on), so a toast stays up as long as the test looks. */
async function freezeTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 30_000);
}

for (const viewport of [SMALL_PHONE, PHONE]) {
  test(`at ${viewport.width} px an answer's verdict is told once, beside the answer, and leaves Show Genre free`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    await page.goto('/freeplay');
    await page.getByRole('button', { name: 'Start Playing' }).click();
    await expect(screenshot(page)).toBeVisible();
    await recordToasts(page);
    const first = await answerRight(page);
    await nextReview(page, first);
    // The feedback box said it; no toast repeated it at the bottom, over the jokers.
    expect(await raisedToasts(page)).toEqual([]);

    // The player scrolls so that Show Genre is the last thing on screen, where toasts appear, and
    // taps it twice: one refusal toast, not two, and it never takes the tap meant for the button.
    await expect(showGenre(page)).toBeEnabled();
    await scrollToBottomEdge(page, showGenre(page));
    await showGenre(page).click();
    await expect(page.getByTestId('hint-box')).toContainText('Genre hint:');
    await expect(showGenre(page)).toHaveAttribute('aria-disabled', 'true');
    await freezeTime(page);
    await showGenre(page).click({ force: true });
    await showGenre(page).click({ force: true });
    await expect(page.getByText('Hint already used!')).toHaveCount(1);
    expect(await shownToasts(page)).toEqual(['Hint already used!']);
    // Show Genre at the very bottom of the screen, where the toast is (scrolled there again until
    // the page has settled: a layout change right after one scroll once left it below the screen).
    // A failure prints what was hit instead.
    await expect
      .poll(
        async () => {
          await scrollToBottomEdge(page, showGenre(page));
          return placementOf(showGenre(page));
        },
        { message: 'Show Genre is reachable under the toast' },
      )
      .toMatchObject({ inView: true, onTop: true });
  });
}

test('at 360 px a wrong answer shows its verdict beside the answer, and no toast covers the jokers', async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE);
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  const { gameName } = await answerOnScreen(page);
  await answerBox(page).fill('Definitely Not A Real Game');
  await recordToasts(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(`The answer was: ${gameName}`).first()).toBeVisible();
  expect(await raisedToasts(page)).toEqual([]);
});

test('on a desktop, the verdict toast of a review goes when the next review starts', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.clock.install();
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  const src = await screenshot(page).getAttribute('src');
  const { gameName } = await answerOnScreen(page);
  await answerBox(page).fill('Definitely Not A Real Game');
  await freezeTime(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const verdict = `Wrong! The answer was: ${gameName}`;
  await expect.poll(() => shownToasts(page)).toEqual([verdict]);
  // The 2 s feedback delay passes (the toast's own 3 s do not): the next review is on screen.
  await page.clock.runFor(2_100);
  await nextReview(page, src);
  // A moment passes on the page's clock too (the page's deferred work runs on its timers, frozen
  // here); 2.4 s in all, still short of the toast's own 3 s, so only the next review can take it.
  await page.clock.runFor(300);
  await expect.poll(() => shownToasts(page)).toEqual([]);
});

test('on a desktop, a joker refused twice shows one toast, not two stacked copies', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.clock.install();
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(screenshot(page)).toBeVisible();
  await freezeTime(page);
  // Score 0: Show Genre is dimmed but explains itself on every tap.
  await showGenre(page).click({ force: true });
  await showGenre(page).click({ force: true });
  await showGenre(page).click({ force: true });
  await expect(page.getByText('You need at least 20 points to use a hint!').first()).toBeVisible();
  await expect.poll(() => shownToasts(page)).toEqual(['You need at least 20 points to use a hint!']);
});
