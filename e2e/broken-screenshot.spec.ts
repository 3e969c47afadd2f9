import { expect, test } from './fixtures';
import { DESKTOP, PHONE, SMALL_PHONE } from './layout-checks';

// Issue 20, item 15: a screenshot that failed to load showed 'Image not found' and nothing else; the
// review could only go on by paying for the next screenshot.

// The service worker would answer image requests itself, out of the test's reach.
test.use({ serviceWorkers: 'block' });

for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
  test(`at ${viewport.width} px a broken screenshot can be loaded again, free, and says so while it still fails`, async ({ page }) => {
    await page.setViewportSize(viewport);
    let failing = true;
    await page.route(/\/images\/[^/]+\.webp/, (route) => (failing ? route.abort('connectionreset') : route.fallback()));
    await page.goto('/freeplay');
    await page.getByRole('button', { name: 'Start Playing' }).click();

    const card = page.getByTestId('review-card');
    const broken = card.getByTestId('image-not-found');
    await expect(broken).toContainText('Image not found');
    await expect(broken).toContainText('Retrying is free');
    const retry = broken.getByRole('button', { name: 'Retry' });

    // Still down: the box says so, and Retry stays.
    await retry.click();
    await expect(broken).toContainText('It still did not load');
    await expect(retry).toBeVisible();

    // Back up: the same screenshot loads, nothing was paid, no other screenshot was bought.
    failing = false;
    await retry.click();
    await expect(card.getByTestId('review-screenshot')).toBeVisible();
    await expect.poll(() => card.getByTestId('review-screenshot').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(broken).toHaveCount(0);
    await expect(card.getByRole('heading', { name: /^Screenshot 1 of/ })).toBeVisible();
    await expect(page.getByTestId('stat-score')).toHaveText('0');
  });
}
