import { z } from 'zod';
import { ERROR_CODES } from '../errors';

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  allCompleted: z.boolean().optional(),
  /** Set when players may read the message: its stable key in shared/player-messages.ts. */
  messageKey: z.string().optional(),
  messageParams: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const IdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

export const OkSchema = z.object({ ok: z.literal(true) });
