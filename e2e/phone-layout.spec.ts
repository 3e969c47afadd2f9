import type { Page } from '@playwright/test';
import { ADMIN, expect, logIn, test } from './fixtures';
import { DESKTOP, PHONE, SMALL_PHONE, expectSeenWhole, placementOf, scrollToBottomEdge } from './layout-checks';

test.use({ viewport: PHONE });

test('on a phone, START CHALLENGE shows the circles and the score tiles, not under the header', async ({ page }) => {
  await page.goto('/daily');
  // The player reads the whole start screen down to the footer, then taps the button.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expectSeenWhole(page.getByTestId('daily-progress'), { belowHeader: true });
  await expectSeenWhole(page.getByText('Score', { exact: true }).first(), { belowHeader: true });
  await expectSeenWhole(page.getByText('Completed', { exact: true }).first(), { belowHeader: true });
});

test('on a phone, Start Playing shows the score tiles and End Session, not under the header', async ({ page }) => {
  await page.goto('/freeplay');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(page.locator('main img[src^="/images/"]').first()).toBeVisible();
  await expectSeenWhole(page.getByRole('button', { name: 'End Session' }), { belowHeader: true });
  await expectSeenWhole(page.getByText('Score', { exact: true }).first(), { belowHeader: true });
});

test('on a phone, the suggestions of an answer field at the bottom of the screen open in view', async ({ page }) => {
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  const input = page.getByRole('combobox', { name: /game/i });
  await expect(input).toBeEnabled();
  // The player has scrolled so that the field is the last thing on screen, then taps it (scrolled
  // again while the screenshot still loads and moves the field down).
  await expect
    .poll(async () => {
      await scrollToBottomEdge(page, input);
      return (await placementOf(input)).inView;
    })
    .toBe(true);
  await input.click();
  await page.keyboard.type('the');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(5);
  for (const option of await options.all()) await expectSeenWhole(option, { belowHeader: true });
  await expectSeenWhole(input, { belowHeader: true });
});

test('on a phone, a screenshot that arrives after the player tapped the answer field pushes neither the field nor its suggestions off screen', async ({ page }) => {
  // The screenshot is held back (a slow connection) until the player is in the answer field.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/images\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  const input = page.getByRole('combobox', { name: /game/i });
  await expect(input).toBeEnabled();
  // The player has scrolled the field a little below the middle of the screen (room enough for the
  // suggestions under it, the screenshot's box still in view above), and taps it.
  await input.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight * 0.7));
  await input.click();
  await expectSeenWhole(input, { belowHeader: true });
  const screenshot = page.getByTestId('review-screenshot');
  const before = await screenshot.evaluate((img) => img.getBoundingClientRect().height);
  release();
  await expect.poll(() => screenshot.evaluate((img) => (img as HTMLImageElement).complete && img.getBoundingClientRect().height)).toBeGreaterThan(before + 100);
  await page.keyboard.type('the');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(5);
  await expectSeenWhole(input, { belowHeader: true });
  for (const option of await options.all()) await expectSeenWhole(option, { belowHeader: true });
});

for (const viewport of [PHONE, SMALL_PHONE]) {
  test(`at ${viewport.width} px the header shows every link whole, Admin included`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await logIn(page, ADMIN);
    const banner = page.getByRole('banner');
    const more = banner.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible();
    const controls = [
      banner.getByRole('link', { name: /ReviewQuest/ }),
      ...['Home', 'Daily Challenge', 'Free Play'].map((name) => banner.getByRole('link', { name, exact: true })),
      more,
      banner.getByTestId('header-user'),
      banner.getByRole('button', { name: 'Logout' }),
    ];
    // Toasts from the login may still be on screen; they must not cover the header either.
    for (const control of controls) await expectSeenWhole(control);
    const nav = banner.getByRole('navigation', { name: 'Main' });
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // Two rows at most, so the sticky header leaves the screen to the game.
    expect((await banner.boundingBox())!.height).toBeLessThan(120);
    // The other links are in the labelled menu, each by its name (issue 20, item 11; e2e/header.spec.ts).
    await more.click();
    for (const name of ['Archive', 'Contact', 'Leagues', 'Submit', 'Admin']) await expectSeenWhole(banner.getByRole('link', { name, exact: true }));
  });
}

/**
 * Stops the page's clock just before an action, so a toast it raises stays up while it is measured
 * (a loaded machine may take longer than a toast's 3 s). Only time stops; rendering goes on.
 */
async function freezeTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 30_000);
}

test('on a phone, toasts during fast play leave the header and End Session uncovered', async ({ page }) => {
  await page.clock.install();
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(page.locator('main img[src^="/images/"]').first()).toBeVisible();
  await freezeTime(page);
  // Score 0: Show Genre explains in a toast why it cannot be used. (An answer's verdict is not
  // toasted on a phone: the feedback box beside the answer says it; e2e/toasts.spec.ts.)
  // On a loaded machine the first tap can land while the screen is still settling: tapped again
  // until the toast is up (a refused joker shows one toast however often it is tapped).
  const toastMessage = page.getByText('You need at least 20 points to use a hint!').first();
  await expect(async () => {
    await page.getByRole('button', { name: /Show Genre/ }).click({ force: true });
    await expect(toastMessage).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const banner = page.getByRole('banner');
  for (const control of [
    banner.getByRole('button', { name: 'Login' }),
    banner.getByRole('button', { name: 'Sign Up' }),
    banner.getByRole('link', { name: 'Home', exact: true }),
    banner.getByRole('button', { name: 'More' }),
    page.getByRole('button', { name: 'End Session' }),
  ]) {
    expect(await placementOf(control), String(control)).toMatchObject({ inView: true, onTop: true });
  }
  await expect(toastMessage).toBeVisible();
  // The toast sits at the bottom on a phone.
  expect((await toastMessage.boundingBox())!.y).toBeGreaterThan(PHONE.height / 2);
});

test('on a desktop, toasts stay at the top right', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.clock.install();
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByRole('combobox', { name: /game/i }).fill('Definitely Not A Real Game');
  await freezeTime(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const box = (await page.getByText(/^Wrong! The answer was/).first().boundingBox())!;
  expect(box.y).toBeLessThan(100);
  expect(box.x + box.width).toBeGreaterThan(DESKTOP.width - 100);
  // Once in place it lies over the header's Sign Up, and a click there still reaches Sign Up.
  const toastBar = page.locator('[data-rht-toaster] [role="status"]').first().locator('..');
  const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign Up' });
  const overlaps = async () => {
    const [a, b] = [(await toastBar.boundingBox())!, (await signUp.boundingBox())!];
    return a.y >= 0 && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  await expect.poll(overlaps).toBe(true);
  await signUp.click();
  // The modal opens in an effect, which runs on the page's (frozen) timers: 0.2 s of the toast's 3 s.
  await page.clock.runFor(200);
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
});
