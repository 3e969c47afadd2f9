import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth';

afterEach(() => vi.useRealTimers());

describe('token verification (with the cache of verified tokens)', () => {
  it('accepts a token until it expires, then refuses it even after a cached check', async () => {
    const start = Date.parse('2026-11-01T00:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const tokens = createTokenService(new TextEncoder().encode('a'.repeat(48)));
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    vi.setSystemTime(start + 7 * 86_400_000 - 1000);
    expect(await tokens.verify(token)).toBe('user-1');
    vi.setSystemTime(start + 7 * 86_400_000 + 1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const tokens = createTokenService(new TextEncoder().encode('a'.repeat(48)));
    const other = createTokenService(new TextEncoder().encode('b'.repeat(48)));
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeUndefined();
    expect(await other.verify(token)).toBeUndefined();
  });
});
