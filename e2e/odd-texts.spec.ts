import path from 'node:path';
import Database from 'better-sqlite3';
import { utcDate } from '../shared/constants';
import { E2E_DATA_DIR } from '../playwright.config';
import { expect, test } from './fixtures';
import { PHONE, SMALL_PHONE } from './layout-checks';

// Issue 20, item 12: texts that said something odd.

test('hard mode says that its one screenshot is all there is, not "1 of 3"', async ({ page }) => {
  await page.goto('/daily');
  await page.getByRole('switch', { name: 'Hard mode' }).check();
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  const heading = page.getByTestId('review-card').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('Screenshot 1 of 1: hard mode shows no more');
});

test('a free-play session that finds every review already played does not call itself perfect', async ({ page }) => {
  // The server's answer when the player has played every review of the language before.
  await page.route(/\/api\/game\/random/, (route) =>
    route.fulfill({ status: 404, json: { message: 'You have played every review in this language!', code: 'ALL_COMPLETED', allCompleted: true } }),
  );
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing left to play');
  await expect(page.getByText('Perfect Session!')).toHaveCount(0);
  await expect(page.getByText('You have played every review available in English.')).toBeVisible();
});

/** Active English reviews that free play can serve: none of today's or a stored coming daily's. */
function englishReviewsFreePlayCanServe(): number {
  const db = new Database(path.join(E2E_DATA_DIR, 'reviewquest.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `select count(distinct r.id) as n from reviews r join review_images i on i.review_id = r.id
         where r.is_active = 1 and i.language = 'en' and r.id not in (
           select dr.review_id from daily_challenge_reviews dr join daily_challenges d on d.id = dr.challenge_id where d.date >= ?)`,
      )
      .get(utcDate()) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

test('the free-play language picker counts only the reviews free play can serve', async ({ page }) => {
  // Today's daily exists (it is in English): its reviews stay out of free play.
  await page.goto('/daily');
  await expect(page.getByRole('button', { name: 'START CHALLENGE' })).toBeVisible();
  await page.goto('/freeplay');
  const english = page.locator('label').filter({ has: page.getByRole('radio', { name: /English/ }) });
  const expected = englishReviewsFreePlayCanServe();
  await expect(english).toContainText(`${expected} reviews`);
});

for (const viewport of [SMALL_PHONE, PHONE]) {
  test(`at ${viewport.width} px the reveal's cost explains owed points before the first can be owed`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/daily');
    await page.getByRole('button', { name: 'START CHALLENGE' }).click();
    const card = page.getByTestId('review-card');
    await expect(card.getByRole('button', { name: /Show Next Review/ })).toBeVisible();
    // Score 0: the next screenshot's 25 points would be owed; the card says what that means.
    await expect(card.getByTestId('reveal-owed-note')).toHaveText(
      'The score never goes below 0: what a screenshot or a skip costs beyond it is owed and taken from your next points.',
    );
    // Said once on the screen, not again under the jokers.
    await expect(page.getByText(/^The score never goes below 0/)).toHaveCount(1);
  });
}
