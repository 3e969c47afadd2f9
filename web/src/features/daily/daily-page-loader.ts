import { lazy } from 'react';

/**
 * The game's code (playing, finished, completed: daily-page.tsx), a chunk of its own. It is loaded
 * when a play begins or resumes, not behind the start screen: running it there would hold up a
 * phone's first seconds for a screen the player may not reach yet.
 */
export const loadDailyPage = () => import('./daily-page');

export const DailyPage = lazy(() => loadDailyPage().then((m) => ({ default: m.DailyPage })));
