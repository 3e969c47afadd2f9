import { suggestDifficulty, type PlayFigures } from '../../../shared/difficulty';
import type { DifficultyFromData } from '../../../shared/schemas/planning';
import type { Db } from '../../db/database';
import { figuresFor, playFiguresOf } from './play-figures';
import { percent } from '../../../shared/constants';


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
export async function difficultiesFromData(db: Db, reviewIds: string[]): Promise<Map<string, DifficultyFromData>> {
  const figures = await playFiguresOf(db, reviewIds);
  return new Map(reviewIds.map((id) => [id, difficultyFromData(figuresFor(figures, id))]));
}
