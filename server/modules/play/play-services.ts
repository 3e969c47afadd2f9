import type { TitleIndex } from '../../../shared/answer-matching';
import type { Db } from '../../db/database';
import { createArchiveService } from './archive.service';
import { createCommunityStats } from './community-stats';
import { createDailyPlayService } from './daily-play.service';
import { createDailyNumbers } from '../challenges/daily-numbers';
import { createDailySchedule, type Remember } from './daily-schedule';
import { createFreeplayService } from './freeplay.service';
import { createGuestCarryOver } from './guest-carry-over';
import { createMyStatsService } from './my-stats.service';
import type { PlayUnit } from './play-unit';
import type { NarrowVersions } from './playable-reviews';
import { createReviewActionsService } from './review-actions.service';

export type PlayServices = ReturnType<typeof createPlayServices>;

/**
 * The play module's services, the server being the referee (decision 7): the daily (today's and
 * the archive's), the actions on a served review, free play, and the figures read from the plays. `uow` hands each call its
 * repositories (server/db/unit-of-work.ts); `pickSecret` keys the automatic daily pick; `remember`
 * keeps the calendar's lists with the review cache.
 */
export function createPlayServices(deps: {
  db: Db;
  uow: PlayUnit;
  titles: () => Promise<TitleIndex>;
  catalogueNames: () => Promise<string[]>;
  pickSecret: string;
  narrowVersions: NarrowVersions;
  remember: Remember;
}) {
  const { uow, narrowVersions } = deps;
  const numbers = createDailyNumbers(deps.db);
  const schedule = createDailySchedule({ db: deps.db, read: uow.read, numbers, pickSecret: deps.pickSecret, remember: deps.remember });
  return {
    daily: createDailyPlayService({ uow, schedule, numbers, narrowVersions }),
    actions: createReviewActionsService({ uow, titles: deps.titles, narrowVersions }),
    freeplay: createFreeplayService({ uow, schedule, narrowVersions }),
    archive: createArchiveService({ read: uow.read, numbers }),
    myStats: createMyStatsService({ stats: uow.read.stats }),
    communityStats: createCommunityStats({ read: uow.read, catalogueNames: deps.catalogueNames }),
    /** Moves a guest's plays to the account they signed up with or logged in to (see guest-carry-over.ts). */
    carryOverGuest: createGuestCarryOver(uow),
  };
}
