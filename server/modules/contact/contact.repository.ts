import type { Db } from '../../db/database';
import type { ContactMessagesTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export type ContactRepository = ReturnType<typeof createContactRepository>;

export function createContactRepository(db: Db) {
  return {
    async insert(message: Insertable<ContactMessagesTable>): Promise<void> {
      await db.insertInto('contact_messages').values(message).execute();
    },
  };
}
