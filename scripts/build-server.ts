// Bundles the server (server/ and the shared/ code it imports) into dist/server/main.js, the
// JavaScript production runs (docs/decisions/0028-compiled-server.md). esbuild applies the same
// TypeScript transform as tsx in development and the tests; packages stay imports of node_modules.
// `tsx scripts/build-server.ts` builds; `--if-stale` builds only when an input changed (npm start).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/main.js');
/** The files the last build read and when it started, to tell whether it is stale. */
const INPUTS_FILE = path.join(root, 'dist/server/inputs.json');
/** Files that shape the bundle without being part of it. */
const BUILD_FILES = ['scripts/build-server.ts', 'package.json', 'tsconfig.json'];

export async function buildServer(): Promise<void> {
  const startedAt = Date.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Names as written (error classes, functions), so logs and stack traces read as in the sources.
    keepNames: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(INPUTS_FILE, JSON.stringify({ startedAt, inputs: Object.keys(result.metafile.inputs) }));
}

/** True when the bundle exists and no file it was built from (or its build settings) changed since. */
export function serverBuildIsCurrent(): boolean {
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(INPUTS_FILE)) return false;
  const { startedAt, inputs } = JSON.parse(fs.readFileSync(INPUTS_FILE, 'utf8')) as { startedAt: number; inputs: string[] };
  return [...inputs, ...BUILD_FILES].every((file) => {
    const full = path.join(root, file);
    return fs.existsSync(full) && fs.statSync(full).mtimeMs < startedAt;
  });
}

/** Builds the server unless the bundle is current; returns the bundle's path. */
export async function ensureServerBuild(): Promise<string> {
  if (!serverBuildIsCurrent()) await buildServer();
  return SERVER_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && serverBuildIsCurrent()) {
    console.log('Server build is up to date.');
  } else {
    console.log('Building the server...');
    await buildServer();
  }
}
