import { ADMIN, expect, logIn, test } from './fixtures';

const inDaysUtc = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('an admin sees the next 30 days: schedules a free day from the calendar, next to days to be auto-picked', async ({ page }) => {
  await page.goto('/');
  await logIn(page, ADMIN);
  await page.goto('/admin?tab=challenges');
  const calendar = page.getByRole('region', { name: 'Next 30 days' });
  // The first load of a fresh server can take a while (start-up work on a shared machine).
  await expect(calendar.getByTestId('calendar-day')).toHaveCount(30, { timeout: 30_000 });
  await expect(calendar.getByTestId('calendar-rule')).toContainText('never reuses a review shown in the previous 120 days');

  // A far day nobody scheduled: it will be auto-picked, and shows the reviews it would get.
  const day = calendar.locator(`[data-date="${inDaysUtc(17)}"]`);
  const after = calendar.locator(`[data-date="${inDaysUtc(18)}"]`);
  await expect(day).toHaveAttribute('data-kind', 'auto');
  await expect(day.getByText('Will be auto-picked')).toBeVisible();
  await expect(day.getByRole('listitem')).toHaveCount(3);

  await day.getByRole('button', { name: /^Schedule / }).click();
  const create = page.getByRole('dialog', { name: 'Create Daily Challenge' });
  await expect(create.getByLabel(/Date/)).toHaveValue(inDaysUtc(17));
  const choices = create.getByTestId('picker-list').locator('label');
  const chosen: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    chosen.push((await choices.nth(i).innerText()).trim().split('\n')[0]!);
    await choices.nth(i).click();
  }
  await create.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(create).toBeHidden();

  // The calendar refreshes: that day is scheduled with the admin's reviews; the next is still to be auto-picked.
  await expect(day).toHaveAttribute('data-kind', 'scheduled');
  await expect(day.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(day.getByRole('button', { name: /^Edit / })).toBeVisible();
  await expect(after.getByText('Will be auto-picked')).toBeVisible();
  await expect(after.getByRole('button', { name: /^Schedule / })).toBeVisible();
  // Today is settled: picked automatically or scheduled, never still to be picked.
  await expect(calendar.getByTestId('calendar-day').first()).not.toHaveAttribute('data-kind', 'auto');
  expect(chosen).toHaveLength(3);
});
