import { describe, expect, it } from 'vitest';
import { SCORING } from './constants';
import type { GameState } from './schemas/game';
import { costOf, scoreAction, type Action, type PaidAction, type PlayRules, type Refusal } from './scoring';

const start: GameState = { score: 0, streak: 0, maxStreak: 0, reviewsCompleted: 0, reviewsSkipped: 0, hintsUsed: 0, reviewsCorrect: 0, owed: 0 };
const at = (changes: Partial<GameState>): GameState => ({ ...start, ...changes });
const hard: PlayRules = { hard: true };

describe('scoreAction (docs/rules.md)', () => {
  const cases: { name: string; state: GameState; action: Action; rules?: PlayRules; points: number; next: Partial<GameState>; refused?: Refusal }[] = [
    // The end of a review.
    { name: 'a first correct answer', state: start, action: { kind: 'correct' }, points: 100, next: { score: 100, streak: 1, maxStreak: 1, reviewsCompleted: 1, reviewsCorrect: 1 } },
    { name: 'a correct answer on a streak of 3', state: at({ score: 330, streak: 3, maxStreak: 3 }), action: { kind: 'correct' }, points: 130, next: { score: 460, streak: 4, maxStreak: 4 } },
    { name: 'hard mode multiplies by 1.5', state: at({ streak: 1, maxStreak: 1 }), action: { kind: 'correct' }, rules: hard, points: 165, next: { score: 165, streak: 2 } },
    { name: 'owed points are paid first', state: at({ owed: 55 }), action: { kind: 'correct' }, points: 45, next: { score: 45, owed: 0 } },
    { name: 'owed points beyond the earned stay owed', state: at({ owed: 130 }), action: { kind: 'correct' }, points: 0, next: { score: 0, owed: 30, streak: 1 } },
    { name: 'a practice repeat earns nothing and keeps the streak', state: at({ score: 200, streak: 2, maxStreak: 2 }), action: { kind: 'correct', repeat: true }, points: 0, next: { score: 200, streak: 2, reviewsCorrect: 1, reviewsCompleted: 1 } },
    { name: 'a wrong answer resets the streak', state: at({ score: 200, streak: 2, maxStreak: 2 }), action: { kind: 'wrong' }, points: 0, next: { score: 200, streak: 0, maxStreak: 2, reviewsCompleted: 1 } },
    { name: 'a skip costs 30 and resets the streak', state: at({ score: 100, streak: 1, maxStreak: 1 }), action: { kind: 'skip' }, points: -SCORING.skipPenalty, next: { score: 70, streak: 0, reviewsSkipped: 1 } },
    { name: 'a skip at 0 is owed, never below 0', state: start, action: { kind: 'skip' }, points: 0, next: { score: 0, owed: SCORING.skipPenalty, reviewsSkipped: 1 } },
    // The paid helps.
    { name: 'a reveal costs 25 and keeps the streak', state: at({ score: 100, streak: 1 }), action: { kind: 'reveal' }, points: -SCORING.revealCost, next: { score: 75, streak: 1, owed: 0 } },
    { name: 'a reveal the score covers in part owes the rest', state: at({ score: 10, owed: 30 }), action: { kind: 'reveal' }, points: -10, next: { score: 0, owed: 45 } },
    { name: 'a hint costs 20 and counts as used', state: at({ score: 20, streak: 2 }), action: { kind: 'hint' }, points: -SCORING.hintCost, next: { score: 0, hintsUsed: 1, streak: 2, owed: 0 } },
    { name: 'a hint needs a score of 20, never owed', state: at({ score: 19 }), action: { kind: 'hint' }, points: 0, next: { score: 19, hintsUsed: 0, owed: 0 }, refused: 'hintNeedsPoints' },
    { name: 'hard mode allows no skip', state: at({ score: 100 }), action: { kind: 'skip' }, rules: hard, points: 0, next: { score: 100, reviewsSkipped: 0 }, refused: 'hardModeNoHelp' },
    { name: 'hard mode allows no hint', state: at({ score: 100 }), action: { kind: 'hint' }, rules: hard, points: 0, next: { score: 100, hintsUsed: 0 }, refused: 'hardModeNoHelp' },
    { name: 'hard mode allows no reveal', state: at({ score: 100 }), action: { kind: 'reveal' }, rules: hard, points: 0, next: { score: 100 }, refused: 'hardModeNoHelp' },
  ];
  it.each(cases)('$name', ({ state, action, rules, points, next, refused }) => {
    const scored = scoreAction(state, action, rules);
    expect(scored.points).toBe(points);
    expect(scored.state).toMatchObject(next);
    expect(scored.state.score).toBeGreaterThanOrEqual(0);
    expect(scored.refused).toBe(refused);
  });
});

describe('costOf (the cost badges)', () => {
  const cases: { name: string; figures: { score: number; owed: number }; action: PaidAction; cost: number; owed: number; refused?: Refusal }[] = [
    { name: 'a reveal the score covers', figures: { score: 100, owed: 0 }, action: 'reveal', cost: 25, owed: 0 },
    { name: 'a reveal partly owed', figures: { score: 10, owed: 30 }, action: 'reveal', cost: 25, owed: 15 },
    { name: 'a skip fully owed at 0', figures: { score: 0, owed: 0 }, action: 'skip', cost: 30, owed: 30 },
    { name: 'a hint the score covers', figures: { score: 40, owed: 0 }, action: 'hint', cost: 20, owed: 0 },
    { name: 'a hint refused below 20', figures: { score: 5, owed: 0 }, action: 'hint', cost: 20, owed: 0, refused: 'hintNeedsPoints' },
  ];
  it.each(cases)('$name', ({ figures, action, cost, owed, refused }) => {
    expect(costOf(figures, action)).toEqual({ cost, owed, ...(refused ? { refused } : {}) });
  });
});
