import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster, lendToastHost } from './app-toaster';

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

describe('AppToaster', () => {
  it('shows the toasts inside a lent host (an open modal dialog) and moves back when it is returned', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(<AppToaster />);
    act(() => void toast.error('Please select exactly 3 reviews'));
    expect(host.textContent).not.toContain('Please select exactly 3 reviews');

    let giveBack = () => {};
    act(() => {
      giveBack = lendToastHost(host);
    });
    expect(host.textContent).toContain('Please select exactly 3 reviews');
    expect(screen.getAllByText('Please select exactly 3 reviews')).toHaveLength(1);

    act(() => giveBack());
    expect(host.textContent).not.toContain('Please select exactly 3 reviews');
    expect(screen.getAllByText('Please select exactly 3 reviews')).toHaveLength(1);
    host.remove();
  });
});

describe('AppToaster copies', () => {
  it('keeps one copy of a text raised again while it is shown', async () => {
    render(<AppToaster />);
    act(() => void toast.error('Hint already used!'));
    act(() => void toast.error('Hint already used!'));
    act(() => void toast.error('No more reviews!'));
    act(() => void toast.error('Hint already used!'));
    await act(async () => {});
    const shown = (text: string) => screen.queryAllByText(text).filter((el) => el.closest('[data-rht-toaster]'));
    expect(shown('Hint already used!')).toHaveLength(1);
    expect(shown('No more reviews!')).toHaveLength(1);
  });
});
