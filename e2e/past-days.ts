import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../playwright.config';

/** YYYY-MM-DD of `days` days before today (UTC). */
export const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Gives the e2e server a history, as if the game had run for `history` days: day #1 is stored and
 * each of the last `withChallenge` days gets a challenge of three English reviews (written straight
 * into the server's database, as the server would have on those days; kept if already there).
 */
export function seedPastDays(history: number, withChallenge: number): void {
  const db = new Database(path.join(E2E_DATA_DIR, 'reviewquest.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  try {
    const ids = (db.prepare("select distinct review_id as id from review_images where language = 'en' order by review_id").all() as { id: string }[]).map((r) => r.id);
    db.transaction(() => {
      db.prepare("insert into app_settings (key, value) values ('first_daily_day', ?) on conflict (key) do update set value = excluded.value").run(daysAgo(history - 1));
      for (let day = 1; day <= withChallenge; day += 1) {
        const id = randomUUID();
        const added = db.prepare("insert or ignore into daily_challenges (id, date, is_active, source, created_at) values (?, ?, 0, 'auto', ?)").run(id, daysAgo(day), new Date().toISOString());
        if (added.changes === 0) continue;
        for (let position = 0; position < 3; position += 1) {
          db.prepare('insert into daily_challenge_reviews (challenge_id, position, review_id) values (?, ?, ?)').run(id, position, ids[(day * 3 + position) % ids.length]);
        }
      }
    })();
  } finally {
    db.close();
  }
}
