import path from 'node:path';
import type { Config } from './config';
import { createDatabase, migrateToLatest, type Db, type DbEngine, type OpenDatabase } from './db/database';
import { createAuthService } from './modules/auth/auth.service';
import { createUsersRepository } from './modules/auth/users.repository';
import { createContactRepository } from './modules/contact/contact.repository';
import { createTokenService, resolveJwtSecret } from './plugins/auth';

/** Everything the routes need, wired once per app instance. */
export interface AppContext {
  config: Readonly<Config>;
  db: Db;
  engine: DbEngine;
  tokens: ReturnType<typeof createTokenService>;
  repos: {
    users: ReturnType<typeof createUsersRepository>;
    contact: ReturnType<typeof createContactRepository>;
  };
  services: {
    auth: ReturnType<typeof createAuthService>;
  };
}

export interface ContextOptions {
  /** An already-open database (tests pass one); otherwise opened from the config. */
  database?: OpenDatabase;
}

export async function createContext(config: Readonly<Config>, options: ContextOptions = {}): Promise<AppContext> {
  const database =
    options.database ??
    createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'reviewquest.db') });
  await migrateToLatest(database);
  const { db, engine } = database;
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const users = createUsersRepository(db);
  const contact = createContactRepository(db);
  return {
    config,
    db,
    engine,
    tokens,
    repos: { users, contact },
    services: { auth: createAuthService(users, tokens) },
  };
}
