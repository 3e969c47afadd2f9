import type { Page } from '@playwright/test';
import { answerOnScreen, answerRight, nextReview } from './answers';
import { expectNoSeriousAxeViolations } from './axe';
import { contrastFailures } from './contrast';
import { ADMIN, expect, logIn, newAccount, registerViaApi, signUp, test, waitForToastsToClear } from './fixtures';
import { PHONE } from './layout-checks';

// Each check runs axe-core over the page: allow for several pages per test on a loaded machine.
test.describe.configure({ timeout: 240_000 });

async function expectReadable(page: Page, screen: string) {
  // Let entrance animations and toasts settle: a fading element is not what the player reads.
  await page.waitForLoadState('networkidle');
  await waitForToastsToClear(page);
  expect(await contrastFailures(page), `text below WCAG AA contrast on ${screen}`).toEqual([]);
  await expectNoSeriousAxeViolations(page, screen);
}


test('every text a guest sees meets WCAG AA contrast, the footer included', async ({ page }) => {
  for (const path of ['/', '/contact', '/daily', '/freeplay', '/no-such-page']) {
    await page.goto(path);
    await expectReadable(page, path);
  }
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expectReadable(page, 'the login modal');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Up' }).click();
  await expectReadable(page, 'the sign-up modal');
});

test('on a phone too, the home page and the game screen meet WCAG AA contrast', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectReadable(page, 'home (phone)');
  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  const src = await answerRight(page);
  await nextReview(page, src);
  await expectReadable(page, 'the daily game screen (phone)');
});

test('the daily result takes the focus at "Challenge Complete!", and every text on it is readable', async ({ page }) => {
  await page.goto('/daily');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  for (let i = 0; i < 3; i += 1) {
    const src = await answerRight(page);
    // Review 2 is the game screen with points to spend: every joker is available.
    if (i === 0) {
      await nextReview(page, src);
      await expectReadable(page, 'the daily game screen');
    } else if (i === 1) await nextReview(page, src);
  }
  const heading = page.getByRole('heading', { name: 'Challenge Complete!' });
  await expect(heading).toBeFocused({ timeout: 10_000 });
  await expect(page).toHaveTitle('Daily Challenge · ReviewQuest');
  await expectReadable(page, 'the daily result');
});

test('the game screen passes axe and the contrast check after each outcome: right, revealed, hinted, wrong, skipped', async ({ page }) => {
  await page.goto('/');
  await signUp(page, newAccount());
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expectReadable(page, 'free play while playing');
  let src = await answerRight(page);
  await expectReadable(page, 'the verdict of a right answer');
  await nextReview(page, src);

  await page.getByRole('button', { name: /Show Next Review/ }).click();
  await expect(page.getByRole('heading', { name: /Screenshot 2 of/ })).toBeVisible();
  await expectReadable(page, 'a revealed second screenshot');
  const { genre } = await answerOnScreen(page);
  await page.getByRole('button', { name: /Show Genre/ }).click();
  await expect(page.getByText(genre).first()).toBeVisible();
  await expectReadable(page, 'the genre hint');
  src = await page.locator('main img[src^="/images/"]').first().getAttribute('src');
  await page.getByRole('combobox', { name: /game/i }).fill('Definitely Not A Real Game');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(/^Wrong! The answer was/).first()).toBeVisible();
  await expectReadable(page, 'the verdict of a wrong answer');
  await nextReview(page, src);

  src = await page.locator('main img[src^="/images/"]').first().getAttribute('src');
  await page.getByRole('button', { name: /Skip Review/ }).click();
  await nextReview(page, src);
  await expectReadable(page, 'the review after a skip');
});

test('the free-play summary takes the focus at its heading, and every text on it is readable', async ({ page }) => {
  await page.goto('/');
  await signUp(page, newAccount());
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await answerRight(page);
  await page.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByRole('heading', { name: 'Session Summary' })).toBeFocused();
  await expect(page.getByTestId('save-note')).toHaveText('Session saved to your profile.');
  await expectReadable(page, 'the free-play summary');

  await page.getByRole('banner').getByTestId('header-user').click();
  await expect(page.getByText('Recent Games')).toBeVisible();
  await expect(page).toHaveTitle('Profile · ReviewQuest');
  await expectReadable(page, 'the profile');
});

test('every admin tab meets WCAG AA contrast', async ({ page }) => {
  await page.goto('/');
  await logIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin Panel · ReviewQuest');
  await expect(page.getByText(/Played: \d+ times/).first()).toBeVisible();
  await expectReadable(page, 'the reviews tab');
  await page.getByRole('button', { name: 'Add New Review' }).click();
  await expectReadable(page, 'the review form');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  for (const tab of ['Daily Challenges', 'Analytics']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    // The chart (its own lazy chunk, over the whole analytics payload) draws its legend once it has measured itself.
    if (tab === 'Analytics') await expect(page.locator('.recharts-legend-wrapper').getByText('Plays', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expectReadable(page, `the ${tab} tab`);
  }
});

test('each page has its own title in the browser tab', async ({ page }) => {
  const titles: [string, string][] = [
    ['/', 'Home · ReviewQuest'],
    ['/daily', 'Daily Challenge · ReviewQuest'],
    ['/freeplay', 'Free Play · ReviewQuest'],
    ['/contact', 'Contact · ReviewQuest'],
    ['/no-such-page', 'Page not found · ReviewQuest'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Moving inside the app updates it too.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Free Play', exact: true }).click();
  await expect(page).toHaveTitle('Free Play · ReviewQuest');
});

test('an address that is not a page answers 404 and shows "Page not found"; the pages answer 200', async ({ page }) => {
  const { user } = await registerViaApi(page);
  for (const path of ['/no-such-page', '/daily/extra', '/profile/a/b', '/admin/panel']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
  for (const path of ['/', '/daily', '/freeplay', '/contact', '/profile', `/profile/${user.id}`, '/admin']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  const api = await page.request.get('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('scripts and styles reach the browser compressed, hashed bundles cached for good, the page revalidated', async ({ page }) => {
  const assets: Promise<{ url: string; bytes?: number; encoding?: string; cache?: string }>[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/.+\.(js|css)$/.test(response.url())) return;
    const headers = response.headers();
    // A worker that has already finished (the Intl warm-up) no longer hands out its script's body.
    const bytes = response.body().then((body) => body.length, () => undefined);
    assets.push(bytes.then((length) => ({ url: response.url(), bytes: length, encoding: headers['content-encoding'], cache: headers['cache-control'] })));
  });
  const main = await page.goto('/');
  expect(main?.headers()['cache-control']).toBe('no-cache');
  expect(main?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  await page.getByRole('banner').getByRole('link', { name: 'Daily Challenge', exact: true }).click();
  await expect(page.getByRole('button', { name: 'START CHALLENGE' })).toBeEnabled();
  // The game's code loads behind the start screen: every file is in before the bodies are read.
  await page.waitForLoadState('networkidle');
  const seen = await Promise.all(assets);
  // Files under 1 KB are sent as they are (a compressed copy would save next to nothing).
  const large = seen.filter((a) => (a.bytes ?? 0) >= 1024);
  expect(large.length).toBeGreaterThan(2);
  for (const asset of large) expect(asset.encoding, asset.url).toMatch(/^(br|gzip)$/);
  for (const asset of seen) expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
});
