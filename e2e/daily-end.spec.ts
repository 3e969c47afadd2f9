import type { Page } from '@playwright/test';
import { FEEDBACK_DELAY_CORRECT_MS } from '../shared/constants';
import { answerOnScreen } from './answers';
import { expect, newAccount, signUp, test } from './fixtures';
import { DESKTOP, PHONE, SMALL_PHONE, expectSeenWhole } from './layout-checks';
import { daysAgo, seedPastDays } from './past-days';

// issue 20, items 3, 4, 5 and 7: the end of the daily tells the truth and can be read.
test.describe.configure({ timeout: 180_000 });

const shot = (page: Page) => page.locator('main img[src^="/images/"]').first();
const WRONG = 'Definitely Not A Real Game';

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('combobox', { name: /game/i }).fill(text);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** Waits for the next review after `previous` (the feedback delay, then the next review). */
async function nextReview(page: Page, previous: string | null): Promise<void> {
  await expect(shot(page)).not.toHaveAttribute('src', previous ?? '', { timeout: 10_000 });
}

/**
 * Sends `text` with the page's timers held, so the feedback delay cannot end by itself (the clock
 * is stepped one millisecond at a time), then moves on with the `next` button: the screen changes
 * although the delay is not over. The delay starts once the answer is back, so only the page's own
 * time after that is counted: the button must come before the shorter delay could end.
 */
async function answerAndMoveOnEarly(page: Page, text: string, next: string, moved: () => Promise<void>): Promise<void> {
  await page.getByRole('combobox', { name: /game/i }).fill(text);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  let back = false;
  void page
    .waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/game/verify')
    .then((r) => r.finished())
    .then(() => (back = true));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // While the answer travels, the page's timers still step (its request may wait on one).
  while (!back) await page.clock.runFor(1);
  const button = page.getByRole('button', { name: next, exact: true });
  let held = 0;
  while (!(await button.isVisible())) {
    await page.clock.runFor(1);
    held += 1;
    expect(held, 'the Next button came only after the feedback delay').toBeLessThan(FEEDBACK_DELAY_CORRECT_MS);
  }
  // Pressed from the keyboard: with the page's timers held, a pointer aimed while the layout still
  // settles can land on the screenshot above it.
  await button.focus();
  await page.keyboard.press('Enter');
  await moved();
  await page.clock.resume();
}

/** Today's daily, started: wrong, then right after one more screenshot, then right. Returns the answers. */
async function playTheDay(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  const names: string[] = [];
  let src = await shot(page).getAttribute('src');
  names.push((await answerOnScreen(page)).gameName);
  await answerAndMoveOnEarly(page, WRONG, 'Next review', () => nextReview(page, src));
  src = await shot(page).getAttribute('src');
  names.push((await answerOnScreen(page)).gameName);
  await page.getByRole('button', { name: /Show Next Review/ }).click();
  await expect(page.getByRole('heading', { name: /Screenshot 2 of/ })).toBeVisible();
  // The new screenshot scrolls into view: let it settle before reaching for the answer box.
  await expect(page.locator('main img[src^="/images/"]').nth(1)).toBeInViewport();
  await expect.poll(async () => { const y = await page.evaluate(() => window.scrollY); await page.waitForTimeout(200); return y === (await page.evaluate(() => window.scrollY)); }).toBe(true);
  await send(page, names[1]!);
  await expect(page.getByText(/Correct! \+\d+ points!/).first()).toBeVisible();
  await nextReview(page, src);
  names.push((await answerOnScreen(page)).gameName);
  await answerAndMoveOnEarly(page, names[2]!, 'See your results', () => expect(page.getByRole('heading', { name: 'Challenge Complete!' })).toBeVisible());
  return names;
}

async function expectRecap(page: Page, names: string[]): Promise<void> {
  const items = page.getByTestId('recap-review');
  await expect(items).toHaveCount(3);
  await expect(items.getByTestId('recap-answer')).toHaveText(names);
  await expect(items.getByTestId('recap-guess')).toHaveText([WRONG, names[1]!, names[2]!]);
  await expect(items.nth(1).getByTestId('recap-screenshots')).toHaveText(/^2 of \d$/);
  await expect(items.nth(0).getByTestId('recap-points')).toHaveText('0');
  await expect(items.nth(2).getByTestId('recap-points')).toHaveText(/^\+\d+$/);
  for (const item of await items.all()) {
    await item.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectSeenWhole(item);
  }
}

for (const viewport of [SMALL_PHONE, PHONE]) {
  test(`at ${viewport.width} px a signed-in player moves on with Next, is told the score is saved, and keeps the recap after a reload`, async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await signUp(page, newAccount());
    await page.setViewportSize(viewport);
    await page.goto('/daily');
    const names = await playTheDay(page);

    // Recorded with the last answer: no submit button, the note, and a button to the board.
    await expect(page.getByRole('button', { name: /Submit Score/ })).toHaveCount(0);
    await expect(page.getByTestId('daily-recorded')).toContainText('Score saved');
    // The board is brought into view; on a loaded machine the parts above it may still grow after
    // the scroll (the league places, how everyone did), so the player's click is repeated until the
    // page has settled, as a player would tap again.
    const board = page.getByRole('heading', { name: /leaderboard/i }).last();
    await expect(async () => {
      await page.getByRole('button', { name: 'View Leaderboard' }).click();
      await expect(board).toBeInViewport({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expectRecap(page, names);

    await page.reload();
    await expect(page.getByRole('heading', { name: "You've already completed today's challenge!" })).toBeVisible();
    await expectRecap(page, names);
  });
}

test("a guest's end screen invites to sign up and keep the result; signing up keeps it", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  await page.goto('/daily');
  await expect(page.getByTestId('guest-warning')).toContainText('today\'s result, leaderboard place and streak are kept');
  // Today's first finisher: nobody to be better than yet (the other specs may have finished first).
  await page.route('**/api/game/daily/*/stats', async (route) => {
    const body = await (await route.fetch()).json();
    await route.fulfill({ json: body.dayPlayers === null ? body : { ...body, dayPlayers: 1, betterThanPercent: 0 } });
  });
  const names = await playTheDay(page);
  await expect(page.getByTestId('better-than')).toHaveText("You are the first to finish today's challenge!");
  await expect(page.getByText(/better than 0%/)).toHaveCount(0);

  const note = page.getByTestId('daily-guest-note');
  await expect(note).toContainText('Please log in to save your score!');
  await expect(note).toContainText("this result is kept: today's score, your place on today's leaderboard and your day streak");
  await expect(page.getByText(/not saved/)).toHaveCount(0);
  await expectRecap(page, names);

  await note.getByRole('button', { name: 'Sign Up' }).click();
  const account = newAccount();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  // The day came with the account: already completed, on the board, with its recap.
  await expect(page.getByRole('heading', { name: "You've already completed today's challenge!" })).toBeVisible();
  await expectRecap(page, names);
  await expect(page.getByRole('table').or(page.getByRole('list', { name: /leaderboard/i })).first()).toContainText(account.username);
});

test('"How everyone did" counts the player\'s own answer at once', async ({ page, request }) => {
  expect((await request.get('/api/game/daily')).ok()).toBe(true);
  // A past day no other spec plays: its figures are this player's alone.
  seedPastDays(20, 9);
  const day = daysAgo(9);
  await page.goto(`/daily/${day}`);
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  const src = await shot(page).getAttribute('src');
  await send(page, (await answerOnScreen(page)).gameName);
  const lines = page.getByTestId('community-review');
  await expect(lines.first()).toHaveText(/^Review 1 · 100% of 1 player solved it/);
  await nextReview(page, src);
  // Answered within the seconds the day's figures are kept: still counted.
  await send(page, WRONG);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toHaveText(/^Review 2 · 0% of 1 player solved it/);
  await expect(page.getByText(/of 0 players/)).toHaveCount(0);
});

for (const viewport of [SMALL_PHONE, PHONE]) {
  test(`at ${viewport.width} px Show Next Review says it shows the next screenshot of this review and costs 25, in English and German`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/daily');
    await page.getByRole('button', { name: 'START CHALLENGE' }).click();
    const button = page.getByRole('button', { name: /Show Next Review/ });
    await expect(button).toHaveAccessibleDescription('Shows screenshot 2 of 3 of this review');
    await expect(button.getByTestId('cost-badge')).toHaveText(/^-25/);
    await expectSeenWhole(button);
    await expectSeenWhole(page.getByTestId('show-next-what'));

    await page.evaluate(() => localStorage.setItem('rq.language', 'de'));
    await page.reload();
    // Nothing played yet: the start screen again, now in German.
    await page.getByRole('button', { name: 'CHALLENGE STARTEN' }).click();
    const german = page.getByRole('button', { name: /Nächsten Screenshot zeigen/ });
    await expect(german).toHaveAccessibleDescription('Zeigt Screenshot 2 von 3 dieser Rezension');
    await expect(page.getByText('Nächste Rezension zeigen')).toHaveCount(0);
    await expectSeenWhole(german);
  });
}
