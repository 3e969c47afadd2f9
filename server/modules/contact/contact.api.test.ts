import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
const count = async () => (await t.app.ctx.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('POST /api/contact', () => {
  it('stores a valid message', async () => {
    const res = await send({ name: ' Ada ', email: 'ada@example.com', subject: 'Hello', message: 'Love the game!' });
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Love the game!', handled: 0 });
  });

  it('accepts a message without a subject', async () => {
    const res = await send({ name: 'Bo', email: 'bo@example.com', message: 'Hi' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ name: '', email: 'a@example.com', message: 'x' }, 'Please fill in all required fields.'],
    [{ name: 'A', email: '   ', message: 'x' }, 'Please fill in all required fields.'],
    [{ name: 'A', email: 'a@example.com', message: '' }, 'Please fill in all required fields.'],
    [{ name: 'A', email: 'a@example.com' }, 'Please fill in all required fields.'],
    [{ name: 'A', email: 'nope', message: 'x' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'Message is too long (5000 characters at most)'],
  ])('rejects %j and stores nothing', async (payload, message) => {
    const before = await count();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('is rate-limited per IP', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'x' } })).statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
