import { sql, type Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// Puzzle numbers count from the first day the game served a daily (#1). That day is stored once so
// the numbers never move, even if an old challenge is deleted later (server/modules/play/daily-numbers.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await sql`insert into app_settings (key, value)
    select 'first_daily_day', min(date) from daily_challenges where date <= ${today} having min(date) is not null`.execute(db);
}
