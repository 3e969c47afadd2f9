import { SCORING, pointsForCorrect } from './constants';
import type { GameState } from './schemas/game';

/** The paid helps: skipping a review, the genre hint and the next screenshot (a reveal). */
export type PaidAction = 'skip' | 'hint' | 'reveal';

/**
 * Everything a player does that changes the figures: an answer (correct or wrong), or a paid help.
 * `repeat`: free play only, the account already resolved this review once; it scores nothing again.
 */
export type Action = { kind: 'correct'; repeat?: boolean } | { kind: 'wrong' } | { kind: PaidAction };

/** The play the action is taken in: hard mode multiplies correct answers and allows no help. */
export interface PlayRules {
  hard: boolean;
}

/** Why an action is refused (player-message keys): nothing changes. */
export type Refusal = 'hardModeNoHelp' | 'hintNeedsPoints';

export interface Scored {
  state: GameState;
  /** What the score changed by (negative for a paid help). */
  points: number;
  /** Points the answer earned before any owed cost was taken from them. */
  earned: number;
  /** Set when the action is not allowed: `state` is then the state given, unchanged. */
  refused?: Refusal;
}

/** What each paid help costs, and whether the part the score cannot cover may be owed (docs/rules.md). */
const PRICES: Record<PaidAction, { cost: number; owable: boolean }> = {
  skip: { cost: SCORING.skipPenalty, owable: true },
  reveal: { cost: SCORING.revealCost, owable: true },
  hint: { cost: SCORING.hintCost, owable: false },
};

/**
 * Charges a paid help. The score never falls below 0 (docs/rules.md); what it cannot cover is owed
 * and taken from the next points earned, so a paid action is never free at a low score.
 */
function chargeCost(score: number, owed: number, cost: number): { score: number; owed: number } {
  const paid = Math.min(score, cost);
  return { score: score - paid, owed: owed + cost - paid };
}

/** Points earned after paying what is owed: `points` is what the score gains. */
function payOwed(earned: number, owed: number): { points: number; owed: number } {
  const paid = Math.min(earned, owed);
  return { points: earned - paid, owed: owed - paid };
}

const isPaid = (action: Action): action is { kind: PaidAction } => action.kind in PRICES;

function pay(state: GameState, action: PaidAction, rules: PlayRules): Scored {
  const refuse = (refused: Refusal): Scored => ({ state, points: 0, earned: 0, refused });
  if (rules.hard) return refuse('hardModeNoHelp');
  const { cost, owable } = PRICES[action];
  // The hint is never owed: it needs the points first.
  if (!owable && state.score < cost) return refuse('hintNeedsPoints');
  const { score, owed } = chargeCost(state.score, state.owed, cost);
  const next = { ...state, score, owed };
  if (action === 'skip') Object.assign(next, { streak: 0, reviewsSkipped: state.reviewsSkipped + 1 });
  if (action === 'hint') next.hintsUsed = state.hintsUsed + 1;
  return { state: next, points: score - state.score, earned: 0 };
}

/**
 * The game's scoring (docs/rules.md), state + action -> next state and points. A correct answer
 * earns 100 plus 10 per streak before it (x1.5 in hard mode), pays what is owed first, and grows
 * the streak; a practice review already resolved once by the account earns nothing and leaves the
 * streak as it was; a wrong answer resets the streak. A skip costs 30 and resets the streak, a
 * reveal 25: what the score cannot cover is owed. The hint costs 20 and needs a score of at least
 * 20. Hard mode allows no help. Pure: the server referees with it and the web shows costs with it.
 */
export function scoreAction(state: GameState, action: Action, rules: PlayRules = { hard: false }): Scored {
  if (isPaid(action)) return pay(state, action.kind, rules);
  const completed = { ...state, reviewsCompleted: state.reviewsCompleted + 1 };
  if (action.kind === 'wrong') return { state: { ...completed, streak: 0 }, points: 0, earned: 0 };
  if (action.repeat) return { state: { ...completed, reviewsCorrect: state.reviewsCorrect + 1 }, points: 0, earned: 0 };
  const earned = pointsForCorrect(state.streak, rules.hard);
  const { points, owed } = payOwed(earned, state.owed);
  const streak = state.streak + 1;
  return {
    state: { ...completed, score: state.score + points, owed, streak, maxStreak: Math.max(state.maxStreak, streak), reviewsCorrect: state.reviewsCorrect + 1 },
    points,
    earned,
  };
}

const NO_PLAY: GameState = { score: 0, streak: 0, maxStreak: 0, reviewsCompleted: 0, reviewsSkipped: 0, hintsUsed: 0, reviewsCorrect: 0, owed: 0 };

/**
 * What a paid help would take now (the cost badges): its cost, the part the score cannot cover
 * (owed), and whether it is refused at this score (the hint). Read off `scoreAction`.
 */
export function costOf(figures: Pick<GameState, 'score' | 'owed'>, action: PaidAction): { cost: number; owed: number; refused?: Refusal } {
  const state = { ...NO_PLAY, ...figures };
  const scored = scoreAction(state, { kind: action });
  if (scored.refused) return { cost: PRICES[action].cost, owed: 0, refused: scored.refused };
  const owed = scored.state.owed - state.owed;
  return { cost: owed - scored.points, owed };
}
