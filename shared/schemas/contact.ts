import { z } from 'zod';

export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required fields.';

export const ContactBodySchema = z.object({
  name: z.string({ error: CONTACT_REQUIRED_MESSAGE }).trim().min(1, CONTACT_REQUIRED_MESSAGE).max(100, 'Name is too long (100 characters at most)'),
  email: z
    .string({ error: CONTACT_REQUIRED_MESSAGE })
    .trim()
    .min(1, CONTACT_REQUIRED_MESSAGE)
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  subject: z.string().trim().max(200, 'Subject is too long (200 characters at most)').optional().default(''),
  message: z.string({ error: CONTACT_REQUIRED_MESSAGE }).trim().min(1, CONTACT_REQUIRED_MESSAGE).max(5000, 'Message is too long (5000 characters at most)'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactResponseSchema = z.object({ ok: z.literal(true), id: z.string() });
