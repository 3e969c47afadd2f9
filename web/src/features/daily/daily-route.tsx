import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { utcDate } from '../../../../shared/constants';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth-context';
import { useDailyLoad } from './daily-api';
import { DailyPage } from './daily-page-loader';
import { phaseOf } from './daily-phase';
import { DailyStartScreen } from './daily-start-screen';
import { wentPastStart } from './past-start';

/**
 * /daily and /daily/{date}. The start screen is in the first bundle and today's is drawn at once,
 * before the server's preview arrives (unless this browser saw the player already begin today's
 * play); the game's code loads when the play begins (on START) or resumes.
 */
export function DailyRoute() {
  const { playerKey: player, loading, token } = useAuth();
  const { date } = useParams();
  const { t } = useTranslation('daily');
  // Wait for the session-start check so a guest never starts a play meant for the signed-in user.
  const load = useDailyLoad(player, 'en', !loading, date);
  // A new session per player, day and load, so its state starts from what the server said.
  const sessionKey = `${player}:${date ?? 'today'}:${load.dataUpdatedAt}`;
  const [started, setStarted] = useState<{ key: string; play: DailyResponse } | null>(null);
  const play = started?.key === sessionKey ? started.play : undefined;

  const today = utcDate();
  const startAhead = load.isPending && !loading && (date ?? today) === today && !wentPastStart(player, today);
  const onStart = !play && (startAhead || (load.isSuccess && phaseOf(load.data, true) === 'start'));

  // Logging in again after an expired session keeps the player key (a game on screen goes on), so
  // the start screen asks the server again: the account may have played today elsewhere.
  const signedInBefore = useRef(token !== null);
  useEffect(() => {
    const signedInNow = token !== null;
    if (signedInNow && !signedInBefore.current && onStart && load.isSuccess) void load.refetch();
    signedInBefore.current = signedInNow;
  }, [token, onStart, load]);
  // Keyed by player and day only: the same screen takes the preview when it arrives.
  if (onStart) return <DailyStartScreen key={`${player}:${date ?? today}`} preview={load.data} onStarted={(begun) => setStarted({ key: sessionKey, play: begun })} />;

  const spinner = <Spinner label={t('loading')} />;
  if (load.isPending) return spinner;
  return (
    <Suspense fallback={spinner}>
      <DailyPage load={load} play={play} sessionKey={sessionKey} />
    </Suspense>
  );
}
