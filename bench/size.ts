// `npm run bench -- size`: builds the web app into a scratch folder and reports the JavaScript each
// page needs before any interaction (gzip, as the server sends it): the entry, every chunk it imports
// statically, and the page's own lazy chunk with its static imports. Vite's build manifest gives the
// import graph, so the figures do not depend on a browser, a server or the machine's load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { ROOT } from './server-process';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each measured page, the lazy page module its route loads (none: the page is in the entry), and its target in KB. */
const PAGES = [
  { path: '/', lazy: [], targetKb: 120 },
  { path: '/daily', lazy: ['src/features/daily/daily-page.tsx'], targetKb: 150 },
];

const KB = 1024;

/** The manifest keys of `keys` and everything they import statically, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: zlib.constants.Z_BEST_COMPRESSION }).length;
}

export interface SizeResult {
  path: string;
  gzipKb: number;
  targetKb: number;
  files: { file: string; gzipKb: number }[];
}

export async function measureInitialJs(): Promise<SizeResult[]> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-size-'));
  try {
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    return PAGES.map((page) => {
      const files = [...staticClosure(manifest, [...entries, ...page.lazy])]
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, gzipKb: gzipSize(path.join(outDir, file)) / KB }))
        .sort((a, b) => b.gzipKb - a.gzipKb);
      return { path: page.path, targetKb: page.targetKb, gzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0), files };
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** Markdown for docs/performance.md; ok is false when a page is over its target. */
export function sizeReport(results: SizeResult[]): { ok: boolean; markdown: string } {
  const ok = results.every((r) => r.gzipKb <= r.targetKb);
  const kb = (n: number) => `${n.toFixed(1)} KB`;
  const biggest = (r: SizeResult) =>
    r.files
      .slice(0, 5)
      .map((f) => `${f.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb(f.gzipKb)}`)
      .join(', ');
  const markdown = `
### size — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Command: \`npm run bench -- size\` (production build; gzip level 9 per file, as precompressed for the server; 1 KB = 1024 bytes)

| page | initial JavaScript (gzip) | target | files | largest files |
|---|---|---|---|---|
${results.map((r) => `| \`${r.path}\` | **${kb(r.gzipKb)}** | <= ${r.targetKb} KB ${r.gzipKb <= r.targetKb ? 'met' : 'MISSED'} | ${r.files.length} | ${biggest(r)} |`).join('\n')}`;
  return { ok, markdown };
}
