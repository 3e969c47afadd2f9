// Marks the JavaScript a page runs as it loads for eager compilation (V8's explicit compile hints,
// Chrome 136+): the engine compiles those files whole on a background thread while they download,
// instead of compiling each function on the main thread the first time it runs, which blocked a
// phone for about 50 ms per page load (npm run bench -- lighthouse, docs/performance.md).
// Other browsers read the first line as an ordinary comment.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
}

/** The entry chunks and every chunk they import statically: what the first load downloads and runs. */
export function firstLoadChunks(bundle: Record<string, ChunkLike>): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (found.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    chunk.imports?.forEach(visit);
  };
  for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
  return [...found];
}

/** Vite plugin: puts the compile hint on the first line of every first-load chunk, as written. */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'reviewquest-compile-hints',
    apply: 'build',
    // On the files written: minification drops comments, and Vite adds lines at the top of the entry.
    writeBundle(options, bundle) {
      for (const file of firstLoadChunks(bundle)) {
        const target = path.join(options.dir ?? '', file);
        const code = fs.readFileSync(target, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(target, COMPILE_HINT + code);
      }
    },
  };
}
