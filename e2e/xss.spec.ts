import { adminSession, expect, startSignedIn, test } from './fixtures';

const XSS = '<img src=x onerror="window.__xss=1">';

test('script-like text stored by admins and visitors is shown as plain text on every page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const session = await adminSession(page);
  const auth = session.headers;

  const card = await page.request.post('/api/admin/reviews/render', {
    headers: auth,
    data: { reviewer: `<script>alert(1)</script>`, hours: 1, recommended: true, posted: '2025-01-01', text: 'A harmless review text written for the script test.', language: 'en' },
  });
  expect(card.status()).toBe(200);
  const gameName = `XSS ${XSS} Quest`;
  const { imagePath, altText } = await card.json();
  const created = await page.request.post('/api/admin/reviews', {
    headers: auth,
    data: { gameName, genre: `<script>alert(2)</script>`, aliases: [`<svg onload=alert(3)>`], reviewImages: { en: [imagePath] }, reviewImageAlts: { en: [altText] } },
  });
  expect(created.status()).toBe(201);
  const message = await page.request.post('/api/contact', { data: { name: `<script>alert(4)</script>`, email: 'x@example.com', subject: XSS, message: `<iframe src="javascript:alert(5)"></iframe>` } });
  expect(message.status()).toBe(201);

  // The admin sees them as text.
  await startSignedIn(page, session);
  await page.goto('/admin');
  // The admin bundle and the first page of reviews: slow to arrive on a busy machine.
  await expect(page.getByText(gameName).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('<script>alert(2)</script>').first()).toBeVisible();
  await page.getByRole('tab', { name: /Messages/ }).click();
  await expect(page.getByText('<script>alert(4)</script>').first()).toBeVisible();
  await expect(page.getByText('<iframe src="javascript:alert(5)"></iframe>').first()).toBeVisible();

  // A player sees the name as a suggestion, as text.
  await page.goto('/freeplay');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByRole('combobox', { name: /game/i }).fill('XSS <img');
  await expect(page.getByRole('option', { name: gameName })).toBeVisible();

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
