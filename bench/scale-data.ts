// Bulk data for `npm run bench -- scale`: 1,000,000 users, 90 days of dailies and free-play
// sessions (one play and one score record each), the last week's daily answers, and every derived
// figure (totals, stored streaks, rank counts) computed the way the server keeps them.
import Database from 'better-sqlite3';
import pg from 'pg';

export interface ScaleShape {
  users: number;
  /** Every `dailyEvery`-th user plays the daily each of `days` days (every 50th misses one day a week). */
  dailyEvery: number;
  days: number;
  freeplaySessions: number;
  /** Days (counting back from today) whose dailies get their three answers in play_reviews. */
  answeredDays: number;
}

export const DEFAULT_SHAPE: ScaleShape = { users: 1_000_000, dailyEvery: 25, days: 90, freeplaySessions: 1_700_000, answeredDays: 7 };

/** The day's three reviews: the same for every player, as a real daily. */
function dayReviews(reviewIds: string[], answeredDays: number): { back: number; position: number; reviewId: string }[] {
  const rows = [];
  for (let back = 0; back < answeredDays; back += 1) for (let position = 1; position <= 3; position += 1) rows.push({ back, position, reviewId: reviewIds[(back * 3 + position) % reviewIds.length]! });
  return rows;
}

/** SQL text per engine for the same data. `$TODAY` is the UTC date. */
function statements(engine: 'sqlite' | 'postgres', s: ScaleShape, passwordHash: string): string[] {
  const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;
  const seq = (name: string, from: number, to: number, step = 1) =>
    engine === 'sqlite'
      ? `${name}(n) as (select ${from} union all select n + ${step} from ${name} where n + ${step} <= ${to})`
      : `${name}(n) as (select generate_series(${from}::bigint, ${to}, ${step}))`;
  const withSeq = engine === 'sqlite' ? 'with recursive' : 'with';
  const day = (back: string) => (engine === 'sqlite' ? `date($TODAY, '-' || ${back} || ' days')` : `to_char($TODAY::date - (${back})::int, 'YYYY-MM-DD')`);
  const at = (dayExpr: string, seconds: string) =>
    engine === 'sqlite' ? `strftime('%Y-%m-%dT%H:%M:%fZ', ${dayExpr}, '+' || (${seconds}) || ' seconds')` : `to_char((${dayExpr})::timestamp + (${seconds}) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const mod = (a: string, b: number) => `((${a}) % ${b})`;
  const created = engine === 'sqlite' ? `strftime('%Y-%m-%dT%H:%M:%fZ', '2025-06-01', '+' || n || ' seconds')` : `to_char(timestamp '2025-06-01' + n * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const daysBack = (col: string) => (engine === 'sqlite' ? `cast(julianday(max(day) over w) - julianday(${col}) as integer)` : `(max(day) over w)::date - ${col}::date`);
  return [
    `${withSeq} ${seq('u', 0, s.users - 1)}
     insert into users (id, username, username_key, email, email_key, password_hash, is_admin, total_score, games_played, history_reset_at, created_at, day_streak, last_daily_day)
     select 'u' || n, 'player' || n, 'player' || n, 'player' || n || '@example.com', 'player' || n || '@example.com', ${lit(passwordHash)}, 0, 0, 0, null, ${created}, 0, null from u`,
    `${withSeq} ${seq('u', 0, s.users - 1, s.dailyEvery)}, ${seq('d', 0, s.days - 1)}
     insert into plays (id, user_id, guest_id, mode, language, day, daily_key, score, streak, max_streak, reviews_completed, reviews_skipped, hints_used, status, created_at, updated_at)
     select 'pd' || u.n || '_' || d.n, 'u' || u.n, null, 'daily', 'en', ${day('d.n')}, 'u' || u.n || ':' || ${day('d.n')},
            ${mod('u.n * 31 + d.n * 17', 34)} * 10, 0, ${mod('u.n + d.n', 4)}, 3 - ${mod('u.n + d.n', 2)}, ${mod('u.n + d.n', 2)}, 0, 'finished',
            ${at(day('d.n'), mod('u.n', 80000))}, ${at(day('d.n'), mod('u.n', 80000))}
     from u, d where not (${mod('u.n', 50)} = 0 and ${mod('d.n', 7)} = 3)`,
    `${withSeq} ${seq('f', 0, s.freeplaySessions - 1)}
     insert into plays (id, user_id, guest_id, mode, language, day, daily_key, score, streak, max_streak, reviews_completed, reviews_skipped, hints_used, status, created_at, updated_at)
     select 'pf' || n, 'u' || ${mod('n * 7919', s.users)}, null, 'freeplay', 'en', ${day(mod('n', s.days))}, null, ${mod('n * 13', 600)}, 0, ${mod('n', 6)}, 1 + ${mod('n', 8)}, ${mod('n', 3)}, ${mod('n', 2)}, 'finished',
            ${at(day(mod('n', s.days)), mod('n', 86000))}, ${at(day(mod('n', s.days)), mod('n', 86000))}
     from f`,
    `insert into scores (id, user_id, play_id, game_mode, score, reviews_completed, reviews_skipped, hints_used, max_streak, day, created_at)
     select 's' || substr(id, 2), user_id, id, mode, score, reviews_completed, reviews_skipped, hints_used, max_streak, day, updated_at from plays where user_id is not null`,
    `update users set total_score = a.t, games_played = a.c from (select user_id, sum(score) as t, count(*) as c from scores group by user_id) a where users.id = a.user_id`,
    `update users set day_streak = s.streak, last_daily_day = s.last from (
       select user_id, max(day) as last, sum(case when back = rn then 1 else 0 end) as streak from (
         select user_id, day, ${daysBack('day')} as back, row_number() over (w order by day desc) - 1 as rn
         from scores where game_mode = 'daily' window w as (partition by user_id)) x group by user_id) s
     where users.id = s.user_id`,
    'delete from score_counts',
    'delete from score_bucket_counts',
    'insert into score_counts (total_score, users) select total_score, count(*) from users group by total_score',
    'insert into score_bucket_counts (bucket, users) select total_score / 1024, count(*) from users group by total_score / 1024',
  ];
}

function answersSql(engine: 'sqlite' | 'postgres'): string {
  const day = (back: string) => (engine === 'sqlite' ? `date($TODAY, '-' || ${back} || ' days')` : `to_char($TODAY::date - (${back})::int, 'YYYY-MM-DD')`);
  return `insert into play_reviews (play_id, review_id, position, revealed, hint_used, outcome, answer, points, created_at, resolved_at)
    select p.id, r.review_id, r.position, 1, 0, case when (length(p.id) + r.position) % 3 = 0 then 'incorrect' else 'correct' end, null, 100, p.created_at, p.updated_at
    from bench_day_reviews r join plays p on p.mode = 'daily' and p.day = ${day('r.back')}`;
}

/** The chart's answers per day, as the server keeps them with each answer (migration 0010). */
const DAY_COUNTS_SQL = `insert into answer_day_counts (day, slot, plays, correct)
  select substr(resolved_at, 1, 10), 0, count(*), sum(case when outcome = 'correct' then 1 else 0 end)
  from play_reviews where resolved_at is not null group by substr(resolved_at, 1, 10)`;

/** Adds the bulk data to a migrated, seeded SQLite file; returns the seconds each step took. */
export function buildSqlite(file: string, shape: ScaleShape, passwordHash: string, today: string, log: (m: string) => void): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -400000');
  const reviewIds = (db.prepare('select id from reviews order by id').all() as { id: string }[]).map((r) => r.id);
  const run = (text: string) => {
    const t = Date.now();
    db.exec(text.replaceAll('$TODAY', `'${today}'`));
    log(`  ${text.trim().split('\n')[0]!.slice(0, 90)}... ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  db.exec('begin');
  for (const text of statements('sqlite', shape, passwordHash)) run(text);
  db.exec('create temp table bench_day_reviews (back integer, position integer, review_id text)');
  const insert = db.prepare('insert into bench_day_reviews values (?, ?, ?)');
  for (const r of dayReviews(reviewIds, shape.answeredDays)) insert.run(r.back, r.position, r.reviewId);
  run(answersSql('sqlite'));
  run(DAY_COUNTS_SQL);
  db.exec('commit');
  run('analyze');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** The same on PostgreSQL (the database the server migrated and seeded). */
export async function buildPostgres(url: string, shape: ScaleShape, passwordHash: string, today: string, log: (m: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const reviewIds = (await client.query<{ id: string }>('select id from reviews order by id')).rows.map((r) => r.id);
    const run = async (text: string) => {
      const t = Date.now();
      await client.query(text.replaceAll('$TODAY', `'${today}'`));
      log(`  ${text.trim().split('\n')[0]!.slice(0, 90)}... ${((Date.now() - t) / 1000).toFixed(1)} s`);
    };
    await client.query('set session_replication_role = replica'); // no foreign-key triggers while loading
    await client.query('set work_mem = \'256MB\'');
    for (const text of statements('postgres', shape, passwordHash)) await run(text);
    await client.query('create temp table bench_day_reviews (back integer, position integer, review_id text)');
    for (const r of dayReviews(reviewIds, shape.answeredDays)) await client.query('insert into bench_day_reviews values ($1, $2, $3)', [r.back, r.position, r.reviewId]);
    await run(answersSql('postgres'));
    await run(DAY_COUNTS_SQL);
    await client.query('set session_replication_role = origin');
    await run('vacuum analyze');
  } finally {
    await client.end();
  }
}
