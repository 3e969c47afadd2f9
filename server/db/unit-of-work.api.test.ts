import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactRepository } from '../modules/contact/contact.repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { builtOnFirstUse, unitOfWork, type UnitOfWork } from './unit-of-work';

// decision 37: a unit of work hands its callback repositories built on one transaction.

let t: TestApp;
let uow: UnitOfWork<{ contact: ReturnType<typeof createContactRepository> }>;
const message = (id: string) => ({ id, name: 'n', email: 'e@example.com', subject: 's', message: 'm', user_id: null, created_at: new Date().toISOString() });

beforeAll(async () => {
  t = await createTestApp();
  uow = unitOfWork(t.app.ctx.db, t.app.ctx.engine, (db) => ({ contact: createContactRepository(db) }));
});
afterAll(() => t.close());

describe('unitOfWork', () => {
  it('commits what the callback wrote through its repositories, and returns its result', async () => {
    const seen = await uow.run(async ({ contact }) => {
      await contact.insert(message('uow-1'));
      return contact.findById('uow-1');
    }, ['test:uow']);
    expect(seen?.id).toBe('uow-1');
    expect(await uow.read.contact.findById('uow-1')).toBeDefined();
  });

  it('rolls every write back when the callback throws', async () => {
    await expect(
      uow.run(async ({ contact }) => {
        await contact.insert(message('uow-2'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await uow.read.contact.findById('uow-2')).toBeUndefined();
  });

  it('runs calls on the same lock one after another', async () => {
    const order: string[] = [];
    const call = (name: string) =>
      uow.run(async ({ contact }) => {
        order.push(`${name}:start`);
        await contact.findById('none');
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(`${name}:end`);
      }, ['test:same']);
    await Promise.all([call('a'), call('b')]);
    expect([order.slice(0, 2), order.slice(2)].map((pair) => pair[0]!.split(':')[0] === pair[1]!.split(':')[0])).toEqual([true, true]);
  });

  it('builds each repository of a transaction on first use, once, on that transaction', async () => {
    const built: string[] = [];
    const lazy = unitOfWork(t.app.ctx.db, t.app.ctx.engine, builtOnFirstUse({
      contact: (db) => (built.push('contact'), createContactRepository(db)),
      other: (db) => (built.push('other'), createContactRepository(db)),
    }));
    await lazy.run(async (tx) => {
      await tx.contact.insert(message('uow-3'));
      expect(await tx.contact.findById('uow-3')).toBeDefined();
      const { contact } = tx;
      expect(contact).toBe(tx.contact);
      throw new Error('undo');
    }).catch(() => undefined);
    expect(built).toEqual(['contact']);
    expect(await lazy.read.contact.findById('uow-3')).toBeUndefined();
    expect(built).toEqual(['contact', 'contact']);
  });
});
