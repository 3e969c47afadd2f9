import { CircleCheck, Flame, Star, Zap } from 'lucide-react';
import { streakIcons } from '../../../../shared/constants';
import type { GameState } from '../../../../shared/schemas/game';
import { StatTile } from '../../components/stat-tile';

/** Flames per SPEC 9 (1-2 one, 3-4 two, 5-9 three, 10+ three and a lightning bolt); decorative. */
export function StreakFlames({ streak }: { streak: number }) {
  const { flames, lightning } = streakIcons(streak);
  if (flames === 0) return null;
  return (
    <span className="inline-flex items-center" aria-hidden="true" data-testid="streak-icons">
      {Array.from({ length: flames }, (_, i) => (
        <Flame key={i} className="h-5 w-5 fill-orange-500/40 text-orange-400" data-icon="flame" />
      ))}
      {lightning && <Zap className="h-5 w-5 fill-yellow-300/40 text-yellow-300" data-icon="lightning" />}
    </span>
  );
}

/** Score, streak and completed count: always the server's figures. */
export function StatTiles({ state }: { state: GameState }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Your game">
      <StatTile label="Score" value={state.score} icon={<Star className="h-3.5 w-3.5" aria-hidden="true" />} testId="stat-score" />
      <StatTile label="Streak" value={state.streak} icon={<Flame className="h-3.5 w-3.5" aria-hidden="true" />} testId="stat-streak">
        <StreakFlames streak={state.streak} />
      </StatTile>
      <StatTile
        label="Completed"
        value={state.reviewsCompleted}
        icon={<CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />}
        testId="stat-completed"
      />
    </dl>
  );
}
