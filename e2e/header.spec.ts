import type { Page } from '@playwright/test';
import { LANGUAGES } from '../shared/constants';
import { adminSession, expect, registerViaApi, startSignedIn, test } from './fixtures';
import { DESKTOP, PHONE, SMALL_PHONE, expectSeenWhole } from './layout-checks';

// Issue 20, item 11: the header wrapped to two rows at 1280 px for admins and moderators, and on phones
// Archive, Contact, Submit and Moderation were icons with no visible name.

/** A signed-in player who moderates German and French submissions (set by the admin). */
async function moderator(page: Page): Promise<{ token: string; user: unknown }> {
  const { token, user, account } = await registerViaApi(page);
  const res = await page.request.put('/api/admin/moderators', { headers: (await adminSession(page)).headers, data: { username: account.username, languages: ['de', 'fr'] } });
  expect(res.status()).toBe(200);
  return { token, user };
}

async function signedInAs(page: Page, who: 'admin' | 'moderator') {
  await startSignedIn(page, who === 'admin' ? await adminSession(page) : await moderator(page));
}

const headerRows = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const tops = [...header.querySelectorAll('a, button, select')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => Math.round(r.top + r.height / 2));
    // Controls whose middles lie within 12 px of each other share a row.
    return tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 12).length;
  });

for (const who of ['admin', 'moderator'] as const) {
  test(`at 1280 px the ${who}'s header is one row in every interface language`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signedInAs(page, who);
    for (const language of LANGUAGES) {
      await page.addInitScript((l) => localStorage.setItem('rq.language', l), language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('header-user')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: who === 'admin' ? /Admin|Yönetim|Amministra|Administra/ : /Moderation|Moderasyon|Moderazione|Moderación|Modération/ })).toBeVisible();
      expect(await headerRows(page), language).toBe(1);
    }
  });

  for (const viewport of [SMALL_PHONE, PHONE]) {
    test(`at ${viewport.width} px the ${who}'s Archive, Contact, Submit${who === 'moderator' ? ' and Moderation' : ''} links show their names, in two header rows`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signedInAs(page, who);
      for (const language of ['en', 'de', 'tr']) {
        await page.addInitScript((l) => localStorage.setItem('rq.language', l), language);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const banner = page.getByRole('banner');
        await expect(banner.getByTestId('header-user')).toBeVisible();
        expect(await headerRows(page), language).toBeLessThanOrEqual(2);
        // The row keeps Home, Daily and Free Play; the rest are named in the menu, none a bare icon.
        const inRow = await banner.getByRole('navigation').getByRole('link').evaluateAll((links) => links.filter((a) => a.getBoundingClientRect().width > 0).map((a) => a.getAttribute('href')));
        expect(inRow, language).toEqual(['/', '/daily', '/freeplay']);
        await banner.getByRole('button', { name: { en: 'More', de: 'Mehr', tr: 'Diğer' }[language] }).click();
        const menu = banner.getByTestId('header-menu');
        for (const path of ['/archive', '/contact', '/submit', ...(who === 'moderator' ? ['/moderation'] : ['/admin'])]) {
          const link = menu.locator(`a[href="${path}"]`);
          await expectSeenWhole(link);
          expect((await link.innerText()).trim().length, `${path} in ${language}`).toBeGreaterThan(2);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }
    });
  }
}
