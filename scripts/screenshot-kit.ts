// Shared by the screenshot scripts: the system Chromium and the demo answers.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { loadDemoContent } from '../server/modules/content/seed';

export const launchBrowser = (): Promise<Browser> => chromium.launch(CHROMIUM_LAUNCH);

/** The game each demo reviewer wrote about: a card's alt text names its reviewer. */
export const gameByReviewer = new Map(
  loadDemoContent().flatMap((game) => Object.values(game.reviews).flatMap((reviews) => (reviews ?? []).map((r) => [r.reviewer, game.gameName] as const))),
);
