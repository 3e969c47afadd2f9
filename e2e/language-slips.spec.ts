import type { Locator, Page } from '@playwright/test';
import { LANGUAGES } from '../shared/constants';
import { expect, test } from './fixtures';
import { PHONE, SMALL_PHONE } from './layout-checks';

// Issue 20, item 10: "TAMAMLANAN" broke in the middle at 360 px; German called the completed count
// "Gelöst" and mixed "Review" with "Rezension".

/** The words of `locator`'s text that the browser drew on more than one line (broken mid-word). */
const brokenWords = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.flatMap((el) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );

async function startFreePlay(page: Page, language: string) {
  await page.addInitScript((l) => localStorage.setItem('rq.language', l), language);
  await page.goto('/freeplay');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.locator('main').getByRole('button', { name: { en: 'Start Playing', de: 'Los geht’s', tr: 'Oynamaya Başla' }[language] ?? /./ }).last().click();
  await expect(page.getByTestId('stat-completed')).toBeVisible();
}

for (const viewport of [SMALL_PHONE, PHONE]) {
  test(`at ${viewport.width} px the score tiles keep every label word whole, in every interface language`, async ({ browser, baseURL }) => {
    for (const language of LANGUAGES) {
      // A fresh guest each time: a reload would resume the session already started.
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      await page.addInitScript((l) => localStorage.setItem('rq.language', l), language);
      await page.goto('/freeplay');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.locator('main button.btn-primary').last().click();
      await expect(page.getByTestId('stat-completed')).toBeVisible();
      expect(await brokenWords(page.locator('main dl dt')), language).toEqual([]);
      await context.close();
    }
  });
}

test('in Turkish the completed tile reads Tamamlanan in one piece on a 360 px phone', async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE);
  await startFreePlay(page, 'tr');
  const label = page.locator('main dl dt').filter({ hasText: /Tamamlanan/i });
  await expect(label).toBeVisible();
  expect(await brokenWords(label)).toEqual([]);
});

test('in German the completed count is not called solved, and the game says Rezension', async ({ page }) => {
  await startFreePlay(page, 'de');
  const tiles = page.locator('main dl').first();
  await expect(tiles).toContainText('Erledigt');
  await expect(tiles).not.toContainText(/Gelöst/i);
  await expect(page.locator('main')).not.toContainText(/\bReview\b/);
});
