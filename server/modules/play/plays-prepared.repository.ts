import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { ownedBy, type Player } from './player';

// The plays repository's statements that every resume, served review, answer, skip, hint and reveal
// runs, each built once per engine and shape (db/prepared.ts); plays.repository.ts calls them.

export interface WithEntriesShape {
  owner: 'user' | 'guest';
  /** A day's live daily (the key is the day) or the active free-play session (the key is the status 'active'). */
  which: 'day' | 'freeplay';
  entries: 'all' | 'pending';
}

/** findWithEntries' statement for one shape: the plays of `ownerId` whose day or status is `key`, with their entries. */
function withEntriesStatement(db: Db, shape: WithEntriesShape, ownerId: string, key: string) {
  return db
    .selectFrom('plays')
    .leftJoin('play_reviews', (join) => {
      const onPlay = join.onRef('play_reviews.play_id', '=', 'plays.id');
      return shape.entries === 'pending' ? onPlay.on('play_reviews.outcome', '=', 'pending') : onPlay;
    })
    .selectAll('plays')
    .select([
      'play_reviews.review_id as e_review_id',
      'play_reviews.position as e_position',
      'play_reviews.revealed as e_revealed',
      'play_reviews.hint_used as e_hint_used',
      'play_reviews.outcome as e_outcome',
      'play_reviews.answer as e_answer',
      'play_reviews.points as e_points',
      'play_reviews.created_at as e_created_at',
      'play_reviews.resolved_at as e_resolved_at',
    ])
    .where(ownedBy(shape.owner === 'user' ? { userId: ownerId } : { guestId: ownerId }))
    .where('plays.mode', '=', shape.which === 'day' ? 'daily' : 'freeplay')
    .where(shape.which === 'day' ? 'plays.day' : 'plays.status', '=', key)
    .orderBy('plays.created_at', 'desc')
    .orderBy('plays.id')
    .orderBy('play_reviews.position');
}

// Every resume and served review runs one of these eight: built once each (db/prepared.ts).
const withEntriesQueries = new Map<string, ReturnType<typeof prepareWithEntries>>();
const prepareWithEntries = (shape: WithEntriesShape) => prepared((db: Db, ownerId: string, key: string) => withEntriesStatement(db, shape, ownerId, key));
export function withEntriesQuery(shape: WithEntriesShape) {
  const name = `${shape.owner}:${shape.which}:${shape.entries}`;
  let query = withEntriesQueries.get(name);
  if (!query) withEntriesQueries.set(name, (query = prepareWithEntries(shape)));
  return query;
}

/** The player's entries for a review, with their play's mode and status (narrowed by the caller). */
export function playerEntriesOf(db: Db, player: Player, reviewId: string) {
  return db
    .selectFrom('play_reviews')
    .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
    .selectAll('play_reviews')
    .select(['plays.mode', 'plays.status'])
    .where(ownedBy(player))
    .where('play_reviews.review_id', '=', reviewId);
}

/** entriesFor's statement: today's daily and the active free-play session, newest first. */
function entriesForStatement(db: Db, player: Player, reviewId: string, day: string) {
  return playerEntriesOf(db, player, reviewId)
    .where((eb) => eb.or([eb.and([eb('plays.mode', '=', 'daily'), eb('plays.day', '=', day)]), eb.and([eb('plays.mode', '=', 'freeplay'), eb('plays.status', '=', 'active')])]))
    .orderBy('play_reviews.created_at', 'desc');
}

// Every answer, skip, hint and reveal runs it first: built once per kind of player (db/prepared.ts).
export const entriesForQuery = {
  user: prepared((db: Db, userId: string, reviewId: string, day: string) => entriesForStatement(db, { userId }, reviewId, day)),
  guest: prepared((db: Db, guestId: string, reviewId: string, day: string) => entriesForStatement(db, { guestId }, reviewId, day)),
};

export const entriesOfQuery = prepared((db: Db, playId: string) => db.selectFrom('play_reviews').selectAll().where('play_id', '=', playId).orderBy('position'));
export const playById = prepared((db: Db, id: string) => db.selectFrom('plays').selectAll().where('id', '=', id));

// The statements of every answer, skip and served review in free play, built once (db/prepared.ts).
const servedStatement = (db: Db, player: Player, playId: string) =>
  db
    .selectFrom('play_reviews')
    .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
    .select((eb) => [
      'play_reviews.review_id',
      eb.fn.max('play_reviews.created_at').as('last'),
      eb.fn.max(eb.case().when('play_reviews.play_id', '=', playId).then(1).else(0).end()).as('in_play'),
    ])
    .where(ownedBy(player))
    .where('plays.mode', '=', 'freeplay')
    .groupBy('play_reviews.review_id');
export const servedQuery = {
  user: prepared((db: Db, userId: string, playId: string) => servedStatement(db, { userId }, playId)),
  guest: prepared((db: Db, guestId: string, playId: string) => servedStatement(db, { guestId }, playId)),
};
const practicedStatement = (db: Db, player: Player, reviewId: string) =>
  db
    .selectFrom('play_reviews')
    .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
    .select('play_reviews.review_id')
    .where(ownedBy(player))
    .where('plays.mode', '=', 'freeplay')
    .where('play_reviews.review_id', '=', reviewId)
    .where('play_reviews.outcome', '!=', 'pending')
    .limit(1);
export const practicedQuery = {
  user: prepared((db: Db, userId: string, reviewId: string) => practicedStatement(db, { userId }, reviewId)),
  guest: prepared((db: Db, guestId: string, reviewId: string) => practicedStatement(db, { guestId }, reviewId)),
};
export const resolveQuery = prepared((db: Db, outcome: string, points: number, answer: string | null, resolvedAt: string | null, playId: string, reviewId: string) =>
  db
    .updateTable('play_reviews')
    .set({ outcome, points, answer, resolved_at: resolvedAt })
    .where('play_id', '=', playId)
    .where('review_id', '=', reviewId)
    .where('outcome', '=', 'pending'),
);
export const figuresQuery = prepared(
  (db: Db, score: number, streak: number, maxStreak: number, completed: number, skipped: number, hints: number, correct: number, owed: number, updatedAt: string, id: string) =>
    db
      .updateTable('plays')
      .set({ score, streak, max_streak: maxStreak, reviews_completed: completed, reviews_skipped: skipped, hints_used: hints, reviews_correct: correct, owed, updated_at: updatedAt })
      .where('id', '=', id),
);
export const insertEntryQuery = prepared(
  (db: Db, playId: string, reviewId: string, position: number, revealed: number, hintUsed: number, outcome: string, answer: string | null, points: number, createdAt: string, resolvedAt: string | null) =>
    db.insertInto('play_reviews').values({ play_id: playId, review_id: reviewId, position, revealed, hint_used: hintUsed, outcome, answer, points, created_at: createdAt, resolved_at: resolvedAt }),
);
