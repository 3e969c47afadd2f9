import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, insertReviews, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('answer matching against the catalogue', () => {
  it('refuses a series name that other catalogue titles share, and accepts a unique one', async () => {
    // Exactly three reviews, so today's daily serves all of them. content/catalogue.txt also
    // holds "Hollow Knight", "Counter-Strike", "Counter-Strike 2"... but no other "The Witcher 3".
    const games = ['Hollow Knight: Silksong', 'Counter-Strike: Global Offensive', 'The Witcher 3: Wild Hunt'];
    const ids = await insertReviews(t.app, [{ gameName: games[0]! }, { gameName: games[1]!, aliases: ['CS:GO'] }, { gameName: games[2]! }]);
    let cookie: string | undefined;
    const guest = async (opts: InjectOptions) => {
      const res = await t.app.inject({ ...opts, cookies: cookie ? { rq_guest: cookie } : {} });
      cookie = res.cookies.find((c) => c.name === 'rq_guest')?.value ?? cookie;
      return res;
    };
    const daily = await guest({ method: 'GET', url: '/api/game/daily?language=en' });
    expect(daily.statusCode).toBe(200);
    expect(daily.json().reviews.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());

    const verify = async (i: number, answer: string) => (await guest({ method: 'POST', url: '/api/game/verify', payload: { reviewId: ids[i], answer } })).json();
    expect(await verify(0, 'Hollow Knight')).toMatchObject({ isCorrect: false, correctAnswer: 'Hollow Knight: Silksong' });
    expect(await verify(1, 'Counter-Strike')).toMatchObject({ isCorrect: false, correctAnswer: 'Counter-Strike: Global Offensive' });
    expect(await verify(2, 'the witcher 3')).toMatchObject({ isCorrect: true });
  });

  it('indexes the catalogue once per version of it', async () => {
    const { catalogue } = t.app.ctx.services;
    const first = await catalogue.index();
    expect(await catalogue.index()).toBe(first);
    expect(first.keys.has('hollow knight')).toBe(true); // from content/catalogue.txt

    await insertReviews(t.app, [{ gameName: 'A Brand New Indie Game' }]); // invalidates the catalogue
    const next = await catalogue.index();
    expect(next).not.toBe(first);
    expect(next.keys.has('brand new indie game')).toBe(true);
    expect(await catalogue.index()).toBe(next);
  });

  it('sends the autocomplete the localised titles of the shipped games, and no review alias', async () => {
    await insertReviews(t.app, [{ gameName: 'Grand Theft Auto V', aliases: ['GTA V', 'GTA 5'] }]);
    const res = await t.app.inject({ method: 'GET', url: '/api/game/names' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.gameNames).toContain('Grand Theft Auto V');
    // Aliases keyed by game would tell the games with reviews apart from the rest of the catalogue.
    expect(Object.keys(body)).toEqual(['gameNames', 'localTitles']);
    expect(res.body).not.toContain('GTA 5');
    // content/games/the-sims-4.json and plants-vs-zombies.json; keyed by the catalogue's spelling.
    expect(body.localTitles.fr['The Sims 4']).toEqual(['Les Sims 4']);
    expect(body.localTitles.de['Plants vs. Zombies']).toEqual(['Pflanzen gegen Zombies']);
    expect(body.localTitles.ja).toBeUndefined(); // not an interface language: Japanese titles are aliases only
  });
});
