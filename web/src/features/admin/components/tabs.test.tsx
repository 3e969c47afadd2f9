import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TabList, tabPanelProps } from './tabs';

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <TabList idPrefix="t" label="Sections" tabs={[{ id: 'a', label: 'One' }, { id: 'b', label: 'Two' }, { id: 'c', label: 'Three' }]} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps('t', tab)}>panel {tab}</div>
    </>
  );
}

describe('TabList (WAI-ARIA tabs)', () => {
  it('has one tab stop and ties each tab to its panel', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('panel a');
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', () => {
    render(<Harness />);
    const tablist = screen.getByRole('tablist', { name: 'Sections' });
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Two');
    expect(document.activeElement?.textContent).toBe('Two');
    fireEvent.keyDown(tablist, { key: 'End' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Three');
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('One');
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Three');
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
  });
});
