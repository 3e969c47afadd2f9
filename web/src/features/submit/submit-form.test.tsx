import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const api = vi.hoisted(() => ({ sendSubmission: vi.fn(), uploadScreenshot: vi.fn() }));
vi.mock('./submit-api', () => ({ ...api, submitKeys: { mine: ['submissions', 'mine'] } }));
vi.mock('../../lib/game-api', () => ({ useGameNames: () => ({ data: ['Lighthouse Keeper'] }) }));

const { SubmitForm } = await import('./submit-form');

function renderForm() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<SubmitForm />, { wrapper });
}

const form = () => screen.getByRole('form', { name: 'Puzzle submission' });
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Submit puzzle' }));
/** The message a field points at with aria-describedby. */
const messageOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('submit form', () => {
  it('marks every wrong field at once, each with its message beside it, and sends nothing', () => {
    renderForm();
    fireEvent.change(within(form()).getByLabelText('Hours on record*'), { target: { value: '-3' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Review text*' }), { target: { value: 'Too short' } });
    submit();
    const game = within(form()).getByLabelText('Game', { exact: true });
    expect(game.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(game)).toBe('Choose a game');
    expect(messageOf(within(form()).getByLabelText('Genre'))).toBe('Genre is required');
    expect(messageOf(within(form()).getByLabelText('Reviewer name*'))).toBe('Reviewer name is required');
    expect(messageOf(within(form()).getByLabelText('Hours on record*'))).toBe('Hours on record must be a number from 0 to 100000');
    expect(messageOf(within(form()).getByRole('textbox', { name: 'Review text*' }))).toBe('The review text needs at least 20 characters');
    expect(document.activeElement).toBe(game);
    expect(api.sendSubmission).not.toHaveBeenCalled();
  });

  it('takes a message away as soon as its field is edited, and sends once all is right', async () => {
    renderForm();
    submit();
    const game = within(form()).getByLabelText('Game', { exact: true });
    fireEvent.change(game, { target: { value: 'Lighthouse Keeper' } });
    expect(game.getAttribute('aria-invalid')).toBe('false');
    expect(messageOf(game)).toBeUndefined();
    // The other messages stay until their own field changes.
    expect(messageOf(within(form()).getByLabelText('Genre'))).toBe('Genre is required');

    fireEvent.change(within(form()).getByLabelText('Genre'), { target: { value: 'Puzzle' } });
    fireEvent.change(within(form()).getByLabelText('Reviewer name*'), { target: { value: 'keeper' } });
    fireEvent.change(within(form()).getByLabelText('Hours on record*'), { target: { value: '12.5' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Review text*' }), { target: { value: 'A quiet game about keeping a light burning.' } });
    submit();
    await waitFor(() => expect(api.sendSubmission).toHaveBeenCalledTimes(1));
    expect(api.sendSubmission.mock.calls[0]![0]).toMatchObject({ kind: 'text', gameName: 'Lighthouse Keeper', cards: [{ reviewer: 'keeper', hours: 12.5, recommended: true }] });
  });

  it('says what a screenshot transcript is needed for, and asks for a screenshot beside the upload', async () => {
    api.uploadScreenshot.mockResolvedValue({ imagePath: '/uploads/submissions/a.png', width: 10, height: 10 });
    renderForm();
    fireEvent.click(within(form()).getByText('Screenshots', { exact: true }));
    fireEvent.change(within(form()).getByLabelText('Game', { exact: true }), { target: { value: 'Lighthouse Keeper' } });
    fireEvent.change(within(form()).getByLabelText('Genre'), { target: { value: 'Puzzle' } });
    submit();
    expect(messageOf(within(form()).getByLabelText('Add a screenshot'))).toBe('Add at least one screenshot');

    fireEvent.change(within(form()).getByLabelText('Add a screenshot'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    const transcript = await within(form()).findByLabelText('Text shown in the screenshot');
    expect(messageOf(transcript)).toMatch(/^Needed before the puzzle can go live/);
    expect(within(form()).queryByText('Add at least one screenshot')).toBeNull();
  });
});
