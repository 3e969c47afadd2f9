/**
 * The spoiler-free share text of a finished daily, and its parser. The format is a contract with
 * chat bots (docs/share-format.md): never translated, changed only by adding optional parts.
 */
import type { PlayableReview } from './schemas/game';

export const SHARE_GAME_NAME = 'ReviewQuest';

/** One symbol per review, in the daily's order. */
export const SHARE_SYMBOLS = {
  solved1: '🟩',
  solved2: '🟨',
  solved3: '🟧',
  hint: '💡',
  skipped: '⬜',
  missed: '🟥',
} as const;
export type ShareResult = keyof typeof SHARE_SYMBOLS;

export const SHARE_TAGS = ['hard', 'archive'] as const;
export type ShareTag = (typeof SHARE_TAGS)[number];

export interface ShareData {
  number: number;
  score: number;
  results: ShareResult[];
  tags: ShareTag[];
  url: string;
}

/** What one resolved review shows: missed or skipped first, then a solve with the genre hint, then by screenshots seen. */
export function shareResultOf(review: Pick<PlayableReview, 'outcome' | 'hintUsed' | 'reviewImages'>): ShareResult {
  if (review.outcome === 'incorrect') return 'missed';
  if (review.outcome === 'skipped' || review.outcome === 'pending') return 'skipped';
  if (review.hintUsed) return 'hint';
  const seen = review.reviewImages.length;
  return seen <= 1 ? 'solved1' : seen === 2 ? 'solved2' : 'solved3';
}

export function formatShareText(data: ShareData): string {
  const tags = data.tags.map((tag) => ` [${tag}]`).join('');
  return [`${SHARE_GAME_NAME} #${data.number} ${data.score} pts${tags}`, data.results.map((r) => SHARE_SYMBOLS[r]).join(''), data.url].join('\n');
}

const HEADER = new RegExp(`^${SHARE_GAME_NAME} #(\\d+) (\\d+) pts((?: \\[(?:${SHARE_TAGS.join('|')})\\])*)$`);
const BY_SYMBOL = new Map<string, ShareResult>(Object.entries(SHARE_SYMBOLS).map(([result, symbol]) => [symbol, result as ShareResult]));
const SYMBOL_PATTERN = new RegExp(`^(?:${Object.values(SHARE_SYMBOLS).join('|')})+$`, 'u');

/** Reads a share text (as a bot would, from anywhere in a message); null when there is none. */
export function parseShareText(message: string): ShareData | null {
  const lines = message.split(/\r?\n/).map((l) => l.trim());
  for (let i = 0; i + 2 < lines.length; i += 1) {
    const header = HEADER.exec(lines[i] ?? '');
    const symbols = lines[i + 1] ?? '';
    const url = lines[i + 2] ?? '';
    if (!header || !SYMBOL_PATTERN.test(symbols) || !/^https?:\/\/\S+\/daily\/\d{4}-\d{2}-\d{2}$/.test(url)) continue;
    const results = [...symbols].map((s) => BY_SYMBOL.get(s)!);
    const tags = [...header[3]!.matchAll(/\[(\w+)\]/g)].map((m) => m[1] as ShareTag);
    return { number: Number(header[1]), score: Number(header[2]), results, tags, url };
  }
  return null;
}
