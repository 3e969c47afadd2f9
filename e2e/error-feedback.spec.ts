import type { Page, Route } from '@playwright/test';
import { answerOnScreen } from './answers';
import { ADMIN, expect, logIn, test, waitForToastsToClear } from './fixtures';

// What a crashed server or a proxy in front of it sends: an HTML page, no JSON message.
const htmlError = (status: number) => (route: Route) =>
  route.fulfill({ status, contentType: 'text/html', body: `<!doctype html><html><body><h1>${status} Bad Gateway</h1><p>nginx</p></body></html>` });

/** Only the calls with this method; the others go through to the real server. */
const onlyMethod = (method: string, handler: (route: Route) => Promise<void>) => (route: Route) =>
  route.request().method() === method ? handler(route) : route.continue();

async function expectFallback(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Request failed|\(5\d\d\)|Bad Gateway|nginx/)).toHaveCount(0);
}

test('a review that fails to load with an HTML 500 says "Failed to load review"', async ({ page }) => {
  await page.route('**/api/game/random**', htmlError(500));
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expectFallback(page, 'Failed to load review');
  await expect(page.getByRole('alert')).toHaveText(/Failed to load review/);
});

test('a daily challenge behind a 502 says "Failed to load daily challenge"', async ({ page }) => {
  await page.route('**/api/game/daily**', htmlError(502));
  await page.goto('/daily');
  await expectFallback(page, 'Failed to load daily challenge');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a hint or an answer check that fails with an HTML page says what failed', async ({ page }) => {
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  const first = await page.locator('main img[src^="/images/"]').first().getAttribute('src');
  await page.getByRole('combobox', { name: /game/i }).fill((await answerOnScreen(page)).gameName);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Correct! +100 points!').first()).toBeVisible();
  await expect(page.locator('main img[src^="/images/"]').first()).not.toHaveAttribute('src', first ?? '', { timeout: 10_000 });

  // 100 points: enough for a hint, which the server (or its proxy) fails to give.
  await page.route('**/api/game/hint/**', htmlError(500));
  await page.getByRole('button', { name: /Show Genre/ }).click();
  await expectFallback(page, 'Failed to get hint');

  await page.route('**/api/game/verify', htmlError(502));
  await page.getByRole('combobox', { name: /game/i }).fill('Some Game');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectFallback(page, 'Failed to verify answer');
  // The input is usable again (docs/product.md §8).
  await expect(page.getByRole('combobox', { name: /game/i })).toBeEditable();
});

test('admin actions that fail with an HTML page show the spec texts', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await logIn(page, ADMIN);
  await page.goto('/admin');
  const item = page.getByTestId('review-list').getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Deactivate/ }) }).first();
  // The admin bundle and the first page of 50 reviews: slow to arrive on a busy machine.
  await expect(item).toBeVisible({ timeout: 20_000 });

  await page.route('**/api/admin/reviews/*', onlyMethod('PUT', htmlError(500)));
  await item.getByRole('button', { name: /^Deactivate/ }).click();
  await expectFallback(page, 'Failed to update review status');

  await page.route('**/api/admin/reviews/*', onlyMethod('DELETE', htmlError(502)));
  await item.getByRole('button', { name: /^Delete/ }).click();
  await expectFallback(page, 'Failed to delete review');

  await page.route('**/api/admin/daily-challenges', onlyMethod('POST', htmlError(502)));
  await page.getByRole('tab', { name: 'Daily Challenges' }).click();
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  const create = page.getByRole('dialog', { name: 'Create Daily Challenge' });
  const choices = create.getByTestId('picker-list').locator('label');
  for (let i = 0; i < 3; i += 1) await choices.nth(i).click();
  await create.getByRole('button', { name: 'Create Challenge' }).click();
  await expectFallback(page, 'Failed to save challenge');
});

test('an error toast leaves after 3 seconds, like every other toast', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await logIn(page, ADMIN);
  await page.goto('/admin');
  // The list must be on screen before time stops: the data-fetching library delivers results on a timer.
  const deactivate = page.getByTestId('review-list').getByRole('button', { name: /^Deactivate/ }).first();
  await expect(deactivate).toBeVisible({ timeout: 20_000 });
  await waitForToastsToClear(page);
  await page.route('**/api/admin/reviews/*', onlyMethod('PUT', htmlError(500)));
  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  await deactivate.click();
  // The only toast on screen now is the error.
  const toastItem = page.locator('[data-rht-toaster] [role="status"]');
  await expect(toastItem).toHaveCount(1);
  // Toasts pause while the mouse is over them.
  await page.mouse.move(1, 400);
  await page.clock.runFor(2_400);
  await expect(toastItem).toHaveCount(1);
  // At 3 s the toast is dismissed and leaves after react-hot-toast's 1 s exit: gone at 4.2 s,
  // where a 6 s toast would still be on screen.
  await page.clock.runFor(700);
  await expect(toastItem).toHaveCount(1);
  await page.clock.runFor(1_100);
  await expect(toastItem).toHaveCount(0);
});

test('a network failure says what failed too', async ({ page }) => {
  await page.route('**/api/game/random**', (route) => route.abort('connectionrefused'));
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expectFallback(page, 'Failed to load review');
});
