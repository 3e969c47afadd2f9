import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
}

/** Ids that tie a tab to its panel; the panel spreads `tabPanelProps(...)`. */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function tabPanelProps(prefix: string, id: string) {
  return { role: 'tabpanel', id: panelId(prefix, id), 'aria-labelledby': tabId(prefix, id), tabIndex: 0 } as const;
}

interface TabListProps<K extends string> {
  // K is inferred from `selected` (a state of a union type), not widened from the tab literals.
  tabs: readonly TabItem<NoInfer<K>>[];
  selected: K;
  onSelect(id: NoInfer<K>): void;
  /** Unique per tab set on the page: prefixes the tab and panel ids. */
  idPrefix: string;
  label: string;
  className?: string;
  tabClassName?(selected: boolean): string;
}

const defaultTabClass = (selected: boolean) =>
  `flex items-center justify-center gap-2 rounded-lg px-2 py-2 text-[0.8rem] font-semibold transition sm:px-3 sm:text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400 ${
    selected ? 'bg-indigo-500 text-white shadow' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
  }`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys (and Home, End)
 * move between tabs and select them.
 */
export function TabList<K extends string>({ tabs, selected, onSelect, idPrefix, label, className = '', tabClassName = defaultTabClass }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === selected);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (index + 1) % tabs.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (index - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            className={tabClassName(isSelected)}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
