import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/**
 * The answer for the review on screen: the spec owns its data, so it looks the shown screenshot up
 * in the e2e server's own database (read-only), like a moderator who knows the puzzles would.
 */
export async function answerOnScreen(page: Page): Promise<{ gameName: string; genre: string }> {
  const img = page.locator('main img[src^="/images/"]').first();
  await expect(img).toBeVisible();
  const src = await img.getAttribute('src');
  return answerForImage(src!);
}

/** The game whose review shows the screenshot at `src` (a path or URL under /images/). */
export function answerForImage(src: string): { gameName: string; genre: string } {
  const db = new Database(path.join(E2E_DATA_DIR, 'reviewquest.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select r.game_name as gameName, r.genre as genre from review_images i join reviews r on r.id = i.review_id where i.image_path = ? limit 1')
      .get(new URL(src, 'http://x').pathname) as { gameName: string; genre: string } | undefined;
    if (!row) throw new Error(`No review has the screenshot ${src}`);
    return row;
  } finally {
    db.close();
  }
}

const shownScreenshot = (page: Page) => page.locator('main img[src^="/images/"]').first();

/** Answers the review on screen rightly and waits for the verdict; returns the screenshot it answered. */
export async function answerRight(page: Page): Promise<string | null> {
  const src = await shownScreenshot(page).getAttribute('src');
  await page.getByRole('combobox', { name: /game/i }).fill((await answerOnScreen(page)).gameName);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // The answer's round trip: a loaded machine (the whole suite on two cores) can take longer than
  // the default 7 s.
  await expect(page.getByText(/Correct! \+\d+ points!/).first()).toBeVisible({ timeout: 15_000 });
  return src;
}

/** Waits until the screen shows a review other than the one whose screenshot was `previousSrc` (feedback delay, then the next review). */
export async function nextReview(page: Page, previousSrc: string | null): Promise<void> {
  await expect(shownScreenshot(page)).not.toHaveAttribute('src', previousSrc ?? '', { timeout: 10_000 });
}

/** Plays the started daily with three right answers, up to 'Challenge Complete!'. */
export async function playDailyRight(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const src = await answerRight(page);
    if (i < 2) await nextReview(page, src);
  }
  await expect(page.getByRole('heading', { name: 'Challenge Complete!' })).toBeVisible({ timeout: 10_000 });
}
