/**
 * Guards that keep a puzzle fair: review texts and reviewer names must not name the game, and an
 * alias (a name that scores as the answer) must not be another game's title.
 */
import { aliasesNamingOtherGames, handleMentionsTitle, indexTitles, textMentionsTitle, titleKeyText, type TitleIndex } from '../../../shared/answer-matching';
import { playerError, staffError } from '../../lib/app-error';
import type { ReviewRow } from '../../db/schema';
import { catalogueFileTitles } from './catalogue';

const firstNamed = (names: string[], mentions: (name: string) => boolean) => names.find((name) => name.trim() !== '' && mentions(name));

/** The first of `names` the text mentions, if any. */
export const titleFoundInText = (text: string, names: string[]) => firstNamed(names, (name) => textMentionsTitle(text, [name]));

/** The first of `names` a reviewer name spells, if any. */
export const titleFoundInReviewer = (reviewer: string, names: string[]) => firstNamed(names, (name) => handleMentionsTitle(reviewer, [name]));

/** Throws AppError('VALIDATION') when the text names the game or one of its aliases. */
export function assertNoTitleInText(text: string, names: string[]): void {
  const found = titleFoundInText(text, names);
  if (found !== undefined) throw playerError('VALIDATION', 'textNamesGame', { found });
}

/** Throws AppError('VALIDATION') when the review's text or its reviewer name names the game. */
export function assertNoTitleInReview(review: { text: string; reviewer: string }, names: string[]): void {
  assertNoTitleInText(review.text, names);
  const found = titleFoundInReviewer(review.reviewer, names);
  if (found !== undefined) throw playerError('VALIDATION', 'reviewerNamesGame', { found });
}

/** The message for the first alias that is, or begins, another game's title in `titles`, if any. */
export function aliasClashMessage(gameName: string, aliases: string[], titles: TitleIndex): string | undefined {
  const clash = aliasesNamingOtherGames(gameName, aliases, titles)[0];
  if (!clash) return undefined;
  if (titleKeyText(clash.alias) !== titleKeyText(clash.title)) {
    // A prefix of another title ("Kingdom Come"), or of its subtitle ("Ace Attorney").
    return `The alias "${clash.alias}" is the beginning of another game's title ("${clash.title}"), so players naming that game would score. An alias must name only this game.`;
  }
  const spelled = clash.title === clash.alias ? '' : ` ("${clash.title}")`;
  return `The alias "${clash.alias}" is the title of another game${spelled}. An alias must name only this game.`;
}

/**
 * Throws AppError('VALIDATION') when an alias of the review is, or begins, the title of another game
 * in the catalogue (content/catalogue.txt and every other review's game name).
 */
/** Where the guard reads the other reviews' names (the reviews repository or service). */
export interface ReviewNames {
  listAll(): Promise<Pick<ReviewRow, 'id' | 'game_name'>[]>;
}

export async function assertAliasesNameOnlyThisGame(repo: ReviewNames, review: { gameName: string; aliases: string[] }, reviewId?: string): Promise<void> {
  if (review.aliases.length === 0) return;
  const reviewNames = (await repo.listAll()).filter((r) => r.id !== reviewId).map((r) => r.game_name);
  const message = aliasClashMessage(review.gameName, review.aliases, indexTitles([...catalogueFileTitles(), ...reviewNames]));
  if (message) throw staffError('VALIDATION', message);
}
