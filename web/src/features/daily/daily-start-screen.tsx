import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { utcDate } from '../../../../shared/constants';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { errorMessage } from '../../lib/api';
import { scrollToPageTop } from '../../lib/scroll';
import { usePreloadGameNames } from '../../lib/game-api';
import { useReviewLanguage } from '../../components/game/use-review-language';
import { readHardModeSetting, storeHardModeSetting } from './hard-mode-setting';
import { fetchDaily } from './daily-api';
import { loadDailyPage } from './daily-page-loader';
import { DailyStart } from './daily-start';

interface DailyStartScreenProps {
  /** The server's preview of the day; absent while it loads (today's screen, drawn ahead of it). */
  preview?: DailyResponse;
  /** The day's screenshots were served: the play begins (daily-session.tsx). */
  onStarted(play: DailyResponse): void;
}

/**
 * The start screen and its choices (review language, hard mode), in the first bundle: today's is
 * drawn before the server's preview arrives, every control disabled until it does.
 */
export function DailyStartScreen({ preview, onStarted }: DailyStartScreenProps) {
  const { t } = useTranslation('daily');
  const [language, setLanguage] = useReviewLanguage(preview?.language);
  const [hardChoice, setHardChoice] = useState<boolean | null>(null);
  // The player's choice, else the server's word when the play has one, else this browser's setting.
  const hard = hardChoice ?? (preview ? preview.hard || (preview.hardOpen && readHardModeSetting()) : readHardModeSetting());
  const chooseHard = useCallback((on: boolean) => {
    setHardChoice(on);
    storeHardModeSetting(on);
  }, []);
  // Load the autocomplete catalogue while the player is still on the start screen (after the preview).
  usePreloadGameNames(preview !== undefined);

  const start = useMutation({
    // Asked again on START: switches the language and hard mode if needed and picks up a new UTC day.
    // Hard mode is sent only while it can still change (the server would refuse it after a look).
    mutationFn: (day: DailyResponse) =>
      fetchDaily(language, { date: day.isToday ? undefined : day.date, hard: day.hardOpen || day.hard ? hard : undefined }),
    onSuccess: (play) => {
      onStarted(play);
      // The game starts at the top of the page, not where START CHALLENGE was.
      scrollToPageTop();
    },
    onError: (err) => toast.error(errorMessage(err, t('loadFailed'))),
  });

  // Stable props, so the screen (memoised) is not drawn again when only the language counts arrive.
  const today = utcDate();
  const daily = useMemo(() => preview ?? { date: today, isToday: true, archive: false, hardOpen: true, hard: false }, [preview, today]);
  const { mutate } = start;
  const onStart = useCallback(() => {
    if (!preview) return;
    // The game's code downloads while the server serves the day's screenshots.
    void loadDailyPage();
    mutate(preview);
  }, [preview, mutate]);

  return (
    <DailyStart
      daily={daily}
      language={language}
      onLanguageChange={setLanguage}
      hard={hard}
      onHardChange={chooseHard}
      onStart={onStart}
      starting={start.isPending}
      waiting={!preview}
    />
  );
}
