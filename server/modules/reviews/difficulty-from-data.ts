import { NO_FIGURES, suggestDifficulty, type PlayFigures } from '../../../shared/difficulty';
import type { DifficultyFromData } from '../../../shared/schemas/planning';
import type { PlayFiguresRepository } from './play-figures.repository';
import { percent } from '../../../shared/constants';

export const figuresFor = (figures: Map<string, PlayFigures>, id: string): PlayFigures => figures.get(id) ?? NO_FIGURES;

export function difficultyFromData(f: PlayFigures): DifficultyFromData {
  return {
    plays: f.plays,
    successRate: percent(f.correct, f.plays),
    skipRate: percent(f.skips, f.plays),
    avgScreenshots: f.plays > 0 ? Math.round((f.screenshots / f.plays) * 10) / 10 : 0,
    suggested: suggestDifficulty(f),
  };
}

/** The data-suggested difficulty of each of the given reviews. */
export async function difficultiesFromData(figures: PlayFiguresRepository, reviewIds: string[]): Promise<Map<string, DifficultyFromData>> {
  const byReview = await figures.of(reviewIds);
  return new Map(reviewIds.map((id) => [id, difficultyFromData(figuresFor(byReview, id))]));
}
