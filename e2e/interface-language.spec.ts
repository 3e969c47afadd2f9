import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { answerOnScreen, nextReview } from './answers';
import { expect, logIn, newAccount, signUp, test } from './fixtures';

const LOCALES = path.join(import.meta.dirname, '..', 'web', 'src', 'i18n', 'locales');
const NAMESPACES = ['common', 'home', 'daily', 'game'];

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(texts);
const catalogue = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as unknown;

/**
 * English interface texts that would give away an untranslated screen: the whole sentences and
 * labels of the English catalogues (no variable parts, at least two words) that the language
 * translates differently.
 */
function englishLeftovers(lang: string): string[] {
  return NAMESPACES.flatMap((ns) => {
    const own = new Set(texts(catalogue(lang, ns)));
    return texts(catalogue('en', ns)).filter((t) => !t.includes('{{') && !t.includes('<') && t.trim().includes(' ') && !own.has(t));
  });
}

async function expectNoEnglish(page: Page, lang: string) {
  const visible = await page.locator('body').innerText();
  expect(englishLeftovers(lang).filter((t) => visible.includes(t))).toEqual([]);
}

const languageSelect = (page: Page) => page.getByRole('banner').getByRole('combobox');

interface Words {
  lang: string;
  option: string;
  dailyLink: string;
  start: string;
  heading: RegExp;
  submit: string;
  correct: RegExp;
  complete: string;
}

const TURKISH: Words = {
  lang: 'tr',
  option: 'Türkçe',
  dailyLink: 'Günlük Görev',
  start: 'GÖREVE BAŞLA',
  heading: /^Ekran görüntüsü 1 \/ \d$/,
  submit: 'Gönder',
  correct: /Doğru! \+\d+ puan!/,
  complete: 'Görev Tamamlandı!',
};

const GERMAN: Words = {
  lang: 'de',
  option: 'Deutsch',
  dailyLink: 'Tägliche Challenge',
  start: 'CHALLENGE STARTEN',
  heading: /^Screenshot 1 von \d$/,
  submit: 'Absenden',
  correct: /Richtig! \+\d+ Punkte!/,
  complete: 'Challenge geschafft!',
};

async function playDailyIn(page: Page, words: Words) {
  await page.goto('/');
  await languageSelect(page).selectOption({ label: words.option });
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expect(page.getByRole('banner').getByRole('link', { name: words.dailyLink })).toBeVisible();
  await expectNoEnglish(page, words.lang);

  await page.getByRole('banner').getByRole('link', { name: words.dailyLink }).click();
  await expect(page.getByRole('button', { name: words.start })).toBeVisible({ timeout: 15_000 });
  // The review language follows the interface language (it has playable reviews).
  await expect(page.locator(`input[name="review-language"][value="${words.lang}"]`)).toBeChecked();
  await expectNoEnglish(page, words.lang);

  await page.getByRole('button', { name: words.start }).click();
  await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
  await expect(page.getByTestId('card-language')).toContainText(words.option);
  await expectNoEnglish(page, words.lang);

  for (let i = 0; i < 3; i += 1) {
    const src = await page.locator('main img[src^="/images/"]').first().getAttribute('src');
    await page.getByRole('combobox', { name: /\?$/ }).fill((await answerOnScreen(page)).gameName);
    await page.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(page.getByText(words.correct).first()).toBeVisible();
    if (i === 0) await expectNoEnglish(page, words.lang);
    if (i < 2) await nextReview(page, src);
  }
  await expect(page.getByRole('heading', { name: words.complete })).toBeVisible({ timeout: 10_000 });
  await expectNoEnglish(page, words.lang);

  // Back to English: the same screen, in English.
  await languageSelect(page).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Challenge Complete!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Daily Challenge' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('a guest plays the daily with the interface in Turkish, then switches back to English', async ({ page }) => {
  await playDailyIn(page, TURKISH);
});

test('a guest plays the daily with the interface in German, then switches back to English', async ({ page }) => {
  await playDailyIn(page, GERMAN);
});

test("a signed-in player's interface language is kept on the account and restored at login", async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await signUp(page, account);
  await languageSelect(page).selectOption({ label: 'Français' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  // Saved on the account, not only in this browser.
  await expect.poll(async () => (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } })).json().then((u: { interfaceLanguage?: string }) => u.interfaceLanguage)).toBe('fr');

  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await page.evaluate(() => localStorage.removeItem('rq.language'));
  await page.reload();
  await languageSelect(page).selectOption({ label: 'English' });
  await logIn(page, account);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
