import { DAILY_REVIEW_COUNT } from '../../../../../shared/constants';
import { CreateChallengeSchema, UpdateChallengeSchema } from '../../../../../shared/schemas/admin';

export const TOO_MANY_REVIEWS = 'You can only select 3 reviews';

/**
 * Selecting or unselecting a review in the picker. Picking one more than 3 is refused with the
 * catalogue's message (docs/product.md §5: exactly 3) and leaves the selection as it was. The
 * order of picking is kept.
 */
export function toggleReview(selected: readonly string[], id: string): { selected: string[]; error: string | null } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), error: null };
  if (selected.length >= DAILY_REVIEW_COUNT) return { selected: [...selected], error: TOO_MANY_REVIEWS };
  return { selected: [...selected, id], error: null };
}

/** The request body, checked with the server's schema (docs/product.md §5 messages), or the first message. */
export function checkChallenge(
  mode: 'create' | 'edit',
  date: string,
  selected: readonly string[],
): { ok: true; body: { date?: string; reviewIds: string[] } } | { ok: false; message: string } {
  const parsed = mode === 'create' ? CreateChallengeSchema.safeParse({ date, reviewIds: selected }) : UpdateChallengeSchema.safeParse({ reviewIds: selected });
  if (!parsed.success) {
    // The date is checked first: 'Please select a date' before 'Please select exactly 3 reviews'.
    const rank = (path: readonly PropertyKey[]) => (path[0] === 'date' ? 0 : 1);
    const issues = [...parsed.error.issues].sort((a, b) => rank(a.path) - rank(b.path));
    return { ok: false, message: issues[0]?.message ?? 'Please select exactly 3 reviews' };
  }
  return { ok: true, body: parsed.data };
}

/** Tomorrow in UTC as YYYY-MM-DD (docs/product.md §5's default date; the form asks the server for the next free day). */
export function tomorrowUtc(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
}
