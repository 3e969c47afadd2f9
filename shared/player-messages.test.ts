import { describe, expect, it } from 'vitest';
import { LoginBodySchema, RegisterBodySchema } from './schemas/auth';
import { keyOfMessage, PLAYER_MESSAGES } from './player-messages';

describe('player messages', () => {
  it('finds the key and the variable parts of a known message', () => {
    expect(keyOfMessage('Invalid email or password')).toEqual({ key: 'invalidLogin', params: {} });
    expect(keyOfMessage('You need at least 20 points to use a hint!')).toEqual({ key: 'hintNeedsPoints', params: { cost: '20' } });
    expect(keyOfMessage('Too many attempts for this account. Please wait 15 minutes and try again.')).toEqual({ key: 'accountLocked', params: { minutes: '15' } });
  });

  it('knows nothing of other texts', () => {
    expect(keyOfMessage('Invalid email or password, really')).toBeNull();
    expect(keyOfMessage('Review abc does not exist.')).toBeNull();
  });

  it("covers every message of the shared sign-up and login checks", () => {
    const messages = [
      ...(RegisterBodySchema.safeParse({ username: 'a', email: 'nope', password: '1' }).error?.issues ?? []),
      ...(RegisterBodySchema.safeParse({ username: 'a b', email: '', password: '' }).error?.issues ?? []),
      ...(LoginBodySchema.safeParse({ email: '', password: '' }).error?.issues ?? []),
    ].map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(4);
    expect(messages.filter((m) => keyOfMessage(m) === null)).toEqual([]);
  });

  it('has no two keys for one text', () => {
    const texts = Object.values(PLAYER_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
