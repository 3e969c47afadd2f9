import { utcDate } from '../../../shared/constants';
import { nowIso } from '../../lib/ids';
import { playerLock, type PlayUnit } from './play-unit';
import { dayKey } from './plays.repository';

/**
 * What a guest did moves to the account they sign up with or log in to, counted once:
 * - today's daily (in progress or finished; a finished one is scored now), unless the account
 *   already has its own daily today: one daily per player per day, so it cannot be learnt as a
 *   guest and played again on the account;
 * - free play: the history of reviews met and the active session (the account's own active
 *   session, if any, is ended and saved first, as starting a new session would).
 * - past days' plays (the archive, and dailies played as a guest on their day), unless the account
 *   has its own play of that day; they become archive plays, scored for the profile only: a guest
 *   was never on a day's leaderboard, and an account's streak cannot be back-filled.
 */
export function createGuestCarryOver(uow: PlayUnit) {
  return async function carryOverGuest(guestId: string, userId: string): Promise<void> {
    // The same locks the play calls take, so no guest or account call interleaves.
    await uow.run(async ({ plays, scores }) => {
      const today = utcDate();

      const guestDaily = await plays.findDaily({ guestId }, today);
      if (guestDaily && !(await plays.findDaily({ userId }, today))) {
        await plays.moveToUser(guestDaily.id, userId, dayKey(userId, today, 'daily'));
        if (guestDaily.status === 'finished') await scores.recordPlay({ ...guestDaily, user_id: userId }, guestDaily.score);
      }

      for (const past of await plays.guestPastDayPlays(guestId, today)) {
        if ((await plays.findDaily({ userId }, past.day, 'daily')) || (await plays.findDaily({ userId }, past.day, 'archive'))) continue;
        await plays.moveToUser(past.id, userId, dayKey(userId, past.day, 'archive'), 'archive');
        if (past.status === 'finished') await scores.recordPlay({ ...past, user_id: userId, mode: 'archive' }, past.score);
      }

      if (await plays.findActiveFreeplay({ guestId })) {
        const own = await plays.findActiveFreeplay({ userId });
        if (own && (await plays.finishPlay(own.id, nowIso())) && own.reviews_completed > 0) await scores.recordPlay(own, own.score);
      }
      await plays.moveGuestFreeplayToUser(guestId, userId);
    }, [playerLock({ guestId }), playerLock({ userId })]);
  };
}
