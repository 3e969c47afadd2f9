import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium';
import { TEST_CARD_CACHE } from './server/test/card-cache-dir';
import { e2eSmtpPort } from './e2e/mail-sink';

const PORT = Number(process.env.E2E_PORT ?? 4311);
export const E2E_DATA_DIR = '.test-output/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  // A real SMTP server for the account mails (reset, e-mail change), read by the specs.
  globalSetup: './e2e/mail-sink.ts',
  outputDir: '.test-output/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh data dir per run; the server as `npm start` runs it (the web app and the server built
    // when stale, then plain JavaScript): the specs check what production serves, and the bundle
    // starts faster than the sources under the TypeScript loader.
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx scripts/ensure-build.ts && node dist/server/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      // Rendered demo cards survive the fresh data dir: only the first run renders them.
      CARD_CACHE_DIR: TEST_CARD_CACHE,
      // Cards render on first use: the specs meet a few dozen of the 6,588.
      CARD_BACKGROUND_RENDER: 'off',
      // One process, as in the other tests (production defaults to one per core; server/cluster.test.ts covers workers).
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
      ADMIN_EMAIL: 'admin@reviewquest.test',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-password',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(PORT)}`,
      MAIL_FROM: 'ReviewQuest <no-reply@reviewquest.test>',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
