// `npm test`: unit + API tests (Vitest, SQLite and, with TEST_DATABASE_URL, PostgreSQL), then the
// browser specs (Playwright in the system Chromium). Ends with the line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-output');
fs.mkdirSync(out, { recursive: true });
const vitestJson = path.join(out, 'vitest.json');
const playwrightJson = path.join(out, 'playwright.json');
for (const f of [vitestJson, playwrightJson]) fs.rmSync(f, { force: true });

const only = process.argv[2]; // optional: "unit" or "e2e"

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

let passed = 0;
let failed = 0;
let problems = 0;

if (only === undefined) {
  // Static checks count as one test each.
  for (const [name, args] of [['typecheck', ['tsc', '-p', '.']], ['lint', ['eslint', '.']]] as const) {
    console.log(`\n> ${name}`);
    if (run('npx', [...args]) === 0) passed += 1;
    else {
      failed += 1;
      console.log(`${name} failed`);
    }
  }
}

if (only !== 'e2e') {
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  if (fs.existsSync(vitestJson)) {
    const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    if (code !== 0 && r.numFailedTests === 0) problems += 1; // e.g. a file that failed to load
  } else problems += 1;
}

if (only !== 'unit') {
  const code = run('npx', ['playwright', 'test'], { PW_JSON_OUTPUT: playwrightJson });
  if (fs.existsSync(playwrightJson)) {
    const r = JSON.parse(fs.readFileSync(playwrightJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
    if (code !== 0 && r.stats.unexpected + r.stats.flaky === 0) problems += 1;
  } else problems += 1;
}

if (problems > 0) console.log(`\n${problems} test run(s) failed outside any test (see the output above).`);
console.log(`\n${passed} passed, ${failed + problems} failed`);
process.exit(failed + problems > 0 ? 1 : 0);
