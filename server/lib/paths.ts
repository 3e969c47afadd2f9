import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder upwards holding package.json. The same folder whether
 * the server runs from its sources (server/...) or from the bundle (dist/server/main.js, built by
 * scripts/build-server.ts), so files read at run time (content/, web/dist, the card renderer's
 * source) are found from both.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT = findRoot(import.meta.dirname);

/** A path inside the repository, from its root. */
export const fromRoot = (...parts: string[]): string => path.join(ROOT, ...parts);
