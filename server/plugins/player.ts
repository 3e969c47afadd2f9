import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Player } from '../modules/play/player';
import type { UsersRepository } from '../modules/auth/users.repository';
import { newId } from '../lib/ids';
import type { Presence } from '../lib/presence';

export const GUEST_COOKIE = 'rq_guest';
const GUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Who is playing: the signed-in user, or a guest known by an httpOnly cookie (set on first use).
 * A stale token on a public game route is treated as a guest, never a 401.
 */
export async function resolvePlayer(deps: { users: UsersRepository; presence: Presence }, request: FastifyRequest, reply: FastifyReply): Promise<Player> {
  const player = await identify(deps.users, request, reply);
  deps.presence.touch(player.userId ? `u:${player.userId}` : `g:${player.guestId}`);
  return player;
}

/** The guest id of the request's cookie, if it carries a well-formed one. */
export function guestIdOf(request: FastifyRequest): string | undefined {
  const id = request.cookies[GUEST_COOKIE];
  return id && GUEST_ID.test(id) ? id : undefined;
}

async function identify(users: UsersRepository, request: FastifyRequest, reply: FastifyReply): Promise<Player> {
  if (request.tokenUserId && (await users.exists(request.tokenUserId))) return { userId: request.tokenUserId };
  const existing = guestIdOf(request);
  if (existing) return { guestId: existing };
  const guestId = newId();
  reply.setCookie(GUEST_COOKIE, guestId, { httpOnly: true, sameSite: 'lax', path: '/api', maxAge: 60 * 60 * 24 * 365, secure: 'auto' });
  return { guestId };
}
