import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const Review = z.object({ id: z.string(), genre: z.string().nullable(), outcome: z.enum(['pending', 'correct']) });
const Body = z.object({ reviews: z.array(Review), state: z.object({ score: z.number().int() }), note: z.string().optional() });

/** A served review whose service row carries more than the schema names (the answer among them). */
const leaky = {
  reviews: [{ id: 'r1', genre: null, outcome: 'pending', correctAnswer: 'Outer Wilds' }],
  state: { score: 40, owedSecret: 3 },
  gameName: 'Outer Wilds',
};

async function appWith(checked: boolean, body: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checked }));
  app.get('/r', { schema: { response: { 200: Body } } }, async () => body);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it.each([true, false])('sends only the fields the schema names, nested ones too (checked with zod: %s)', async (checked) => {
    const app = await appWith(checked, leaky);
    const res = await app.inject({ method: 'GET', url: '/r' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Outer Wilds');
    expect(res.body).not.toContain('owedSecret');
    expect(res.json()).toEqual({ reviews: [{ id: 'r1', genre: null, outcome: 'pending' }], state: { score: 40 } });
    await app.close();
  });

  it('in tests, refuses a body the schema refuses (an unknown outcome, a fractional score) with a 500', async () => {
    for (const body of [
      { reviews: [{ id: 'r1', genre: null, outcome: 'won' }], state: { score: 1 } },
      { reviews: [], state: { score: 1.5 } },
    ]) {
      const app = await appWith(true, body);
      expect((await app.inject({ method: 'GET', url: '/r' })).statusCode).toBe(500);
      await app.close();
    }
  });

  it('keeps zod for a schema JSON Schema cannot express (a date)', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializer({ checked: false }));
    app.get('/t', { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => ({ at: new Date('2026-12-02T10:00:00Z'), extra: 1 }));
    const res = await app.inject({ method: 'GET', url: '/t' });
    expect(res.json()).toEqual({ at: '2026-12-02T10:00:00.000Z' });
    await app.close();
  });
});
