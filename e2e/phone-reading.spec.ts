import type { Locator } from '@playwright/test';
import { SMALLEST_BODY_FONT_PX } from '../server/modules/content/review-card';
import { expect, test } from './fixtures';
import { SMALL_PHONE } from './layout-checks';

test.use({ viewport: SMALL_PHONE });

/** The review text's height on screen, in CSS px: the card's smallest body size, scaled as the image is shown. */
const bodyTextPx = (image: Locator) =>
  image.evaluate((img: HTMLImageElement, size) => (img.getBoundingClientRect().width / img.naturalWidth) * size, SMALLEST_BODY_FONT_PX);

test('on a 360 px phone, a tapped screenshot opens at a readable size, pans sideways and steps through the revealed screenshots only', async ({ page }) => {
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  const inline = page.getByTestId('review-screenshot').first();
  await expect(inline).toBeVisible();
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // In the column the card is scaled down: this is why the lightbox exists.
  expect(await bodyTextPx(inline)).toBeLessThan(12);

  await page.getByRole('button', { name: 'Show Next Review' }).click();
  await expect(page.getByTestId('review-screenshot')).toHaveCount(2);

  await page.getByTestId('enlarge-screenshot').first().click();
  const lightbox = page.getByTestId('screenshot-lightbox');
  await expect(page.getByRole('dialog', { name: /Screenshot 1 of 2/ })).toBeVisible();
  const image = lightbox.getByTestId('lightbox-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await bodyTextPx(image)).toBeGreaterThanOrEqual(12);

  // Wider than the screen: the player drags sideways to the end of each line.
  const scroller = image.locator('..');
  const pan = await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return { scrolled: el.scrollLeft, overflow: el.scrollWidth - el.clientWidth };
  });
  expect(pan.overflow).toBeGreaterThan(0);
  expect(pan.scrolled).toBeGreaterThan(0);

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
