import type { Locator, Page } from '@playwright/test';
import { expect, openAdminPanel, test } from './fixtures';

/** Selects text by dragging from the end of `field` out onto the backdrop, releasing there. */
async function dragOutOf(page: Page, field: Locator) {
  const box = (await field.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 40, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(4, 4, { steps: 4 });
  await page.mouse.up();
}

test('a drag that ends outside a modal closes nothing; closing with unsaved changes asks first', async ({ page }) => {
  await openAdminPanel(page);
  await page.getByRole('button', { name: 'Add New Review' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Review' });
  const name = modal.getByLabel('Game Name*');
  await name.fill('Half Typed Name');

  await dragOutOf(page, name);
  await expect(modal).toBeVisible();
  await expect(name).toHaveValue('Half Typed Name');

  // A real click on the backdrop asks; "Keep editing" (which has the focus) keeps everything.
  const confirm = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await page.mouse.click(4, 4);
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(name).toHaveValue('Half Typed Name');

  // Escape asks too, and Escape again means "keep editing"; so do the close icon and Cancel.
  await name.click();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await expect(modal).toBeHidden();

  // Discarded: the form starts empty, and an untouched form closes at once.
  await page.getByRole('button', { name: 'Add New Review' }).click();
  await expect(name).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(confirm).toBeHidden();
});

test('a half-written review card asks before its text is dropped', async ({ page }) => {
  await openAdminPanel(page);
  await page.getByRole('button', { name: 'Add New Review' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Review' });
  await modal.getByRole('button', { name: 'Write review for image 1 (English)' }).click();
  const text = modal.getByLabel('Review text*');
  await text.fill('Draft words that took a while to find.');

  const ask = modal.getByRole('alertdialog', { name: 'Discard this written review?' });
  await text.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep writing' }).click();
  await expect(text).toHaveValue('Draft words that took a while to find.');
  await expect(text).toBeFocused();

  // The panel's text is unsaved work of the whole modal too.
  await modal.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(text).toHaveValue('Draft words that took a while to find.');

  await modal.getByRole('button', { name: 'Cancel', exact: true }).first().click(); // the panel's Cancel comes first
  await ask.getByRole('button', { name: 'Discard text' }).click();
  await expect(modal.getByTestId('write-review-panel')).toHaveCount(0);
  // Nothing is left unsaved: the modal closes without asking.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('the challenge form asks before dropping picked reviews; the login form survives a drag', async ({ page }) => {
  await openAdminPanel(page);
  await page.getByRole('tab', { name: 'Daily Challenges' }).click();
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  const create = page.getByRole('dialog', { name: 'Create Daily Challenge' });
  await create.getByTestId('picker-list').locator('label').first().click();
  await expect(create.getByText('(1/3)')).toBeVisible();
  await dragOutOf(page, create.getByRole('searchbox', { name: 'Search reviews' }));
  await expect(create).toBeVisible();
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(create.getByText('(1/3)')).toBeVisible();
  await page.mouse.click(4, 4);
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await expect(create).toBeHidden();

  // The auth modal: a drag out of the email field leaves it open (Escape still closes it at once).
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome Back!' });
  const email = login.getByLabel('Email');
  await email.fill('someone@example.com');
  await dragOutOf(page, email);
  await expect(login).toBeVisible();
  await expect(email).toHaveValue('someone@example.com');
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
});
