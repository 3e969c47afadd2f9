import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { LoginBodySchema, RegisterBodySchema, UserSchema } from './auth';

// Accounts people can trust (docs/security.md, "Accounts"): reset, change, sign out everywhere, export, delete.

const strict = { error: (issue: { code: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : undefined) };
const email = LoginBodySchema.shape.email;
const newPassword = RegisterBodySchema.shape.password;
const currentPassword = LoginBodySchema.shape.password;
/** An e-mailed token: 43 base64url characters; anything else is refused before any lookup. */
const token = z.string({ error: 'This link is not valid or has expired. Please ask for a new one.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid or has expired. Please ask for a new one.');

export const PasswordResetBodySchema = z.strictObject({ email }, strict);
export const PasswordResetConfirmBodySchema = z.strictObject({ token, password: newPassword }, strict);
export const EmailChangeBodySchema = z.strictObject({ email, currentPassword }, strict);
export const EmailChangeConfirmBodySchema = z.strictObject({ token }, strict);
export const DeleteMeBodySchema = z.strictObject({ password: currentPassword }, strict);
export const UpdateMeBodySchema = z
  .strictObject({ username: RegisterBodySchema.shape.username.optional(), password: newPassword.optional(), currentPassword }, strict)
  .refine((b) => b.username !== undefined || b.password !== undefined, { message: 'Nothing to change: enter a new username or a new password.' });

export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;
export type EmailChangeBody = z.infer<typeof EmailChangeBodySchema>;
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

export const AcceptedSchema = z.object({ ok: z.literal(true) });
export const EmailChangedSchema = z.object({ email: z.string() });

/** "Download my data": the account and everything recorded under it. */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: UserSchema.pick({ id: true, username: true, email: true, totalScore: true, gamesPlayed: true, practiceScore: true, streak: true, isAdmin: true }).extend({
    createdAt: z.string(),
    interfaceLanguage: z.enum(LANGUAGES).nullable(),
  }),
  plays: z.array(
    z.object({
      id: z.string(),
      mode: z.string(),
      language: z.string(),
      day: z.string(),
      hard: z.boolean(),
      status: z.string(),
      score: z.number(),
      reviewsCompleted: z.number(),
      reviewsCorrect: z.number(),
      reviewsSkipped: z.number(),
      hintsUsed: z.number(),
      maxStreak: z.number(),
      createdAt: z.string(),
      answers: z.array(z.object({ position: z.number(), outcome: z.string(), answer: z.string().nullable(), points: z.number() })),
    }),
  ),
  scores: z.array(z.object({ id: z.string(), playId: z.string(), mode: z.string(), day: z.string(), score: z.number(), hard: z.boolean(), createdAt: z.string() })),
  submissions: z.array(z.object({ id: z.string(), language: z.string(), gameName: z.string(), genre: z.string(), state: z.string(), createdAt: z.string() })),
  contactMessages: z.array(z.object({ subject: z.string(), message: z.string(), createdAt: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
