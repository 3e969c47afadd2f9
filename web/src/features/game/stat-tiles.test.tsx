import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { StreakFlames } from './stat-tiles';

afterEach(cleanup);

function icons(streak: number) {
  const { container } = render(<StreakFlames streak={streak} />);
  return {
    flames: container.querySelectorAll('[data-icon="flame"]').length,
    lightning: container.querySelectorAll('[data-icon="lightning"]').length,
  };
}

describe('StreakFlames (SPEC 9)', () => {
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
