// Screenshots of every admin tab and modal, for a person to look at:
// `npx tsx scripts/admin-screenshots.ts [baseUrl] [outDir]`.
// Needs a running server on a fresh data dir with the demo content, started with
// ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD=admin-pass (or ADMIN_EMAIL / ADMIN_PASSWORD set here
// too), and the system Chromium. It first plays some reviews and sends contact messages through the
// API so the analytics and the inbox have something to show.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { request, type Browser, type Page } from '@playwright/test';
import { gameByReviewer, launchBrowser } from './screenshot-kit';

const base = process.argv[2] ?? 'http://127.0.0.1:3620';
const outDir = process.argv[3] ?? '.test-output/admin-screens';
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'admin-pass' };
fs.mkdirSync(outDir, { recursive: true });

type Viewport = 'desktop' | 'phone';
const VIEWPORTS: Record<Viewport, { width: number; height: number }> = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

// ---- answers: the demo content names each review's game; the alt text names the reviewer ----

// ---- data: plays (as guests and players), accounts and contact messages ----

async function seedActivity() {
  for (let player = 0; player < 3; player += 1) {
    const api = await request.newContext({ baseURL: base });
    if (player > 0) {
      const id = `${Date.now().toString(36)}${player}`;
      const res = await api.post('/api/auth/register', { data: { username: `shot_${id}`.slice(0, 20), email: `shot_${id}@example.com`, password: 'secret-pass' } });
      const { token } = (await res.json()) as { token: string };
      await api.dispose();
      const authed = await request.newContext({ baseURL: base, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
      await playSome(authed, player);
      await authed.dispose();
    } else {
      await playSome(api, player);
      await api.dispose();
    }
  }
  const contact = await request.newContext({ baseURL: base });
  const messages = [
    { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Volunteer Moderator Application', message: 'Hello! I speak English and Turkish and would love to help moderate reviews.\n\nThanks, Ayşe' },
    { name: 'Tom', email: 'tom@example.com', subject: '', message: 'The Portal 2 review in French has a typo in the second screenshot.' },
    { name: 'Marie Dupont', email: 'marie.dupont@example.fr', subject: 'URGENT: daily challenge broken?', message: 'Today the daily challenge showed the same game twice for me. Is that expected?' },
  ];
  for (const m of messages) await contact.post('/api/contact', { data: m });
  await contact.dispose();
}

async function playSome(api: Awaited<ReturnType<typeof request.newContext>>, player: number) {
  await api.post('/api/game/freeplay/start', { data: { language: 'en' } });
  for (let i = 0; i < 8; i += 1) {
    const res = await api.get('/api/game/random?language=en');
    if (!res.ok()) break;
    const review = (await res.json()) as { id: string; reviewImageAlts: (string | null)[] };
    const reviewer = /^Review by (.+?)\. /.exec(review.reviewImageAlts[0] ?? '')?.[1];
    const answer = reviewer ? gameByReviewer.get(reviewer) : undefined;
    const kind = (i + player) % 4;
    if (kind === 3) await api.post('/api/game/skip', { data: { reviewId: review.id } });
    else {
      if (kind === 2) await api.get(`/api/game/hint/${review.id}`);
      await api.post('/api/game/verify', { data: { reviewId: review.id, answer: kind === 1 || !answer ? 'Definitely Not A Game' : answer } });
    }
  }
}

// ---- helpers ----

let shotCount = 0;
async function shot(page: Page, name: string, label: Viewport, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage });
  shotCount += 1;
}

/** A dialog's content scrolls inside it; a viewport capture shows what the admin sees. */
async function dialogShot(page: Page, name: string, label: Viewport) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}/${name}-${label}.png` });
  shotCount += 1;
}

/** Toasts last 3 s in the app shell; let them go so they do not cover the next shots. */
async function waitToastsGone(page: Page) {
  await page.waitForTimeout(3300);
}

async function signInAsAdmin(page: Page) {
  const res = await page.request.post(`${base}/api/auth/login`, { data: ADMIN });
  if (!res.ok()) throw new Error(`Admin login failed (${res.status()}): is the server started with ADMIN_EMAIL/ADMIN_PASSWORD?`);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.goto(base);
  await page.evaluate(([t, u]) => {
    localStorage.setItem('token', t as string);
    localStorage.setItem('user', JSON.stringify(u));
  }, [token, user] as const);
}

async function uploadFile(): Promise<string> {
  const file = path.join(outDir, 'upload-sample.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="420"><rect width="100%" height="100%" fill="#1b2838"/><rect x="24" y="24" width="852" height="372" rx="8" fill="#16202d" stroke="#2a475e"/><text x="56" y="96" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#66c0f4">Uploaded screenshot</text><text x="56" y="150" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#c7d5e0">A sample review image used by the admin screenshots.</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

// ---- flows ----

async function reviewsTab(page: Page, label: Viewport, sample: string) {
  await page.goto(`${base}/admin`);
  await page.getByTestId('admin-review').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'admin-reviews', label);

  // Add: empty, refused, then filled with an upload and a written review.
  await page.getByRole('button', { name: 'Add New Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Review' });
  await dialog.waitFor();
  await dialogShot(page, 'admin-review-add', label);
  await dialog.getByRole('button', { name: 'Add Review' }).click();
  await page.getByText('Game name is required').first().waitFor();
  await dialogShot(page, 'admin-review-add-errors', label);
  await waitToastsGone(page);

  const gameName = `Screenshot Quest ${label} ${Date.now().toString(36).slice(-4)}`;
  await dialog.getByLabel('Game Name*').fill(gameName);
  await dialog.getByLabel('Genre*').fill('Puzzle');
  await dialog.getByRole('textbox', { name: /^Aliases/ }).fill('SQ, Shot Quest,');
  await dialog.getByTestId('file-en-0').setInputFiles(sample);
  await dialog.getByTestId('slot-en-0').getByTestId('slot-preview').waitFor();
  await dialog.getByRole('button', { name: 'Write review for image 2 (English)' }).click();
  const panel = dialog.getByTestId('write-review-panel');
  await panel.getByLabel('Reviewer name*').fill('CaptainScreens');
  await panel.getByLabel('Hours on record*').fill('42.5');
  await panel.getByLabel('Review text*').fill('A calm little puzzle game about light and mirrors. The last chapter made me grin for an hour.');
  await panel.scrollIntoViewIfNeeded();
  await dialogShot(page, 'admin-review-write', label);
  await panel.getByRole('button', { name: 'Render review card' }).click();
  await dialog.getByTestId('slot-en-1').getByTestId('slot-preview').waitFor();
  await dialog.getByRole('heading', { name: 'Review Images' }).scrollIntoViewIfNeeded();
  await dialogShot(page, 'admin-review-add-filled', label);
  await dialog.getByRole('tab', { name: /Türkçe/ }).click();
  await dialogShot(page, 'admin-review-add-tr-tab', label);
  await dialog.getByRole('button', { name: 'Add Review' }).click();
  await page.getByText('Review added successfully!').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: gameName }).waitFor();
  await waitToastsGone(page);

  // Deactivate it (toast), then open Edit on it.
  const item = page.getByTestId('admin-review').filter({ hasText: gameName });
  await item.getByRole('button', { name: /^Deactivate/ }).click();
  await page.getByText('Review deactivated!').waitFor();
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${outDir}/admin-review-deactivated-${label}.png` });
  shotCount += 1;
  await item.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Review' });
  await edit.waitFor();
  await dialogShot(page, 'admin-review-edit', label);
  await edit.getByRole('button', { name: 'Close' }).click();
  await waitToastsGone(page);
}

async function challengesTab(page: Page, label: Viewport) {
  await page.getByRole('tab', { name: /Daily Challenges/ }).click();
  await page.getByTestId('challenge-current').getByRole('heading', { name: "Today's Challenge" }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'admin-challenges', label);

  // The next challenge may exist from the other viewport's run; delete it to show the create flow.
  const next = page.getByTestId('challenge-next');
  if (await next.getByRole('button', { name: /^Delete/ }).isVisible()) {
    page.once('dialog', (d) => void d.accept());
    await next.getByRole('button', { name: /^Delete/ }).click();
    await page.getByText('Challenge deleted successfully!').waitFor();
    await waitToastsGone(page);
  }
  await next.getByRole('button', { name: 'Create' }).waitFor();
  await shot(page, 'admin-challenges-next-empty', label);

  await page.getByRole('button', { name: 'Create Challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Daily Challenge' });
  await dialog.getByTestId('picker-list').waitFor();
  await dialogShot(page, 'admin-challenge-create', label);
  const boxes = dialog.getByTestId('picker-list').getByRole('checkbox');
  for (let i = 0; i < 4; i += 1) await boxes.nth(i).check({ force: true }).catch(() => undefined);
  await page.getByText('You can only select 3 reviews').waitFor();
  await dialogShot(page, 'admin-challenge-picked', label);
  await dialog.getByRole('searchbox', { name: 'Search reviews' }).fill('portal');
  await dialogShot(page, 'admin-challenge-search', label);
  await dialog.getByRole('button', { name: 'Create Challenge' }).click();
  await page.getByText('Challenge created successfully!').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForLoadState('networkidle');
  await waitToastsGone(page);
  await shot(page, 'admin-challenges-scheduled', label);

  await next.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Daily Challenge' });
  await edit.getByTestId('picker-list').waitFor();
  await dialogShot(page, 'admin-challenge-edit', label);
  await edit.getByRole('button', { name: 'Cancel' }).click();
}

async function analyticsTab(page: Page, label: Viewport) {
  await page.getByRole('tab', { name: /Analytics/ }).click();
  await page.locator('[data-testid="live-indicator"][data-status="connected"]').waitFor();
  await page.getByTestId('analytics-table').waitFor();
  await shot(page, 'admin-analytics', label);
  await page.getByRole('button', { name: 'Reset All Analytics' }).click();
  await page.getByRole('dialog', { name: 'Reset All Analytics?' }).waitFor();
  await dialogShot(page, 'admin-analytics-reset', label);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The socket refused: the error display.
  await page.route('**/socket.io/**', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Forbidden"}' }));
  await page.getByRole('tab', { name: /Messages/ }).click();
  await page.getByRole('tab', { name: /Analytics/ }).click();
  await page.getByText('Error connecting to analytics server').waitFor();
  await shot(page, 'admin-analytics-error', label, false);
  await page.unroute('**/socket.io/**');
}

async function messagesTab(page: Page, label: Viewport) {
  await page.getByRole('tab', { name: /Messages/ }).click();
  await page.getByTestId('admin-message').first().waitFor();
  await shot(page, 'admin-messages', label);
  await page.getByTestId('admin-message').first().getByRole('button', { name: 'Mark as handled' }).click();
  await page.getByText('Message marked as handled').waitFor();
  await page.getByRole('tab', { name: /^All/ }).click();
  await shot(page, 'admin-messages-all', label);
  // Put it back for the next viewport.
  await page.getByTestId('admin-message').filter({ has: page.getByRole('button', { name: 'Mark as unhandled' }) }).first().getByRole('button', { name: 'Mark as unhandled' }).click();
  await waitToastsGone(page);
}

async function run(browser: Browser, label: Viewport, sample: string) {
  const page = await browser.newPage({ viewport: VIEWPORTS[label] });
  page.on('pageerror', (err) => console.error(`[${label}] page error:`, err.message));
  await signInAsAdmin(page);
  await reviewsTab(page, label, sample);
  await challengesTab(page, label);
  await analyticsTab(page, label);
  await messagesTab(page, label);
  await page.close();
}

await seedActivity();
const sample = await uploadFile();
const browser = await launchBrowser();
try {
  for (const label of ['desktop', 'phone'] as const) await run(browser, label, sample);
} finally {
  await browser.close();
}
console.log(`${shotCount} screenshots written to ${outDir}`);
