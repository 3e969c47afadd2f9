import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { ADMIN, expect, logIn, newAccount, registerViaApi, test, waitForToastsToClear, type Account } from './fixtures';

/** A new page in its own browser context, signed in as `account`. */
async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await logIn(page, account);
  await waitForToastsToClear(page);
  return page;
}

/** Ids of the active French reviews other than `gameName`'s (read-only look at the e2e database). */
function otherFrenchReviews(gameName: string): string[] {
  const db = new Database(path.join(E2E_DATA_DIR, 'reviewquest.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare("select distinct r.id as id from reviews r join review_images i on i.review_id = r.id where i.language = 'fr' and r.is_active = 1 and r.game_name <> ?")
      .all(gameName) as { id: string }[];
    return rows.map((r) => r.id);
  } finally {
    db.close();
  }
}

/**
 * Gives a player a finished French free-play session in which they met `reviewIds`: as if they had
 * played them, so the server leaves them out of their free play (the only way to narrow it).
 */
function playedInPractice(userId: string, reviewIds: string[]): void {
  const db = new Database(path.join(E2E_DATA_DIR, 'reviewquest.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  try {
    const now = new Date().toISOString();
    const playId = `e2e-practice-${userId}`;
    db.transaction(() => {
      db.prepare(
        "insert into plays (id, user_id, guest_id, mode, language, day, daily_key, status, created_at, updated_at, reviews_completed) values (?, ?, null, 'freeplay', 'fr', ?, null, 'finished', ?, ?, ?)",
      ).run(playId, userId, now.slice(0, 10), now, now, reviewIds.length);
      const entry = db.prepare("insert into play_reviews (play_id, review_id, position, outcome, answer, created_at, resolved_at) values (?, ?, ?, 'incorrect', 'no idea', ?, ?)");
      reviewIds.forEach((id, i) => entry.run(playId, id, i + 1, now, now));
    })();
  } finally {
    db.close();
  }
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('a player submits two puzzles, a French moderator approves one and refuses the other, and the approved one is playable', async ({ browser }) => {
  // Four people, three of them signing in through the interface: longer than one player's spec.
  test.setTimeout(300_000);
  const suffix = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
  const newGame = `Lantern Keeper ${suffix}`;
  const shotGame = `Quiet Harbour ${suffix}`;
  const author = (await registerViaApi(await (await browser.newContext()).newPage())).account;
  const moderatorAccount = newAccount();

  // --- the player submits a text puzzle and a screenshot puzzle ---
  const player = await signedIn(browser, author);
  await player.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submit' }).click();
  await expect(player.getByRole('heading', { name: 'Submit a puzzle' })).toBeVisible();
  const form = player.getByRole('form', { name: 'Puzzle submission' });
  await form.getByLabel('Game', { exact: true }).fill(newGame);
  await form.getByLabel('This game is not in the list (a new title)').check();
  await form.getByLabel('Genre').fill('Puzzle');
  await form.getByLabel('Language of the review').selectOption('fr');
  await form.getByLabel('Reviewer name').fill('lumiere_douce');
  await form.getByLabel('Hours on record').fill('31');
  await form.getByRole('textbox', { name: 'Review text' }).fill('Une lanterne, des îles brumeuses et des énigmes qui demandent de la patience.');
  await form.getByLabel('Show my username as "submitted by" after players solve this puzzle').check();
  await form.getByRole('button', { name: 'Submit puzzle' }).click();
  await expect(player.getByText('Thank you! Your puzzle is waiting for a moderator.')).toBeVisible();

  await form.getByLabel('Game', { exact: true }).fill(shotGame);
  await form.getByLabel('This game is not in the list (a new title)').check();
  await form.getByLabel('Genre').fill('Adventure');
  await form.getByLabel('Language of the review').selectOption('fr');
  await form.getByText('Screenshots', { exact: true }).click();
  const png = await sharp({ create: { width: 900, height: 320, channels: 3, background: '#2a3b4c' } }).png().toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'review.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Screenshot 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit puzzle' }).click();
  await expect(player.getByText('Thank you! Your puzzle is waiting for a moderator.').first()).toBeVisible();
  const mine = player.getByRole('region', { name: 'My submissions' });
  await expect(mine.getByTestId('my-submission').filter({ hasText: newGame })).toContainText('Waiting for review');
  await expect(mine.getByTestId('my-submission').filter({ hasText: shotGame })).toContainText('Waiting for review');

  // A German puzzle, sent through the API: the French moderator must not be able to touch it.
  const playerToken = await tokenOf(player);
  const german = await player.request.post('/api/submissions', {
    headers: { authorization: `Bearer ${playerToken}` },
    data: { kind: 'text', language: 'de', gameName: `Nebelturm ${suffix}`, newTitle: true, genre: 'Puzzle', credit: false, cards: [{ reviewer: 'leise', hours: 3, recommended: true, posted: '2025-01-02', text: 'Ein Turm im Nebel und viele knifflige Rätsel auf jeder Etage.' }] },
  });
  expect(german.status()).toBe(201);
  const germanId = (await german.json()).submission.id as string;

  // --- the admin makes a new player French moderator, next to the contact inbox ---
  await registerViaApi(await (await browser.newContext()).newPage(), moderatorAccount);
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/admin?tab=moderators');
  const roles = admin.getByRole('form', { name: 'Moderator roles' });
  await roles.getByLabel('Username').fill(moderatorAccount.username);
  await roles.getByRole('checkbox', { name: 'Français' }).check();
  await roles.getByRole('button', { name: 'Save role' }).click();
  await expect(admin.getByText('Role saved.')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Moderators' })).toContainText(moderatorAccount.username);

  // --- the moderator approves the text puzzle and refuses the screenshot with a reason ---
  const moderator = await signedIn(browser, moderatorAccount);
  await moderator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(moderator.getByRole('group', { name: 'Languages you moderate' }).getByRole('button')).toHaveText(['Français']);
  const textItem = moderator.getByRole('listitem', { name: newGame });
  await expect(textItem.getByRole('group', { name: 'Preview as a player sees it' }).getByRole('img')).toHaveAttribute('alt', /Une lanterne, des îles brumeuses/);
  await expect(textItem).toContainText('The game is not in the catalogue yet');
  await textItem.getByRole('button', { name: 'Active review', exact: true }).click();
  await expect(moderator.getByText('Approved: the review is saved.')).toBeVisible();
  await expect(textItem).toHaveCount(0);

  const shotItem = moderator.getByRole('listitem', { name: shotGame });
  await shotItem.getByLabel('Reason to refuse').selectOption({ label: 'Image unreadable or not a review' });
  await shotItem.getByLabel('Note for the player (optional)').fill('On ne voit aucun texte sur cette image.');
  await shotItem.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(moderator.getByText('Refused: the player will see your reason.')).toBeVisible();

  // The German submission is out of reach, whatever the moderator sends.
  const modToken = await tokenOf(moderator);
  const headers = { authorization: `Bearer ${modToken}` };
  expect((await moderator.request.get('/api/moderation/queue?language=de', { headers })).status()).toBe(403);
  expect((await moderator.request.post(`/api/moderation/submissions/${germanId}/approve`, { headers, data: { active: true } })).status()).toBe(403);
  expect((await moderator.request.post(`/api/moderation/submissions/${germanId}/refuse`, { headers, data: { reason: 'other', note: '' } })).status()).toBe(403);

  // The admin sees every action in the log.
  await admin.reload();
  const log = admin.getByRole('list', { name: 'Moderation log' });
  await expect(log).toBeVisible({ timeout: 30_000 });
  await expect(log.getByTestId('log-entry').filter({ hasText: `${shotGame}: poor-image - On ne voit aucun texte sur cette image.` })).toContainText(moderatorAccount.username);
  await expect(log.getByTestId('log-entry').filter({ hasText: `${newGame}: active review` })).toBeVisible();

  // --- the player sees both outcomes ---
  await player.reload();
  // A reload on a busy machine may take a while to load the page's code.
  await expect(mine.getByRole('heading', { name: 'My submissions' })).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByTestId('my-submission').filter({ hasText: newGame })).toContainText('Approved');
  const refused = mine.getByTestId('my-submission').filter({ hasText: shotGame });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('Image unreadable or not a review');
  await expect(refused).toContainText('On ne voit aucun texte sur cette image.');

  // --- the approved puzzle is playable in French free play, and credits the player ---
  const gamer = await (await browser.newContext()).newPage();
  await gamer.clock.install();
  await gamer.goto('/');
  const gamerAccount = await registerViaApi(gamer);
  // Every other French review was played in the gamer's practice, so the next one is the new puzzle.
  playedInPractice(gamerAccount.user.id, otherFrenchReviews(newGame));
  await gamer.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, gamerAccount);
  await gamer.goto('/freeplay');
  await expect(gamer.getByRole('button', { name: 'Start Playing' })).toBeVisible({ timeout: 30_000 });
  await gamer.locator('label').filter({ has: gamer.locator('input[name="review-language"][value="fr"]') }).click();
  await gamer.getByRole('button', { name: 'Start Playing' }).click();
  await expect(gamer.locator('main img[src^="/images/"]').first()).toHaveAttribute('alt', /Une lanterne, des îles brumeuses/);
  await gamer.getByRole('combobox', { name: /game/i }).fill(newGame);
  // The result shows 1.5 s before the game moves on: time stops here so a busy machine still sees it.
  await gamer.clock.pauseAt((await gamer.evaluate(() => Date.now())) + 30_000);
  await gamer.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(gamer.getByText(/Correct! \+\d+ points!/).first()).toBeVisible();
  await expect(gamer.getByTestId('submitted-by')).toHaveText(`Submitted by ${author.username}`);
});
