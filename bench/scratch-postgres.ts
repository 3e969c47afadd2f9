// A database of the bench's own on the DATABASE_URL server, created fresh and dropped afterwards.
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchPostgres(name: string, serverUrl = process.env.DATABASE_URL): Promise<ScratchDatabase> {
  if (!serverUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is needed');
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
