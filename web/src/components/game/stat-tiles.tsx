import { useEffect, useRef, useState } from 'react';
import { CircleCheck, Flame, Star, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { streakIcons } from '../../../../shared/constants';
import type { GameState } from '../../../../shared/schemas/game';
import { StatTile } from '../stat-tile';
import { formatNumber } from '../../i18n/format';

/** Flames per docs/product.md §9 (1-2 one, 3-4 two, 5-9 three, 10+ three and a lightning bolt); decorative. */
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

/**
 * Tells screen readers the new score each time it changes (every answer, reveal, hint and skip
 * moves it), never on load: the tiles themselves are not a live region, so nothing is read twice.
 */
function ScoreAnnouncement({ score }: { score: number }) {
  const { t } = useTranslation('game');
  const previous = useRef(score);
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    if (previous.current === score) return;
    previous.current = score;
    setAnnounced(score);
  }, [score]);
  return (
    <p className="sr-only" aria-live="polite" data-testid="score-announcement">
      {announced === null ? '' : t('stats.scoreNow', { score: formatNumber(announced) })}
    </p>
  );
}

/** Score, streak and completed count: always the server's figures. */
export function StatTiles({ state }: { state: GameState }) {
  const { t } = useTranslation('game');
  return (
    <>
      <ScoreAnnouncement score={state.score} />
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label={t('stats.label')}>
        <StatTile label={t('stats.score')} value={state.score} icon={<Star className="h-3.5 w-3.5" aria-hidden="true" />} testId="stat-score" />
        <StatTile label={t('stats.streak')} value={state.streak} icon={<Flame className="h-3.5 w-3.5" aria-hidden="true" />} testId="stat-streak">
          <StreakFlames streak={state.streak} />
        </StatTile>
        <StatTile
          label={t('stats.completed')}
          value={state.reviewsCompleted}
          icon={<CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />}
          testId="stat-completed"
        />
      </dl>
    </>
  );
}
