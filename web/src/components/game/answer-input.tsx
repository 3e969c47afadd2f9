import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizeTitle } from '../../../../shared/answer-matching';
import { indexCatalogue, suggest, type GameCatalogue } from './autocomplete';

interface AnswerInputProps {
  /** Known games for the suggestions: names, or the server's catalogue with aliases and localised titles. */
  names: GameCatalogue | readonly string[];
  /** The review is resolved: nothing more can be answered. */
  disabled: boolean;
  /** An action is in progress: the answer is locked until it ends (docs/product.md §4). */
  processing: boolean;
  /** The running action is the answer check itself. */
  checking?: boolean;
  onSubmit(answer: string): void;
}

const NO_GAMES: readonly string[] = [];

/** Room the suggestion list needs: five rows and the list's padding. */
const LIST_ROOM_PX = 5 * 40 + 16;

/** The visible height (without an on-screen keyboard) and the sticky header's bottom edge. */
function viewportBounds() {
  const height = window.visualViewport?.height ?? window.innerHeight;
  const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
  return { height, top: header };
}

/**
 * On a phone the field often sits at the bottom of the screen, and its suggestions would open below
 * the fold: bring the field up under the header first (html's scroll-padding-top).
 */
function makeRoomBelow(input: HTMLInputElement) {
  const { height } = viewportBounds();
  if (height - input.getBoundingClientRect().bottom < LIST_ROOM_PX) input.closest('form')?.scrollIntoView({ block: 'start' });
}

/** Where the list fits: below the field, or above it when the page cannot scroll far enough. */
function listPlacement(input: HTMLInputElement): 'below' | 'above' {
  const { height, top } = viewportBounds();
  const rect = input.getBoundingClientRect();
  const below = height - rect.bottom;
  const above = rect.top - top;
  return below < LIST_ROOM_PX && above > below ? 'above' : 'below';
}

/** Bold the beginnings of a suggestion's words that match a typed word, accents and case aside. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const typed = normalizeTitle(query).split(' ').filter(Boolean);
  if (typed.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const start = match.index;
    const folded = normalizeTitle(word);
    const hit = typed.find((w) => folded.startsWith(w));
    if (hit === undefined) continue;
    // Folding can change a word's length (ß -> ss): then the whole word is bold.
    const end = start + (folded.length === word.length ? hit.length : word.length);
    parts.push(text.slice(at, start), <strong key={start} className="font-bold text-white">{text.slice(start, end)}</strong>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * The answer field: an ARIA 1.2 combobox with a listbox of suggestions. ArrowDown/ArrowUp move the
 * highlight, Enter picks the highlighted suggestion (or submits when none is), Escape closes.
 */
export function AnswerInput({ names, disabled, processing, checking = false, onSubmit }: AnswerInputProps) {
  const id = useId();
  const inputId = `${id}-answer`;
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { t, i18n } = useTranslation('game');
  // The suggestion index is built when the field is first used, not while the review loads.
  const [used, setUsed] = useState(false);
  const index = useMemo(() => indexCatalogue(used ? names : NO_GAMES, i18n.language), [used, names, i18n.language]);

  const suggestions = open && !disabled ? suggest(index, value) : [];
  const expanded = suggestions.length > 0;
  const canSubmit = value.trim().length > 0 && !processing && !disabled;

  // A screenshot that finishes loading while the player is in the field moves the page under it:
  // the field, and the room for its suggestions, are kept on screen.
  useEffect(() => {
    const input = inputRef.current;
    if (!focused || !input || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      makeRoomBelow(input);
      setPlacement(listPlacement(input));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [focused]);

  function close() {
    setOpen(false);
    setHighlight(-1);
  }

  function openList() {
    if (!open && inputRef.current) setPlacement(listPlacement(inputRef.current));
    setOpen(true);
  }

  function pick(name: string) {
    setValue(name);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!open) {
          openList();
          event.preventDefault();
          return;
        }
        if (count === 0) return;
        event.preventDefault();
        setHighlight((h) => (h + 1) % count);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setHighlight((h) => (h <= 0 ? count - 1 : h - 1));
        return;
      case 'Enter': {
        const chosen = highlight >= 0 ? suggestions[highlight] : undefined;
        if (chosen !== undefined) {
          // Picking fills the field; a second Enter submits it.
          event.preventDefault();
          pick(chosen);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    close();
    onSubmit(value.trim());
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-label={t('answer.form')} noValidate>
      <label htmlFor={inputId} className="label">
        {t('answer.label')}
      </label>
      <div className="relative flex gap-2">
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            className="input h-11"
            placeholder={t('answer.placeholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={200}
            value={value}
            disabled={disabled}
            // Read-only rather than disabled while checking, so keyboard focus stays in the field.
            readOnly={processing}
            aria-busy={processing}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && highlight >= 0 ? optionId(highlight) : undefined}
            onChange={(e) => {
              setUsed(true);
              setValue(e.target.value);
              openList();
              setHighlight(-1);
            }}
            onFocus={(e) => {
              setUsed(true);
              setFocused(true);
              makeRoomBelow(e.currentTarget);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setFocused(false);
              close();
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('answer.suggestions')}
            hidden={!expanded}
            data-placement={placement}
            className={`absolute inset-x-0 z-20 overflow-hidden rounded-lg border border-slate-700 bg-slate-900 py-1 shadow-2xl ${placement === 'above' ? 'bottom-full mb-1' : 'top-full mt-1'}`}
          >
            {suggestions.map((name, i) => (
              <li
                key={name}
                id={optionId(i)}
                role="option"
                aria-selected={i === highlight}
                className={`cursor-pointer truncate px-3 py-2 text-slate-200 ${i === highlight ? 'bg-indigo-500/30 text-white' : 'hover:bg-slate-800'}`}
                // mousedown would blur the input and close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(name)}
                onMouseEnter={() => setHighlight(i)}
              >
                <Highlighted text={name} query={value} />
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="btn btn-primary h-11 shrink-0" disabled={!canSubmit}>
          {checking ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Send className="h-4 w-4" aria-hidden="true" />}
          {checking ? t('answer.checking') : t('answer.submit')}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? t('answer.available', { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}
