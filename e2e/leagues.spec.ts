import { playDailyRight } from './answers';
import { expect, newAccount, signUp, test } from './fixtures';

// Two players in two browsers: each plays a whole daily. Page changes load a chunk each: a busy
// machine gets a longer wait for them.
test.describe.configure({ timeout: 300_000 });
const SLOW = { timeout: 30_000 };

test('two friends create and join a league, both play the daily, and see the league board and the side-by-side challenge', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const friendContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const friend = await friendContext.newPage();
  const ownerAccount = newAccount();
  const friendAccount = newAccount();

  // The owner signs up and creates a league.
  await owner.goto('/');
  await signUp(owner, ownerAccount);
  await owner.getByRole('banner').getByRole('link', { name: 'Leagues' }).click();
  await expect(owner.getByRole('heading', { name: 'Leagues', level: 1 })).toBeVisible(SLOW);
  await owner.getByLabel('League name').fill('Office Rivals');
  await owner.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(owner.getByRole('heading', { name: 'Office Rivals', level: 1 })).toBeVisible(SLOW);
  const invite = await owner.getByLabel('Invite link').inputValue();
  expect(invite).toMatch(/\/leagues\/join\/[A-Za-z0-9_-]{22}$/);

  // The friend opens the invite as a guest, signs up, and is in the league right after.
  await friend.goto(invite);
  await expect(friend.getByRole('heading', { name: 'You are invited to a league' })).toBeVisible(SLOW);
  await friend.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = friend.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Username').fill(friendAccount.username);
  await dialog.getByLabel('Email').fill(friendAccount.email);
  await dialog.getByLabel('Password').fill(friendAccount.password);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(friend.getByRole('heading', { name: 'Office Rivals', level: 1 })).toBeVisible(SLOW);
  await expect(friend.getByTestId('league-members')).toContainText(ownerAccount.username);
  await expect(friend.getByTestId('league-members')).toContainText(friendAccount.username);
  // Nobody has played yet: both are listed as not played.
  await expect(friend.getByTestId('league-not-played')).toContainText(ownerAccount.username);

  // The owner plays the daily: the finished screen places them in the league, and makes a challenge link.
  await owner.goto('/daily');
  await owner.getByRole('button', { name: 'START CHALLENGE' }).click({ timeout: 30_000 });
  await playDailyRight(owner);
  await expect(owner.getByTestId('daily-league-places')).toHaveText('#1 of 1 in Office Rivals', SLOW);
  await owner.getByRole('button', { name: 'Challenge a friend' }).click();
  const challenge = await owner.getByLabel('Send this link to a friend').inputValue();
  expect(challenge).toMatch(/\/challenge\/[A-Za-z0-9_-]{22}$/);

  // The friend opens the challenge before playing: only who challenged them, no result.
  await friend.goto(challenge);
  await expect(friend.getByRole('heading', { name: `${ownerAccount.username} challenges you!` })).toBeVisible(SLOW);
  await expect(friend.getByTestId('challenge-results')).toHaveCount(0);
  await friend.getByRole('link', { name: 'Play', exact: true }).click();
  await friend.getByRole('button', { name: 'START CHALLENGE' }).click({ timeout: 30_000 });
  await playDailyRight(friend);
  await expect(friend.getByTestId('daily-league-places')).toHaveText('#1 of 2 in Office Rivals', SLOW);

  // Both results side by side, with the answers now that the friend has played.
  await friend.getByRole('link', { name: 'See how you did against your friend' }).click();
  await expect(friend.getByRole('heading', { name: `You vs ${ownerAccount.username}` })).toBeVisible(SLOW);
  const results = friend.getByTestId('challenge-results');
  await expect(results).toContainText(ownerAccount.username);
  await expect(results).toContainText('You');
  await expect(results.getByRole('listitem')).toHaveCount(6);
  await expect(friend.getByTestId('challenge-verdict')).toHaveText('A tie!');

  // The league board ranks both; nobody is left in "not played yet".
  await owner.goto(new URL(invite).origin + '/leagues');
  await owner.getByRole('link', { name: /Office Rivals/ }).click();
  const board = owner.getByTestId('league-board-daily');
  await expect(board.getByRole('row')).toHaveCount(3, SLOW);
  await expect(board).toContainText(ownerAccount.username);
  await expect(board).toContainText(friendAccount.username);
  await expect(owner.getByTestId('league-not-played')).toHaveCount(0);
  await expect(owner.getByTestId('league-board-alltime').getByRole('row')).toHaveCount(3);

  await ownerContext.close();
  await friendContext.close();
});
