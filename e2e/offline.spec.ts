import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE } from './layout-checks';

// Issue 20, item 2: after a first visit, offline play says what happens, in the interface language.

/** Waits until the page's service worker is installed and controls the page. */
const workerReady = async (page: Page) => {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
};

test.describe('in a German browser on a phone', () => {
  test.use({ locale: 'de-DE', viewport: PHONE });

  test('the offline page is German with its logo, "try again" works, and the page comes back by itself online', async ({ page, context }) => {
    await page.goto('/');
    await workerReady(page);
    // A second load through the worker, as a returning player.
    await page.reload();
    await workerReady(page);

    await context.setOffline(true);
    await page.goto('/freeplay');
    await expect(page.getByRole('heading', { name: 'Du bist offline' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => page.locator('main img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Still offline: "try again" reloads and says the same.
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { name: 'Du bist offline' })).toBeVisible();

    // Back online: no tap needed, as in an installed app without a reload button.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Freies Spiel', level: 1 })).toBeVisible({ timeout: 15_000 });
    // The API is never answered from a cache: offline again, a call fails.
    await context.setOffline(true);
    expect(await page.evaluate(() => fetch('/api/game/languages').then((r) => `answered ${r.status}`, () => 'failed'))).toBe('failed');
  });
});

test.describe('in a Turkish browser on a phone', () => {
  test.use({ locale: 'tr-TR', viewport: PHONE });

  test('an answer sent offline says so at once, is kept, and is sent by itself once online', async ({ page, context }) => {
    await page.goto('/freeplay');
    await workerReady(page);
    await page.getByRole('button', { name: 'Oynamaya Başla' }).click();
    await expect(page.getByTestId('game-screen')).toBeVisible();

    await context.setOffline(true);
    const box = page.getByTestId('game-screen').getByRole('combobox');
    await box.fill('Kesinlikle Bu Oyun Değil');
    await box.press('Enter');
    await expect(page.getByTestId('offline-wait')).toHaveText('Çevrimdışısınız: cevabınız saklanıyor, bağlantı geri gelir gelmez gönderilecek.');
    await expect(box).toHaveValue('Kesinlikle Bu Oyun Değil');
    // Nothing was decided offline: no answer shown, no points.
    await expect(page.getByTestId('answer-reveal')).toHaveCount(0);

    // Back online, the kept answer goes by itself and the server decides.
    await context.setOffline(false);
    await expect(page.getByTestId('answer-reveal')).toBeVisible();
    await expect(page.getByTestId('offline-wait')).toHaveCount(0);
  });

  test('a page not loaded yet says it is offline instead of staying blank, and opens once online', async ({ page, context }) => {
    await page.goto('/');
    await workerReady(page);
    await context.setOffline(true);
    // On a phone, Contact is in the header's labelled menu (issue 20, item 11).
    await page.getByRole('banner').getByRole('button', { name: 'Diğer' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'İletişim', exact: true }).click();
    await expect(page.getByTestId('page-offline')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Çevrimdışısınız' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('page-offline')).toBeHidden({ timeout: 15_000 });
    await expect(page.locator('main form')).toBeVisible({ timeout: 15_000 });
  });
});
