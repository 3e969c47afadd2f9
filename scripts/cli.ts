// Maintenance commands: `npm run cli -- <command> [options]`.
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { RegisterBodySchema } from '../shared/schemas/auth';
import { loadConfig } from '../server/config';
import { createContext } from '../server/context';
import { refreshDemoContent, seedDemoContent } from '../server/modules/content/seed';
import { importContent } from '../server/modules/content/import';
import { BackupError, backupDatabase, describeCounts, restoreDatabase } from './backup';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  import FILE.json                                     import games in bulk (format: docs/content-import.md)
  catalogue-add FILE                                   add decoy titles (one per line) to the autocomplete catalogue,
                                                       so the titles this installation added are not all answers
  seed [--force] [--refresh]                           add the demo games this database has not had yet
                                                       (--force: also add back demo games that were deleted;
                                                       --refresh: bring seeded demo reviews up to the shipped cards and aliases)
  create-admin [--email E --username U --password P]   create an admin, or promote an existing account
                                                       (asks for any value not given)
  backup FILE                                          copy the SQLite database to FILE, safely while the server runs
                                                       (PostgreSQL: prints the pg_dump command)
  restore FILE                                         put a backup in place; the server must be stopped
                                                       (the previous database is kept as a .bak)
`;

/** Asks each question in turn on one prompt (so piped answers work too). */
async function askAll<K extends string>(questions: [K, string, string | undefined][]): Promise<Record<K, string>> {
  const answers = {} as Record<K, string>;
  const missing = questions.filter(([, , given]) => given === undefined);
  const rl = missing.length > 0 ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  const lines = rl?.[Symbol.asyncIterator]();
  try {
    for (const [key, question, given] of questions) {
      if (given !== undefined) answers[key] = given;
      else {
        process.stdout.write(question);
        const next = await lines!.next();
        answers[key] = next.done ? '' : String(next.value).trim();
      }
    }
  } finally {
    rl?.close();
  }
  return answers;
}

async function createAdmin(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } } });
  const input = await askAll([
    ['email', 'Admin email: ', values.email],
    ['username', 'Admin username: ', values.username],
    ['password', 'Admin password (min 6 characters): ', values.password],
  ]);
  const parsed = RegisterBodySchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${String(issue.path[0])}: ${issue.message}`);
    process.exitCode = 1;
    return;
  }
  const ctx = await createContext(loadConfig());
  try {
    const outcome = await ctx.services.auth.ensureAdmin(parsed.data);
    const verb = { created: 'Created admin', promoted: 'Promoted existing account to admin:', unchanged: 'Already an admin:' }[outcome];
    console.log(`${verb} ${parsed.data.email}`);
  } finally {
    await ctx.db.destroy();
  }
}

async function seed(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { force: { type: 'boolean', default: false }, refresh: { type: 'boolean', default: false } } });
  const config = loadConfig();
  const ctx = await createContext(config);
  try {
    const started = Date.now();
    const deps = { db: ctx.db, engine: ctx.engine, images: ctx.images, cardCacheDir: config.cardCacheDir };
    if (values.refresh) {
      const { reviewsUpdated } = await refreshDemoContent(deps);
      console.log(`Refreshed ${reviewsUpdated} seeded demo reviews in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      return;
    }
    const result = await seedDemoContent(deps, { readd: values.force });
    if (result.reviewsInserted === 0) console.log('Every demo game was added before; nothing seeded. Use --force to add back demo games that were deleted.');
    else console.log(`Seeded ${result.reviewsInserted} games (${result.cards} review cards, rendered on first use) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await ctx.db.destroy();
  }
}

async function importFile(argv: string[]): Promise<void> {
  const file = argv[0];
  if (!file) {
    console.error('Usage: npm run cli -- import FILE.json   (format: docs/content-import.md)');
    process.exitCode = 1;
    return;
  }
  const ctx = await createContext(loadConfig());
  try {
    const report = await importContent({ db: ctx.db, engine: ctx.engine, images: ctx.images }, file);
    for (const r of report.imported) console.log(`imported  #${r.index} ${r.gameName} (${r.images} images)`);
    for (const r of report.rejected) {
      console.log(`rejected  #${r.index} ${r.gameName ?? '(no name)'}`);
      for (const reason of r.reasons) console.log(`            - ${reason}`);
    }
    console.log(`\n${report.imported.length} imported, ${report.rejected.length} rejected.`);
    if (report.rejected.length > 0) process.exitCode = 2;
  } catch (err) {
    console.error(`Import failed, nothing was imported: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  } finally {
    await ctx.db.destroy();
  }
}

async function catalogueAdd(argv: string[]): Promise<void> {
  const file = argv[0];
  if (!file) {
    console.error('Usage: npm run cli -- catalogue-add FILE   (one title per line)');
    process.exitCode = 1;
    return;
  }
  const titles = (await readFile(file, 'utf8')).split('\n').map((l) => l.trim()).filter((l) => l.length > 0 && l.length <= 200);
  const ctx = await createContext(loadConfig());
  try {
    const before = (await ctx.repos.reviews.addedTitles()).length;
    for (const title of titles) await ctx.repos.reviews.addTitle(title, new Date().toISOString());
    console.log(`Added ${(await ctx.repos.reviews.addedTitles()).length - before} titles to the catalogue (${titles.length} read; the others were there already).`);
  } finally {
    await ctx.db.destroy();
  }
}

async function backupOrRestore(command: 'backup' | 'restore', argv: string[]): Promise<void> {
  const file = argv[0];
  if (!file) {
    console.error(`Usage: npm run cli -- ${command} FILE`);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  try {
    if (command === 'backup') {
      const started = Date.now();
      const r = await backupDatabase(config, file);
      console.log(`Backed up ${describeCounts(r.counts)} to ${r.file} (${(r.bytes / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      console.log(`Images are not in the database: copy ${config.dataDir}/uploads too (its files never change once written).`);
    } else {
      const r = restoreDatabase(config, file);
      console.log(`Restored ${describeCounts(r.counts)} into ${r.restored}.`);
      if (r.previous) console.log(`The previous database is kept as ${r.previous}.`);
      console.log('Start the server; migrations bring an older backup up to date.');
    }
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  }
}

const [command, ...rest] = process.argv.slice(2);
switch (command) {
  case 'catalogue-add':
    await catalogueAdd(rest);
    break;
  case 'import':
    await importFile(rest);
    break;
  case 'seed':
    await seed(rest);
    break;
  case 'create-admin':
    await createAdmin(rest);
    break;
  case 'backup':
  case 'restore':
    await backupOrRestore(command, rest);
    break;
  default:
    console.log(USAGE);
    if (command && command !== 'help') process.exitCode = 1;
}
