import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importContent } from './import';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = path.join(t.dataDir, 'import');
  fs.mkdirSync(path.join(dir, 'shots'), { recursive: true });
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } }).png().toBuffer();
  fs.writeFileSync(path.join(dir, 'shots/good.png'), png);
  fs.writeFileSync(path.join(dir, 'shots/fake.png'), '<html><script>alert(1)</script></html>');
});
afterAll(() => t.close());

const text = (t: string) => ({ reviewer: 'Tester', hours: 12.5, recommended: true, posted: '2024-05-01', text: t });

describe('import command', () => {
  it('imports the good entries and rejects the bad ones with reasons, never half an entry', async () => {
    const file = path.join(dir, 'games.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        {
          gameName: 'Brand New Game',
          genre: 'Puzzle',
          aliases: ['BNG'],
          reviews: { en: [text('A calm puzzle game about light and mirrors, lovely music.'), { image: 'shots/good.png', altText: 'A review' }], tr: [text('Işık ve aynalarla ilgili sakin bir bulmaca oyunu, çok güzel.')] },
        },
        { gameName: 'No Genre', reviews: { en: [text('Something long enough to be a review text here.')] } },
        { gameName: 'Spoiler Quest', genre: 'RPG', reviews: { en: [text('Spoiler Quest is the best game I ever played, truly.')] } },
        { gameName: 'Half Good', genre: 'Action', reviews: { en: [{ image: 'shots/good.png' }, { image: 'shots/fake.png' }] } },
        { gameName: 'brand new game', genre: 'Puzzle', reviews: { en: [text('Same name as the first entry, different case only.')] } },
        { gameName: 'Missing File', genre: 'Action', reviews: { de: [{ image: 'shots/nope.png' }] } },
      ]),
    );
    const report = await importContent({ db: t.app.ctx.db, engine: t.app.ctx.engine, images: t.app.ctx.images }, file);
    expect(report.imported).toEqual([{ index: 0, gameName: 'Brand New Game', images: 3 }]);
    const reasons = Object.fromEntries(report.rejected.map((r) => [r.index, r.reasons.join(' | ')]));
    expect(Object.keys(reasons)).toEqual(['1', '2', '3', '4', '5']);
    expect(reasons[1]).toContain('genre is required');
    expect(reasons[2]).toContain('must not contain the game name');
    expect(reasons[3]).toContain('reviews.en.1: This file is not a valid image');
    expect(reasons[4]).toContain('already exists');
    expect(reasons[5]).toContain('image file not found: shots/nope.png');

    const rows = await t.app.ctx.db.selectFrom('reviews').select(['id', 'game_name', 'source']).execute();
    expect(rows.map((r) => r.game_name)).toEqual(['Brand New Game']);
    const images = await t.app.ctx.db.selectFrom('review_images').select(['language', 'slot', 'alt_text']).where('review_id', '=', rows[0]!.id).orderBy('language').orderBy('slot').execute();
    expect(images.map((i) => `${i.language}${i.slot}`)).toEqual(['en0', 'en1', 'tr0']);
    expect(images[1]!.alt_text).toBe('A review');
  }, 60_000);

  it('refuses a file that is not a list of games', async () => {
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, '{"hello": 1}');
    await expect(importContent({ db: t.app.ctx.db, engine: t.app.ctx.engine, images: t.app.ctx.images }, file)).rejects.toThrow(/JSON array of games/);
  });
});
