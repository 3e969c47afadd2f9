import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { GameState } from '../../../../shared/schemas/game';
import { StatTiles, StreakFlames } from './stat-tiles';

afterEach(cleanup);

function icons(streak: number) {
  const { container } = render(<StreakFlames streak={streak} />);
  return {
    flames: container.querySelectorAll('[data-icon="flame"]').length,
    lightning: container.querySelectorAll('[data-icon="lightning"]').length,
  };
}

describe('StreakFlames (docs/product.md §9)', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [2, 1, 0],
    [3, 2, 0],
    [4, 2, 0],
    [5, 3, 0],
    [9, 3, 0],
    [10, 3, 1],
    [25, 3, 1],
  ])('streak %i shows %i flame(s) and %i lightning', (streak, flames, lightning) => {
    expect(icons(streak)).toEqual({ flames, lightning });
  });
});

describe('StatTiles', () => {
  const state = (score: number) => ({ score, streak: 1, reviewsCompleted: 1 }) as unknown as GameState;

  it('tells screen readers the new score when it changes, and says nothing on load', () => {
    const { rerender } = render(<StatTiles state={state(100)} />);
    const announcement = screen.getByTestId('score-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('');
    rerender(<StatTiles state={state(75)} />);
    expect(announcement.textContent).toBe('Your score is now 75.');
    rerender(<StatTiles state={state(1250)} />);
    expect(announcement.textContent).toBe('Your score is now 1,250.');
  });
});
