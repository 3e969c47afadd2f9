import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';

/** Width of a rank bucket (the same constant as in migration 0003). */
export const RANK_BUCKET_WIDTH = 1024;

const bucketOf = (totalScore: number) => Math.floor(totalScore / RANK_BUCKET_WIDTH);

// A player's rank is asked on every profile and after every daily: both reads built once (db/prepared.ts).
/** All users, and those in buckets above `bucket`. */
const usersInBuckets = prepared((db: Db, bucket: number) =>
  db
    .selectFrom('score_bucket_counts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('users'), eb.lit(0)).as('all'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('bucket', '>', bucket).then(eb.ref('users')).else(0).end()), eb.lit(0)).as('above'),
    ]),
);
/** Users with more than `totalScore` points in its own bucket (below `bucketEnd`). */
const usersNear = prepared((db: Db, totalScore: number, bucketEnd: number) =>
  db
    .selectFrom('score_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('users'), eb.lit(0)).as('n'))
    .where('total_score', '>', totalScore)
    .where('total_score', '<', bucketEnd),
);

async function add(db: Db, totalScore: number, delta: number): Promise<void> {
  await db
    .insertInto('score_counts')
    .values({ total_score: totalScore, users: delta })
    .onConflict((oc) => oc.column('total_score').doUpdateSet((eb) => ({ users: eb(eb.ref('score_counts.users'), '+', delta) })))
    .execute();
}

async function addToBucket(db: Db, bucket: number, delta: number): Promise<void> {
  await db
    .insertInto('score_bucket_counts')
    .values({ bucket, users: delta })
    .onConflict((oc) => oc.column('bucket').doUpdateSet((eb) => ({ users: eb(eb.ref('score_bucket_counts.users'), '+', delta) })))
    .execute();
}

/**
 * Users per total score, kept exactly and per bucket, so a rank is two sums over a few hundred rows
 * whatever the number of users. Call inside the transaction that changes the user's total. Rows are
 * always locked in increasing score order (a total only grows), so concurrent updates never deadlock.
 */
export function createScoreCountsRepository(db: Db) {
  return {
    /** A new user (total 0). */
    async addUser(): Promise<void> {
      await add(db, 0, 1);
      await addToBucket(db, 0, 1);
    },

    /** A deleted account, which had `totalScore`, leaves the ranks. */
    async removeUser(totalScore: number): Promise<void> {
      await add(db, totalScore, -1);
      await addToBucket(db, bucketOf(totalScore), -1);
    },

    /** A user's total went from `from` to `to` (to >= from). */
    async move(from: number, to: number): Promise<void> {
      if (from === to) return;
      await add(db, from, -1);
      await add(db, to, 1);
      if (bucketOf(from) !== bucketOf(to)) {
        await addToBucket(db, bucketOf(from), -1);
        await addToBucket(db, bucketOf(to), 1);
      }
    },

    /** Standard competition rank of a total (1 + users with more points) and the number of users. */
    async rankOf(totalScore: number): Promise<{ rank: number; totalUsers: number }> {
      const bucket = bucketOf(totalScore);
      const [buckets, near] = await Promise.all([usersInBuckets(db, bucket), usersNear(db, totalScore, (bucket + 1) * RANK_BUCKET_WIDTH)]);
      return { rank: Number(buckets.rows[0]!.above) + Number(near.rows[0]!.n) + 1, totalUsers: Number(buckets.rows[0]!.all) };
    },
  };
}
