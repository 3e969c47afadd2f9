// Takes screenshots of screens for a person to look at: `npx tsx scripts/screenshots.ts [baseUrl] [outDir]`.
// Needs a running server (npm start) on a fresh data dir with the demo content, and the system Chromium.
// It plays through the daily challenge and free play as a guest and as a new account (signed up through
// the UI), and fakes a few server answers (language counts, the end of free play, broken images) to
// reach the states a fresh install never shows.
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { gameByReviewer, launchBrowser } from './screenshot-kit';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '.test-output/screens';
fs.mkdirSync(outDir, { recursive: true });

// ---- answers: the demo content names each review's game; the alt text names the reviewer ----

async function correctAnswer(page: Page): Promise<string> {
  const alt = (await page.getByTestId('review-screenshot').first().getAttribute('alt')) ?? '';
  const reviewer = /^Review by (.+?)\. /.exec(alt)?.[1];
  const name = reviewer ? gameByReviewer.get(reviewer) : undefined;
  if (!name) throw new Error(`No known answer for the screenshot "${alt.slice(0, 60)}"`);
  return name;
}

// ---- helpers ----

type Viewport = 'desktop' | 'phone';
const VIEWPORTS: Record<Viewport, { width: number; height: number }> = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

let shotCount = 0;
async function shot(page: Page, name: string, label: Viewport, fullPage = true) {
  // A full-page capture draws the sticky header where the page is scrolled to; start at the top.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage });
  shotCount += 1;
}

async function answer(page: Page, text: string) {
  const input = page.getByRole('combobox', { name: /game/i });
  await input.fill(text);
  await input.press('Escape');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByTestId('feedback').locator('[data-kind]').waitFor();
}

/** Waits until the resolved review has made way for the next one (or an end screen). */
async function nextReview(page: Page) {
  await page.getByTestId('feedback').locator('[data-kind]').waitFor({ state: 'detached', timeout: 10_000 });
}

async function signUp(page: Page, label: Viewport) {
  const id = `${Date.now().toString(36)}${label[0]}`;
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Username').fill(`shot_${id}`.slice(0, 20));
  await dialog.getByLabel('Email').fill(`shot_${id}@example.com`);
  await dialog.getByLabel('Password').fill('secret-pass');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Account created successfully!').waitFor();
  await page.waitForTimeout(3200); // let the toast go so it does not cover the next shots
}

const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

// ---- flows ----

async function staticScreens(browser: Browser, label: Viewport) {
  const page = await browser.newPage({ viewport: VIEWPORTS[label] });
  const screens: { name: string; path: string; before?: (p: Page) => Promise<void> }[] = [
    { name: 'home', path: '/' },
    { name: 'auth-login', path: '/', before: (p) => p.getByRole('banner').getByRole('button', { name: 'Login' }).click() },
    { name: 'auth-register', path: '/', before: (p) => p.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click() },
    { name: 'contact', path: '/contact' },
  ];
  for (const s of screens) {
    await page.goto(base + s.path);
    await page.waitForLoadState('networkidle');
    if (s.before) await s.before(page);
    await shot(page, s.name, label, label === 'desktop');
  }
  await page.close();
}

async function guestDaily(browser: Browser, label: Viewport) {
  const page = await browser.newPage({ viewport: VIEWPORTS[label] });
  // Hold the first daily answer back to see the loading state.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/game/daily?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/daily`);
  await page.getByText('Loading daily challenge...').waitFor();
  await shot(page, 'daily-loading', label, false);
  release();
  await page.getByRole('button', { name: 'START CHALLENGE' }).waitFor();
  await page.unroute('**/api/game/daily?*');
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-start-guest', label);

  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await page.getByTestId('review-card').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-playing', label);

  const input = page.getByRole('combobox', { name: /game/i });
  await input.fill('the');
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await shot(page, 'daily-autocomplete', label, false);
  await input.press('Escape');
  await input.fill('');

  await page.getByRole('button', { name: /Show Genre/ }).click();
  await page.getByText('You need at least 20 points to use a hint!').waitFor();
  await shot(page, 'daily-hint-needs-points', label, false);

  await page.getByRole('button', { name: /Show Next Review/ }).click();
  await page.getByRole('heading', { name: /^Review 2 of/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-revealed', label);

  await answer(page, await correctAnswer(page));
  await shot(page, 'daily-correct', label);
  await nextReview(page);

  await page.getByRole('button', { name: /Show Genre/ }).click();
  await page.getByText('Genre hint:').waitFor();
  await shot(page, 'daily-hint', label);
  await answer(page, 'Definitely Not A Game');
  await shot(page, 'daily-wrong', label);
  await nextReview(page);

  await page.getByRole('button', { name: /Skip Review/ }).click();
  await page.getByText('No more reviews!').waitFor();
  await shot(page, 'daily-skip-refused', label, false);
  await answer(page, await correctAnswer(page));
  await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-finished-guest', label);
  await page.close();
}

async function playerDailyAndProfile(browser: Browser, label: Viewport) {
  const page = await browser.newPage({ viewport: VIEWPORTS[label] });
  await page.goto(`${base}/daily`);
  await signUp(page, label);
  await page.getByRole('button', { name: 'START CHALLENGE' }).waitFor();
  await shot(page, 'daily-start-player', label);
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();
  await page.getByTestId('review-card').waitFor();
  await answer(page, await correctAnswer(page));
  await nextReview(page);
  await page.getByRole('button', { name: /Skip Review/ }).click();
  await page.getByTestId('feedback').locator('[data-kind="skipped"]').waitFor();
  await shot(page, 'daily-skipped', label);
  await nextReview(page);

  await page.reload();
  await page.getByTestId('review-card').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-resumed', label);

  await answer(page, await correctAnswer(page));
  await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-finished-player', label);
  await page.getByRole('button', { name: 'Submit Score & View Leaderboard' }).click();
  await page.getByText('Score submitted successfully!').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-submitted', label);

  await page.reload();
  await page.getByRole('heading', { name: /already completed/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'daily-completed', label);

  // Free play as the same player: one correct, one skipped, then End Session (saved).
  await page.goto(`${base}/freeplay`);
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByTestId('review-card').waitFor();
  for (let i = 0; i < 3; i += 1) {
    await answer(page, await correctAnswer(page));
    await nextReview(page);
  }
  await page.waitForLoadState('networkidle');
  await shot(page, 'freeplay-streak', label);
  await page.getByRole('button', { name: /Skip Review/ }).click();
  await page.getByTestId('feedback').locator('[data-kind="skipped"]').waitFor();
  await nextReview(page);
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByText('Session saved to your profile.').waitFor();
  await shot(page, 'freeplay-summary-player', label);

  await page.getByRole('banner').getByTestId('header-user').click();
  await page.getByTestId('recent-games').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'profile', label);
  await page.goto(`${base}/profile/someone-else`);
  await page.getByRole('heading', { name: 'Profile not found' }).waitFor();
  await shot(page, 'profile-not-found', label, false);

  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  await shot(page, 'home-player', label);
  await page.close();
}

async function guestFreeplay(browser: Browser, label: Viewport) {
  const page = await browser.newPage({ viewport: VIEWPORTS[label] });
  await page.goto(`${base}/freeplay`);
  await page.waitForLoadState('networkidle');
  await shot(page, 'freeplay-start-guest', label);
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByTestId('review-card').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'freeplay-playing', label);
  await answer(page, await correctAnswer(page));
  await shot(page, 'freeplay-correct', label);
  await nextReview(page);
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('heading', { name: 'Session Summary' }).waitFor();
  await shot(page, 'freeplay-summary-guest', label);

  // A played review is counted on the start screen.
  await page.goto(`${base}/freeplay`);
  await page.waitForLoadState('networkidle');
  await shot(page, 'freeplay-start-played', label, false);
  await page.close();
}

async function fakedStates(browser: Browser, label: Viewport) {
  const page = await browser.newPage({ viewport: VIEWPORTS[label] });
  // Few reviews per language: SOON labels, the zero warning and the 'Only n games' notice.
  await page.route('**/api/game/languages', (route) =>
    route.fulfill(
      json(200, {
        languages: [
          { code: 'en', count: 0, playable: false },
          { code: 'fr', count: 1, playable: false },
          { code: 'es', count: 1, playable: false },
          { code: 'it', count: 0, playable: false },
          { code: 'de', count: 1, playable: false },
          { code: 'tr', count: 4, playable: true },
        ],
      }),
    ),
  );
  await page.goto(`${base}/freeplay`);
  await page.getByTestId('availability-notice').waitFor();
  await shot(page, 'freeplay-languages-none', label, false);
  await page.getByText('Türkçe').click();
  await page.getByText('Only 4 games available').waitFor();
  await shot(page, 'freeplay-languages-few', label, false);
  await page.unroute('**/api/game/languages');

  // The server says every review of the language has been played.
  await page.goto(`${base}/freeplay`);
  await page.route('**/api/game/random?*', (route) =>
    route.fulfill(json(404, { message: 'You have played every review in this language!', code: 'ALL_COMPLETED', allCompleted: true })),
  );
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByRole('heading', { name: 'Perfect Session!' }).waitFor();
  await shot(page, 'freeplay-perfect', label);
  await page.unroute('**/api/game/random?*');

  // No active reviews in the language at all.
  await page.goto(`${base}/freeplay`);
  await page.route('**/api/game/random?*', (route) =>
    route.fulfill(json(404, { message: 'No active reviews in this language yet.', code: 'NO_ACTIVE_REVIEWS' })),
  );
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByText('No more reviews available in this language! Try switching to English').first().waitFor();
  await shot(page, 'freeplay-no-reviews', label, false);
  await page.unroute('**/api/game/random?*');

  // Broken screenshots show the grey placeholder.
  await page.route('**/images/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${base}/freeplay`);
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByTestId('image-not-found').waitFor();
  await shot(page, 'image-not-found', label, false);
  await page.close();
}

const browser = await launchBrowser();
try {
  for (const label of ['desktop', 'phone'] as const) {
    await staticScreens(browser, label);
    await guestDaily(browser, label);
    await playerDailyAndProfile(browser, label);
    await guestFreeplay(browser, label);
    await fakedStates(browser, label);
  }
} finally {
  await browser.close();
}
console.log(`${shotCount} screenshots written to ${outDir}`);
