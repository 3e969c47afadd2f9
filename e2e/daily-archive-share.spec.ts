import type { Page } from '@playwright/test';
import { parseShareText } from '../shared/share-text';
import { playDailyRight } from './answers';
import { expect, newAccount, signUp, test } from './fixtures';
import { daysAgo, seedPastDays } from './past-days';

const HISTORY = 20;
const today = daysAgo(0);
const RULE = 'Archive days count on your profile, never on the daily or all-time leaderboards nor in your day streak.';

// Each test plays two whole dailies: longer than the default budget on a busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeAll(async ({ request }) => {
  // The server stores day #1 when a daily is first served; then the spec gives it a history.
  expect((await request.get('/api/game/daily')).ok()).toBe(true);
  seedPastDays(HISTORY, 5);
});

/** Opens the archive, checks the rule, and starts the day `date` from its row. */
async function playArchiveDay(page: Page, date: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { name: 'Archive' })).toBeVisible();
  await expect(page.getByTestId('archive-rule')).toHaveText(RULE);
  const number = HISTORY - Number((Date.parse(today) - Date.parse(date)) / 86_400_000);
  const row = page.getByTestId('archive-day').filter({ hasText: `#${number}` });
  await expect(row).toContainText('Not played');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/daily/${date}$`));
  await expect(page.getByText(new RegExp(`Daily #${number} ·`))).toBeVisible();
  await expect(page.getByTestId('archive-rule')).toBeVisible();
  // A past day speaks of its own day, with no countdown to a new challenge.
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  await expect(page.getByText(`the same for everyone who played on ${day}.`)).toBeVisible();
  await expect(page.getByText('New challenge in')).toHaveCount(0);
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await playDailyRight(page);
}

/** The number the finished screen shows as the total. */
const shownTotal = async (page: Page) => Number((await page.getByTestId('daily-total').innerText()).replace(/\D/g, ''));

test('a guest finishes the daily, shares it from the text box when copying fails, and plays a past day', async ({ page }) => {
  // No Web Share (desktop) and a refused clipboard: the text must be shown to copy by hand.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto('/daily');
  // The first load of a busy machine can be slow: wait for the page, then check what it says.
  await expect(page.getByRole('button', { name: 'START CHALLENGE' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(new RegExp(`Daily #${HISTORY} ·`))).toBeVisible();
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await playDailyRight(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = parseShareText(await page.getByTestId('share-text').inputValue());
  expect(shared).toEqual({ number: HISTORY, score: await shownTotal(page), results: ['solved1', 'solved1', 'solved1'], tags: [], url: `${new URL(page.url()).origin}/daily/${today}` });
  // How everyone did: every review (all resolved now) and the share of today's players beaten.
  await expect(page.getByTestId('community-review')).toHaveCount(3);
  await expect(page.getByTestId('better-than')).toHaveText(/^You scored better than \d+% of today's players\.$/);

  await playArchiveDay(page, daysAgo(2));
  await page.getByRole('button', { name: 'Share' }).click();
  const archiveScore = await shownTotal(page);
  const archived = parseShareText(await page.getByTestId('share-text').inputValue());
  expect(archived).toMatchObject({ number: HISTORY - 2, score: archiveScore, tags: ['archive'] });
  expect(archived?.url).toMatch(new RegExp(`/daily/${daysAgo(2)}$`));
  // No leaderboard for a past day, and the way back lists it as finished with its score.
  await expect(page.getByRole('button', { name: /Submit Score/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the archive' }).click();
  const row = page.getByTestId('archive-day').filter({ hasText: `#${HISTORY - 2}` });
  await expect(row).toContainText('Finished');
  await expect(row).toContainText(`${archiveScore} pts`);
});

test('a guest plays a past day, signs up and keeps it; then finishes today\'s daily and copies the share text', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await playArchiveDay(page, daysAgo(3));
  const archiveScore = await shownTotal(page);

  const account = newAccount();
  await signUp(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByTestId('archive-day').filter({ hasText: `#${HISTORY - 3}` })).toContainText(`${archiveScore} pts`);
  await expect(page.getByTestId('archive-day').filter({ hasText: `#${HISTORY - 3}` })).toContainText('Finished');

  await page.getByRole('banner').getByRole('link', { name: 'Daily Challenge' }).click();
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await playDailyRight(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = parseShareText(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toEqual({ number: HISTORY, score: await shownTotal(page), results: ['solved1', 'solved1', 'solved1'], tags: [], url: `${new URL(page.url()).origin}/daily/${today}` });

  // The archive day is on the profile, never in the total: the header's total is today's score only.
  await page.getByRole('banner').getByRole('link', { name: new RegExp(account.username) }).click();
  await expect(page.getByText('Archive Daily')).toBeVisible();
});
