import { LANGUAGES } from '../shared/constants';
import { adminSession, expect, registerViaApi, startSignedIn, test } from './fixtures';
import { SMALL_PHONE } from './layout-checks';

/**
 * Elements whose box sticks out of the window sideways (a word too long for its column), by their
 * tag and text: none may exist on a 360 px phone, in any interface language.
 */
const overflowing = () =>
  [...document.querySelectorAll('main *, header *')]
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1 || el.scrollWidth > el.clientWidth + 1) && getComputedStyle(el).overflowX === 'visible';
    })
    .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);

test.use({ viewport: SMALL_PHONE });
test.describe.configure({ timeout: 150_000 });

test('on a 360 px phone, the home, daily and profile pages fit the screen in every interface language', async ({ page }) => {
  const { token, user } = await registerViaApi(page);
  await page.addInitScript(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user', JSON.stringify(u));
  }, [token, user] as const);
  for (const lang of LANGUAGES) {
    await page.addInitScript((l) => localStorage.setItem('rq.language', l), lang);
    for (const [name, path, ready] of [
      ['home', '/', 'leaderboard-daily'],
      ['daily', '/daily', 'hard-mode-switch'],
      ['profile', `/profile/${user.id}`, 'my-stats'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await page.evaluate(overflowing), `${name} in ${lang}`).toEqual([]);
    }
  }
});

test('on a 360 px phone, the admin analytics table scrolls inside its box, never the page, in every interface language', async ({ page }) => {
  // The admin account is shared with other specs: its saved language stays as it is.
  await startSignedIn(page, await adminSession(page));
  for (const lang of LANGUAGES) {
    await page.addInitScript((l) => localStorage.setItem('rq.language', l), lang);
    await page.goto('/admin');
    await page.getByRole('tab').nth(2).click();
    await expect(page.getByTestId('analytics-table')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The table is wider than the phone: its box scrolls sideways, the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `analytics in ${lang}`).toBeLessThanOrEqual(0);
  }
});

test('on a 360 px phone, a guest header keeps the logo, the language, Login and Sign Up on one row in every interface language', async ({ page }) => {
  for (const lang of LANGUAGES) {
    await page.addInitScript((l) => localStorage.setItem('rq.language', l), lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const banner = page.getByRole('banner');
    const tops = await Promise.all(
      [banner.getByRole('link').first(), banner.getByRole('combobox'), banner.getByRole('button').nth(-2), banner.getByRole('button').last()].map(async (el) => Math.round((await el.boundingBox())!.y)),
    );
    expect(Math.max(...tops) - Math.min(...tops), `${lang}: ${tops.join(', ')}`).toBeLessThanOrEqual(8);
  }
});
