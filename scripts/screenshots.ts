// Takes screenshots of screens for a person to look at: `npx tsx scripts/screenshots.ts [baseUrl] [outDir]`.
// Needs a running server (npm start) and the system Chromium.
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '.test-output/screens';
fs.mkdirSync(outDir, { recursive: true });

type Shot = { name: string; path: string; before?: (page: Page) => Promise<void> };
const shots: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'auth-login', path: '/', before: async (p) => p.getByRole('banner').getByRole('button', { name: 'Login' }).click() },
  { name: 'auth-register', path: '/', before: async (p) => p.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click() },
  { name: 'contact', path: '/contact' },
  { name: 'daily', path: '/daily' },
  { name: 'freeplay', path: '/freeplay' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [label, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
  const page = await browser.newPage({ viewport });
  for (const shot of shots) {
    await page.goto(base + shot.path);
    await page.waitForLoadState('networkidle');
    if (shot.before) await shot.before(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/${shot.name}-${label}.png`, fullPage: label === 'desktop' });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots written to ${outDir}`);
