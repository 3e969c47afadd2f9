import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemo: true, admin: undefined });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', ADMIN_EMAIL: 'a@example.com' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('JWT_SECRET');
    }
  });

  it('wants all three admin variables and a valid admin', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/set all three or none/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: '123' })).toThrow(/Minimum 6 characters/);
  });
});
