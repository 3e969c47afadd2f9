import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { importContent } from './import';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const asAdmin: AdminTestApp['asAdmin'] = (opts) => t.asAdmin(opts);
const card = { reviewer: 'camp_cook', hours: 40, recommended: true, posted: '2024-05-01', text: 'Gather twigs, keep the fire going and never stand in the dark at night.' };

/** A stored card image for a review form, made through the typed-review route. */
async function cardImage(): Promise<string> {
  const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews/render', payload: { ...card, language: 'en' } });
  expect(res.statusCode).toBe(200);
  return res.json().imagePath;
}

const countReviews = async () => (await asAdmin({ method: 'GET', url: '/api/admin/reviews/stats' })).json().totalReviews as number;

describe('aliases that are another game', () => {
  it('refuses them when an admin creates a review, naming the alias, and stores nothing', async () => {
    const image = await cardImage();
    const before = await countReviews();
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/reviews',
      payload: { gameName: "Don't Starve Together", genre: 'Survival', aliases: ['DST', "Don't Starve"], reviewImages: { en: [image] }, reviewImageAlts: { en: [card.text] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The alias "Don\'t Starve" is the title of another game. An alias must name only this game.');
    expect(await countReviews()).toBe(before);
  });

  it('refuses them when an admin edits a review, and accepts the game\'s own names', async () => {
    const image = await cardImage();
    const created = await asAdmin({
      method: 'POST',
      url: '/api/admin/reviews',
      payload: { gameName: 'Euro Truck Simulator 2', genre: 'Simulation', aliases: ['ETS2', 'Euro Truck Simulator 2 Gold Edition'], reviewImages: { en: [image] }, reviewImageAlts: { en: [card.text] } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().review._id;

    const edit = (aliases: string[], gameName = 'Euro Truck Simulator 2') =>
      asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { gameName, genre: 'Simulation', aliases, reviewImages: { en: [image] }, reviewImageAlts: { en: [card.text] } } });
    const refused = await edit(['ETS2', 'euro truck simulator']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The alias "euro truck simulator" is the title of another game ("Euro Truck Simulator"). An alias must name only this game.');
    expect((await asAdmin({ method: 'GET', url: '/api/admin/reviews?limit=100' })).json().reviews.find((r: { _id: string }) => r._id === id).aliases).toEqual([
      'ETS2',
      'Euro Truck Simulator 2 Gold Edition',
    ]);
  });

  it('refuses an alias that begins another catalogue title (issue 25), at create and at edit', async () => {
    const image = await cardImage();
    const payload = { gameName: 'Kingdom Come: Deliverance', genre: 'RPG', aliases: ['KCD', 'Kingdom Come'], reviewImages: { en: [image] }, reviewImageAlts: { en: [card.text] } };
    const before = await countReviews();
    const refused = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The alias "Kingdom Come" is the beginning of another game\'s title ("Kingdom Come: Deliverance II"), so players naming that game would score. An alias must name only this game.',
    );
    expect(await countReviews()).toBe(before);
    const created = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { ...payload, aliases: ['KCD'] } });
    expect(created.statusCode).toBe(201);
    const edited = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${created.json().review._id}`, payload: { ...payload, aliases: ['KCD', 'Kingdom'] } });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toContain('The alias "Kingdom" is the beginning of another game\'s title');
  });

  it("lets a renamed review keep its old name as an alias: that name is not another game's", async () => {
    const image = await cardImage();
    const payload = { gameName: 'Moonlit Harbor', genre: 'Adventure', aliases: ['MH'], reviewImages: { en: [image] }, reviewImageAlts: { en: [card.text] } };
    const created = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload });
    expect(created.statusCode).toBe(201);
    const renamed = await asAdmin({
      method: 'PUT',
      url: `/api/admin/reviews/${created.json().review._id}`,
      payload: { ...payload, gameName: 'Moonlit Harbor: Tides', aliases: ['Moonlit Harbor'] },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().review).toMatchObject({ gameName: 'Moonlit Harbor: Tides', aliases: ['Moonlit Harbor'] });
  });

  it('rejects them at bulk import with the reason, importing the rest', async () => {
    const dir = path.join(t.dataDir, 'import');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'games.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { gameName: 'Cozy Camp Game', genre: 'Survival', aliases: ['Counter-Strike'], reviews: { en: [card] } },
        { gameName: 'Another Camp Game', genre: 'Survival', aliases: ['Cozy Camp Game'], reviews: { en: [card] } },
        { gameName: 'Calm Camp Game', genre: 'Survival', aliases: ['CCG'], reviews: { en: [card] } },
        { gameName: 'Pillars of Eternity', genre: 'RPG', aliases: ['PoE1', 'Pillars'], reviews: { en: [card] } },
      ]),
    );
    const report = await importContent({ db: t.app.ctx.db, engine: t.app.ctx.engine, images: t.app.ctx.images }, file);
    expect(report.imported.map((e) => e.gameName)).toEqual(['Calm Camp Game']);
    expect(report.rejected).toEqual([
      { index: 0, gameName: 'Cozy Camp Game', reasons: ['aliases: The alias "Counter-Strike" is the title of another game. An alias must name only this game.'] },
      { index: 1, gameName: 'Another Camp Game', reasons: ['aliases: The alias "Cozy Camp Game" is the title of another game. An alias must name only this game.'] },
      {
        index: 3,
        gameName: 'Pillars of Eternity',
        reasons: ['aliases: The alias "Pillars" is the beginning of another game\'s title ("Pillars of Eternity II: Deadfire"), so players naming that game would score. An alias must name only this game.'],
      },
    ]);
  }, 30_000);
});

describe('reviewer names that name the game', () => {
  it('are refused for a typed review', async () => {
    const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews/render', payload: { ...card, reviewer: 'DontStarveTogetherFan', language: 'en', gameName: "Don't Starve Together", aliases: ['Dont Starve Together'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The reviewer name must not contain the game name or an alias (found "Don\'t Starve Together")');
  });

  it('are refused at bulk import, like texts', async () => {
    const file = path.join(t.dataDir, 'import', 'reviewer.json');
    fs.writeFileSync(file, JSON.stringify([{ gameName: 'Sunken Lantern', genre: 'Adventure', reviews: { tr: [{ ...card, reviewer: "Sunken Lantern'ın hayranı" }] } }]));
    const report = await importContent({ db: t.app.ctx.db, engine: t.app.ctx.engine, images: t.app.ctx.images }, file);
    expect(report.rejected).toEqual([{ index: 0, gameName: 'Sunken Lantern', reasons: ['reviews.tr.0: The reviewer name must not contain the game name or an alias (found "Sunken Lantern")'] }]);
  });
});
