import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/**
 * The answer for the review on screen: the spec owns its data, so it looks the shown screenshot up
 * in the e2e server's own database (read-only), like a moderator who knows the puzzles would.
 */
export async function answerOnScreen(page: Page): Promise<{ gameName: string; genre: string }> {
  const img = page.locator('main img[src^="/images/"]').first();
  await expect(img).toBeVisible();
  const src = await img.getAttribute('src');
  return answerForImage(src!);
}

/** The game whose review shows the screenshot at `src` (a path or URL under /images/). */
export function answerForImage(src: string): { gameName: string; genre: string } {
  const db = new Database(path.join(E2E_DATA_DIR, 'reviewquest.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select r.game_name as gameName, r.genre as genre from review_images i join reviews r on r.id = i.review_id where i.image_path = ? limit 1')
      .get(new URL(src, 'http://x').pathname) as { gameName: string; genre: string } | undefined;
    if (!row) throw new Error(`No review has the screenshot ${src}`);
    return row;
  } finally {
    db.close();
  }
}
