import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PENDING_SUBMISSIONS, SUBMISSIONS_PER_DAY } from '../../../shared/schemas/submissions';
import { createAdminTestApp, multipartBody, type AdminTestApp } from '../../test/test-app';
import { card, player, screenshotSubmission, submit, submitted, textSubmission, upload, uploadedPath } from './submission-test-kit';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const mine = async (p: Awaited<ReturnType<typeof player>>) => (await p.call({ method: 'GET', url: '/api/submissions/mine' })).json();

describe('submitting a puzzle', () => {
  it('needs a signed-in player', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/submissions', payload: textSubmission() });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/submissions/mine' })).statusCode).toBe(401);
  });

  it('renders review texts into cards, in the order given, and lists them as pending', async () => {
    const p = await player(t);
    const res = await submit(p, textSubmission());
    expect(res.statusCode).toBe(201);
    const { submission } = res.json();
    expect(submission).toMatchObject({ state: 'pending', gameName: 'Hollow Knight', language: 'fr', kind: 'text', credit: true, refusalReason: null });
    expect(submission.images).toHaveLength(2);
    expect(submission.images[0].imagePath).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
    expect(submission.images[0].transcript).toContain('royaume souterrain');
    expect(submission.images[1].transcript).toContain('chevalier muet');
    const image = await t.app.inject({ method: 'GET', url: submission.images[0].imagePath });
    expect(image.statusCode).toBe(200);
    const list = await mine(p);
    expect(list.submissions.map((s: { id: string }) => s.id)).toEqual([submission.id]);
    expect(list.limits).toMatchObject({ perDay: SUBMISSIONS_PER_DAY, usedToday: 1, pending: 1 });
  });

  it('takes the catalogue spelling of a known game', async () => {
    const p = await player(t);
    const res = await submit(p, textSubmission({ gameName: 'hollow knight' }));
    expect(res.json().submission.gameName).toBe('Hollow Knight');
  });

  it('refuses a title missing from the catalogue unless it is marked new', async () => {
    const p = await player(t);
    const res = await submit(p, textSubmission({ gameName: 'Moss Garden Tales' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('is not in the game list');
    const ok = await submit(p, textSubmission({ gameName: 'Moss Garden Tales', newTitle: true }));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a review text that names the game, as the card renderer does', async () => {
    const p = await player(t);
    const res = await submit(p, textSubmission({ cards: [card('Vague et sombre, on explore sans fin.'), card('Hollow Knight est le meilleur metroidvania.')] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Review text 2: The review text must not contain the game name or an alias (found "Hollow Knight")');
    expect((await mine(p)).submissions).toHaveLength(0);
  });

  it.each([
    [{ cards: [] }, 'Add at least one review text'],
    [{ cards: [card('a b c d e f g h i j k l m n o p'), card('a b c d e f g h i j k l m n o q'), card('a b c d e f g h i j k l m n o r'), card('a b c d e f g h i j k l m n o s')] }, 'At most 3 review texts'],
    [{ cards: [card('too short')] }, 'text is too short (20 characters at least)'],
    [{ language: 'xx' }, 'language must be one of en, fr, es, it, de, tr'],
    [{ genre: '' }, 'Genre is required'],
    // The form's date rules hold on the server too: a real calendar day, not in the future.
    [{ cards: [{ ...card('a quiet walk through a strange old house'), posted: '2025-02-30' }] }, 'posted is not a calendar date'],
    [{ cards: [{ ...card('a quiet walk through a strange old house'), posted: '2999-01-01' }] }, 'posted cannot be in the future'],
  ])('refuses %j with a clear message', async (overrides, message) => {
    const p = await player(t);
    const res = await submit(p, textSubmission(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts 1-3 screenshots uploaded by the player, through the safe pipeline', async () => {
    const p = await player(t);
    const up = await upload(p);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ width: 800, height: 300 });
    const id = await submitted(p, await screenshotSubmission(p, { screenshots: [{ imagePath: up.json().imagePath }] }));
    const [s] = (await mine(p)).submissions;
    expect(s).toMatchObject({ id, kind: 'screenshots', images: [{ imagePath: up.json().imagePath, transcript: null }] });
  });

  it('refuses a screenshot another player uploaded, or one never uploaded', async () => {
    const a = await player(t);
    const b = await player(t);
    const theirs = await uploadedPath(a);
    const res = await submit(b, await screenshotSubmission(b, { screenshots: [{ imagePath: theirs }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Screenshot 1 was not uploaded here (or has expired). Upload it again.');
    const forged = await submit(b, await screenshotSubmission(b, { screenshots: [{ imagePath: `/images/${'a'.repeat(32)}.webp` }] }));
    expect(forged.statusCode).toBe(400);
  });

  it('refuses an upload that is not an image, and one over the size limit', async () => {
    const p = await player(t);
    const html = await multipartBody(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    const bad = await p.call({ method: 'POST', url: '/api/submissions/images', ...html });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This file is not a valid image. Upload a JPEG, PNG or WebP file.');
    const big = await multipartBody(Buffer.alloc(5 * 1024 * 1024, 1), 'big.png', 'image/png');
    const tooBig = await p.call({ method: 'POST', url: '/api/submissions/images', ...big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Image is too large: the limit is 4 MB.');
  });

  it(`allows ${SUBMISSIONS_PER_DAY} submissions a day per player, then says when to come back`, async () => {
    const p = await player(t);
    for (let i = 0; i < SUBMISSIONS_PER_DAY; i += 1) await submitted(p, textSubmission());
    const res = await submit(p, textSubmission());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(`You can send ${SUBMISSIONS_PER_DAY} puzzles a day. Please come back tomorrow.`);
    expect((await mine(p)).submissions).toHaveLength(SUBMISSIONS_PER_DAY);
    // Another player is not affected.
    expect((await submit(await player(t), textSubmission())).statusCode).toBe(201);
  });

  it(`refuses more than ${MAX_PENDING_SUBMISSIONS} waiting submissions`, async () => {
    const p = await player(t);
    // Older submissions, still pending, do not count against today's limit.
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    for (let i = 0; i < MAX_PENDING_SUBMISSIONS; i += 1) {
      const id = await submitted(p, textSubmission());
      await t.app.ctx.db.updateTable('submissions').set({ created_at: old }).where('id', '=', id).execute();
    }
    const res = await submit(p, textSubmission());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(`You already have ${MAX_PENDING_SUBMISSIONS} puzzles waiting for a moderator. Please wait until some are reviewed.`);
  });

  it('limits screenshot uploads per player per hour', async () => {
    const limited = await createAdminTestApp();
    try {
      const p = await player(limited);
      const codes: number[] = [];
      for (let i = 0; i < 21; i += 1) codes.push((await upload(p)).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
