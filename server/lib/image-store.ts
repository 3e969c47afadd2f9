import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where images live; the local-disk version serves them from DATA_DIR/uploads under /images/. */
export interface ImageStore {
  /** Stores WebP bytes under their keyed hash; returns the public path (/images/<hash>.webp). */
  save(webp: Buffer): Promise<string>;
  exists(publicPath: string): Promise<boolean>;
  /** The stored bytes (undefined when the image does not exist). */
  read(publicPath: string): Promise<Buffer | undefined>;
  remove(publicPath: string): Promise<void>;
  /**
   * Where the phone ("narrow") version of a rendered card is kept: a keyed name of the card's own
   * name, so it is as secret as the card, listed only beside it (docs/security.md).
   */
  narrowOf(publicPath: string): string;
  /** Stores the narrow version of the card at `publicPath`; returns its path. */
  saveNarrow(publicPath: string, webp: Buffer): Promise<string>;
  /** The narrow versions of these images that exist, by image path (uploads have none). */
  narrowVersions(publicPaths: string[]): Promise<Map<string, string>>;
  list(): Promise<string[]>;
  /** How long ago the image was stored (undefined when it does not exist). */
  ageMs(publicPath: string, now?: number): Promise<number | undefined>;
  /**
   * Images made on first use (the demo cards): `nameOf(label)` gives the keyed path of what
   * `make` will produce; until it is stored, `exists` is true, and `materialize` (or `read`)
   * stores it, once even under concurrent calls.
   */
  lazy: {
    nameOf(label: string): string;
    register(publicPath: string, make: () => Promise<Buffer>): void;
    /** Stores a registered image now if it is not stored yet; false for a path nobody registered. */
    materialize(publicPath: string): Promise<boolean>;
    /** Registered images not stored yet. */
    missing(): Promise<string[]>;
  };
}

export const IMAGE_PREFIX = '/images/';
/** The only file names in the uploads folder: a keyed content hash. */
export const IMAGE_NAME = /^[a-f0-9]{32}\.webp$/;

/**
 * An image's name: its bytes hashed with the installation's key, so the same picture keeps one
 * name here, but nobody without the key can compute the name of a screenshot they were not served
 * (a demo card's bytes are public: docs/security.md).
 */
export function keyedHash(bytes: Buffer, key: string): string {
  return createHmac('sha256', key).update(bytes).digest('hex').slice(0, 32);
}

export function createDiskImageStore(dir: string, key: string): ImageStore {
  const fileOf = (publicPath: string) => {
    const name = publicPath.startsWith(IMAGE_PREFIX) ? publicPath.slice(IMAGE_PREFIX.length) : '';
    // Only our own hash names: no path can escape the uploads folder.
    return IMAGE_NAME.test(name) ? path.join(dir, name) : undefined;
  };
  const stored = (file: string) => fs.access(file).then(() => true, () => false);
  const makers = new Map<string, () => Promise<Buffer>>();
  // A narrow name is a keyed hash of its card's name: worked out once per card (every resume names them).
  const narrowNames = new Map<string, string>();
  const NARROW_NAMES_KEPT = 50_000;
  const narrowOf = (publicPath: string) => {
    let narrow = narrowNames.get(publicPath);
    if (narrow === undefined) {
      narrow = `${IMAGE_PREFIX}${keyedHash(Buffer.from(`narrow:${publicPath}`), key)}.webp`;
      if (narrowNames.size >= NARROW_NAMES_KEPT) narrowNames.clear();
      narrowNames.set(publicPath, narrow);
    }
    return narrow;
  };
  const making = new Map<string, Promise<boolean>>();
  const narrowSeen = new Set<string>();
  // Images known to have no narrow version (uploaded screenshots never get one; a rendered card
  // stores its narrow version before any review names it): not looked for on disk again.
  const narrowAbsent = new Set<string>();
  const NARROW_ABSENT_KEPT = 50_000;

  /** Writes whole, then renames: a reader never sees half an image. */
  async function writeOnce(file: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  }

  async function materialize(publicPath: string): Promise<boolean> {
    const file = fileOf(publicPath);
    const make = makers.get(publicPath);
    if (!file || !make) return false;
    let pending = making.get(publicPath);
    if (!pending) {
      pending = (async () => {
        if (!(await stored(file))) await writeOnce(file, await make());
        return true;
      })().finally(() => making.delete(publicPath));
      making.set(publicPath, pending);
    }
    return pending;
  }

  return {
    async save(webp) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${keyedHash(webp, key)}.webp`;
      const file = path.join(dir, name);
      try {
        await fs.writeFile(file, webp, { flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        // Stored again: refresh its age so the unused-image cleanup keeps it.
        const now = new Date();
        await fs.utimes(file, now, now);
      }
      return `${IMAGE_PREFIX}${name}`;
    },
    narrowOf,
    async saveNarrow(publicPath, webp) {
      const narrow = narrowOf(publicPath);
      const file = fileOf(narrow);
      if (!file || !fileOf(publicPath)) throw new Error(`Not an image path: ${publicPath}`);
      await writeOnce(file, webp);
      narrowAbsent.delete(narrow);
      return narrow;
    },
    async narrowVersions(publicPaths) {
      // A narrow file once seen is remembered (it stays until its card goes), and so is its absence;
      // only the images not known yet are looked for on disk, side by side.
      const found = new Map<string, string>();
      const unknown: [string, string][] = [];
      for (const p of publicPaths) {
        const narrow = narrowOf(p);
        if (!fileOf(p) || narrowAbsent.has(narrow)) continue;
        if (makers.has(narrow) || narrowSeen.has(narrow)) found.set(p, narrow);
        else unknown.push([p, narrow]);
      }
      if (unknown.length === 0) return found;
      await Promise.all(
        unknown.map(async ([p, narrow]) => {
          if (!(await stored(fileOf(narrow)!))) {
            if (narrowAbsent.size >= NARROW_ABSENT_KEPT) narrowAbsent.clear();
            narrowAbsent.add(narrow);
            return;
          }
          narrowSeen.add(narrow);
          found.set(p, narrow);
        }),
      );
      // In the order asked, as before.
      return new Map(publicPaths.filter((p) => found.has(p)).map((p) => [p, found.get(p)!]));
    },
    async exists(publicPath) {
      const file = fileOf(publicPath);
      return file ? makers.has(publicPath) || stored(file) : false;
    },
    async read(publicPath) {
      const file = fileOf(publicPath);
      if (!file) return undefined;
      await materialize(publicPath);
      return fs.readFile(file).catch(() => undefined);
    },
    async remove(publicPath) {
      const file = fileOf(publicPath);
      narrowSeen.delete(publicPath);
      if (file) await fs.rm(file, { force: true });
    },
    async ageMs(publicPath, now = Date.now()) {
      const file = fileOf(publicPath);
      if (!file) return undefined;
      const stat = await fs.stat(file).catch(() => undefined);
      return stat ? now - stat.mtimeMs : undefined;
    },
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.filter((n) => IMAGE_NAME.test(n)).map((n) => `${IMAGE_PREFIX}${n}`);
    },
    lazy: {
      nameOf: (label) => `${IMAGE_PREFIX}${keyedHash(Buffer.from(`lazy:${label}`), key)}.webp`,
      register(publicPath, make) {
        makers.set(publicPath, make);
      },
      materialize,
      async missing() {
        const out: string[] = [];
        for (const p of makers.keys()) if (!(await stored(fileOf(p)!))) out.push(p);
        return out;
      },
    },
  };
}
