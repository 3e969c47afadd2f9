import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, insertReviews, type AdminTestApp } from '../../test/test-app';
import { card, moderator, patternPng, player, screenshotSubmission, submitted, textSubmission, uploadedPath, type Player } from './submission-test-kit';

let t: AdminTestApp;
let fr: Player;
beforeAll(async () => {
  t = await createAdminTestApp();
  fr = await moderator(t, ['fr']);
});
afterAll(() => t.close());

const get = (m: Player, id: string) => m.call({ method: 'GET', url: `/api/moderation/submissions/${id}` });
const approve = (m: Player, id: string, active: boolean) => m.call({ method: 'POST', url: `/api/moderation/submissions/${id}/approve`, payload: { active } });
const refuse = (m: Player, id: string, reason: string, note = '') => m.call({ method: 'POST', url: `/api/moderation/submissions/${id}/refuse`, payload: { reason, note } });
const checksOf = async (id: string) => (await get(fr, id)).json().submission.checks as { kind: string; message: string }[];
const mySubmission = async (p: Player, id: string) => (await p.call({ method: 'GET', url: '/api/submissions/mine' })).json().submissions.find((s: { id: string }) => s.id === id);

describe('moderator role', () => {
  it('is granted and revoked by an admin, per language, and listed for admins', async () => {
    const m = await player(t);
    expect((await m.call({ method: 'GET', url: '/api/moderation/me' })).json()).toEqual({ languages: [] });
    await t.asAdmin({ method: 'PUT', url: '/api/admin/moderators', payload: { username: m.user.username, languages: ['de', 'fr'] } });
    expect((await m.call({ method: 'GET', url: '/api/moderation/me' })).json()).toEqual({ languages: ['fr', 'de'] });
    const list = (await t.asAdmin({ method: 'GET', url: '/api/admin/moderators' })).json().moderators;
    expect(list).toContainEqual({ userId: m.user.id, username: m.user.username, languages: ['fr', 'de'] });
    await t.asAdmin({ method: 'PUT', url: '/api/admin/moderators', payload: { username: m.user.username, languages: [] } });
    expect((await m.call({ method: 'GET', url: '/api/moderation/me' })).json()).toEqual({ languages: [] });
  });

  it('answers an unknown username with a clear 404', async () => {
    const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/moderators', payload: { username: 'nobody_here', languages: ['fr'] } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No player is called "nobody_here".');
  });
});

describe('moderation queue', () => {
  it("lists a language's pending submissions, oldest first, with the submitter's name", async () => {
    const p = await player(t);
    const first = await submitted(p, textSubmission());
    const second = await submitted(p, await screenshotSubmission(p));
    const res = await fr.call({ method: 'GET', url: '/api/moderation/queue?language=fr' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().submissions.map((s: { id: string }) => s.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(res.json().submissions.find((s: { id: string }) => s.id === first)).toMatchObject({ submitter: p.user.username, state: 'pending', difficulty: 'medium' });
  });

  it('approves a text puzzle as an active review that players can get in free play, crediting the submitter', async () => {
    const p = await player(t);
    const id = await submitted(p, textSubmission({ gameName: 'Disco Elysium', genre: 'RPG', cards: [card('Un détective amnésique, une cravate qui parle et une ville en ruine.')] }));
    const res = await approve(fr, id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().submission.state).toBe('approved');
    expect(await mySubmission(p, id)).toMatchObject({ state: 'approved', refusalReason: null });

    const review = await t.app.ctx.db.selectFrom('reviews').selectAll().where('game_name', '=', 'Disco Elysium').executeTakeFirstOrThrow();
    expect(review).toMatchObject({ is_active: 1, source: 'submission', credit_user_id: p.user.id });
    // Played in French free play, resolved: the credit shows.
    const gamer = await player(t);
    await gamer.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'fr' } });
    const served = await gamer.call({ method: 'GET', url: '/api/game/random?language=fr' });
    expect(served.json().id).toBe(review.id);
    const verdict = await gamer.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: review.id, answer: 'Disco Elysium' } });
    expect(verdict.json()).toMatchObject({ isCorrect: true, submittedBy: p.user.username });
  });

  it('approves as inactive when asked, and gives no credit when the player did not agree', async () => {
    const p = await player(t);
    const id = await submitted(p, textSubmission({ gameName: 'Slay the Spire', credit: false, cards: [card('Des cartes, une tour et des reliques qui changent tout.')] }));
    await approve(fr, id, false);
    const review = await t.app.ctx.db.selectFrom('reviews').selectAll().where('game_name', '=', 'Slay the Spire').executeTakeFirstOrThrow();
    expect(review).toMatchObject({ is_active: 0, credit_user_id: null });
  });

  it('needs a transcript of each screenshot to approve as active, not as inactive', async () => {
    const p = await player(t);
    const id = await submitted(p, await screenshotSubmission(p, { gameName: 'Factorio', screenshots: [{ imagePath: await uploadedPath(p) }] }));
    const res = await approve(fr, id, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Transcript required for image 1 (Français)');
    expect((await approve(fr, id, false)).statusCode).toBe(200);
  });

  it("adds the language to the game's existing review, and refuses a second review in the same language", async () => {
    const [reviewId] = await insertReviews(t.app, [{ gameName: 'Terraria', languages: ['en'] }]);
    const p = await player(t);
    const id = await submitted(p, textSubmission({ gameName: 'Terraria', cards: [card('Creuser, construire, combattre des boss au clair de lune.')] }));
    expect((await approve(fr, id, true)).statusCode).toBe(200);
    const langs = await t.app.ctx.db.selectFrom('review_images').select('language').distinct().where('review_id', '=', reviewId!).execute();
    expect(langs.map((l) => l.language).sort()).toEqual(['en', 'fr']);
    const again = await submitted(p, textSubmission({ gameName: 'Terraria', cards: [card('Un monde en pixels à creuser sans fin, avec des amis.')] }));
    const res = await approve(fr, again, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Terraria already has a Français review. Refuse this one as a duplicate, or ask an admin to replace it.');
  });

  it('refuses with a listed reason and a note, which the player then sees', async () => {
    const p = await player(t);
    const id = await submitted(p, textSubmission());
    const res = await refuse(fr, id, 'not-a-review', 'Ceci ressemble à un résumé, pas à un avis.');
    expect(res.statusCode).toBe(200);
    expect(await mySubmission(p, id)).toMatchObject({ state: 'refused', refusalReason: 'not-a-review', refusalNote: 'Ceci ressemble à un résumé, pas à un avis.' });
    const bad = await refuse(fr, await submitted(p, textSubmission()), 'because');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Pick a reason from the list');
  });

  it('decides a submission once only', async () => {
    const p = await player(t);
    const id = await submitted(p, textSubmission());
    await refuse(fr, id, 'other');
    const res = await approve(fr, id, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This submission was already refused.');
  });

  it('edits the order, transcripts, difficulty and aliases, and can drop a screenshot', async () => {
    const p = await player(t);
    const a = await uploadedPath(p);
    const b = await uploadedPath(p);
    const id = await submitted(p, await screenshotSubmission(p, { screenshots: [{ imagePath: a, transcript: 'premier' }, { imagePath: b, transcript: 'second' }] }));
    const edit = { gameName: 'Celeste', genre: 'Plateforme', difficulty: 'hard', aliases: ['Celeste (2018)'], images: [{ imagePath: b, transcript: 'second, corrigé' }, { imagePath: a, transcript: 'premier' }] };
    const res = await fr.call({ method: 'PUT', url: `/api/moderation/submissions/${id}`, payload: edit });
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({ genre: 'Plateforme', difficulty: 'hard', aliases: ['Celeste (2018)'], images: [{ imagePath: b, transcript: 'second, corrigé' }, { imagePath: a, transcript: 'premier' }] });
    const drop = await fr.call({ method: 'PUT', url: `/api/moderation/submissions/${id}`, payload: { ...edit, images: [edit.images[0]] } });
    expect(drop.json().submission.images).toHaveLength(1);
    // An edit cannot bring in an image from elsewhere.
    const other = await uploadedPath(p);
    const sneak = await fr.call({ method: 'PUT', url: `/api/moderation/submissions/${id}`, payload: { ...edit, images: [{ imagePath: other, transcript: null }] } });
    expect(sneak.statusCode).toBe(400);
    expect(sneak.json().message).toBe('An edit can only reorder or remove the screenshots of this submission.');
  });

  it('refuses an alias that is, or begins, another game\'s title when a moderator saves it (issue 25)', async () => {
    const p = await player(t);
    const a = await uploadedPath(p);
    const id = await submitted(p, await screenshotSubmission(p, { screenshots: [{ imagePath: a, transcript: 'premier' }] }));
    const edit = { gameName: 'Dota 2', genre: 'MOBA', difficulty: 'medium', aliases: ['Dota'], images: [{ imagePath: a, transcript: 'premier' }] };
    const prefix = await fr.call({ method: 'PUT', url: `/api/moderation/submissions/${id}`, payload: edit });
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().message).toBe('The alias "Dota" is the beginning of another game\'s title ("Dota Underlords"), so players naming that game would score. An alias must name only this game.');
    const title = await fr.call({ method: 'PUT', url: `/api/moderation/submissions/${id}`, payload: { ...edit, aliases: ['Dota Underlords'] } });
    expect(title.statusCode).toBe(400);
    expect((await get(fr, id)).json().submission.aliases).toEqual([]);
    const fine = await fr.call({ method: 'PUT', url: `/api/moderation/submissions/${id}`, payload: { ...edit, aliases: ['DOTA2'] } });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().submission.aliases).toEqual(['DOTA2']);
  });

  it('redacts a box of a screenshot into a new image, black where asked', async () => {
    const p = await player(t);
    const original = await uploadedPath(p, await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer());
    const id = await submitted(p, await screenshotSubmission(p, { screenshots: [{ imagePath: original, transcript: 'x' }] }));
    const res = await fr.call({ method: 'POST', url: `/api/moderation/submissions/${id}/redact`, payload: { slot: 0, left: 0, top: 0, width: 0.5, height: 1 } });
    expect(res.statusCode).toBe(200);
    const redacted = res.json().submission.images[0].imagePath;
    expect(redacted).not.toBe(original);
    const bytes = (await t.app.inject({ method: 'GET', url: redacted })).rawPayload;
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(at(50, 100)).toBeLessThan(30);
    expect(at(350, 100)).toBeGreaterThan(220);
  });
});

describe('checks before approval', () => {
  it('flags a screenshot whose transcript names the game', async () => {
    const p = await player(t);
    const id = await submitted(p, await screenshotSubmission(p, { screenshots: [{ imagePath: await uploadedPath(p), transcript: 'Celeste est dur mais juste.' }] }));
    expect(await checksOf(id)).toContainEqual({ kind: 'names-the-game', message: 'Screenshot 1 names the game ("Celeste"): redact it or refuse.' });
  });

  it('flags an image too small or of the wrong shape to be a review screenshot', async () => {
    const p = await player(t);
    const tiny = await uploadedPath(p, await patternPng(120, 60, 3));
    const tall = await uploadedPath(p, await patternPng(400, 1600, 4));
    const fine = await uploadedPath(p, await patternPng(900, 320, 5));
    const id = await submitted(p, await screenshotSubmission(p, { gameName: 'Hades', screenshots: [{ imagePath: tiny }, { imagePath: tall }, { imagePath: fine }] }));
    const kinds = (await checksOf(id)).filter((c) => c.kind === 'implausible-image').map((c) => c.message);
    expect(kinds).toEqual(['Screenshot 1 is too small to be a readable review (120x60; at least 300x80).', 'Screenshot 2 has an unusual shape for a review (400x1600).']);
  });

  it('flags a near-copy of another screenshot (re-scaled), not a different picture', async () => {
    const p = await player(t);
    const q = await player(t);
    const first = await submitted(p, await screenshotSubmission(p, { gameName: 'Outer Wilds', screenshots: [{ imagePath: await uploadedPath(p, await patternPng(800, 300, 7)) }] }));
    const copy = await submitted(q, await screenshotSubmission(q, { gameName: 'Portal 2', screenshots: [{ imagePath: await uploadedPath(q, await patternPng(640, 240, 7)) }] }));
    const different = await submitted(q, await screenshotSubmission(q, { gameName: 'Portal 2', screenshots: [{ imagePath: await uploadedPath(q, await patternPng(800, 300, 11)) }] }));
    expect((await checksOf(copy)).filter((c) => c.kind === 'duplicate').map((c) => c.message)).toEqual([expect.stringMatching(/^Looks like a copy of another submission of Outer Wilds .* \(a very similar image\)\.$/)]);
    expect((await checksOf(different)).filter((c) => c.kind === 'duplicate' && c.message.includes('Outer Wilds'))).toEqual([]);
    expect(first).toBeTruthy();
  });

  it('flags the same game with a very similar text, not another game with it', async () => {
    await insertReviews(t.app, [{ gameName: 'Stardew Valley', languages: ['fr'] }]);
    await t.app.ctx.db
      .updateTable('review_images')
      .set({ alt_text: 'Une ferme héritée du grand-père, des saisons qui passent et des voisins attachants.' })
      .where('review_id', 'in', t.app.ctx.db.selectFrom('reviews').select('id').where('game_name', '=', 'Stardew Valley'))
      .execute();
    const p = await player(t);
    const text = 'Une ferme héritée du grand-père, des saisons qui passent et des voisins si attachants.';
    const same = await submitted(p, textSubmission({ gameName: 'Stardew Valley', cards: [card(text)] }));
    const other = await submitted(p, textSubmission({ gameName: 'Hades', cards: [card(text)] }));
    expect(await checksOf(same)).toContainEqual({ kind: 'duplicate', message: 'Looks like a copy of the review of Stardew Valley (a very similar text).' });
    expect((await checksOf(other)).some((c) => c.message.includes('Stardew Valley'))).toBe(false);
  });

  it('flags a new title for the moderator to check', async () => {
    const p = await player(t);
    const id = await submitted(p, textSubmission({ gameName: 'Lantern Keeper Chronicles', newTitle: true }));
    expect((await checksOf(id)).map((c) => c.kind)).toContain('new-title');
  });
});

describe('action log', () => {
  it('records who did what and when, for admins only', async () => {
    const p = await player(t);
    const id = await submitted(p, textSubmission());
    const before = new Date().toISOString();
    await refuse(fr, id, 'duplicate', 'déjà vu');
    const after = new Date().toISOString();
    const res = await t.asAdmin({ method: 'GET', url: '/api/admin/moderation-log' });
    const entry = res.json().entries.find((e: { submissionId: string | null }) => e.submissionId === id);
    expect(entry).toMatchObject({ actor: fr.user.username, action: 'refuse', language: 'fr', detail: 'Hollow Knight: duplicate - déjà vu' });
    // Stamped when the refusal was made: between the instants just before and after it.
    expect(entry.createdAt >= before && entry.createdAt <= after, `${before} <= ${entry.createdAt} <= ${after}`).toBe(true);
    expect(res.json().entries.some((e: { action: string; detail: string }) => e.action === 'set-role' && e.detail === `${fr.user.username}: none -> Français`)).toBe(true);
    expect((await fr.call({ method: 'GET', url: '/api/admin/moderation-log' })).statusCode).toBe(403);
  });
});
