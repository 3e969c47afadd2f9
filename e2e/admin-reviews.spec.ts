import type { Page } from '@playwright/test';
import { answerForImage } from './answers';
import { adminSession, expect, openAdminPanel, registerViaApi, test } from './fixtures';

interface ListedReview {
  gameName: string;
  genre: string;
}

/** The admin's bearer header, for reading what the server holds. */
const adminHeaders = async (page: Page) => (await adminSession(page)).headers;

test('an admin pages past the 50 newest reviews and finds any review by name, genre, language and status', async ({ page }) => {
  // The spec's picker call lists up to 100, newest first: the last of them is past the first page.
  const headers = await adminHeaders(page);
  const listed = (await (await page.request.get('/api/admin/reviews?limit=100', { headers })).json()) as { reviews: ListedReview[]; total: number };
  expect(listed.total).toBeGreaterThan(100);
  const pages = Math.ceil(listed.total / 50);
  // The 100th newest: the last review of page 2.
  const oldest = listed.reviews.at(-1)!;

  await openAdminPanel(page);
  const list = page.getByTestId('review-list');
  const range = page.getByTestId('review-range');
  const oldestHeading = list.getByRole('heading', { name: oldest.gameName, exact: true });
  // The first page of 50 reviews with their screenshots in six languages: allow a busy machine.
  await expect(range).toContainText(`Showing 1–50 of ${listed.total} · page 1 of ${pages}`, { timeout: 20_000 });
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(50);
  await expect(oldestHeading).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(range).toContainText(`Showing 51–100 of ${listed.total} · page 2 of ${pages}`);
  await expect(oldestHeading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

  // Search by name: back on page 1, the review is found.
  const search = page.getByRole('searchbox', { name: 'Search reviews by name, alias or genre' });
  await search.fill(oldest.gameName);
  await expect(oldestHeading).toBeVisible();
  await expect(page.getByTestId('review-total')).not.toHaveText(`(${listed.total})`);
  // By genre, in any case.
  await search.fill(oldest.genre.toUpperCase());
  await expect(oldestHeading).toBeVisible();
  await search.fill('no game is called this');
  await expect(page.getByText('No review matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');

  // By language: every review listed has images in Türkçe.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'Türkçe' });
  const trTotal = (await (await page.request.get('/api/admin/reviews?language=tr&limit=1', { headers })).json()).total as number;
  await expect(page.getByTestId('review-total')).toHaveText(`(${trTotal})`);
  for (const item of await list.getByTestId('admin-review').all()) await expect(item.getByRole('list', { name: 'Images by language' })).toContainText('Türkçe');

  // By status.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'All languages' });
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Active' });
  // Another spec may toggle a review meanwhile: compare with the server until both agree.
  const activeTotal = async () => (await (await page.request.get('/api/admin/reviews?active=true&limit=1', { headers })).json()).total as number;
  await expect.poll(async () => (await page.getByTestId('review-total').innerText()) === `(${await activeTotal()})`).toBe(true);
  await expect(list.getByText('Inactive', { exact: true })).toHaveCount(0);
});

test('sorted by success rate, reviews never played stay last in both directions', async ({ page }) => {
  // One review answered right by a signed-in player (100 %), so played and unplayed reviews are both
  // listed (a guest's answers are not counted in the figures).
  const { token } = await registerViaApi(page);
  const player = { authorization: `Bearer ${token}` };
  const served = await (await page.request.get('/api/game/random?language=en', { headers: player })).json();
  const { gameName } = answerForImage(served.reviewImages[0]);
  const verdict = await page.request.post('/api/game/verify', { headers: player, data: { reviewId: served.id, answer: gameName } });
  expect((await verdict.json()).isCorrect).toBe(true);

  await openAdminPanel(page);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const table = page.getByTestId('analytics-table');
  // The first payload comes over the socket once it connects (slow on a busy machine).
  await expect(table).toBeVisible({ timeout: 20_000 });
  const playedFlags = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => !row.querySelectorAll('td')[1]?.textContent?.trim().startsWith('–')));
  const playedThenUnplayed = (flags: boolean[]) => flags.indexOf(false) === -1 || !flags.slice(flags.indexOf(false)).includes(true);

  const successHeader = table.getByRole('button', { name: /Success %/ });
  await successHeader.click();
  await expect(table.locator('thead th[aria-sort="descending"]')).toContainText('Success %');
  let flags = await playedFlags();
  expect(flags).toContain(true);
  expect(flags).toContain(false);
  expect(playedThenUnplayed(flags)).toBe(true);

  await successHeader.click();
  await expect(table.locator('thead th[aria-sort="ascending"]')).toContainText('Success %');
  flags = await playedFlags();
  expect(playedThenUnplayed(flags)).toBe(true);
});
