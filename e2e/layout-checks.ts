import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const SMALL_PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Placement {
  /** Wholly inside the window, and below the sticky header when `belowHeader`. */
  inView: boolean;
  /** What the browser finds at the element's centre is the element itself (nothing covers it). */
  onTop: boolean;
  /** The top-most element at the centre, for the failure message. */
  hit: string;
}

/** Where `locator` sits on the screen right now, as a person would see it. */
export async function placementOf(locator: Locator, { belowHeader = false } = {}): Promise<Placement> {
  return locator.evaluate((el, below) => {
    const r = el.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const top = below ? header - 0.5 : -0.5;
    const inView = r.width > 0 && r.top >= top && r.left >= -0.5 && r.bottom <= window.innerHeight + 0.5 && r.right <= window.innerWidth + 0.5;
    const hitEl = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const onTop = hitEl !== null && (hitEl === el || el.contains(hitEl));
    const hit = hitEl ? `${hitEl.tagName.toLowerCase()}${hitEl.id ? `#${hitEl.id}` : ''} "${(hitEl.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
    return { inView, onTop, hit };
  }, belowHeader);
}

/** Expects `locator` wholly on screen (below the sticky header if asked) and not covered. */
export async function expectSeenWhole(locator: Locator, options: { belowHeader?: boolean } = {}): Promise<void> {
  await expect(locator).toBeVisible();
  await expect.poll(() => placementOf(locator, options), { message: `${locator} should be wholly on screen and uncovered` }).toMatchObject({ inView: true, onTop: true });
}

/** Scrolls the page so that `locator`'s bottom edge sits just above the bottom of the window. */
export async function scrollToBottomEdge(page: Page, locator: Locator): Promise<void> {
  await locator.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
}
