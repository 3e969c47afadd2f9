import type { Locator, Page } from '@playwright/test';
import { NARROW_CARD_SCALE, SMALLEST_BODY_FONT_PX } from '../server/modules/content/review-card';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, SMALL_PHONE } from './layout-checks';

/** What the browser shows of a card: which file it took, and the review text's smallest size on screen in CSS px. */
const shownCard = (image: Locator) =>
  image.evaluate(
    (img: HTMLImageElement, [size, narrowScale]) => {
      const narrow = img.closest('picture')?.querySelector('source')?.getAttribute('srcset') ?? null;
      const isNarrow = narrow !== null && img.currentSrc.endsWith(narrow);
      // The phone version is drawn at `narrowScale` image pixels per layout pixel.
      const scale = isNarrow ? narrowScale : 1;
      return { isNarrow, textPx: (img.getBoundingClientRect().width / img.naturalWidth) * size * scale };
    },
    [SMALLEST_BODY_FONT_PX, NARROW_CARD_SCALE] as const,
  );

const loaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

/** Nothing on the page is wider than the screen: the player never pans sideways. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [SMALL_PHONE, PHONE]) {
  test.describe(`on a ${viewport.width} px phone`, () => {
    test.use({ viewport });

    test('the review reads at 14 px or more, inline and enlarged, with no sideways panning, and steps through the revealed screenshots only', async ({ page }) => {
      await page.goto('/freeplay');
      await page.getByRole('button', { name: 'Start Playing' }).click();
      const inline = page.getByTestId('review-screenshot').first();
      await loaded(inline);
      const card = await shownCard(inline);
      expect(card.isNarrow).toBe(true);
      expect(card.textPx).toBeGreaterThanOrEqual(14);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      // The link that left the app is gone: the card reads where it is.
      await expect(page.getByRole('link', { name: 'Open full size' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Show Next Review' }).click();
      await expect(page.getByTestId('review-screenshot')).toHaveCount(2);
      await loaded(page.getByTestId('review-screenshot').nth(1));
      expect((await shownCard(page.getByTestId('review-screenshot').nth(1))).isNarrow).toBe(true);

      await page.getByTestId('enlarge-screenshot').first().click();
      const lightbox = page.getByTestId('screenshot-lightbox');
      await expect(page.getByRole('dialog', { name: /Screenshot 1 of 2/ })).toBeVisible();
      const image = lightbox.getByTestId('lightbox-image');
      await loaded(image);
      const enlarged = await shownCard(image);
      expect(enlarged.isNarrow).toBe(true);
      expect(enlarged.textPx).toBeGreaterThanOrEqual(14);
      // Wrapped to the screen: the enlarged card is never wider than it.
      const scroller = image.locator('xpath=ancestor::div[contains(@class, "overflow-auto")]');
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await expect(lightbox.getByText('Scroll down to read the whole card; pinch to zoom.')).toBeVisible();

      await lightbox.getByRole('button', { name: 'Next screenshot' }).click();
      await expect(page.getByRole('dialog', { name: /Screenshot 2 of 2/ })).toBeVisible();
      // The last revealed screenshot is the end: nothing unrevealed can be asked for from here.
      await expect(lightbox.getByRole('button', { name: 'Next screenshot' })).toBeDisabled();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('dialog', { name: /Screenshot 1 of 2/ })).toBeVisible();

      await lightbox.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('screenshot-lightbox')).toBeHidden();
      await expect(page.getByTestId('game-screen')).toBeVisible();
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the wide card is shown, its text at 14 px or more', async ({ page }) => {
    await page.goto('/freeplay');
    await page.getByRole('button', { name: 'Start Playing' }).click();
    const inline = page.getByTestId('review-screenshot').first();
    await loaded(inline);
    const card = await shownCard(inline);
    expect(card.isNarrow).toBe(false);
    expect(card.textPx).toBeGreaterThanOrEqual(14);
  });
});
