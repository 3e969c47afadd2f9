import { sql } from 'kysely';

/** Who is playing: a signed-in user or a guest (cookie id). */
export type Player = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

/** The plays `player` owns (a where clause on a query over `plays`). */
export const ownedBy = (player: Player) =>
  player.userId !== undefined ? sql<boolean>`plays.user_id = ${player.userId}` : sql<boolean>`plays.guest_id = ${player.guestId}`;

/** Which kind of player, and their id: the key of a statement prepared per kind (plays-prepared.repository.ts). */
export const ownerOf = (player: Player): ['user' | 'guest', string] => (player.userId !== undefined ? ['user', player.userId] : ['guest', player.guestId]);
