import { defineConfig } from 'vitest/config';

const serverTests = ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'sqlite', include: serverTests, environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: ['server/**/*.api.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      { test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['web/test-setup.ts'], testTimeout: 20_000 } },
    ],
  },
});
