import sharp from 'sharp';
import { answerOnScreen } from './answers';
import { ADMIN, expect, logIn, newAccount, signUp, test } from './fixtures';

const inDaysUtc = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const tomorrowUtc = () => inDaysUtc(1);

test('an admin adds a review from an upload and a typed text, toggles it, schedules and deletes a challenge', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await logIn(page, ADMIN);
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  // The admin pages are their own lazy chunk: slow to arrive on a busy machine.
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });

  // Add a review: image 1 uploaded, image 2 written and rendered by the server.
  await page.getByRole('button', { name: 'Add New Review' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Review' });
  await modal.getByLabel('Game Name*').fill('E2E Lighthouse Keeper');
  await modal.getByLabel('Genre*').fill('Adventure');
  const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await modal.getByLabel('File for image 1 (English)').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
  await expect(modal.locator('img[src^="/images/"]')).toHaveCount(1);
  // An uploaded screenshot needs its transcript (the text it shows) before an active review is saved.
  await modal.getByRole('button', { name: 'Add Review' }).click();
  const transcript = modal.getByRole('textbox', { name: 'Transcript of image 1 (English)' });
  await expect(modal.getByText('Transcript required for image 1 (English)').first()).toBeVisible();
  await expect(transcript).toBeFocused();
  await transcript.fill('Kept the lamp lit for 40 hours. Recommended.');
  await modal.getByRole('button', { name: 'Write review for image 2 (English)' }).click();
  await modal.getByLabel('Reviewer name*').fill('FoghornFan');
  await modal.getByLabel('Hours on record*').fill('12.5');
  await modal.getByLabel('Review text*').fill('A quiet game about keeping a light burning through long storms. Lovely.');
  await modal.getByRole('button', { name: 'Render review card' }).click();
  await expect(modal.locator('img[src^="/images/"]')).toHaveCount(2);
  // A rendered review brings its own text as the transcript.
  await expect(modal.getByRole('textbox', { name: 'Transcript of image 2 (English)' })).toHaveValue(/A quiet game about keeping a light burning/);
  await modal.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Review added successfully!').first()).toBeVisible();

  const item = page.getByRole('listitem').filter({ hasText: 'E2E Lighthouse Keeper' });
  await expect(item).toContainText('Active');
  await expect(item).toContainText('Adventure');

  await item.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(page.getByText('Review deactivated!').first()).toBeVisible();
  await expect(item).toContainText('Inactive');
  await item.getByRole('button', { name: /^Activate/ }).click();
  await expect(page.getByText('Review activated!').first()).toBeVisible();

  // Schedule tomorrow's challenge, then delete it (it is not active).
  await page.getByRole('tab', { name: 'Daily Challenges' }).click();
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  const create = page.getByRole('dialog', { name: 'Create Daily Challenge' });
  await expect(create.getByLabel(/Date/)).toHaveValue(tomorrowUtc());
  const choices = create.getByTestId('picker-list').locator('label');
  for (let i = 0; i < 3; i += 1) await choices.nth(i).click();
  await expect(create.getByText('(3/3)')).toBeVisible();
  await create.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(create).toBeHidden();

  // Tomorrow is taken now: a new challenge defaults to the next free day (no 409 on save).
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(create.getByLabel(/Date/)).toHaveValue(inDaysUtc(2));
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  const next = page.getByRole('region', { name: /Next Challenge/ });
  await expect(next).toContainText(tomorrowUtc().slice(8, 10).replace(/^0/, ''));
  await next.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByText('Challenge deleted').first()).toBeVisible();
  // Tomorrow is gone; the card shows Create, or a later day another spec scheduled meanwhile.
  await expect(next.locator(`time[datetime="${tomorrowUtc()}"]`)).toHaveCount(0);
  await expect(next.getByRole('button', { name: 'Create' }).or(next.locator('time'))).toBeVisible();

  // Today's challenge is active: it offers no Delete.
  const today = page.getByRole('region', { name: /Today's Challenge/ });
  await expect(today.getByText('Active').first()).toBeVisible();
  await expect(today.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('an admin watches the analytics tiles change live while a signed-in player answers', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await logIn(admin, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Analytics' }).click();
  const played = admin.getByTestId('analytics-games-played');
  // The first payload comes over the socket once it connects (slow on a busy machine).
  await expect(played).toHaveText(/\d/, { timeout: 20_000 });
  const before = Number((await played.innerText()).replace(/\D/g, ''));

  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  // Analytics count signed-in players' answers only (docs/rules.md).
  await player.goto('/');
  await signUp(player, newAccount());
  await player.goto('/freeplay');
  await player.getByRole('button', { name: 'Start Playing' }).click();
  await player.getByRole('combobox', { name: /game/i }).fill((await answerOnScreen(player)).gameName);
  await player.getByRole('button', { name: /^Submit$/ }).click();
  await expect(player.getByText(/Correct! \+\d+ points!/).first()).toBeVisible();

  await expect.poll(async () => Number((await played.innerText()).replace(/\D/g, '')), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect.poll(async () => Number((await admin.getByTestId('analytics-online-users').innerText()).replace(/\D/g, '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await adminContext.close();
  await playerContext.close();
});
