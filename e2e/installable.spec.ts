import { expect, test } from './fixtures';

/** Waits until the page's service worker is installed and active; returns its address. */
const activeWorker = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');

test('the game can be installed: the page links a manifest with icons, and the service worker registers', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as { name: string; icons: unknown[] };
  expect(manifest.name).toBe('ReviewQuest');
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
  expect(await activeWorker(page)).toMatch(/\/sw\.js$/);
});

test('while the service worker is in charge, game data always comes from the server', async ({ page }) => {
  await page.goto('/');
  await activeWorker(page);
  const responses: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (r) => responses.push({ url: new URL(r.url()).pathname, fromWorker: r.fromServiceWorker() }));
  // A second visit: the page and its bundles now pass through the worker; the daily's calls must not.
  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.locator('main img[src^="/images/"]').first()).toBeVisible();

  const api = responses.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/images/'));
  expect(api.length).toBeGreaterThan(2);
  expect(api.filter((r) => r.fromWorker)).toEqual([]);
  // The worker did answer the bundles, so the check above is about a live worker.
  expect(responses.some((r) => r.url.startsWith('/assets/') && r.fromWorker)).toBe(true);
});

test('offline, a page shows a clear offline message and the API is not answered from a cache', async ({ page, context }) => {
  await page.goto('/daily');
  await activeWorker(page);
  await expect(page.getByRole('button', { name: 'START CHALLENGE' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/freeplay');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const answer = await page.evaluate(() => fetch('/api/game/languages').then((r) => `answered ${r.status}`, () => 'failed'));
  expect(answer).toBe('failed');
});
