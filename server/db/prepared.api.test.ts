import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Db } from './database';
import { prepared } from './prepared';

// db/prepared.ts: a statement built once runs with each call's values, on SQLite and PostgreSQL, in
// a transaction as outside one.

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

const insertMessage = prepared((db: Db, id: string, subject: string, userId: string | null) =>
  db.insertInto('contact_messages').values({ id, name: 'Ada', email: 'ada@example.com', subject, message: 'Hello', user_id: userId, created_at: '2026-12-02T08:00:00.000Z' }),
);
// 'Ada' stays a constant of the statement; the subject and id are each call's.
const messagesOf = prepared((db: Db, subject: string, afterId: string) =>
  db.selectFrom('contact_messages').select(['id', 'subject', 'user_id']).where('name', '=', 'Ada').where('subject', '=', subject).where('id', '>', afterId).orderBy('id'),
);

describe('a prepared statement', () => {
  it("runs with each call's values, constants of the query kept, a null bound as null", async () => {
    await insertMessage(db, 'prep-a', 'Billing', null);
    await insertMessage(db, 'prep-b', 'Billing', null);
    await insertMessage(db, 'prep-c', 'Bug', null);
    expect((await messagesOf(db, 'Billing', 'prep-')).rows).toEqual([
      { id: 'prep-a', subject: 'Billing', user_id: null },
      { id: 'prep-b', subject: 'Billing', user_id: null },
    ]);
    expect((await messagesOf(db, 'Bug', 'prep-')).rows.map((r) => r.id)).toEqual(['prep-c']);
    expect((await messagesOf(db, 'Billing', 'prep-a')).rows.map((r) => r.id)).toEqual(['prep-b']);
  });

  it('reports what an update changed, and runs inside a transaction on its connection', async () => {
    const rename = prepared((db: Db, subject: string, id: string) => db.updateTable('contact_messages').set({ subject }).where('id', '=', id));
    expect(Number((await rename(db, 'Billing, again', 'prep-a')).numAffectedRows)).toBe(1);
    expect(Number((await rename(db, 'Nothing', 'prep-none')).numAffectedRows)).toBe(0);
    await expect(
      db.transaction().execute(async (tx) => {
        await insertMessage(tx, 'prep-tx', 'Refund', null);
        expect((await messagesOf(tx, 'Refund', 'prep-')).rows.map((r) => r.id)).toEqual(['prep-tx']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await messagesOf(db, 'Refund', 'prep-')).rows).toEqual([]);
  });

  it('refuses a builder that hides an argument inside a longer value', async () => {
    const search = prepared((db: Db, text: string) => db.selectFrom('contact_messages').select('id').where('subject', 'like', `%${text}%`));
    await expect(search(db, 'Bill')).rejects.toThrow(/argument 0 is not a parameter/);
  });
});
