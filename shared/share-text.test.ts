import { describe, expect, it } from 'vitest';
import type { PlayableReview } from './schemas/game';
import { formatShareText, parseShareText, shareResultOf } from './share-text';

const review = (outcome: PlayableReview['outcome'], screenshots: number, hintUsed = false) => ({ outcome, hintUsed, reviewImages: Array.from({ length: screenshots }, (_, i) => `/images/${i}.webp`) });

describe('share text', () => {
  it('gives one symbol per review: screenshots used, hint, skipped, missed', () => {
    expect([review('correct', 1), review('correct', 2), review('correct', 3), review('correct', 1, true), review('skipped', 2), review('incorrect', 3, true)].map(shareResultOf)).toEqual([
      'solved1', 'solved2', 'solved3', 'hint', 'skipped', 'missed',
    ]);
  });

  it('writes the documented format, with no answer in it', () => {
    const text = formatShareText({ number: 41, score: 330, results: ['solved1', 'solved2', 'missed'], tags: [], url: 'https://rq.example/daily/2026-11-23' });
    expect(text).toBe('ReviewQuest #41 330 pts\n🟩🟨🟥\nhttps://rq.example/daily/2026-11-23');
  });

  it('parses what it writes, tags included, from inside a longer chat message', () => {
    const data = { number: 7, score: 0, results: ['hint', 'skipped', 'solved3'] as const, tags: ['hard', 'archive'] as const, url: 'http://localhost:4401/daily/2026-01-05' };
    const text = formatShareText({ ...data, results: [...data.results], tags: [...data.tags] });
    expect(text.split('\n')[0]).toBe('ReviewQuest #7 0 pts [hard] [archive]');
    expect(parseShareText(`look at this!\n${text}\nbeat that`)).toEqual({ ...data, results: [...data.results], tags: [...data.tags] });
  });

  it('finds nothing in a message that is not a share text', () => {
    expect(parseShareText('ReviewQuest #1 100 pts\nno symbols\nhttps://x/daily/2026-01-01')).toBeNull();
    expect(parseShareText('ReviewQuest #1 100 pts\n🟩🟩🟩\nhttps://x/elsewhere')).toBeNull();
    expect(parseShareText('')).toBeNull();
  });
});
