// Moderators act only in the languages an admin granted them, and only through the moderation
// routes; players cannot decide their own submissions. Every refused attempt changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../test/test-app';
import { moderator, player, screenshotSubmission, submitted, textSubmission, type Player } from '../modules/submissions/submission-test-kit';
import { snapshot } from './attack-kit';

let t: AdminTestApp;
let fr: Player;
let author: Player;
let german: string;
let french: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  fr = await moderator(t, ['fr']);
  author = await player(t);
  german = await submitted(author, await screenshotSubmission(author, { language: 'de' }));
  french = await submitted(author, textSubmission());
});
afterAll(() => t.close());

const edit = (path: string) => ({ gameName: 'Celeste', genre: 'Platformer', difficulty: 'easy', aliases: [], images: [{ imagePath: path, transcript: 'x' }] });

async function germanImage(): Promise<string> {
  const row = await t.app.ctx.db.selectFrom('submission_images').select('image_path').where('submission_id', '=', german).executeTakeFirstOrThrow();
  return row.image_path;
}

describe('a French moderator and a German submission', () => {
  it('cannot see the German queue or the submission', async () => {
    const queue = await fr.call({ method: 'GET', url: '/api/moderation/queue?language=de' });
    expect(queue.statusCode).toBe(403);
    expect(queue.json().message).toBe('You moderate only Français submissions.');
    expect((await fr.call({ method: 'GET', url: `/api/moderation/submissions/${german}` })).statusCode).toBe(403);
  });

  it('cannot approve, refuse, edit or redact it, and nothing changes', async () => {
    const before = await snapshot(t.app);
    const attempts = [
      { method: 'POST' as const, url: `/api/moderation/submissions/${german}/approve`, payload: { active: true } },
      { method: 'POST' as const, url: `/api/moderation/submissions/${german}/refuse`, payload: { reason: 'other', note: 'x' } },
      { method: 'PUT' as const, url: `/api/moderation/submissions/${german}`, payload: edit(await germanImage()) },
      { method: 'POST' as const, url: `/api/moderation/submissions/${german}/redact`, payload: { slot: 0, left: 0, top: 0, width: 1, height: 1 } },
    ];
    for (const attempt of attempts) {
      const res = await fr.call(attempt);
      expect(res.statusCode, attempt.url).toBe(403);
    }
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('cannot move a submission into its language by editing it', async () => {
    const res = await fr.call({ method: 'PUT', url: `/api/moderation/submissions/${german}`, payload: { ...edit(await germanImage()), language: 'fr' } });
    expect(res.statusCode).toBe(403);
  });

  it('cannot grant itself another language or read the action log', async () => {
    const before = await snapshot(t.app);
    const grant = await fr.call({ method: 'PUT', url: '/api/admin/moderators', payload: { username: fr.user.username, languages: ['fr', 'de'] } });
    expect(grant.statusCode).toBe(403);
    expect((await fr.call({ method: 'GET', url: '/api/admin/moderators' })).statusCode).toBe(403);
    expect((await fr.call({ method: 'GET', url: '/api/admin/moderation-log' })).statusCode).toBe(403);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('loses French too as soon as an admin revokes the role', async () => {
    const m = await moderator(t, ['fr']);
    expect((await m.call({ method: 'GET', url: '/api/moderation/queue?language=fr' })).statusCode).toBe(200);
    await t.asAdmin({ method: 'PUT', url: '/api/admin/moderators', payload: { username: m.user.username, languages: [] } });
    const res = await m.call({ method: 'POST', url: `/api/moderation/submissions/${french}/approve`, payload: { active: true } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Moderators only');
  });
});

describe('players and guests', () => {
  it('a player cannot moderate, not even their own submission', async () => {
    const before = await snapshot(t.app);
    expect((await author.call({ method: 'GET', url: '/api/moderation/queue?language=fr' })).statusCode).toBe(403);
    expect((await author.call({ method: 'POST', url: `/api/moderation/submissions/${french}/approve`, payload: { active: true } })).statusCode).toBe(403);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('a guest gets 401 everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/api/moderation/queue?language=fr'],
      ['POST', `/api/moderation/submissions/${french}/approve`],
      ['POST', '/api/submissions/images'],
      ['GET', '/api/submissions/mine'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? { active: true } : undefined })).statusCode, url).toBe(401);
    }
  });

  it('a player cannot submit a puzzle already approved, or credit someone else', async () => {
    const res = await author.call({ method: 'POST', url: '/api/submissions', payload: { ...textSubmission(), state: 'approved', user_id: fr.user.id, reviewId: 'x' } });
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db.selectFrom('submissions').selectAll().where('id', '=', res.json().submission.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'pending', user_id: author.user.id, review_id: null });
  });

  it('a player sees only their own submissions', async () => {
    const other = await player(t);
    const res = await other.call({ method: 'GET', url: '/api/submissions/mine' });
    expect(res.json().submissions).toEqual([]);
  });

  it('the queue language is checked as data', async () => {
    for (const language of ["fr' or '1'='1", 'fr,de', '../de', '']) {
      const res = await fr.call({ method: 'GET', url: `/api/moderation/queue?language=${encodeURIComponent(language)}` });
      expect(res.statusCode, language).toBe(400);
    }
  });
});
