// The compile hint goes on the scripts a page runs as it loads, and only on those.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, firstLoadChunks } from './compile-hints';

const bundle = {
  'assets/index.js': { type: 'chunk' as const, isEntry: true, imports: ['assets/vendor.js', 'assets/api.js'], dynamicImports: ['assets/admin.js'] },
  'assets/vendor.js': { type: 'chunk' as const, imports: [] },
  'assets/api.js': { type: 'chunk' as const, imports: ['assets/vendor.js', 'assets/index.js'] },
  'assets/admin.js': { type: 'chunk' as const, imports: ['assets/vendor.js', 'assets/charts.js'] },
  'assets/charts.js': { type: 'chunk' as const, imports: [] },
  'assets/index.css': { type: 'asset' as const },
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('compile hints', () => {
  it('marks the entry and what it imports statically, not what loads later', () => {
    expect(firstLoadChunks(bundle).sort()).toEqual(['assets/api.js', 'assets/index.js', 'assets/vendor.js']);
  });

  it('writes the hint as the first line of each first-load file, once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-hints-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const file of Object.keys(bundle)) fs.writeFileSync(path.join(dir, file), `code of ${file}\n`);
    const plugin = compileHintsPlugin();
    const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: object) => void;
    writeBundle({ dir }, bundle);
    writeBundle({ dir }, bundle);
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    expect(read('assets/index.js')).toBe(`${COMPILE_HINT}code of assets/index.js\n`);
    expect(read('assets/vendor.js')).toBe(`${COMPILE_HINT}code of assets/vendor.js\n`);
    expect(read('assets/admin.js')).toBe('code of assets/admin.js\n');
    expect(read('assets/index.css')).toBe('code of assets/index.css\n');
  });
});
