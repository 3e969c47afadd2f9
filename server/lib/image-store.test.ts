import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskImageStore } from './image-store';

describe('narrow versions of stored images', () => {
  const dirs: string[] = [];
  const store = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-images-'));
    dirs.push(dir);
    return { dir, images: createDiskImageStore(dir, 'test-key') };
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives a rendered card's narrow version and none for an uploaded screenshot, asked again and again", async () => {
    const { images } = store();
    const card = await images.save(Buffer.from('a wide card'));
    const narrow = await images.saveNarrow(card, Buffer.from('its narrow version'));
    const upload = await images.save(Buffer.from('an uploaded screenshot'));
    for (let i = 0; i < 2; i += 1) expect(await images.narrowVersions([card, upload])).toEqual(new Map([[card, narrow]]));
  });

  it('finds a narrow version stored after the image was first looked up without one', async () => {
    const { images } = store();
    const image = await images.save(Buffer.from('a card rendered in two steps'));
    expect(await images.narrowVersions([image])).toEqual(new Map());
    const narrow = await images.saveNarrow(image, Buffer.from('narrow'));
    expect(await images.narrowVersions([image])).toEqual(new Map([[image, narrow]]));
  });

  it('never looks outside the uploads folder for a path that is not one of its names', async () => {
    const { images } = store();
    expect(await images.narrowVersions(['/images/../../etc/passwd', '/elsewhere/x.webp'])).toEqual(new Map());
  });
});
