import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { answerOnScreen } from './answers';
import { expect, test } from './fixtures';

// Issue 25: the autocomplete knows what the checker knows (folded spellings, aliases, words in any
// order) and shows titles in the interface language.

const answerBox = (page: Page) => page.locator('input[role="combobox"]');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** The French title of a shipped game (content/games/*.json localTitles.fr), else its name. */
function frenchTitle(gameName: string): string {
  const dir = path.resolve('content/games');
  for (const file of fs.readdirSync(dir)) {
    const game = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { gameName: string; localTitles?: { fr?: string[] } };
    if (game.gameName === gameName) return game.localTitles?.fr?.[0] ?? gameName;
  }
  return gameName;
}

/** Types `typed` into the empty answer box, walks down the suggestions to `title` and picks it with Enter. */
async function pick(page: Page, typed: string, title: string | RegExp): Promise<string> {
  const box = answerBox(page);
  await box.fill('');
  await box.focus();
  await page.keyboard.type(typed);
  await expect(options(page).first()).toBeVisible();
  expect(await options(page).count()).toBeLessThanOrEqual(5);
  const texts = (await options(page).allInnerTexts()).map((t) => t.trim());
  const index = texts.findIndex((t) => (typeof title === 'string' ? t === title : title.test(t)));
  expect(index, `${typed} -> ${texts.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue(texts[index]!);
  return texts[index]!;
}

async function startFreePlay(page: Page, language: 'en' | 'fr') {
  await page.addInitScript((lang) => localStorage.setItem('rq.language', lang), language);
  await page.goto('/freeplay');
  await page.getByRole('button', { name: language === 'fr' ? 'Commencer à jouer' : 'Start Playing' }).click();
  await expect(answerBox(page)).toBeVisible();
}

for (const language of ['en', 'fr'] as const) {
  test(`the suggestions find "half life", "pokemon" and "gta 5" and the right game is picked (${language})`, async ({ page }) => {
    await startFreePlay(page, language);
    await pick(page, 'half life', 'Half-Life');
    await pick(page, 'half life 2', 'Half-Life 2');
    expect(await pick(page, 'pokemon', /^Pokémon /)).toMatch(/^Pokémon /);
    await pick(page, 'gta 5', 'Grand Theft Auto V');
    await pick(page, 'isaac reb', 'The Binding of Isaac: Rebirth');
    if (language === 'fr') {
      // The French title, found by the English one too.
      await pick(page, 'sims 4', 'Les Sims 4');
      await pick(page, 'plants vs', 'Plantes contre Zombies');
    } else {
      await pick(page, 'les sims', 'The Sims 4');
    }

    // The game on screen, picked under its title in the interface language, is accepted by the server.
    const { gameName } = await answerOnScreen(page);
    const shown = language === 'fr' ? frenchTitle(gameName) : gameName;
    await pick(page, shown, shown);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toContainText(language === 'fr' ? /Correct ! \+\d+ points/ : /Correct! \+\d+ points/);
  });
}
