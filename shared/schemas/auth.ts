import { z } from 'zod';
import { LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';

export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** Ranked points: the sum of the player's dailies played on their day (docs/rules.md). */
  totalScore: z.number().int(),
  /** Dailies played on their day (the ranked games). */
  gamesPlayed: z.number().int(),
  /** Free-play points: practice, never ranked. */
  practiceScore: z.number().int().optional(),
  streak: z.number().int(),
  /** True when today's daily is already finished (the day streak is safe until the next UTC midnight). */
  dailyDoneToday: z.boolean().optional(),
  isAdmin: z.boolean(),
  /** The interface language the player chose, kept on the account; absent until they choose one. */
  interfaceLanguage: z.enum(LANGUAGES).optional(),
});
export type User = z.infer<typeof UserSchema>;

export const InterfaceLanguageBodySchema = z.strictObject({ language: z.enum(LANGUAGES) });
export type InterfaceLanguageBody = z.infer<typeof InterfaceLanguageBodySchema>;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required');

export const RegisterBodySchema = z.strictObject(
  {
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
      .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may only contain letters, digits, _ . and -'),
    email,
    password: password
      .min(PASSWORD_MIN, `Minimum ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Maximum ${PASSWORD_MAX} characters`),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email,
  password: password.max(PASSWORD_MAX, `Maximum ${PASSWORD_MAX} characters`),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
