// Simulated players: guests and signed-in accounts playing the daily and free play, with reveals,
// hints, skips, wrong and right answers. Every answer the server acknowledges goes in a ledger
// that the audit checks against the database.

export interface Metrics {
  latencies: number[];
  /** Latencies per route (ids replaced by :id). */
  byRoute: Map<string, number[]>;
  byStatus: Map<number, number>;
  networkErrors: number;
  serverErrors: { method: string; path: string; status: number; body: string }[];
}

/** Who a play belongs to in the database: plays.user_id or plays.guest_id. */
export interface PlayerKey {
  userId?: string;
  guestId?: string;
}

export interface Ledger {
  /** Answers and skips the server acknowledged (200). */
  resolutions: { player: PlayerKey; reviewId: string; outcome: 'correct' | 'incorrect' | 'skipped'; at: number }[];
  /** Free-play sessions the server acknowledged saving, with the score it recorded. */
  saved: { player: PlayerKey; score: number; at: number }[];
  players: PlayerKey[];
}

export interface LoadOptions {
  /** The server instances; each player's requests go to them in turn (no sticky sessions). */
  bases: string[];
  players: number;
  seconds: number;
  /** Review id -> game name (read from the database, as a moderator who knows the puzzles would). */
  answers: Map<string, string>;
  runId: string;
  /** A later end than `seconds` (the crash check plays on for a while after the restart). */
  endsNoEarlierThan?: () => number;
}

type Review = { id: string; reviewImages: string[]; maxReviews: number; hintUsed: boolean; outcome: string };
type Json = Record<string, unknown>;

export function newMetrics(): Metrics {
  return { latencies: [], byRoute: new Map(), byStatus: new Map(), networkErrors: 0, serverErrors: [] };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Client {
  token: string | undefined;
  cookie: string | undefined;
  private calls = 0;
  constructor(
    private readonly bases: string[],
    private readonly metrics: Metrics,
  ) {}

  /** One request; undefined when the connection failed (server down), never throws. */
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json } | undefined> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookie) headers.cookie = `rq_guest=${this.cookie}`;
    const started = performance.now();
    try {
      const base = this.bases[this.calls++ % this.bases.length]!;
      const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      const ms = performance.now() - started;
      this.metrics.latencies.push(ms);
      const route = `${method} ${path.split('?')[0]!.replace(/\/hint\/.+$/, '/hint/:id')}`;
      const list = this.metrics.byRoute.get(route) ?? [];
      list.push(ms);
      this.metrics.byRoute.set(route, list);
      this.metrics.byStatus.set(res.status, (this.metrics.byStatus.get(res.status) ?? 0) + 1);
      if (res.status >= 500) this.metrics.serverErrors.push({ method, path, status: res.status, body: text.slice(0, 300) });
      const set = res.headers.getSetCookie().find((c) => c.startsWith('rq_guest='));
      if (set) this.cookie = set.slice('rq_guest='.length).split(';')[0];
      let json: Json = {};
      try {
        json = JSON.parse(text) as Json;
      } catch {
        // not JSON (never expected from /api)
      }
      return { status: res.status, json };
    } catch {
      this.metrics.networkErrors += 1;
      await sleep(100);
      return undefined;
    }
  }
}

/**
 * Opens every player's connection first (not measured), then runs the players for `seconds`;
 * `onStart` gets the moment the measured run began.
 */
export async function runPlayers(options: LoadOptions, metrics: Metrics, ledger: Ledger, onStart?: (at: number) => void): Promise<void> {
  const { bases, answers } = options;
  // A loaded Node server accepts only a few new connections per second (see docs/performance.md):
  // connect everyone while it is idle, as a proxy's keep-alive pool would be.
  await Promise.all(Array.from({ length: options.players }, (_, i) => fetch(`${bases[i % bases.length]}/api/health`).then((r) => r.text()).catch(() => undefined)));
  const start = Date.now();
  const deadline = start + options.seconds * 1000;
  onStart?.(start);
  const done = () => Date.now() >= Math.max(deadline, options.endsNoEarlierThan?.() ?? 0);

  // Players arrive over the first seconds, not all in the same millisecond (sign-up hashes are
  // deliberately expensive; a burst of 100 would measure only that).
  // Under undici's 4 s keep-alive, so the warmed connections are still open when each player starts.
  const rampMs = Math.min(3000, (deadline - Date.now()) / 6);

  async function runOne(i: number): Promise<void> {
    await sleep((i * rampMs) / options.players);
    let seed = (i + 1) * 2654435761;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    // Each player starts on a different instance, then alternates.
    const c = new Client([...bases.slice(i % bases.length), ...bases.slice(0, i % bases.length)], metrics);
    const signedIn = i % 2 === 0;
    const key: PlayerKey = {};
    ledger.players.push(key);
    if (signedIn) {
      while (!c.token && !done()) {
        const r = await c.call('POST', '/api/auth/register', { username: `b${options.runId}_${i}`, email: `bench${options.runId}.${i}@example.com`, password: 'bench-password' });
        if (r?.status === 201) {
          c.token = (r.json as { token: string }).token;
          key.userId = (r.json as { user: { id: string } }).user.id;
        } else if (r && r.status !== 429) break;
      }
      if (!c.token) return;
    }
    const remember = () => {
      if (!signedIn && c.cookie) key.guestId = c.cookie;
    };

    /** Plays one served review; true when the server acknowledged its resolution. */
    async function act(review: Review, isLastOfDaily: boolean): Promise<void> {
      if (rand() < 0.2 && review.reviewImages.length < review.maxReviews) await c.call('POST', '/api/game/reveal', { reviewId: review.id });
      if (rand() < 0.15 && !review.hintUsed) await c.call('GET', `/api/game/hint/${review.id}`);
      const roll = rand();
      let r;
      if (roll < 0.15 && !isLastOfDaily) {
        r = await c.call('POST', '/api/game/skip', { reviewId: review.id });
        if (r?.status === 200) ledger.resolutions.push({ player: key, reviewId: review.id, outcome: 'skipped', at: Date.now() });
        return;
      }
      const answer = roll < 0.4 ? 'Definitely Not A Game' : (answers.get(review.id) ?? 'unknown');
      r = await c.call('POST', '/api/game/verify', { reviewId: review.id, answer });
      if (r?.status === 200) ledger.resolutions.push({ player: key, reviewId: review.id, outcome: r.json.isCorrect ? 'correct' : 'incorrect', at: Date.now() });
    }

    let dailyDone = false;
    const language = () => (rand() < 0.2 ? 'tr' : 'en');
    while (!done()) {
      if (!dailyDone && rand() < 0.35) {
        const r = await c.call('GET', `/api/game/daily?language=${language()}`);
        remember();
        if (r?.status !== 200) continue;
        const reviews = r.json.reviews as Review[];
        if (r.json.hasCompleted) {
          dailyDone = true;
          continue;
        }
        for (const [n, review] of reviews.entries()) {
          if (done()) break;
          if (review.outcome === 'pending') await act(review, n === reviews.length - 1);
        }
        if (signedIn && !done()) {
          const submitted = await c.call('POST', '/api/scores/submit', { gameMode: 'daily', score: 0, reviewsCompleted: 3, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 0 });
          if (submitted?.status === 200) dailyDone = true;
        } else if (!signedIn) dailyDone = true;
        continue;
      }
      const lang = language();
      const started = await c.call('POST', '/api/game/freeplay/start', { language: lang });
      remember();
      if (started?.status !== 200) continue;
      let score = 0;
      let resolved = 0;
      const length = 3 + Math.floor(rand() * 6);
      for (let k = 0; k < length && !done(); k += 1) {
        const r = await c.call('GET', `/api/game/random?language=${lang}`);
        if (!r) continue;
        if (r.status === 404) {
          if (r.json.allCompleted && signedIn) await c.call('POST', '/api/game/freeplay/reset-history');
          break;
        }
        if (r.status !== 200) continue;
        const before = ledger.resolutions.length;
        await act(r.json as unknown as Review, false);
        if (ledger.resolutions.length > before) resolved += 1;
        score = ((r.json.state as { score: number } | undefined)?.score ?? score);
      }
      if (signedIn && resolved > 0 && !done()) {
        const claim = rand() < 0.2 ? 1_000_000 : score;
        const saved = await c.call('POST', '/api/scores/submit', { gameMode: 'freeplay', score: claim, reviewsCompleted: resolved, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 0 });
        if (saved?.status === 200) ledger.saved.push({ player: key, score: (saved.json.score as { score: number }).score, at: Date.now() });
      }
    }
  }

  await Promise.all(Array.from({ length: options.players }, (_, i) => runOne(i)));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
