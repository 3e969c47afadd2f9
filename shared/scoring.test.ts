import { describe, expect, it } from 'vitest';
import { SCORING } from './constants';
import type { GameState } from './schemas/game';
import { scoreResolution, type Resolution } from './scoring';

const start: GameState = { score: 0, streak: 0, maxStreak: 0, reviewsCompleted: 0, reviewsSkipped: 0, hintsUsed: 0, reviewsCorrect: 0, owed: 0 };
const at = (changes: Partial<GameState>): GameState => ({ ...start, ...changes });

describe('scoreResolution (docs/rules.md)', () => {
  const cases: { name: string; state: GameState; resolution: Resolution; points: number; next: Partial<GameState> }[] = [
    { name: 'a first correct answer', state: start, resolution: { kind: 'correct', hard: false }, points: 100, next: { score: 100, streak: 1, maxStreak: 1, reviewsCompleted: 1, reviewsCorrect: 1 } },
    { name: 'a correct answer on a streak of 3', state: at({ score: 330, streak: 3, maxStreak: 3 }), resolution: { kind: 'correct', hard: false }, points: 130, next: { score: 460, streak: 4, maxStreak: 4 } },
    { name: 'hard mode multiplies by 1.5', state: at({ streak: 1, maxStreak: 1 }), resolution: { kind: 'correct', hard: true }, points: 165, next: { score: 165, streak: 2 } },
    { name: 'owed points are paid first', state: at({ owed: 55 }), resolution: { kind: 'correct', hard: false }, points: 45, next: { score: 45, owed: 0 } },
    { name: 'a practice repeat earns nothing and keeps the streak', state: at({ score: 200, streak: 2, maxStreak: 2 }), resolution: { kind: 'correct', hard: false, repeat: true }, points: 0, next: { score: 200, streak: 2, reviewsCorrect: 1, reviewsCompleted: 1 } },
    { name: 'a wrong answer resets the streak', state: at({ score: 200, streak: 2, maxStreak: 2 }), resolution: { kind: 'wrong' }, points: 0, next: { score: 200, streak: 0, maxStreak: 2, reviewsCompleted: 1 } },
    { name: 'a skip costs 30 and resets the streak', state: at({ score: 100, streak: 1, maxStreak: 1 }), resolution: { kind: 'skip' }, points: -SCORING.skipPenalty, next: { score: 70, streak: 0, reviewsSkipped: 1 } },
    { name: 'a skip at 0 is owed, never below 0', state: start, resolution: { kind: 'skip' }, points: 0, next: { score: 0, owed: SCORING.skipPenalty, reviewsSkipped: 1 } },
  ];
  it.each(cases)('$name', ({ state, resolution, points, next }) => {
    const scored = scoreResolution(state, resolution);
    expect(scored.points).toBe(points);
    expect(scored.state).toMatchObject(next);
    expect(scored.state.score).toBeGreaterThanOrEqual(0);
  });
});
