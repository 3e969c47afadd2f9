import { expect, test } from './fixtures';

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', /subject=Volunteer%20Moderator%20Application/);
  await expect(page.getByText('24-48 hours')).toBeVisible();

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

  await form.getByLabel('Name*').fill('Ada Lovelace');
  await form.getByLabel('Email*').fill('ada@example.com');
  await form.getByLabel('Subject').fill('URGENT: love it');
  await form.getByLabel('Message*').fill('<script>alert(1)</script> Great game!');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully! We will get back to you soon.')).toBeVisible();
  await expect(form.getByLabel('Name*')).toHaveValue('');
  await expect(form.getByLabel('Message*')).toHaveValue('');
});

test('a failed send keeps the message and says so', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"INTERNAL"}' }));
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name*').fill('Ada');
  await form.getByLabel('Email*').fill('ada@example.com');
  await form.getByLabel('Message*').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message. Please try emailing us directly.')).toBeVisible();
  await expect(form.getByLabel('Message*')).toHaveValue('Hello');
});
