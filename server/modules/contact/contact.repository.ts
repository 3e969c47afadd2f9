import type { Db } from '../../db/database';
import type { ContactMessagesTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export type ContactRepository = ReturnType<typeof createContactRepository>;

export function createContactRepository(db: Db) {
  return {
    async insert(message: Insertable<ContactMessagesTable>): Promise<void> {
      await db.insertInto('contact_messages').values(message).execute();
    },

    list: (limit: number) => db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(limit).execute(),

    async unhandledCount(): Promise<number> {
      const r = await db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('handled', '=', 0).executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async setHandled(id: string, handled: boolean): Promise<boolean> {
      const r = await db.updateTable('contact_messages').set({ handled: handled ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    findById: (id: string) => db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
