// After a load: the database must agree with itself, with the leaderboards every instance serves,
// and with every answer the servers acknowledged to a player.
import type { AuditSource } from './audit-source';
import type { Ledger, PlayerKey } from './players';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface AuditResult {
  checks: Check[];
  rows: Record<string, number>;
}

const whereOf = (p: PlayerKey) => (p.userId ? { col: 'user_id', id: p.userId } : { col: 'guest_id', id: p.guestId });

/** `bases`: every server instance; each one's leaderboards must agree with the records. */
export async function audit(db: AuditSource, bases: string[], ledger: Ledger): Promise<AuditResult> {
  const checks: Check[] = [];
  const check = (name: string, problems: string[], okDetail: string) =>
    checks.push({ name, ok: problems.length === 0, detail: problems.length === 0 ? okDetail : `${problems.length} problem(s): ${problems.slice(0, 5).join('; ')}` });
  try {
    const all = <T>(q: string, ...args: unknown[]) => db.all<T>(q, ...args);
    const rows: Record<string, number> = {};
    for (const t of ['users', 'plays', 'play_reviews', 'scores', 'reviews']) rows[t] = (await all<{ n: number }>(`select count(*) as n from ${t}`))[0]!.n;

    if (db.engine === 'sqlite') {
      check('integrity_check', await db.integrityProblems(), 'ok');
      check('foreign keys', await db.foreignKeyProblems(), 'no dangling rows');
    }

    // Ranked: only dailies played on their day (a daily score is recorded on the day its play
    // started, and a play can only be answered on that day); free play is the practice figure.
    const totals = await all<{ id: string; total_score: number; games_played: number; practice_score: number; sum: number | null; n: number; practice: number | null; late: number }>(
      `select u.id, u.total_score, u.games_played, u.practice_score,
              sum(case when s.game_mode = 'daily' then s.score end) as sum,
              sum(case when s.game_mode = 'daily' then 1 else 0 end) as n,
              sum(case when s.game_mode = 'freeplay' then s.score end) as practice,
              sum(case when s.game_mode = 'daily' and substr(s.created_at, 1, 10) <> s.day then 1 else 0 end) as late
       from users u left join scores s on s.user_id = u.id group by u.id`,
    );
    check(
      "every ranked total = sum of that player's on-the-day daily scores",
      totals
        .filter((u) => u.total_score !== (u.sum ?? 0) || u.games_played !== u.n || u.practice_score !== (u.practice ?? 0) || u.late > 0)
        .map((u) => `${u.id}: total ${u.total_score} vs ${u.sum}, games ${u.games_played} vs ${u.n}, practice ${u.practice_score} vs ${u.practice}, ${u.late} recorded after their day`),
      `${totals.length} users`,
    );

    const plays = await all<{ id: string; mode: string; status: string; user_id: string | null; score: number; reviews_completed: number; reviews_skipped: number; hints_used: number; completed: number; skipped: number; hints: number; pending: number; entries: number }>(
      `select p.*, sum(case when r.outcome in ('correct','incorrect') then 1 else 0 end) as completed,
              sum(case when r.outcome = 'skipped' then 1 else 0 end) as skipped, sum(r.hint_used) as hints,
              sum(case when r.outcome = 'pending' then 1 else 0 end) as pending, count(r.review_id) as entries
       from plays p left join play_reviews r on r.play_id = p.id group by p.id`,
    );
    check(
      'play counters = their recorded answers',
      plays
        .filter((p) => p.score < 0 || p.reviews_completed !== p.completed || p.reviews_skipped !== p.skipped || p.hints_used !== (p.hints ?? 0) || (p.mode === 'freeplay' && p.pending > 1))
        .map((p) => `${p.id}: completed ${p.reviews_completed}/${p.completed} skipped ${p.reviews_skipped}/${p.skipped} hints ${p.hints_used}/${p.hints} pending ${p.pending} score ${p.score}`),
      `${plays.length} plays`,
    );
    async function finishedDailiesWithoutOneScore(): Promise<string[]> {
      const problems: string[] = [];
      for (const p of plays.filter((x) => x.mode === 'daily' && x.user_id && x.status === 'finished')) {
        if ((await all('select id from scores where play_id = ?', p.id)).length !== 1) problems.push(p.id);
      }
      return problems;
    }
    check(
      'finished dailies of signed-in players have exactly one score',
      await finishedDailiesWithoutOneScore(),
      `${plays.filter((p) => p.mode === 'daily' && p.status === 'finished').length} finished dailies`,
    );
    const orphans = await all<{ id: string }>("select s.id from scores s join plays p on p.id = s.play_id where p.status <> 'finished' or p.user_id <> s.user_id or p.mode <> s.game_mode");
    const doubleDaily = await all<{ user_id: string }>("select user_id from scores where game_mode = 'daily' group by user_id, day having count(*) > 1");
    const doubleActive = await all<{ k: string }>("select coalesce(user_id, guest_id) as k from plays where mode = 'freeplay' and status = 'active' group by k having count(*) > 1");
    check('no duplicated scores or sessions', [...orphans.map((o) => `score ${o.id} without a matching finished play`), ...doubleDaily.map((d) => `two dailies for ${d.user_id}`), ...doubleActive.map((d) => `two active sessions for ${d.k}`)], `${rows.scores} scores`);

    const counters = await all<{ id: string; times_played: number; times_correct: number; skips: number; hints: number; played: number; correct: number; skipped: number; hinted: number }>(
      `select v.id, v.times_played, v.times_correct, v.skips, v.hints,
              coalesce(sum(case when r.outcome <> 'pending' then 1 else 0 end), 0) as played,
              coalesce(sum(case when r.outcome = 'correct' then 1 else 0 end), 0) as correct,
              coalesce(sum(case when r.outcome = 'skipped' then 1 else 0 end), 0) as skipped,
              coalesce(sum(r.hint_used), 0) as hinted
       from reviews v left join (select r.* from play_reviews r join plays p on p.id = r.play_id where p.user_id is not null) r on r.review_id = v.id group by v.id`,
    );
    check(
      "review analytics = signed-in players' recorded answers",
      counters.filter((c) => c.times_played !== c.played || c.times_correct !== c.correct || c.skips !== c.skipped || c.hints !== c.hinted).map((c) => `${c.id}: played ${c.times_played}/${c.played} correct ${c.times_correct}/${c.correct}`),
      `${counters.length} reviews`,
    );

    const dayCounts = await all<{ day: string; plays: number; correct: number; answered: number | null; right_answers: number | null }>(
      `select c.day, c.plays, c.correct, a.answered, a.right_answers from (select day, sum(plays) as plays, sum(correct) as correct from answer_day_counts group by day) c
       left join (select substr(resolved_at, 1, 10) as day, count(*) as answered, sum(case when outcome = 'correct' then 1 else 0 end) as right_answers
                  from play_reviews r join plays p on p.id = r.play_id where r.resolved_at is not null and p.user_id is not null group by substr(r.resolved_at, 1, 10)) a on a.day = c.day`,
    );
    check(
      "the admin chart's answers per day = recorded answers",
      dayCounts.filter((d) => d.plays !== (d.answered ?? 0) || d.correct !== (d.right_answers ?? 0)).map((d) => `${d.day}: ${d.plays}/${d.answered} answers, ${d.correct}/${d.right_answers} correct`),
      `${dayCounts.length} day(s), ${dayCounts.reduce((n, d) => n + d.plays, 0)} answers`,
    );

    // Every acknowledged answer is in the database (grouped: a review can be met again after Reset History).
    const acked = new Map<string, number>();
    for (const r of ledger.resolutions) {
      const w = whereOf(r.player);
      const k = `${w.col}|${w.id}|${r.reviewId}|${r.outcome}`;
      acked.set(k, (acked.get(k) ?? 0) + 1);
    }
    const lost: string[] = [];
    for (const [k, n] of acked) {
      const [col, id, reviewId, outcome] = k.split('|') as [string, string, string, string];
      const found = (await all<{ n: number }>(`select count(*) as n from play_reviews r join plays p on p.id = r.play_id where p.${col} = ? and r.review_id = ? and r.outcome = ?`, id, reviewId, outcome))[0]!.n;
      if (found < n) lost.push(`${k}: acknowledged ${n}, stored ${found}`);
    }
    check('every acknowledged answer is stored', lost, `${ledger.resolutions.length} answers`);
    const savedBy = new Map<string, number[]>();
    for (const s of ledger.saved) savedBy.set(s.player.userId!, [...(savedBy.get(s.player.userId!) ?? []), s.score]);
    const lostSaves: string[] = [];
    for (const [userId, scores] of savedBy) {
      const stored = (await all<{ score: number }>("select score from scores where user_id = ? and game_mode = 'freeplay'", userId)).map((r) => r.score);
      for (const score of scores) {
        const at = stored.indexOf(score);
        if (at === -1) lostSaves.push(`${userId}: saved ${score} missing`);
        else stored.splice(at, 1);
      }
    }
    check('every acknowledged session save is stored', lostSaves, `${ledger.saved.length} saves`);

    // The leaderboards every instance serves agree with the records.
    const expected = await all<{ username: string; total_score: number; games_played: number }>('select username, total_score, games_played from users where games_played > 0 order by total_score desc, created_at asc limit 100');
    const byName = new Map((await all<{ username: string; total_score: number; games_played: number }>('select username, total_score, games_played from users')).map((u) => [u.username, u]));
    const today = new Date().toISOString().slice(0, 10);
    const dailyExpected = await all<{ username: string; score: number }>("select u.username, s.score from scores s join users u on u.id = s.user_id where s.game_mode = 'daily' and s.day = ? order by s.score desc, s.created_at asc limit 100", today);
    const dailyByName = new Map(dailyExpected.map((e) => [e.username, e.score]));
    const boardProblems: string[] = [];
    let served = '';
    for (const [i, base] of bases.entries()) {
      const at = bases.length > 1 ? ` (instance ${i + 1})` : '';
      const board = (await (await fetch(`${base}/api/scores/leaderboard/alltime?limit=100`)).json()) as { leaderboard: { username: string; totalScore: number; gamesPlayed: number }[] };
      if (JSON.stringify(board.leaderboard.map((e) => e.totalScore)) !== JSON.stringify(expected.map((e) => e.total_score))) boardProblems.push(`all-time order or totals differ${at}`);
      for (const e of board.leaderboard) if (byName.get(e.username)?.total_score !== e.totalScore || byName.get(e.username)?.games_played !== e.gamesPlayed) boardProblems.push(`${e.username} shows ${e.totalScore}${at}`);
      const dailyBoard = (await (await fetch(`${base}/api/scores/leaderboard/daily?limit=100`)).json()) as { leaderboard: { username: string; score: number }[] };
      if (JSON.stringify(dailyBoard.leaderboard.map((e) => e.score)) !== JSON.stringify(dailyExpected.map((e) => e.score))) boardProblems.push(`daily order or scores differ${at}`);
      for (const e of dailyBoard.leaderboard) if (dailyByName.get(e.username) !== e.score) boardProblems.push(`${e.username} daily ${e.score}${at}`);
      served = `${board.leaderboard.length} all-time, ${dailyBoard.leaderboard.length} daily entries${bases.length > 1 ? `, the same on all ${bases.length} instances` : ''}`;
    }
    check('leaderboards agree with the records', boardProblems, served);

    return { checks, rows };
  } finally {
    await db.close();
  }
}
