import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AnswerInput } from './answer-input';

const NAMES = ['Portal', 'Portal 2', 'Stardew Valley', 'Hades', 'Hollow Knight'];

function setup(props: Partial<Parameters<typeof AnswerInput>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<AnswerInput names={NAMES} disabled={false} processing={false} onSubmit={onSubmit} {...props} />);
  const input = screen.getByRole<HTMLInputElement>('combobox');
  return { input, onSubmit };
}

const options = () => screen.queryAllByRole('option');
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const key = (input: HTMLElement, k: string) => fireEvent.keyDown(input, { key: k });

afterEach(cleanup);

describe('AnswerInput autocomplete', () => {
  it('opens the listbox after more than one character and links it to the combobox', () => {
    const { input } = setup();
    type(input, 'p');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(options()).toHaveLength(0);
    type(input, 'po');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options().map((o) => o.textContent)).toEqual(['Portal', 'Portal 2']);
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('moves the highlight with ArrowDown/ArrowUp, wrapping around', () => {
    const { input } = setup();
    type(input, 'po');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
  });

  it('Enter picks the highlighted suggestion without submitting; a second Enter submits it', () => {
    const { input, onSubmit } = setup();
    type(input, 'po');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(input.value).toBe('Portal 2');
    expect(options()).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith('Portal 2');
  });

  it('finds a game by an abbreviation, folded spelling, words in any order or another language\'s title, and picks its title (issue 25)', () => {
    const catalogue = {
      gameNames: ['Grand Theft Auto V', 'Pokémon Emerald', 'The Binding of Isaac: Rebirth', 'The Sims 4'],
      localTitles: { fr: { 'The Sims 4': ['Les Sims 4'] } },
    };
    const { input, onSubmit } = setup({ names: catalogue });
    type(input, 'gta 5');
    expect(options().map((o) => o.textContent)).toEqual(['Grand Theft Auto V']);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(input.value).toBe('Grand Theft Auto V');
    type(input, 'pokemon');
    expect(options().map((o) => o.textContent)).toEqual(['Pokémon Emerald']);
    expect(options()[0]!.querySelector('strong')?.textContent).toBe('Pokémon'); // bold despite the accent
    type(input, 'isaac reb');
    expect(options().map((o) => o.textContent)).toEqual(['The Binding of Isaac: Rebirth']);
    type(input, 'les sims');
    expect(options().map((o) => o.textContent)).toEqual(['The Sims 4']); // English interface: the English title
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Escape closes the suggestions and keeps the typed text', () => {
    const { input } = setup();
    type(input, 'hol');
    expect(options()).toHaveLength(1);
    key(input, 'Escape');
    expect(options()).toHaveLength(0);
    expect(input.value).toBe('hol');
  });

  it('clicking a suggestion fills the field', () => {
    const { input } = setup();
    type(input, 'val');
    fireEvent.click(screen.getByRole('option', { name: 'Stardew Valley' }));
    expect(input.value).toBe('Stardew Valley');
  });

  it('submits the trimmed answer; Submit is disabled when blank or while processing', () => {
    const { input, onSubmit } = setup();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    type(input, '   ');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    type(input, '  Hades  ');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Hades');
  });

  it('blocks answering while a check is in progress', () => {
    const { input, onSubmit } = setup({ processing: true, checking: true });
    type(input, 'Hades');
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Checking...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('AnswerInput suggestions on a small screen', () => {
  const placeInput = (input: HTMLElement, top: number) =>
    vi.spyOn(input, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 44, left: 16, right: 280, width: 264, height: 44, x: 16, y: top, toJSON: () => ({}) });

  it('opens the list above a field at the bottom of a page that cannot scroll further', () => {
    const { input } = setup();
    // The field's bottom edge 20 px above the window's, and nothing left to scroll.
    placeInput(input, window.innerHeight - 64);
    fireEvent.focus(input);
    type(input, 'po');
    expect(screen.getByRole('listbox').dataset.placement).toBe('above');
    expect(screen.getByRole('listbox').className).toContain('bottom-full');
  });

  it('opens the list below a field with room under it', () => {
    const { input } = setup();
    placeInput(input, 200);
    type(input, 'po');
    expect(screen.getByRole('listbox').dataset.placement).toBe('below');
    expect(screen.getByRole('listbox').className).toContain('top-full');
  });

  it('brings a field at the bottom of the screen up before the list opens', () => {
    const { input } = setup();
    placeInput(input, window.innerHeight - 64);
    const scrolled = vi.fn();
    input.closest('form')!.scrollIntoView = scrolled;
    fireEvent.focus(input);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });
});
